import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex upload`: guard rails, sending and tracking. */
export const uploadStrings = defineCliStrings(
  {
    kinds: { full: 'полная выгрузка', changes: 'изменения', delete: 'удаление остатков' } as Record<string, string>,
    sendAnyway: 'Отправить всё равно?',
    declined: 'Выгрузка не отправлена: вы ответили «нет».',
    blockedTitle: 'Выгрузка не отправлена:',
    blockedFlag: ((p) => `  чтобы отправить всё равно, добавьте ${p.flag}`) as P<{ flag: string }>,
    blockedNoFlag: '  обойти это нельзя.',
    checking: 'Проверка файла…',
    sending: ((p) => `Отправка (${p.kind}) в магазин «${p.name}»…`) as P<{ kind: string; name: string }>,
    held: ((p) => `Изменения будут отправлены в ${p.at} (ждём 10-минутный интервал)…`) as P<{ at: string }>,
    accepted: ((p) => `Пакет принят оператором (HTTP ${p.status}). MESSAGE_ID: ${p.messageId}`) as P<{
      status: number;
      messageId: string;
    }>,
    acceptedNoId:
      'Пакет принят оператором (HTTP 202), но адрес статуса не пришёл: проверьте остатки командой pharmex stocks pull.',
    trackHint: ((p) => `Статус обработки: pharmex status ${p.messageId} --wait`) as P<{ messageId: string }>,
    waiting: ((p) => `Статус: ${p.status}`) as P<{ status: string }>,
    waitingFirst: 'Ждём статус обработки…',
    statusNames: ['Принят', 'Обрабатывается', 'Обработан', 'Ошибка'],
    statusUnknownName: ((p) => `неизвестный статус ${p.id}`) as P<{ id: number }>,
    unreadable: 'ответ о статусе не удалось прочитать',
    trackingStopped: ((p) => `Отслеживание остановлено: ${p.reason}`) as P<{ reason: string }>,
    noInfo: 'нет информации (оператор не знает этот пакет)',
    finalStatus: ((p) =>
      `Итоговый статус: ${p.id} ${p.name}${p.message ? ` — «${p.message}»` : ''}${p.date ? ` (${p.date})` : ''}`) as P<{
      id: number;
      name: string;
      message: string | null;
      date: string | null;
    }>,
    currentStatus: ((p) =>
      `Текущий статус: ${p.id} ${p.name}${p.message ? ` — «${p.message}»` : ''}${p.date ? ` (${p.date})` : ''}`) as P<{
      id: number;
      name: string;
      message: string | null;
      date: string | null;
    }>,
    timelineTitle: 'История статусов:',
    timelineLine: ((p) => `  ${p.observedAt}  ${p.status}${p.message ? ` — «${p.message}»` : ''}`) as P<{
      observedAt: string;
      status: string;
      message: string | null;
    }>,
    processingError: ((p) =>
      `Оператор обработал пакет с ошибкой (статус 3)${p.message ? `: «${p.message}»` : ''}. Исправьте данные и отправьте снова.`) as P<{
      message: string | null;
    }>,
    noInfoFinal:
      'Оператор сообщает, что у него нет информации об этом пакете (ответ 204). Проверьте остатки: pharmex stocks pull',
    notFinal: ((p) =>
      `Окончательного статуса пока нет (${p.state}). Проверьте позже: pharmex status ${p.messageId} --wait`) as P<{
      state: string;
      messageId: string;
    }>,
    timedOut: ((p) =>
      `Время ожидания (${p.seconds} с) истекло, окончательного статуса нет. Проверьте позже: pharmex status ${p.messageId} --wait`) as P<{
      seconds: number;
      messageId: string;
    }>,
    refusedErrors: 'Ошибки в файле по данным оператора:',
    unknown: [
      'Проверьте остатки у оператора: pharmex stocks pull. Если данных нет — отправьте файл ещё раз; если есть — ничего делать не нужно.',
      'Повторная полная выгрузка может быть засчитана как единственная за день. pharmex никогда не отправляет полную выгрузку повторно сам.',
    ],
    retryAt: ((p) => `Следующая попытка возможна после ${p.at}.`) as P<{ at: string }>,
  },
  {
    kinds: { full: 'full upload', changes: 'changes', delete: 'stock deletion' } as Record<string, string>,
    sendAnyway: 'Send anyway?',
    declined: 'The upload was not sent: you answered "no".',
    blockedTitle: 'The upload was not sent:',
    blockedFlag: (p) => `  to send it anyway, add ${p.flag}`,
    blockedNoFlag: '  this cannot be overridden.',
    checking: 'Checking the file…',
    sending: (p) => `Sending (${p.kind}) to store "${p.name}"…`,
    held: (p) => `The changes will be sent at ${p.at} (waiting for the 10-minute interval)…`,
    accepted: (p) => `The operator accepted the package (HTTP ${p.status}). MESSAGE_ID: ${p.messageId}`,
    acceptedNoId:
      'The operator accepted the package (HTTP 202) but sent no status address: check the stock with pharmex stocks pull.',
    trackHint: (p) => `Processing status: pharmex status ${p.messageId} --wait`,
    waiting: (p) => `Status: ${p.status}`,
    waitingFirst: 'Waiting for the processing status…',
    statusNames: ['Accepted', 'Processing', 'Processed', 'Error'],
    statusUnknownName: (p) => `unknown status ${p.id}`,
    unreadable: 'the status answer could not be read',
    trackingStopped: (p) => `Tracking stopped: ${p.reason}`,
    noInfo: 'no information (the operator does not know this package)',
    finalStatus: (p) =>
      `Final status: ${p.id} ${p.name}${p.message ? ` — "${p.message}"` : ''}${p.date ? ` (${p.date})` : ''}`,
    currentStatus: (p) =>
      `Current status: ${p.id} ${p.name}${p.message ? ` — "${p.message}"` : ''}${p.date ? ` (${p.date})` : ''}`,
    timelineTitle: 'Status history:',
    timelineLine: (p) => `  ${p.observedAt}  ${p.status}${p.message ? ` — "${p.message}"` : ''}`,
    processingError: (p) =>
      `The operator processed the package with an error (status 3)${p.message ? `: "${p.message}"` : ''}. Fix the data and send it again.`,
    noInfoFinal:
      'The operator says it holds no information about this package (204). Check the stock: pharmex stocks pull',
    notFinal: (p) => `No final status yet (${p.state}). Check later: pharmex status ${p.messageId} --wait`,
    timedOut: (p) =>
      `The wait (${p.seconds} s) ended without a final status. Check later: pharmex status ${p.messageId} --wait`,
    refusedErrors: 'Errors in the file according to the operator:',
    unknown: [
      "Check the stock on the operator's side: pharmex stocks pull. If the data is not there, send the file again; if it is, nothing needs doing.",
      'A second full upload may count as the only one of the day. pharmex never re-sends a full upload by itself.',
    ],
    retryAt: (p) => `The next attempt is possible after ${p.at}.`,
  },
);
