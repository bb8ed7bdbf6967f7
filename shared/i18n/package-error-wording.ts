import { defineStrings } from './define-strings';

/**
 * Why a field of a stock package is wrong (the schema check's reason codes, their parameters as
 * i18next parameters) and the value kinds those reasons name, for the screen and the CLI alike.
 */
export const packageErrorWording = defineStrings(
  {
    reasons: {
      required: 'поле не заполнено, а оно обязательно',
      empty: 'пустое значение — поле должно быть заполнено',
      'wrong-type':
        'должно быть $t(packageErrors.types.{{expected}}), а в файле $t(packageErrors.actualTypes.{{actual}})',
      'too-long': 'слишком длинное: символов {{length}}, допускается не больше {{max}}',
      'date-time': 'это не дата: нужна дата со временем и часовым поясом, например 2024-05-10T06:00:00+03:00',
      fractional: 'дробное количество — количество должно быть целым числом',
      'not-unique':
        'такой код партии уже есть в записи № {{firstRow}} — коды партий в одном файле не должны повторяться',
      'unknown-field': 'такого поля нет в формате оператора — проверьте написание (регистр букв важен)',
      'gnvls-max-required': 'для ЖНВЛП (gnvls = true) нужно указать предельную цену prcGnvlsMax',
      'gnvls-max-below-retail': 'предельная цена ниже розничной ({{prcRet}}) — так быть не может',
      'too-small': 'меньше допустимого: не меньше {{min}}',
      'too-big': 'больше допустимого: не больше {{max}}',
      'too-small-exclusive': 'меньше допустимого: должно быть больше {{min}}',
      'too-big-exclusive': 'больше допустимого: должно быть меньше {{max}}',
      'not-allowed-value': 'недопустимое значение: {{allowed}}',
      'invalid-utf8':
        'байты {{bytes}} — не UTF-8: файл сохранён в другой кодировке или повреждён; сохраните его в UTF-8',
      'too-deep': 'данные вложены глубже {{max}} уровней (пакету остатков нужно 3) — дальше файл не читался',
      'null-value':
        'null в поле {{field}}: формат оператора не говорит, можно ли так; оператор может отклонить запись или прочесть 0 — лучше не писать поле совсем',
      'unknown-field-suggest':
        'такого поля нет в формате оператора — оно уйдёт, но оператор его, скорее всего, не прочтёт; может быть, имелось в виду {{suggestion}}?',
      'duplicate-key':
        'поле {{key}} записано в одной записи дважды: учтётся последнее значение, а другая программа может взять первое',
      'exponent-integer':
        'число {{literal}} записано с порядком (E) в поле для целых чисел — оператор может его отклонить; пишите {{plain}}',
      underflow: 'число {{literal}} слишком мало и читается как 0',
      'precision-loss': 'в числе {{literal}} больше знаков, чем сохраняется: оно читается как {{read}}',
      'unsafe-integer': 'целое число {{literal}} больше 2^53 и читается неточно: как {{read}}',
      other: '{{text}}',
    },
    types: {
      string: 'текстом в кавычках',
      integer: 'целым числом',
      number: 'числом',
      boolean: 'true или false',
      'boolean-or-null': 'true, false или null',
      'datetime-or-null': 'датой в кавычках (например "2026-12-31T00:00:00+03:00") или null',
      object: 'объектом',
      array: 'списком',
      fractional: 'дробное число',
      null: 'пусто (null)',
      other: 'другое значение',
    },
    actualTypes: {
      string: 'текст',
      integer: 'целое число',
      fractional: 'дробное число',
      boolean: 'true/false',
      null: 'пусто (null)',
      array: 'список',
      object: 'объект',
      other: 'другое значение',
    },
  },
  {
    reasons: {
      required: 'the field is missing, but it is required',
      empty: 'empty value — the field must be filled',
      'wrong-type':
        'must be $t(packageErrors.types.{{expected}}), but the file has $t(packageErrors.actualTypes.{{actual}})',
      'too-long': 'too long: {{length}} characters, at most {{max}} allowed',
      'date-time': 'not a date: a date with time and time zone is needed, e.g. 2024-05-10T06:00:00+03:00',
      fractional: 'fractional quantity — the quantity must be a whole number',
      'not-unique': 'record #{{firstRow}} already has this batch code — batch codes must not repeat in one file',
      'unknown-field': 'the operator’s format has no such field — check the spelling (letter case matters)',
      'gnvls-max-required': 'a price-regulated product (gnvls = true) needs the maximum price prcGnvlsMax',
      'gnvls-max-below-retail': 'the maximum price is below the retail price ({{prcRet}}), which cannot be',
      'too-small': 'too small: at least {{min}}',
      'too-big': 'too large: at most {{max}}',
      'too-small-exclusive': 'too small: must be greater than {{min}}',
      'too-big-exclusive': 'too large: must be less than {{max}}',
      'not-allowed-value': 'not an allowed value: {{allowed}}',
      'invalid-utf8':
        'bytes {{bytes}} are not UTF-8: the file was saved in another encoding or is damaged; save it as UTF-8',
      'too-deep':
        'the data is nested deeper than {{max}} levels (a stock package needs 3); the file was not read further',
      'null-value':
        'null in {{field}}: the operator’s format does not say whether that is allowed; the operator may refuse the record or read 0 — better leave the field out',
      'unknown-field-suggest':
        'the operator’s format has no such field — it is sent, but the operator will most likely not read it; did you mean {{suggestion}}?',
      'duplicate-key':
        'the field {{key}} is written twice in one record: the last value counts, another program may take the first',
      'exponent-integer':
        'the number {{literal}} is written with an exponent (E) in a whole-number field — the operator may refuse it; write {{plain}}',
      underflow: 'the number {{literal}} is too small and is read as 0',
      'precision-loss': 'the number {{literal}} has more digits than are kept: it is read as {{read}}',
      'unsafe-integer': 'the whole number {{literal}} is beyond 2^53 and is read inexactly, as {{read}}',
      other: '{{text}}',
    },
    types: {
      string: 'text in quotes',
      integer: 'a whole number',
      number: 'a number',
      boolean: 'true or false',
      'boolean-or-null': 'true, false or null',
      'datetime-or-null': 'a date in quotes (e.g. "2026-12-31T00:00:00+03:00") or null',
      object: 'an object',
      array: 'a list',
      fractional: 'a fractional number',
      null: 'empty (null)',
      other: 'another value',
    },
    actualTypes: {
      string: 'text',
      integer: 'a whole number',
      fractional: 'a fractional number',
      boolean: 'true/false',
      null: 'empty (null)',
      array: 'a list',
      object: 'an object',
      other: 'another value',
    },
  },
);
