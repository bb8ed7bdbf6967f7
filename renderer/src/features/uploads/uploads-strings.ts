import { defineStrings } from '@renderer/i18n/define-strings';
import { guardRailWording } from '@shared/i18n/guard-rail-wording';
import { intentStrings } from './send/intent-strings';

/** Strings of the uploads screens (i18n key prefix `uploads.`). */
export const uploadsStrings = defineStrings(
  {
    ...intentStrings.ru,
    nav: 'Загрузка остатков',
    tabs: { new: 'Новая загрузка', history: 'История загрузок' },
    pick: {
      title: 'Файл с остатками',
      hint: 'Выберите JSON-файл, который выгрузила учётная программа аптеки. Файл сначала проверяется на этом компьютере — ничего не отправляется, пока вы не нажмёте «Отправить».',
      limits:
        'Файл — до {{max}}, в кодировке UTF-8 (файлы в Windows-1251, CP866 и UTF-16 преобразуются, и об этом будет сказано). Вложенность данных — до 64 уровней; в списке — первые 10 000 ошибок и 10 000 предупреждений, остальные считаются.',
      button: 'Выбрать файл…',
      another: 'Выбрать другой файл…',
    },
    preview: {
      rows: 'Записей',
      size: 'Размер',
      date: 'Дата выгрузки в файле',
      checksum: 'Контрольная сумма (SHA-256)',
      valid: 'Ошибок не найдено — файл можно отправлять.',
      warnings:
        'Предупреждений: {{count}}. Отправке они не мешают: в этих местах формат оператора ничего не говорит, и окончательно решает проверка на сервере оператора. Посмотрите их в таблице ниже.',
      // No "её": the "one" form also serves 21, 31… errors.
      invalid_one: 'Найдена {{count, number}} ошибка. Исправьте файл в учётной программе и выгрузите его заново.',
      invalid_few: 'Найдено {{count, number}} ошибки. Исправьте их в учётной программе и выгрузите файл заново.',
      invalid_many: 'Найдено {{count, number}} ошибок. Исправьте их в учётной программе и выгрузите файл заново.',
      invalid_other: 'Найдено {{count, number}} ошибки. Исправьте их в учётной программе и выгрузите файл заново.',
      capped: 'Показаны первые {{listed}} из {{count}}.',
      unparseable: 'Файл не читается как JSON, поэтому проверить записи нельзя.',
      unparseableAt: 'Ошибка в строке {{line}}, символ {{position}}.',
      unparseablePath: 'Место в данных: {{path}}.',
      serverCheck: 'Проверить на сервере оператора',
      serverChecking: 'Проверяем на сервере…',
      serverValid: 'Сервер оператора тоже не нашёл ошибок.',
      serverInvalid: 'Сервер оператора нашёл ошибок: {{count}}.',
      serverRefused: 'Сервер оператора отклонил пакет, не назвав полей.',
      refusedReason: 'Причина, которую назвал оператор: {{reason}}',
      checksTabs: 'Чья проверка',
      localTab: 'Проверка на компьютере',
      serverTab: 'Проверка на сервере',
      encodingBom:
        'В начале файла была метка BOM (UTF-8). Она убрана: оператор получит UTF-8 без неё, размер и контрольная сумма — отправляемых данных.',
      encodingConverted:
        'Файл был в кодировке {{from}}; преобразован в UTF-8. Проверяется и отправляется преобразованный текст — размер и контрольная сумма указаны для него.',
      encodingUnsendable:
        'В файле есть байты, которые не являются UTF-8 (см. ошибки). Такой файл нельзя отправить без искажений: сохраните его в учётной программе в UTF-8 и выберите снова.',
    },
    kind: {
      title: 'Что отправить',
      full: 'Полная выгрузка',
      fullHint:
        'Заменяет у оператора ВСЕ остатки аптеки содержимым файла. Отправляется один раз в день, лучше с 05:15 до 08:45 по московскому времени.',
      changes: 'Изменения',
      changesHint:
        'Обновляет и добавляет только записи из файла (по коду партии prtId); закончившийся товар передаётся с количеством 0. Не чаще одного раза в 10 минут.',
    },
    send: {
      button: 'Отправить оператору',
      to: 'Аптека: {{name}}',
    },
    guard: {
      title: 'Перед отправкой',
      sendAnyway: 'Всё равно отправить',
      understood: 'Понятно',
      ...guardRailWording.ru,
    },
    history: {
      started: 'Начало',
      kind: 'Вид',
      file: 'Файл',
      rows: 'Записей',
      outcome: 'Результат',
      operatorStatus: 'Статус у оператора',
      open: 'Подробнее',
      page: 'Записи {{from}}–{{to}} из {{total}}',
      prev: 'Назад',
      next: 'Вперёд',
      moscow: 'МСК {{time}}',
    },
    kinds: {
      full: 'Полная',
      changes: 'Изменения',
      delete: 'Удаление остатков',
    },
    statuses: {
      '0': 'Принят',
      '1': 'Обрабатывается',
      '2': 'Обработан',
      '3': 'Ошибка',
      none: 'Нет информации (оператор ответил 204)',
      unknown: 'Неизвестный статус {{id}}',
      unreadable: 'Ответ о статусе не удалось прочитать',
    },
    tracking: {
      active: 'Проверяем статус…',
      'no-info':
        'Оператор сообщает, что ничего не знает об этом пакете. Проверьте остатки у оператора (чтение остатков).',
      stopped: 'Проверка статуса остановлена.',
      'stopped-unknown-status':
        'Оператор долго сообщает статус {{id}}, которого нет в протоколе v5 (там только 0–3), поэтому приложение не может понять, обработан ли пакет. Проверка остановлена: прочитайте остатки у оператора, обновите статус позже или спросите оператора, что значит этот статус.',
      'stopped-bad-response':
        'Ответы оператора о статусе не удаётся прочитать, поэтому проверка остановлена. Прочитайте остатки у оператора или обновите статус позже.',
    },
    detail: {
      coreText: 'Текст ядра (англ.), для техподдержки',
      back: '← К истории',
      title: 'Загрузка № {{id}}',
      sentFile: 'Отправленный файл',
      facts: {
        kind: 'Вид',
        file: 'Файл',
        rows: 'Записей',
        size: 'Размер',
        checksum: 'SHA-256',
        started: 'Начата',
        httpStatus: 'Ответ сервера (HTTP)',
        messageId: 'Номер пакета (messageId)',
        // What the manager chose to send past ("ошибки в файле", "вне рекомендованного времени"):
        // errors too, so not "warnings".
        overrides: 'Отправлено вопреки проверкам',
      },
      timeline: 'Ход обработки',
      timelineEmpty: 'Статусов пока нет.',
      localSent: 'Отправлено с этого компьютера',
      localAccepted: 'Оператор принял пакет в очередь (HTTP 202)',
      operatorTime: 'время оператора:',
      // The operator's own text, quoted as such (it may be in English, as the Sandbox's is).
      operatorSaid: 'Сообщение оператора: «{{message}}»',
      refresh: 'Обновить статус',
      cancelHeld: 'Не отправлять',
      errors: 'Ошибки, найденные оператором',
      errorBody: 'Ответ сервера целиком',
      unknownTitle: 'Неизвестно, получил ли оператор эту загрузку',
      unknownWhy: {
        'app-stopped': 'Приложение было закрыто или аварийно завершилось, пока файл отправлялся.',
        'outcome-unknown':
          'Связь оборвалась или замерла, пока пакет отправлялся или ждал ответа, и ответ оператора не пришёл.',
        timeout: 'Оператор не ответил вовремя.',
        other: 'Ответ оператора не пришёл.',
      },
      unknownWhat1:
        'Откройте остатки у оператора (чтение остатков) и посмотрите, есть ли там эти данные и когда они загружены.',
      unknownWhat2: 'Если данных нет — отправьте файл ещё раз. Если есть — ничего делать не нужно.',
      unknownWhat3:
        'Повторная полная выгрузка может быть засчитана оператором как единственная за день. Приложение никогда не отправляет полную выгрузку повторно само.',
    },
    delete: {
      title: 'Удалить все остатки у оператора',
      hint: 'Нужно редко: например, если аптека закрывается или остатки загружены в чужую аптеку. После удаления оператор не примет изменения, пока не будет отправлена полная выгрузка.',
      button: 'Удалить все остатки…',
      confirmTitle: 'Удалить ВСЕ остатки аптеки «{{name}}» у оператора?',
      confirmBody:
        'Оператор удалит все остатки этой аптеки; на витрине товары пропадут до следующей полной выгрузки. Отменить удаление нельзя.',
      confirmCheck: 'Я понимаю, что все остатки аптеки будут удалены',
      confirmButton: 'Удалить все остатки',
      done: 'Все остатки удалены. Следующей должна быть полная выгрузка.',
    },
    guardShort: {
      'second-full-today': 'вторая полная выгрузка за день',
      'outside-window': 'вне рекомендованного времени',
      'row-drop': 'намного меньше записей, чем в прошлый раз',
      'empty-full': 'файл без записей',
      'invalid-package': 'ошибки в файле',
    },
    outcomeErrors: {
      'validation-failed':
        'Оператор отклонил файл: в нём есть ошибки (список ниже). Исправьте их в учётной программе и отправьте файл заново.',
      'bad-request': 'Оператор отклонил запрос как некорректный (400). Подробности — в ответе сервера ниже.',
      'rate-limited': 'Оператор ограничил частоту запросов (429). Подождите и попробуйте снова.',
      'auth-failed':
        'Оператор не принял ключ доступа аптеки (401). Проверьте адреса сервиса и аутентификации в настройках аптеки или обратитесь в поддержку оператора.',
      forbidden: 'У аптеки нет прав на эту операцию (403). Обратитесь в поддержку оператора.',
      'not-found':
        'Сервер не знает такого адреса (404). Проверьте адрес сервиса в настройках аптеки (без /v5 на конце).',
      'server-error': 'Сбой на стороне оператора (500). Попробуйте позже; если повторяется — сообщите оператору.',
      network: 'Не удалось связаться с сервером оператора. Проверьте интернет и настройки прокси.',
      'invalid-client':
        'Оператор не узнал аптеку или пароль неверен. Проверьте идентификатор аптеки и пароль в её настройках.',
      'secret-missing': 'Для этой аптеки не сохранён пароль. Введите его в настройках аптеки.',
      'keychain-locked': 'Системное хранилище паролей заблокировано. Разблокируйте его и повторите.',
      'keychain-unavailable': 'Системное хранилище паролей недоступно. Пароль аптеки прочитать нельзя.',
      'guard-rail':
        'Изменения не отправлены: правила отправки не позволили (например, после удаления остатков нужна полная выгрузка).',
      cancelled: 'Отменено — ничего не отправлено.',
      'app-stopped': 'Приложение было закрыто, пока изменения ждали отправки, — они не отправлены.',
    },
    live: {
      processed: 'Загрузка № {{id}} обработана оператором.',
      error: 'Загрузка № {{id}}: оператор сообщил об ошибке обработки.',
    },
  },
  {
    ...intentStrings.en,
    nav: 'Stock upload',
    tabs: { new: 'New upload', history: 'Upload history' },
    pick: {
      title: 'Stock file',
      hint: 'Choose the JSON file your pharmacy system exported. The file is checked on this PC first — nothing is sent until you press “Send”.',
      limits:
        'The file: up to {{max}}, in UTF-8 (files in Windows-1251, CP866 and UTF-16 are converted, and you are told so). Data nested up to 64 levels; the list shows the first 10,000 errors and 10,000 warnings, the rest are counted.',
      button: 'Choose a file…',
      another: 'Choose another file…',
    },
    preview: {
      rows: 'Records',
      size: 'Size',
      date: 'Export date in the file',
      checksum: 'Checksum (SHA-256)',
      valid: 'No errors found — the file can be sent.',
      warnings:
        'Warnings: {{count}}. They do not stop sending: the operator’s format says nothing about these places, and the check on the operator’s server decides. See them in the table below.',
      invalid_one: '{{count}} error found. Fix it in your pharmacy system and export the file again.',
      invalid_few: '{{count}} errors found. Fix them in your pharmacy system and export the file again.',
      invalid_many: '{{count}} errors found. Fix them in your pharmacy system and export the file again.',
      invalid_other: '{{count}} errors found. Fix them in your pharmacy system and export the file again.',
      capped: 'The first {{listed}} of {{count}} are shown.',
      unparseable: 'The file cannot be read as JSON, so its records cannot be checked.',
      unparseableAt: 'Error at line {{line}}, character {{position}}.',
      unparseablePath: 'Place in the data: {{path}}.',
      serverCheck: 'Check on the operator’s server',
      serverChecking: 'Checking on the server…',
      serverValid: 'The operator’s server found no errors either.',
      serverInvalid: 'The operator’s server found {{count}} errors.',
      serverRefused: 'The operator’s server refused the package without naming any field.',
      refusedReason: 'The reason the operator gave: {{reason}}',
      checksTabs: 'Which check',
      localTab: 'Checked on this PC',
      serverTab: 'Checked on the server',
      encodingBom:
        'The file started with a UTF-8 byte order mark (BOM). It was removed: the operator gets UTF-8 without it; size and checksum are of the data sent.',
      encodingConverted:
        'The file was in {{from}}; converted to UTF-8. The converted text is checked and sent — size and checksum are of it.',
      encodingUnsendable:
        'The file holds bytes that are not UTF-8 (see the errors). It cannot be sent without altering it: save it as UTF-8 in your pharmacy system and choose it again.',
    },
    kind: {
      title: 'What to send',
      full: 'Full upload',
      fullHint:
        'Replaces ALL of the pharmacy’s stock at the operator with the file. Sent once a day, best between 05:15 and 08:45 Moscow time.',
      changes: 'Changes',
      changesHint:
        'Updates and adds only the file’s records (by batch code prtId); a sold-out batch is sent with quantity 0. At most once every 10 minutes.',
    },
    send: {
      button: 'Send to the operator',
      to: 'Store: {{name}}',
    },
    guard: {
      title: 'Before sending',
      sendAnyway: 'Send anyway',
      understood: 'OK',
      ...guardRailWording.en,
    },
    history: {
      started: 'Started',
      kind: 'Kind',
      file: 'File',
      rows: 'Records',
      outcome: 'Result',
      operatorStatus: 'Operator status',
      open: 'Details',
      page: 'Records {{from}}–{{to}} of {{total}}',
      prev: 'Previous',
      next: 'Next',
      moscow: 'MSK {{time}}',
    },
    kinds: { full: 'Full', changes: 'Changes', delete: 'Stock deletion' },
    statuses: {
      '0': 'Accepted',
      '1': 'Processing',
      '2': 'Processed',
      '3': 'Error',
      none: 'No information (the operator answered 204)',
      unknown: 'Unknown status {{id}}',
      unreadable: 'The status answer could not be read',
    },
    tracking: {
      active: 'Checking the status…',
      'no-info': 'The operator says it knows nothing about this package. Check the stock at the operator (read-back).',
      stopped: 'Status checking stopped.',
      'stopped-unknown-status':
        'The operator has been reporting status {{id}}, which protocol v5 does not name (it has only 0–3), so the app cannot tell whether the package was processed. Status checking stopped: read the stock back, refresh the status later, or ask the operator what this status means.',
      'stopped-bad-response':
        'The operator’s status answers cannot be read, so status checking stopped. Read the stock back or refresh the status later.',
    },
    detail: {
      coreText: 'The core’s text, for support',
      back: '← Back to history',
      title: 'Upload #{{id}}',
      sentFile: 'The file that was sent',
      facts: {
        kind: 'Kind',
        file: 'File',
        rows: 'Records',
        size: 'Size',
        checksum: 'SHA-256',
        started: 'Started',
        httpStatus: 'Server answer (HTTP)',
        messageId: 'Package id (messageId)',
        overrides: 'Sent despite the checks',
      },
      timeline: 'Processing',
      timelineEmpty: 'No statuses yet.',
      localSent: 'Sent from this PC',
      localAccepted: 'The operator queued the package (HTTP 202)',
      operatorTime: 'operator time:',
      operatorSaid: 'The operator’s message: “{{message}}”',
      refresh: 'Refresh status',
      cancelHeld: 'Do not send',
      errors: 'Errors found by the operator',
      errorBody: 'The server’s full answer',
      unknownTitle: 'It is not known whether the operator received this upload',
      unknownWhy: {
        'app-stopped': 'The app was closed or crashed while the file was being sent.',
        'outcome-unknown':
          'The connection broke or stalled while the package was being sent or awaiting its answer, and the operator’s answer never came.',
        timeout: 'The operator did not answer in time.',
        other: 'The operator’s answer never came.',
      },
      unknownWhat1:
        'Open the stock at the operator (read-back) and check whether this data is there and when it was loaded.',
      unknownWhat2: 'If it is not there, send the file again. If it is, nothing needs to be done.',
      unknownWhat3:
        'A full upload sent again may count as the day’s only full upload. The app never re-sends a full upload by itself.',
    },
    delete: {
      title: 'Delete all stock at the operator',
      hint: 'Rarely needed: e.g. when the pharmacy closes or stock went to the wrong store. After a deletion the operator accepts no changes until a full upload is sent.',
      button: 'Delete all stock…',
      confirmTitle: 'Delete ALL stock of “{{name}}” at the operator?',
      confirmBody:
        'The operator deletes all of this pharmacy’s stock; the goods disappear from display until the next full upload. This cannot be undone.',
      confirmCheck: 'I understand that all of the pharmacy’s stock will be deleted',
      confirmButton: 'Delete all stock',
      done: 'All stock was deleted. The next upload must be a full one.',
    },
    guardShort: {
      'second-full-today': 'second full upload of the day',
      'outside-window': 'outside the recommended time',
      'row-drop': 'far fewer records than last time',
      'empty-full': 'file without records',
      'invalid-package': 'errors in the file',
    },
    outcomeErrors: {
      'validation-failed':
        'The operator refused the file: it has errors (listed below). Fix them in your pharmacy system and send the file again.',
      'bad-request': 'The operator refused the request as invalid (400). See the server’s answer below.',
      'rate-limited': 'The operator limited the request rate (429). Wait and try again.',
      'auth-failed':
        'The operator did not accept the store’s access token (401). Check the service and authorization addresses in the store’s settings, or contact the operator’s support.',
      forbidden: 'The store has no rights for this operation (403). Contact the operator’s support.',
      'not-found':
        'The server does not know this address (404). Check the service address in the store’s settings (without /v5 at the end).',
      'server-error': 'The operator’s service failed (500). Try again later; report it to the operator if it persists.',
      network: 'Could not reach the operator’s server. Check the internet connection and the proxy settings.',
      'invalid-client':
        'The operator did not recognise the store, or the password is wrong. Check the store id and password in its settings.',
      'secret-missing': 'No password is stored for this store. Enter it in the store’s settings.',
      'keychain-locked': 'The system password store is locked. Unlock it and try again.',
      'keychain-unavailable': 'The system password store is not available, so the store’s password cannot be read.',
      'guard-rail':
        'The changes were not sent: the sending rules did not allow it (e.g. after a stock deletion a full upload is needed).',
      cancelled: 'Cancelled — nothing was sent.',
      'app-stopped': 'The app was closed while the changes waited to be sent — they were not sent.',
    },
    live: {
      processed: 'Upload #{{id}} was processed by the operator.',
      error: 'Upload #{{id}}: the operator reported a processing error.',
    },
  },
);
