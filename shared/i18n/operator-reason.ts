import { defineStrings } from './define-strings';

/**
 * What the operator's own words mean, for the reasons the app recognises (its answers come in
 * English, often in a .NET validator's wording): shown in Russian beside the verbatim text.
 */
export const operatorReasonWording = defineStrings(
  {
    'invalid-client': 'Это значит: оператор не принял идентификатор аптеки или её пароль.',
    quota: 'Это значит: оператор ограничивает число запросов, лимит на этот период исчерпан — подождите и повторите.',
    'daily-full':
      'Это значит: полная выгрузка сегодня уже принята, а оператор принимает одну в сутки — отправьте изменения или полную выгрузку в следующие сутки по Москве.',
    'unknown-product':
      'Это значит: оператор не знает товар — кода nnt нет в его справочнике; проверьте привязку товара.',
    schema:
      'Это значит: оператор нашёл ошибку формата в записи и поле, названных в сообщении (тип, длина или обязательное поле).',
  },
  {
    'invalid-client': 'This means: the operator did not accept the store’s ID or its password.',
    quota: 'This means: the operator limits requests and the limit for this period is used up — wait and try again.',
    'daily-full':
      'This means: a full upload was already taken today and the operator takes one a day — send changes, or the full upload on the next Moscow day.',
    'unknown-product':
      'This means: the operator does not know the product — the nnt code is not in its dictionary; check the product link.',
    schema:
      'This means: the operator found a format error in the record and field the message names (a type, a length or a required field).',
  },
);

const PATTERNS: [RegExp, keyof typeof operatorReasonWording.ru][] = [
  [/invalid_client/i, 'invalid-client'],
  [/quota exceeded|too many requests/i, 'quota'],
  [/already uploaded today|upload\(s\) per day/i, 'daily-full'],
  [/unknown (product|nnt)|nnt\b.*\bnot found|product\b.*\bnot found/i, 'unknown-product'],
  [/Invalid type\.|Required propert|does not validate against|exceeds maximum length|must be filled/i, 'schema'],
];

/** The key (under `operatorReasons.`) of the explanation of the operator's words, when the app recognises them. */
export function operatorReasonKey(text: string | null | undefined): string | null {
  if (!text) return null;
  const found = PATTERNS.find(([re]) => re.test(text));
  return found ? `operatorReasons.${found[1]}` : null;
}
