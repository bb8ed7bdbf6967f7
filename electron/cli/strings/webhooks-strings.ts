import { receiverReasonWording } from '@shared/i18n/receiver-wording';
import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex webhooks …`: the signing key and subscriptions. */
export const webhooksStrings = defineCliStrings(
  {
    keyMasked: ((p) =>
      `Ключ подписи: •••••••• (длина ${p.length}, отпечаток ${p.fingerprint}, получен ${p.at}). Показать сам ключ: --reveal`) as P<{
      length: number;
      fingerprint: string;
      at: string;
    }>,
    revealWarning:
      'Внимание: ключ подписи — секрет. Он будет показан открытым текстом; не сохраняйте его в журналах и не показывайте на экране посторонним.',
    subscribed: ((p) =>
      `Подписка на «${p.event}» → ${p.url} сохранена${p.replaced ? ' (существующая подписка изменена)' : ''}.`) as P<{
      event: string;
      url: string;
      replaced: boolean;
    }>,
    unsubscribed: ((p) =>
      `Подписка на «${p.event}» отменена${p.wasOnServer ? '' : ' (на сервере её уже не было; локальная запись удалена)'}.`) as P<{
      event: string;
      wasOnServer: boolean;
    }>,
    listHeaders: ['Событие', 'Клиент (GUID)', 'Адрес', 'Последнее действие', 'Результат', 'Получатель'],
    listEmpty: 'С этого компьютера подписок для этого магазина не делалось.',
    ok: 'оператор принял',
    receiver: {
      never: 'не проверялся',
      answers: ((p) => `отвечает, проверено ${p.at}`) as P<{ status: number; at: string }>,
      'error-status': ((p) => `ошибка HTTP ${p.status}, проверено ${p.at}`) as P<{ status: number; at: string }>,
      unreachable: ((p) => `не отвечает (${p.reason}), проверено ${p.at}`) as P<{ reason: string; at: string }>,
      reasons: receiverReasonWording.ru,
    },
    keyFromServer: ((p) => `Ключ получен с сервера магазина «${p.name}».`) as P<{ name: string }>,
    keyEmpty: 'Ключ пустой: проверьте файл или stdin.',
    verdicts: {
      valid: 'Подпись верна: тело уведомления не изменено и подписано этим ключом.',
      missing: 'Подписи нет: передайте значение заголовка X-Signature.',
      'no-prefix': 'Подпись должна начинаться с «sha256=».',
      malformed: 'Подпись повреждена: после «sha256=» должно быть 64 шестнадцатеричных символа.',
      mismatch:
        'Подпись НЕ совпадает: тело изменено, подписано другим ключом, или файл сохранён не байт в байт (например, с другим переводом строк).',
    } as Record<string, string>,
  },
  {
    keyMasked: (p) =>
      `Signing key: •••••••• (length ${p.length}, fingerprint ${p.fingerprint}, fetched ${p.at}). Show the key itself: --reveal`,
    revealWarning:
      'Warning: the signing key is a secret. It will be shown in plain text; keep it out of logs and off shared screens.',
    subscribed: (p) =>
      `Subscription to "${p.event}" → ${p.url} saved${p.replaced ? ' (the existing subscription was changed)' : ''}.`,
    unsubscribed: (p) =>
      `Subscription to "${p.event}" cancelled${p.wasOnServer ? '' : ' (the server no longer had it; the local record was removed)'}.`,
    listHeaders: ['Event', 'Client (GUID)', 'Address', 'Last action', 'Result', 'Receiver'],
    listEmpty: 'No subscriptions were made from this PC for this store.',
    ok: 'accepted by the operator',
    receiver: {
      never: 'not checked',
      answers: (p) => `answers, checked ${p.at}`,
      'error-status': (p) => `HTTP ${p.status} error, checked ${p.at}`,
      unreachable: (p) => `does not answer (${p.reason}), checked ${p.at}`,
      reasons: receiverReasonWording.en,
    },
    keyFromServer: (p) => `The key was fetched from the server of store "${p.name}".`,
    keyEmpty: 'The key is empty: check the file or stdin.',
    verdicts: {
      valid: 'The signature is valid: the body is unchanged and signed with this key.',
      missing: 'No signature: pass the value of the X-Signature header.',
      'no-prefix': 'The signature must start with "sha256=".',
      malformed: 'The signature is damaged: "sha256=" must be followed by 64 hexadecimal digits.',
      mismatch:
        'The signature does NOT match: the body was changed, signed with another key, or the file was not saved byte for byte (e.g. other line endings).',
    } as Record<string, string>,
  },
);
