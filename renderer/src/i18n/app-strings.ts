import { countWording } from '@shared/i18n/count-wording';
import { defineStrings } from './define-strings';

/** App-wide strings: shell, navigation, common words and the translated error codes. */
export const appStrings = defineStrings(
  {
    app: {
      title: 'Pharmacy Exchange Desk',
      subtitle: 'Обмен данными с оператором (протокол v5)',
      language: 'Язык',
      currentStore: 'Аптека',
      theme: { label: 'Оформление', system: 'Как в системе', light: 'Светлое', dark: 'Тёмное' },
    },
    nav: {
      stores: 'Аптеки',
    },
    /** Counted nouns, one/few/many (+ other for fractions): t('counts.records', { count }); records come from the shared wording. */
    counts: {
      ...countWording.ru,
      chunks_one: '{{count, number}} порция',
      chunks_few: '{{count, number}} порции',
      chunks_many: '{{count, number}} порций',
      chunks_other: '{{count, number}} порции',
    },
    shell: {
      refused: 'Файл «{{fileName}}» не открыт.',
      openFile: 'Открыть файл',
      recentMissing:
        'Его больше нет там, откуда его открывали (файл перемещён, переименован или удалён), поэтому он убран из недавних файлов. Откройте его заново из нового места.',
      dismiss: 'Закрыть',
      diagnosticsCopied: 'Сведения для поддержки скопированы в буфер обмена. Пароли и токены в них скрыты.',
      failed: 'Команду меню выполнить не удалось. Повторите её; если не выйдет — перезапустите программу.',
    },
    boundary: {
      title: 'Экран остановлен из-за ошибки',
      body: 'Остальные экраны работают. Сообщите номер ошибки в поддержку; кнопка «Скопировать подробности» кладёт в буфер обмена всё, что им нужно.',
      id: 'Номер ошибки: {{id}}',
      copy: 'Скопировать подробности',
      copied: 'Подробности скопированы',
      retry: 'Открыть экран заново',
    },
    core: {
      reconnecting:
        'Ядро приложения перезапускается — переподключение… Данные не потеряны; действия продолжатся через несколько секунд.',
      failed: 'Ядро приложения не удаётся перезапустить. Закройте и снова откройте приложение. Подробности: {{reason}}',
    },
    common: {
      loading: 'Загрузка…',
      retry: 'Повторить',
      cancel: 'Отмена',
      actions: 'Действия',
      close: 'Закрыть',
    },
    errors: {
      title: 'Ошибка',
      'unknown-channel': 'Внутренняя ошибка приложения: неизвестный канал.',
      // Core's own message is English (a zod report, a stack's text): the Russian table names the
      // fault without it; the English one keeps it, and the log keeps it for support.
      'invalid-input': 'Приложение передало некорректные данные. Это ошибка приложения: сообщите о ней в техподдержку.',
      'forbidden-sender': 'Запрос отклонён: он пришёл не из окна приложения.',
      'invalid-output': 'Внутренняя ошибка приложения: некорректный ответ.',
      internal: 'Внутренняя ошибка приложения. Повторите действие; если не пройдёт — сообщите в техподдержку.',
      'core-unavailable':
        'Ядро приложения перезапускалось и не выполнило запрос. Проверьте результат (например, журнал выгрузок) и повторите.',
      'guard-rail':
        'Выгрузка не отправлена: сработало правило отправки. Проверьте предупреждения и подтвердите, если уверены.',
      'file-invalid': 'Файл не подходит: приложение не смогло его прочитать. Выберите файл заново.',
      'keychain-locked':
        'Хранилище паролей системы заблокировано. Разблокируйте его (войдите в систему заново или откройте менеджер паролей) и повторите.',
      'keychain-unavailable':
        'Хранилище паролей системы недоступно. Запустите приложение из своего сеанса рабочего стола и повторите. В открытом виде пароли не хранятся.',
      'secret-missing': 'Для этой аптеки не введён пароль. Откройте «Аптеки» → «Пароль».',
      'invalid-client':
        'Оператор не принял идентификатор аптеки или пароль (invalid_client). Проверьте их в разделе «Аптеки».',
      'invalid-field': 'Проверьте отмеченные поля.',
      conflict: 'Действие сейчас невозможно. Обновите экран и повторите.',
      'not-found': 'То, к чему относится действие, больше не найдено. Обновите экран и повторите.',
      network: 'Нет связи с сервисом оператора. Проверьте подключение к интернету и адрес сервиса в разделе «Аптеки».',
      timeout: 'Сервис оператора не ответил вовремя. Повторите позже.',
      // A stall, not slowness: details.context = 'stalled' (electron/core/api/call-executor.ts).
      timeout_stalled:
        'Связь с сервисом оператора остановилась: {{stalledSeconds}} с не пришло ни байта. Проверьте подключение и повторите.',
      'server-error': 'Ошибка на стороне оператора. Повторите позже; если не пройдёт — сообщите оператору.',
      'rate-limited': 'Оператор временно ограничил число запросов. Подождите и повторите.',
      'auth-failed':
        'Оператор не принял токен доступа даже после обновления. Проверьте, что адреса сервиса и авторизации — от одного оператора.',
      forbidden: 'У аптеки нет прав на это действие. Обратитесь в техподдержку оператора.',
      'bad-request': 'Оператор отклонил запрос. Повторите позже; если повторится — сообщите оператору.',
      'bad-response':
        'Сервис ответил не так, как описано в протоколе v5. Проверьте адрес API аптеки в разделе «Аптеки»; если он верный — сообщите оператору.',
      operatorSays: 'Ответ оператора: «{{reason}}».',
      fallback:
        'Действие не выполнено: ошибка с кодом «{{code}}». Повторите его; если ошибка повторится — сообщите этот код в техподдержку.',
      coreText: 'Текст ошибки (англ.), для техподдержки',
      logged:
        'Ошибка {{errorId}} — подробности записаны в журнал программы (папка logs в папке данных). Назовите этот номер техподдержке.',
    },
  },
  {
    app: {
      title: 'Pharmacy Exchange Desk',
      subtitle: 'Data exchange with the operator (protocol v5)',
      language: 'Language',
      currentStore: 'Store',
      theme: { label: 'Theme', system: 'As the system', light: 'Light', dark: 'Dark' },
    },
    nav: {
      stores: 'Stores',
    },
    counts: {
      ...countWording.en,
      chunks_one: '{{count, number}} chunk',
      chunks_few: '{{count, number}} chunks',
      chunks_many: '{{count, number}} chunks',
      chunks_other: '{{count, number}} chunks',
    },
    shell: {
      refused: 'The file «{{fileName}}» was not opened.',
      openFile: 'Open file',
      recentMissing:
        'It is no longer where it was opened from (moved, renamed or deleted), so it was removed from the recent files. Open it again from its new place.',
      dismiss: 'Close',
      diagnosticsCopied: 'Diagnostics copied to the clipboard. Passwords and tokens in them are hidden.',
      failed: 'The menu command failed. Try it again; if it fails again, restart the app.',
    },
    boundary: {
      title: 'This screen stopped because of an error',
      body: 'Other screens keep working. Send the error number to support; “Copy details” puts what they need on the clipboard.',
      id: 'Error number: {{id}}',
      copy: 'Copy details',
      copied: 'Details copied',
      retry: 'Open the screen again',
    },
    core: {
      reconnecting: 'The app core is restarting — reconnecting… No data is lost; actions resume in a few seconds.',
      failed: 'The app core cannot be restarted. Close and reopen the app. Details: {{reason}}',
    },
    common: {
      loading: 'Loading…',
      retry: 'Retry',
      cancel: 'Cancel',
      actions: 'Actions',
      close: 'Close',
    },
    errors: {
      title: 'Error',
      'unknown-channel': 'Internal error: unknown channel.',
      // Core's zod report is worded from details.issues beside this sentence (ui/error-sentence.ts).
      'invalid-input': 'The app sent invalid data. This is a fault in the app: report it to support.',
      'forbidden-sender': 'Request refused: it did not come from the app window.',
      'invalid-output': 'Internal error: invalid response.',
      // The log id follows (errors.logged); core's text stays in the log.
      internal: 'Internal error in the app. Try the action again; if it fails again, report it to support.',
      'core-unavailable':
        'The app core was restarting and did not complete the request. Check the result (for example, the uploads log) and try again.',
      'guard-rail': 'The upload was not sent: a sending rule applies. Read the warnings and confirm if you are sure.',
      'file-invalid': 'The file does not fit: the app could not read it. Choose the file again.',
      'keychain-locked':
        'The system’s password store is locked. Unlock it (sign in again or open the password manager) and try again.',
      'keychain-unavailable':
        'The system’s password store is not available. Start the app from your desktop session and try again. Passwords are never kept in plain text instead.',
      'secret-missing': 'No password is saved for this store. Open “Stores” → “Password”.',
      'invalid-client':
        'The operator did not accept the store ID or the password (invalid_client). Check them under “Stores”.',
      'invalid-field': 'Check the marked fields.',
      conflict: 'This cannot be done now. Refresh the screen and try again.',
      'not-found': 'What the action refers to is no longer there. Refresh the screen and try again.',
      network:
        'No connection to the operator’s service. Check the internet connection and the service address under “Stores”.',
      timeout: 'The operator’s service did not answer in time. Try again later.',
      timeout_stalled:
        'The connection to the operator’s service stopped: no byte came for {{stalledSeconds}} s. Check the connection and try again.',
      'server-error': 'The operator’s service failed. Try again later; report it to the operator if it persists.',
      'rate-limited': 'The operator is limiting requests for now. Wait and try again.',
      'auth-failed':
        'The operator refused the access token even after renewing it. Check that the service and authorization addresses belong to one operator.',
      forbidden: 'The store has no rights for this. Contact the operator’s support.',
      'bad-request': 'The operator refused the request. Try again later; if it repeats, tell the operator.',
      'bad-response':
        'The service did not answer as protocol v5 describes. Check the store’s API address under “Stores”; if it is right, tell the operator.',
      operatorSays: 'The operator says: “{{reason}}”.',
      fallback:
        'The action failed: error code «{{code}}». Try it again; if the error repeats, quote this code to support.',
      coreText: 'The error’s text, for support',
      logged:
        'Error {{errorId}} — the details are in the app’s log (the logs folder in the data folder). Quote this id to support.',
    },
  },
);
