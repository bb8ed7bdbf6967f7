import { defineStrings } from '@renderer/i18n/define-strings';

/** Strings of the stores screen (i18n key prefix `stores.`). */
export const storesStrings = defineStrings(
  {
    title: 'Аптеки',
    intro:
      'Здесь аптеки, с которыми работает этот компьютер. Для каждой нужны идентификатор аптеки, адреса сервиса оператора и пароль — их выдаёт техподдержка оператора.',
    empty: 'Аптек пока нет. Нажмите «Добавить аптеку» и введите идентификатор и адреса, которые дал оператор.',
    sandboxBadge: 'Песочница',
    sandboxName: 'Аптека «Песочница»',
    sandboxHint: 'Встроенная учебная аптека: можно попробовать всё без учётных данных оператора.',
    storeId: 'Идентификатор аптеки',
    address: 'Адрес сервиса',
    authAddress: 'Адрес авторизации',
    embedded: 'встроенный эмулятор оператора',
    actions: {
      add: 'Добавить аптеку',
      edit: 'Изменить',
      rename: 'Переименовать',
      password: 'Пароль',
      test: 'Проверить связь',
      testing: 'Проверяем…',
      remove: 'Удалить',
      refresh: 'Обновить',
    },
    secret: {
      stored: 'Пароль сохранён в защищённом хранилище системы.',
      missing: 'Пароль не введён: без него связи с оператором не будет. Нажмите «Пароль».',
      'built-in': 'Пароль встроен, вводить не нужно.',
      'keychain-locked':
        'Хранилище паролей системы заблокировано, поэтому нельзя узнать, сохранён ли пароль. Разблокируйте его (Windows: войдите под своей учётной записью; macOS: разблокируйте связку ключей «вход»; Linux: «Пароли и ключи» → разблокировать «Вход») и нажмите «Обновить».',
      'keychain-unavailable':
        'Хранилище паролей системы недоступно, поэтому пароль нельзя ни прочитать, ни сохранить. Запустите приложение из своего сеанса рабочего стола (в Linux нужен GNOME Keyring или KWallet) и нажмите «Обновить». В открытом виде пароль приложение не хранит.',
      unknown: 'Проверяем, сохранён ли пароль…',
    },
    check: {
      never: 'Связь ещё не проверялась.',
      ok: 'Связь проверена {{when}}: оператор выдал токен на {{minutes}} мин.',
      failed: 'Проверка {{when}} не прошла: {{reason}}',
      result:
        'Связь есть. Оператор выдал токен доступа на {{minutes}} мин ({{seconds}} с). Сам токен приложение не показывает и не сохраняет.',
    },
    form: {
      addTitle: 'Новая аптека',
      editTitle: 'Изменение аптеки «{{name}}»',
      renameTitle: 'Название встроенной аптеки',
      sandboxFixed:
        'Идентификатор и адреса встроенной песочницы менять нельзя — это адреса эмулятора на этом компьютере.',
      storeIdHint: 'GUID из справочника оператора, например 5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30.',
      name: 'Название (для себя)',
      nameHint: 'Как аптека будет называться в этом приложении.',
      baseUrl: 'Адрес сервиса оператора',
      baseUrlHint: 'Начало адреса API, без «/v5», например https://api.operator.ru',
      authUrl: 'Адрес сервера авторизации',
      authUrlHint: 'Без «/connect/token», например https://auth.operator.ru',
      save: 'Сохранить',
      saving: 'Сохраняем…',
      cancel: 'Отмена',
      fixErrors: 'Исправьте отмеченные поля — аптека не сохранена.',
      savedWithWarnings: 'Аптека сохранена. Обратите внимание на предупреждения.',
    },
    fieldErrors: {
      required: 'Заполните это поле.',
      'too-long': 'Слишком длинное значение — сократите его.',
      'guid-invalid':
        'Это не идентификатор аптеки. Нужен GUID: 32 шестнадцатеричные цифры (0–9, a–f) с дефисами в виде 8-4-4-4-12. Скопируйте его из письма оператора целиком.',
      guid: {
        char: 'Символ № {{position}} («{{char}}») — не цифра 0–9 и не буква a–f.',
        digits: 'Цифр и букв a–f в нём {{digits}}, а нужно 32.',
        groups: 'Цифры верны, но дефисы не на своих местах: нужно 8-4-4-4-12.',
      },
      'url-invalid': 'Это не адрес. Введите полный адрес, начиная с https://, например https://api.operator.ru',
      'url-scheme': 'Адрес должен начинаться с https://',
      'url-http-remote':
        'Без шифрования (http://) можно обращаться только к этому компьютеру (127.0.0.1, localhost). Для сервиса оператора укажите https://',
      'url-http-loopback': 'Адрес без шифрования на этом компьютере: подходит только для тестового сервера.',
      'url-credentials':
        'Уберите из адреса имя пользователя и пароль: пароль аптеки хранится отдельно, в хранилище паролей системы.',
      'url-query': 'Уберите из адреса всё, что после «?» или «#».',
      'url-has-api-path': 'Уберите из конца адреса «/v5…»: приложение добавляет его само.',
      'url-has-token-path': 'Уберите из конца адреса «/connect/token»: приложение добавляет его само.',
      duplicate:
        'Аптека с этим идентификатором и этим адресом сервиса уже есть в списке — измените её, а не добавляйте ещё раз.',
    },
    password: {
      title: 'Пароль аптеки «{{name}}»',
      label: 'Пароль (client_secret)',
      hint: 'Пароль выдаёт техподдержка оператора. Он сохраняется в хранилище паролей системы и больше нигде не показывается — даже здесь.',
      save: 'Сохранить пароль',
      saved: 'Пароль сохранён. Нажмите «Проверить связь», чтобы убедиться, что он подходит.',
      clear: 'Забыть сохранённый пароль',
      cleared: 'Сохранённый пароль удалён.',
      empty: 'Введите пароль.',
    },
    remove: {
      title: 'Удалить аптеку «{{name}}»?',
      body: 'Из приложения будут удалены эта аптека, её история загрузок, снимок остатков с сервера и записи о подписках на уведомления. Пароль будет удалён из хранилища паролей. На сервере оператора ничего не изменится.',
      confirm: 'Удалить',
    },
    errors: {
      'invalid-client':
        'Оператор не принял идентификатор аптеки или пароль (invalid_client). Сверьте идентификатор в карточке с письмом оператора и введите пароль заново.',
      'secret-missing': 'Пароль для этой аптеки не введён. Нажмите «Пароль» и введите пароль от оператора.',
      'keychain-locked': 'Хранилище паролей системы заблокировано. Разблокируйте его и повторите.',
      'keychain-unavailable':
        'Хранилище паролей системы недоступно. Запустите приложение из своего сеанса рабочего стола и повторите.',
      network: 'Сервис оператора не отвечает по этому адресу. Проверьте адрес и подключение к интернету.',
      timeout: 'Сервис оператора не ответил вовремя. Повторите позже.',
      'not-found': 'По этому адресу нет нужного сервиса (404). Проверьте адреса сервиса и авторизации.',
      'server-error': 'Ошибка на стороне оператора. Повторите позже; если не пройдёт — сообщите оператору.',
      'bad-request': 'Сервер авторизации отклонил запрос. Проверьте адрес сервера авторизации.',
      'bad-response': 'Сервер ответил не так, как ожидалось. Проверьте адреса сервиса и авторизации.',
      'rate-limited': 'Оператор временно ограничил число запросов. Подождите немного и повторите.',
      // Core's text is English: the Russian line names no details (the log keeps them).
    },
  },
  {
    title: 'Stores',
    intro:
      'The stores this PC works with. Each needs the store ID, the operator’s service addresses and a password, all issued by the operator’s support.',
    empty: 'No stores yet. Click “Add a store” and enter the ID and addresses the operator gave you.',
    sandboxBadge: 'Sandbox',
    sandboxName: 'Sandbox pharmacy',
    sandboxHint: 'The built-in practice store: try everything without operator credentials.',
    storeId: 'Store ID',
    address: 'Service address',
    authAddress: 'Authorization address',
    embedded: 'built-in operator emulator',
    actions: {
      add: 'Add a store',
      edit: 'Edit',
      rename: 'Rename',
      password: 'Password',
      test: 'Test connection',
      testing: 'Testing…',
      remove: 'Remove',
      refresh: 'Refresh',
    },
    secret: {
      stored: 'The password is saved in the system’s password store.',
      missing: 'No password yet: without it the operator will not answer. Click “Password”.',
      'built-in': 'The password is built in; nothing to enter.',
      'keychain-locked':
        'The system’s password store is locked, so the app cannot tell whether a password is saved. Unlock it (Windows: sign in with your own account; macOS: unlock the “login” keychain; Linux: “Passwords and Keys” → unlock “Login”) and click “Refresh”.',
      'keychain-unavailable':
        'The system’s password store is not available, so the password can be neither read nor saved. Start the app from your desktop session (on Linux GNOME Keyring or KWallet is needed) and click “Refresh”. The app never keeps the password in plain text instead.',
      unknown: 'Checking whether a password is saved…',
    },
    check: {
      never: 'The connection has not been tested yet.',
      ok: 'Tested {{when}}: the operator issued a token for {{minutes}} min.',
      failed: 'The test {{when}} failed: {{reason}}',
      result:
        'Connected. The operator issued an access token for {{minutes}} min ({{seconds}} s). The app neither shows nor saves the token itself.',
    },
    form: {
      addTitle: 'New store',
      editTitle: 'Editing “{{name}}”',
      renameTitle: 'Name of the built-in store',
      sandboxFixed: 'The built-in sandbox’s ID and addresses cannot change: they are the emulator’s on this PC.',
      storeIdHint: 'The GUID from the operator’s directory, e.g. 5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30.',
      name: 'Name (for you)',
      nameHint: 'How the store is called in this app.',
      baseUrl: 'Operator service address',
      baseUrlHint: 'The start of the API address, without “/v5”, e.g. https://api.operator.ru',
      authUrl: 'Authorization server address',
      authUrlHint: 'Without “/connect/token”, e.g. https://auth.operator.ru',
      save: 'Save',
      saving: 'Saving…',
      cancel: 'Cancel',
      fixErrors: 'Correct the marked fields: the store was not saved.',
      savedWithWarnings: 'The store is saved. Mind the warnings.',
    },
    fieldErrors: {
      required: 'Fill in this field.',
      'too-long': 'Too long: shorten it.',
      'guid-invalid':
        'This is not a store ID. A GUID is needed: 32 hexadecimal digits (0–9, a–f) with hyphens as 8-4-4-4-12. Copy it whole from the operator’s letter.',
      guid: {
        char: 'Character {{position}} (“{{char}}”) is neither a digit 0–9 nor a letter a–f.',
        digits: 'It has {{digits}} digits and letters a–f; 32 are needed.',
        groups: 'The digits are right, but the hyphens are out of place: 8-4-4-4-12 is needed.',
      },
      'url-invalid':
        'This is not an address. Enter a full address starting with https://, e.g. https://api.operator.ru',
      'url-scheme': 'The address must start with https://',
      'url-http-remote':
        'Unencrypted http:// is allowed only to this PC (127.0.0.1, localhost). Use https:// for the operator’s service.',
      'url-http-loopback': 'An unencrypted address on this PC: fine for a test server only.',
      'url-credentials':
        'Remove the user name and password from the address: the store password is kept separately, in the system’s password store.',
      'url-query': 'Remove everything after “?” or “#”.',
      'url-has-api-path': 'Remove “/v5…” from the end: the app adds it itself.',
      'url-has-token-path': 'Remove “/connect/token” from the end: the app adds it itself.',
      duplicate: 'A store with this ID and service address is already in the list: edit it instead of adding it twice.',
    },
    password: {
      title: 'Password of “{{name}}”',
      label: 'Password (client_secret)',
      hint: 'The operator’s support issues the password. It is saved in the system’s password store and never shown again, not even here.',
      save: 'Save password',
      saved: 'Password saved. Click “Test connection” to make sure it works.',
      clear: 'Forget the saved password',
      cleared: 'The saved password was deleted.',
      empty: 'Enter the password.',
    },
    remove: {
      title: 'Remove “{{name}}”?',
      body: 'The app will remove this store, its upload history, its server stock snapshot and its notification subscription records. The password is deleted from the password store. Nothing changes on the operator’s server.',
      confirm: 'Remove',
    },
    errors: {
      'invalid-client':
        'The operator did not accept the store ID or the password (invalid_client). Compare the ID on the card with the operator’s letter and enter the password again.',
      'secret-missing': 'No password is saved for this store. Click “Password” and enter the operator’s password.',
      'keychain-locked': 'The system’s password store is locked. Unlock it and try again.',
      'keychain-unavailable':
        'The system’s password store is not available. Start the app from your desktop session and try again.',
      network: 'The operator’s service does not answer at this address. Check the address and the internet connection.',
      timeout: 'The operator’s service did not answer in time. Try again later.',
      'not-found': 'There is no such service at this address (404). Check the service and authorization addresses.',
      'server-error': 'The operator’s service failed. Try again later; report it to the operator if it persists.',
      'bad-request': 'The authorization server refused the request. Check the authorization address.',
      'bad-response': 'The server answered unexpectedly. Check the service and authorization addresses.',
      'rate-limited': 'The operator is limiting requests for now. Wait a little and try again.',
    },
  },
);
