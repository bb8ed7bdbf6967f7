import { defineStrings } from './define-strings';

/**
 * How an upload stands, in the words the screen and the CLI both use: a short badge per ledger
 * outcome and one headline sentence that says what happened to the package (sent or not, refused
 * for the password or for the package, waiting until when). Keys are chosen by `outcome-words.ts`.
 */
export const outcomeWording = defineStrings(
  {
    badge: {
      sending: 'Отправляется…',
      held: 'Ждёт отправки',
      accepted: 'Принята оператором',
      processed: 'Обработана',
      'processing-error': 'Ошибка обработки',
      refused: 'Отклонена',
      failed: 'Не отправлена',
      unknown: 'Результат неизвестен',
      deleted: 'Остатки удалены',
      cancelled: 'Отменена',
    },
    headline: {
      sending: 'Выгрузка отправляется оператору.',
      held: 'Ждёт отправки: изменения уйдут {{at}}, если приложение будет открыто.',
      'held-later': 'Ждёт отправки: изменения уйдут, когда оператор разрешит.',
      accepted: 'Оператор принял пакет в очередь; ждём статуса обработки.',
      processed: 'Оператор обработал пакет.',
      'processing-error': 'Оператор обработал пакет с ошибкой (статус 3): данные не приняты.',
      'refused-package': 'Оператор отклонил пакет (HTTP {{status}}): данные не приняты.',
      'refused-invalid': 'Оператор отклонил пакет: в нём ошибки (HTTP {{status}}). Данные не приняты.',
      'refused-rate-limited': 'Оператор отклонил пакет: выгрузки слишком часты (HTTP 429). Данные не приняты.',
      'refused-server': 'Оператор не смог принять пакет: ошибка на его стороне (HTTP {{status}}).',
      'not-sent-password':
        'Не отправлена: оператор не принял пароль аптеки (invalid_client). Пакет не уходил — оператор ничего не получил.',
      'not-sent-no-password': 'Не отправлена: для аптеки не сохранён пароль. Оператор ничего не получил.',
      'not-sent-keychain': 'Не отправлена: хранилище паролей системы недоступно. Оператор ничего не получил.',
      'not-sent-network': 'Не отправлена: нет связи с оператором. Оператор ничего не получил.',
      'not-sent-app-stopped': 'Не отправлена: приложение закрылось до отправки. Оператор ничего не получил.',
      'not-sent': 'Не отправлена: запрос не ушёл с этого компьютера — оператор ничего не получил.',
      unknown: 'Неизвестно, получил ли оператор выгрузку: ответ не пришёл.',
      deleted: 'Все остатки аптеки удалены у оператора.',
      cancelled: 'Отменена: выгрузка не отправлялась.',
    },
  },
  {
    badge: {
      sending: 'Sending…',
      held: 'Waiting to send',
      accepted: 'Accepted by the operator',
      processed: 'Processed',
      'processing-error': 'Processing error',
      refused: 'Refused',
      failed: 'Not sent',
      unknown: 'Outcome unknown',
      deleted: 'Stock deleted',
      cancelled: 'Cancelled',
    },
    headline: {
      sending: 'The upload is being sent to the operator.',
      held: 'Waiting to be sent: the changes go {{at}}, if the app is open.',
      'held-later': 'Waiting to be sent: the changes go when the operator allows.',
      accepted: 'The operator queued the package; waiting for its processing status.',
      processed: 'The operator processed the package.',
      'processing-error': 'The operator processed the package with an error (status 3): the data was not taken.',
      'refused-package': 'The operator refused the package (HTTP {{status}}): the data was not taken.',
      'refused-invalid': 'The operator refused the package: it has errors (HTTP {{status}}). The data was not taken.',
      'refused-rate-limited':
        'The operator refused the package: uploads are too frequent (HTTP 429). The data was not taken.',
      'refused-server': 'The operator could not take the package: its service failed (HTTP {{status}}).',
      'not-sent-password':
        'Not sent: the operator refused the store’s password (invalid_client). The package never left — the operator received nothing.',
      'not-sent-no-password': 'Not sent: no password is saved for the store. The operator received nothing.',
      'not-sent-keychain': 'Not sent: the system’s password store is not available. The operator received nothing.',
      'not-sent-network': 'Not sent: no connection to the operator. The operator received nothing.',
      'not-sent-app-stopped': 'Not sent: the app closed before sending. The operator received nothing.',
      'not-sent': 'Not sent: the request never left this PC — the operator received nothing.',
      unknown: 'Unknown whether the operator received the upload: no answer came.',
      deleted: 'All of the store’s stock was deleted at the operator.',
      cancelled: 'Cancelled: the upload was not sent.',
    },
  },
);
