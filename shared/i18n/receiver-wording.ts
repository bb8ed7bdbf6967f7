import { defineStrings } from './define-strings';

/**
 * Why a webhook receiver did not answer its check (`ReceiverCheck['reason']`), in the words the
 * webhooks screen and `pharmex webhooks list` both use.
 */
export const receiverReasonWording = defineStrings(
  {
    refused: 'соединение отклонено',
    timeout: 'нет ответа за 5 секунд',
    dns: 'адрес не найден',
    tls: 'ошибка сертификата',
    network: 'сеть недоступна',
  },
  {
    refused: 'connection refused',
    timeout: 'no answer within 5 seconds',
    dns: 'address not found',
    tls: 'certificate error',
    network: 'network unavailable',
  },
);
