/**
 * Every text the CLI shows a person, in Russian (the default language). The English file
 * (cli-strings-en.ts) has exactly the same keys; no user-facing text lives anywhere else.
 */

type P<T> = (params: T) => string;

/** Texts of the dictionary check (preflight) in `validate`. */
interface PreflightStrings {
  title: P<{ name: string }>;
  none: string;
  counts: P<{ error: number; warning: number; info: number; rows: number }>;
  rejection: string;
  skipped: P<{ dictionary: string; reason: string; sync: string }>;
  dictionaries: Record<string, string>;
  reasons: Record<string, string>;
  age: P<{ days: number; max: number }>;
  syncNow: string;
  syncLater: P<{ at: string }>;
  severity: Record<string, string>;
  line: P<{ severity: string; where: string; text: string }>;
  where: P<{ row: number | null; prtId: string | null; field: string | null; product: string }>;
  product: P<{ nnt: number | null }>;
  more: P<{ n: number; next: number }>;
  skippedFlag: string;
  failed: string;
  codes: Record<string, (facts: Record<string, unknown>) => string>;
}

export const ru = {
  help: {
    main: `pharmex — командная строка «Pharmacy Exchange Desk» (обмен данными аптеки с оператором, протокол v5).
Работает с теми же магазинами, журналом выгрузок и справочниками, что и приложение.

Команды:
  profiles list                          магазины (профили) и состояние их паролей
  profiles add GUID --name ИМЯ --base-url URL --auth-url URL
                                         добавить магазин
  profiles remove МАГАЗИН [--yes]        удалить магазин и его локальные данные
  secret set МАГАЗИН                     сохранить пароль магазина в связке ключей ОС (из stdin)
  secret clear МАГАЗИН                   удалить пароль магазина из связки ключей
  token [МАГАЗИН]                        проверить соединение: получить токен и показать срок его действия
  validate ФАЙЛ [--server] [--limit N]   проверить файл остатков (на компьютере; --server — ещё и у оператора)
  convert ФАЙЛ --out ПАКЕТ.json [--mapping ФАЙЛ]
                                         CSV или Excel (.xlsx) → пакет остатков
  changes ФАЙЛ --out ИЗМЕНЕНИЯ.json      пакет изменений: новый список против снимка у оператора
  upload ФАЙЛ --full|--changes [--wait]  отправить остатки (полная выгрузка или изменения)
  status MESSAGE_ID [--wait]             статус обработки пакета
  stocks pull [--since ДАТА]             прочитать остатки с сервера оператора в локальный снимок
  stocks delete [--yes]                  удалить ВСЕ остатки магазина у оператора
  dict sync [ИМЯ…] [--force]             загрузить справочники (все или указанные)
  dict search ТЕКСТ [--limit N]          найти товар по названию, МНН, коду nnt или штрихкоду
  webhooks key [--reveal]                ключ подписи уведомлений (скрыт, если нет --reveal)
  webhooks list                          подписки, сделанные с этого компьютера
  webhooks subscribe СОБЫТИЕ URL         подписать адрес на событие
  webhooks unsubscribe СОБЫТИЕ           отписаться от события
  webhooks verify ФАЙЛ ПОДПИСЬ           проверить подпись X-Signature тела уведомления
  help [КОМАНДА]                         справка

Общие флаги:
  --store МАГАЗИН      магазин: номер профиля, GUID или название (по умолчанию — встроенная «Песочница»)
  --base-url URL       адрес API оператора и --auth-url URL — адрес сервера авторизации:
  --auth-url URL       любой сервер; профиль для GUID из --store и этих адресов создаётся при первом использовании
  --data-dir ПАПКА     папка данных (или переменная PHARMEX_DATA_DIR; по умолчанию — папка приложения)
  --json               результат одним JSON-документом в stdout, ошибки — JSON в stderr
  -h, --help           справка;  -V, --version — версия

Язык: русский; при LANG=en… — английский. Коды выхода и примеры: docs/cli.md.`,
    command: {
      'profiles list':
        'pharmex profiles list\n  Магазины (профили) этого компьютера, их адреса и состояние паролей в связке ключей ОС.',
      'profiles add':
        'pharmex profiles add GUID --name ИМЯ --base-url URL --auth-url URL\n  Добавляет магазин. GUID — идентификатор магазина в справочнике оператора.\n  Адреса — https (http допускается только к этому компьютеру, с предупреждением).\n  Затем сохраните пароль: pharmex secret set GUID',
      'profiles remove':
        'pharmex profiles remove МАГАЗИН [--yes]\n  Удаляет магазин с его журналом выгрузок и снимком остатков; пароль удаляется из связки ключей,\n  если его не использует другой профиль. Без терминала нужен --yes.',
      'secret set':
        'pharmex secret set МАГАЗИН\n  Читает пароль магазина из stdin (в терминале — без отображения ввода) и сохраняет его в связке ключей ОС.\n  Пароль никогда не передаётся аргументом командной строки: он остался бы в истории команд.\n  Пример: pharmex secret set 5b0e8f4c-… < пароль.txt',
      'secret clear': 'pharmex secret clear МАГАЗИН\n  Удаляет пароль магазина из связки ключей ОС.',
      token:
        'pharmex token [МАГАЗИН]\n  Получает новый токен и показывает срок его действия. Сам токен не показывается никогда.',
      validate:
        'pharmex validate ФАЙЛ [--server] [--limit N]\n  Проверяет файл остатков по правилам оператора на этом компьютере; с --server — ещё и на сервере\n  оператора (магазин из --store). Ошибки: номер записи, поле, строка и позиция в файле. --limit — сколько\n  ошибок показать (по умолчанию 20; в JSON — 100).\n  Файл — до 200 МБ, в UTF-8 (Windows-1251, CP866 и UTF-16 преобразуются с пометкой); вложенность — до 64\n  уровней; перечисляются первые 10 000 ошибок и 10 000 предупреждений, остальные считаются.\n  Предупреждения (там, где формат оператора молчит) не мешают: код выхода 0; при ошибках — 3.',
      convert:
        'pharmex convert ФАЙЛ --out ПАКЕТ.json [--mapping ФАЙЛ] [--sheet N|ИМЯ] [--encoding E] [--delimiter D]\n    [--header-row N] [--date ДАТА-ВРЕМЯ] [--save-mapping ФАЙЛ]\n  Превращает выгрузку аптечной программы (CSV с «;», «,» или табуляцией; книга Excel .xlsx) в пакет остатков.\n  Кодировка (UTF-8, Windows-1251, CP866, UTF-16), разделитель, лист и строка заголовков определяются сами;\n  столбцы сопоставляются по русским и английским заголовкам. Печатает использованное сопоставление;\n  --save-mapping сохраняет его, --mapping берёт готовое. --date — дата выгрузки (по умолчанию — сейчас).\n  Замечания указывают лист, строку и столбец исходного файла. При ошибках — код выхода 3 (пакет всё равно\n  записывается для просмотра). Старый формат .xls не читается: сохраните файл как .xlsx или CSV.',
      changes:
        'pharmex changes ФАЙЛ --out ИЗМЕНЕНИЯ.json [--against snapshot|last-full] [--mapping ФАЙЛ] …\n  Строит пакет изменений (для upload --changes) из нового полного списка остатков (JSON, CSV или .xlsx)\n  и снимка остатков у оператора (pharmex stocks pull): новые и изменённые партии, а для исчезнувших — qnt: 0.\n  Печатает число новых, изменённых, закончившихся и неизменных партий; предупреждает, если после снимка\n  уже была выгрузка. --against last-full: вместо снимка — файл последней полной выгрузки,\n  обработанной оператором (журнал хранит отправленные файлы 30 дней).',
      upload:
        'pharmex upload ФАЙЛ --full|--changes [--wait] [--timeout СЕК] [--yes] [--override ПРАВИЛО,…] [--when-allowed]\n  Отправляет остатки: --full — полная выгрузка (заменяет все остатки, раз в день), --changes — изменения.\n  --wait ждёт окончательного статуса (Обработан или Ошибка).\n  Предупреждения перед отправкой: в терминале задаётся вопрос; без терминала нужен флаг:\n    --yes                                    полная выгрузка вне окна 05:15–08:45 МСК\n    --override second-full-today             вторая полная выгрузка за московские сутки\n    --override row-drop                      записей на 30% и более меньше, чем в прошлый раз\n    --override empty-full                    полная выгрузка без записей (удалит все остатки)\n    --override invalid-package               в файле есть ошибки\n    --when-allowed                           изменения раньше 10 минут: дождаться и отправить\n  CSV или .xlsx преобразуются перед отправкой, как в pharmex convert (--mapping ФАЙЛ, --sheet, --encoding,\n  --delimiter); при ошибках преобразования ничего не отправляется.',
      status:
        'pharmex status MESSAGE_ID [--wait] [--timeout СЕК]\n  Статус пакета: спрашивает оператора и показывает историю статусов из журнала.\n  --wait ждёт статуса Обработан или Ошибка.',
      'stocks pull':
        'pharmex stocks pull [--since ДАТА]\n  Читает остатки с сервера оператора (по умолчанию — все) и сохраняет снимок для сверки в приложении.',
      'stocks delete':
        'pharmex stocks delete [--yes]\n  Удаляет ВСЕ остатки магазина у оператора. После этого изменения не принимаются до полной выгрузки.',
      'dict sync':
        'pharmex dict sync [ИМЯ…] [--force] [--barcodes-actual] [--reset]\n  Загружает справочники оператора (все 24 или указанные) порциями, продолжая с места остановки.\n  Товары и связи товаров оператор просит загружать не чаще раза в день: --force — загрузить всё равно.\n  --reset — загрузить выбранные справочники заново с нуля.',
      'dict search':
        'pharmex dict search ТЕКСТ [--limit N]\n  Ищет товар в загруженном справочнике: по словам названия, МНН, торговой марке, производителю,\n  по коду nnt или штрихкоду.',
      'webhooks key':
        'pharmex webhooks key [--reveal]\n  Ключ, которым оператор подписывает уведомления. Показывается скрытым (длина и отпечаток);\n  --reveal показывает сам ключ — он секретный, не оставляйте его в журналах и на экране.',
      'webhooks list':
        'pharmex webhooks list\n  Подписки на события, сделанные с этого компьютера (сервер оператора их не перечисляет).',
      'webhooks subscribe':
        'pharmex webhooks subscribe СОБЫТИЕ URL [--client-id GUID]\n  Подписывает адрес на событие; если подписка уже есть, меняет её адрес.\n  События: stocks_full, stocks_updates, preorders_full, preorders_updates, orders_updates_store, orders_updates_site.',
      'webhooks unsubscribe':
        'pharmex webhooks unsubscribe СОБЫТИЕ [--client-id GUID]\n  Отменяет подписку на событие.',
      'webhooks verify':
        'pharmex webhooks verify ФАЙЛ ПОДПИСЬ [--key-file ФАЙЛ | --key-stdin]\n  Проверяет, что ПОДПИСЬ (значение заголовка X-Signature, «sha256=…») соответствует телу уведомления\n  из ФАЙЛА байт в байт. Ключ: из файла, из stdin или (по умолчанию) с сервера магазина.',
      help: 'pharmex help [КОМАНДА]\n  Справка по всем командам или по одной.',
    } as Record<string, string>,
  },

  usage: {
    unknownCommand: ((p) => `Неизвестная команда «${p.command}».`) as P<{ command: string }>,
    noCommand: 'Не указана команда.',
    unknownFlag: ((p) => `Неизвестный флаг ${p.flag}.`) as P<{ flag: string }>,
    missingValue: ((p) => `Флагу ${p.flag} нужно значение, например ${p.flag} ЗНАЧЕНИЕ.`) as P<{ flag: string }>,
    noValueExpected: ((p) => `Флаг ${p.flag} не принимает значения: укажите его без «=…».`) as P<{ flag: string }>,
    flagNotForCommand: ((p) => `Флаг --${p.flag} не относится к команде «${p.command}».`) as P<{
      flag: string;
      command: string;
    }>,
    missingArgument: ((p) => `Команде «${p.command}» не хватает аргумента: ${p.name}.`) as P<{
      command: string;
      name: string;
    }>,
    tooManyArguments: ((p) => `Лишние аргументы у команды «${p.command}»: ${p.extra}.`) as P<{
      command: string;
      extra: string;
    }>,
    seeHelp: ((p) => `Справка: pharmex help ${p.command}`) as P<{ command: string }>,
    seeMainHelp: 'Список команд: pharmex help',
    fullOrChanges: 'Укажите вид выгрузки: --full (полная, заменяет все остатки) или --changes (изменения).',
    unknownRule: ((p) => `Неизвестное правило в --override: «${p.rule}». Допустимые: ${p.allowed}.`) as P<{
      rule: string;
      allowed: string;
    }>,
    badNumber: ((p) => `Флагу ${p.flag} нужно целое положительное число, а не «${p.value}».`) as P<{
      flag: string;
      value: string;
    }>,
    badDateTime: ((p) =>
      `«${p.value}» — не дата со временем и часовым поясом. Пример: 2024-05-10T06:00:00+03:00.`) as P<{
      value: string;
    }>,
    badMessageId: ((p) =>
      `«${p.value}» — не идентификатор пакета (GUID). Его показывает pharmex upload и журнал выгрузок.`) as P<{
      value: string;
    }>,
    badGuid: ((p) => `«${p.value}» — не GUID. Пример: 5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30.`) as P<{ value: string }>,
    unknownDictionary: ((p) => `Нет справочника «${p.name}». Справочники: ${p.allowed}.`) as P<{
      name: string;
      allowed: string;
    }>,
    unknownEvent: ((p) => `Нет события «${p.name}». События: ${p.allowed}.`) as P<{ name: string; allowed: string }>,
    fileNotFound: ((p) => `Файл не найден: ${p.path}. Проверьте путь и имя файла.`) as P<{ path: string }>,
    fileIsDirectory: ((p) => `${p.path} — это папка, а нужен файл.`) as P<{ path: string }>,
    fileUnreadable: ((p) => `Не удалось прочитать файл ${p.path}: ${p.reason}. Проверьте права доступа.`) as P<{
      path: string;
      reason: string;
    }>,
    fileTooLarge: ((p) =>
      `Файл ${p.path} слишком большой (${p.size}); читаются файлы до ${p.max}. Выгрузите остатки заново или отправьте изменения частями.`) as P<{
      path: string;
      size: string;
      max: string;
    }>,
    needsYes: ((p) => `Команда «${p.command}» меняет данные; без терминала подтвердите её флагом --yes.`) as P<{
      command: string;
    }>,
    keyTwice: 'Укажите только один источник ключа: --key-file или --key-stdin.',
  },

  common: {
    interrupted:
      'Прервано (Ctrl+C). Сделанное сохранено. Если выгрузка уже уходила оператору, её итог мог остаться неизвестным: проверьте pharmex status или pharmex stocks pull; отслеживание статуса продолжится при следующем запуске.',
    yesNo: ' [y/N] ',
    yesAnswers: ['y', 'yes', 'д', 'да'],
    none: '—',
    defaultMark: '(по умолчанию)',
    seconds: ((p) => `${p.n} с`) as P<{ n: number }>,
    minutes: ((p) => `${p.n} мин`) as P<{ n: number }>,
    hours: ((p) => `${p.n} ч`) as P<{ n: number }>,
    bytes: ((p) => `${p.n} байт`) as P<{ n: number }>,
    kib: ((p) => `${p.n} КБ`) as P<{ n: string }>,
    mib: ((p) => `${p.n} МБ`) as P<{ n: string }>,
    moscow: 'МСК',
    declined: 'Отменено: вы ответили «нет».',
    stdinEmpty:
      'Из stdin ничего не получено. Передайте значение через stdin (например, < файл) или запустите команду в терминале.',
  },

  store: {
    notFound: ((p) =>
      `Магазин «${p.query}» не найден. Укажите номер профиля, GUID или название из списка: pharmex profiles list`) as P<{
      query: string;
    }>,
    ambiguous: ((p) => `«${p.query}» подходит к нескольким магазинам: ${p.candidates}. Укажите номер профиля.`) as P<{
      query: string;
      candidates: string;
    }>,
    adHocNeedsGuid:
      'С --base-url и --auth-url укажите и --store GUID: магазин на другом сервере определяется его GUID.',
    adHocNeedsBoth: 'Для магазина на другом сервере нужны оба адреса: --base-url (API) и --auth-url (авторизация).',
    authUrlDiffers: ((p) =>
      `У магазина «${p.name}» адрес авторизации ${p.existing}, а указан ${p.given}. Удалите профиль (pharmex profiles remove ${p.id}) или укажите его адрес.`) as P<{
      name: string;
      id: number;
      existing: string;
      given: string;
    }>,
    adHocCreated: ((p) =>
      `Создан профиль №${p.id} «${p.name}» для ${p.baseUrl}: журнал выгрузок и проверки перед отправкой работают для него так же, как в приложении.`) as P<{
      id: number;
      name: string;
      baseUrl: string;
    }>,
    defaultName: ((p) => `Магазин ${p.guid} (${p.host})`) as P<{ guid: string; host: string }>,
  },

  profiles: {
    headers: ['№', 'Название', 'GUID магазина', 'Адрес API', 'Пароль', 'Последняя проверка'],
    secretStates: {
      stored: 'сохранён',
      missing: 'не сохранён',
      'built-in': 'встроенный',
      'keychain-locked': 'связка ключей заблокирована',
      'keychain-unavailable': 'связка ключей недоступна',
    } as Record<string, string>,
    checkOk: ((p) => `${p.at}: успешно, токен на ${p.lifetime}`) as P<{ at: string; lifetime: string }>,
    checkFailed: ((p) => `${p.at}: ошибка (${p.code})`) as P<{ at: string; code: string }>,
    sandboxAddress: 'встроенная песочница',
    keychainNote: ((p) => `Связка ключей: ${p.message}`) as P<{ message: string }>,
    added: ((p) => `Магазин «${p.name}» добавлен (профиль №${p.id}).`) as P<{ name: string; id: number }>,
    nextSecret: ((p) => `Теперь сохраните его пароль: pharmex secret set ${p.id}`) as P<{ id: number }>,
    warning: ((p) => `Предупреждение (${p.field}): ${p.text}`) as P<{ field: string; text: string }>,
    removeConfirm: ((p) => `Удалить магазин «${p.name}» с его журналом выгрузок и снимком остатков?`) as P<{
      name: string;
    }>,
    removed: ((p) => `Магазин «${p.name}» удалён.`) as P<{ name: string }>,
    secretDeleted: 'Его пароль удалён из связки ключей ОС.',
    secretKept: 'Пароль в связке ключей оставлен: его использует другой профиль с тем же GUID (или его там не было).',
    fields: {
      storeId: 'GUID магазина',
      name: 'название',
      baseUrl: 'адрес API (--base-url)',
      authUrl: 'адрес авторизации (--auth-url)',
      secret: 'пароль',
      url: 'адрес',
    } as Record<string, string>,
    issues: {
      required: 'не заполнено',
      'too-long': 'слишком длинное',
      'guid-invalid': 'это не GUID (пример: 5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30)',
      'url-invalid': 'это не адрес (нужен вид https://сервер)',
      'url-scheme': 'адрес должен начинаться с https://',
      'url-http-remote': 'http без шифрования допускается только к этому компьютеру; используйте https://',
      'url-http-loopback': 'соединение без шифрования (http) с этим компьютером — годится только для тестового сервера',
      'url-credentials': 'в адресе не должно быть логина и пароля',
      'url-query': 'в адресе не должно быть «?…» и «#…»',
      'url-has-api-path': 'укажите адрес без /v5/…: приложение добавляет пути само',
      'url-has-token-path': 'укажите адрес без /connect/token: приложение добавляет путь само',
      duplicate: 'такой магазин с этим адресом уже есть в списке',
      'not-reachable-loopback':
        'сервер оператора не сможет обратиться к этому компьютеру (localhost); нужен адрес, доступный из интернета',
      'private-address': 'адрес во внутренней сети: сервер оператора, скорее всего, до него не достучится',
      'plain-http': 'уведомления пойдут без шифрования (http)',
    } as Record<string, string>,
  },

  secret: {
    prompt: ((p) => `Пароль магазина «${p.name}» (${p.guid}); ввод не отображается: `) as P<{
      name: string;
      guid: string;
    }>,
    saved: ((p) =>
      `Пароль магазина «${p.name}» сохранён в связке ключей ОС (служба pharmacy-exchange-desk, учётная запись ${p.guid}).`) as P<{
      name: string;
      guid: string;
    }>,
    nextToken: ((p) => `Проверьте соединение: pharmex token ${p.id}`) as P<{ id: number }>,
    cleared: ((p) => `Пароль магазина «${p.name}» удалён из связки ключей ОС.`) as P<{ name: string }>,
    notStored: ((p) => `В связке ключей не было пароля магазина «${p.name}».`) as P<{ name: string }>,
  },

  token: {
    ok: ((p) =>
      `Соединение с магазином «${p.name}» работает: токен получен, срок действия ${p.lifetime} (${p.seconds} с). Сам токен не показывается.`) as P<{
      name: string;
      lifetime: string;
      seconds: number;
    }>,
  },

  check: {
    file: ((p) => `Файл ${p.name}: записей — ${p.rows}, ${p.size}, SHA-256 ${p.sha}`) as P<{
      name: string;
      rows: string;
      size: string;
      sha: string;
    }>,
    packageDate: ((p) => `Дата выгрузки в файле: ${p.date}`) as P<{ date: string }>,
    localTitle: 'Проверка на этом компьютере:',
    serverTitle: ((p) => `Проверка на сервере оператора (магазин «${p.name}»):`) as P<{ name: string }>,
    valid: '  ошибок нет',
    warnings: ((p) =>
      `  предупреждений: ${p.count}${p.listed < p.count ? ` (перечислены первые ${p.listed})` : ''} — отправке они не мешают, но проверьте их: здесь формат оператора ничего не говорит, решает проверка оператора (validate --server)`) as P<{
      count: number;
      listed: number;
    }>,
    warningMark: 'предупреждение',
    invalid: ((p) => `  ошибок: ${p.count}${p.listed < p.count ? ` (перечислены первые ${p.listed})` : ''}`) as P<{
      count: number;
      listed: number;
    }>,
    syntax: ((p) =>
      `  файл не читается как JSON: строка ${p.line}, позиция ${p.position}${p.path ? `, место ${p.path}` : ''}`) as P<{
      line: string;
      position: string;
      path: string | null;
    }>,
    message: ((p) => `  сообщение: ${p.text}`) as P<{ text: string }>,
    refusedNoFields: ((p) => `  пакет отклонён без списка полей; причина: ${p.text}`) as P<{ text: string }>,
    errorLine: ((p) =>
      `  ${p.where}: ${p.field}${p.prtId ? ` (партия ${p.prtId}${p.product ? `, ${p.product}` : ''})` : p.product ? ` (${p.product})` : ''} — ${p.reason}${p.value ? `; в файле: ${p.value}` : ''}`) as P<{
      where: string;
      field: string;
      prtId: string | null;
      product: string | null;
      reason: string;
      value: string | null;
    }>,
    /** A row path (`stocks[4].qnt`) counted from 1, as everywhere on screen. */
    record: ((p) => `запись ${p.row}${p.field ? `, ${p.field}` : ''}`) as P<{ row: number; field: string | null }>,
    where: ((p) => `запись №${p.row}, строка ${p.line}, поз. ${p.position}`) as P<{
      row: string;
      line: string;
      position: string;
    }>,
    wholeFile: 'весь файл',
    more: ((p) => `  … и ещё ${p.n}. Показать больше: --limit ${p.next}`) as P<{ n: number; next: number }>,
    byField: 'По полям:',
    fieldCount: ((p) => `  ${p.field}: ${p.count}`) as P<{ field: string; count: number }>,
    failed: 'Файл не прошёл проверку. Исправьте ошибки в учётной программе аптеки и выгрузите файл заново.',
    notAPackage: 'В файле нет пакета остатков (JSON-объекта с полями "date" и "stocks").',
    reasons: {
      required: 'поле не заполнено, а оно обязательно',
      empty: 'пустое значение — поле должно быть заполнено',
      'wrong-type': ((p) => `должно быть ${p.expected}${p.actual ? `, а в файле ${p.actual}` : ''}`) as P<{
        expected: string;
        actual: string | null;
      }>,
      'too-long': ((p) => `слишком длинное: ${p.length} символов, допускается не больше ${p.max}`) as P<{
        length: string;
        max: string;
      }>,
      'date-time': 'это не дата: нужна дата со временем и часовым поясом, например 2024-05-10T06:00:00+03:00',
      fractional: 'дробное количество — количество должно быть целым числом',
      'not-unique': ((p) =>
        `такой код партии уже есть в записи №${p.firstRow} — коды партий в одном файле не должны повторяться`) as P<{
        firstRow: string;
      }>,
      'unknown-field': 'такого поля нет в формате оператора — проверьте написание (регистр букв важен)',
      'gnvls-max-required': 'для ЖНВЛП (gnvls = true) нужно указать предельную цену prcGnvlsMax',
      'gnvls-max-below-retail': ((p) => `предельная цена ниже розничной (${p.prcRet}) — так быть не может`) as P<{
        prcRet: string;
      }>,
      'too-small': ((p) => `меньше допустимого: не меньше ${p.min}`) as P<{ min: string }>,
      'too-big': ((p) => `больше допустимого: не больше ${p.max}`) as P<{ max: string }>,
      'not-allowed-value': ((p) => `недопустимое значение: ${p.allowed}`) as P<{ allowed: string }>,
      'too-deep': ((p) =>
        `данные вложены глубже ${p.max} уровней (пакету остатков нужно 3) — дальше файл не читался`) as P<{
        max: string;
      }>,
      'null-value': ((p) =>
        `null в поле ${p.field}: формат оператора не говорит, можно ли так; оператор может отклонить или прочесть как 0 — лучше не писать поле совсем`) as P<{
        field: string;
      }>,
      'unknown-field-suggest': ((p) =>
        `такого поля нет в формате оператора — оно уйдёт, но оператор его, скорее всего, не прочтёт; может быть, имелось в виду ${p.suggestion}?`) as P<{
        suggestion: string;
      }>,
      'duplicate-key': ((p) =>
        `поле ${p.key} записано в одной записи дважды: учтётся последнее значение, а другая программа может взять первое`) as P<{
        key: string;
      }>,
      'exponent-integer': ((p) =>
        `число ${p.literal} записано с порядком (E) в поле для целых чисел — оператор может его отклонить; пишите ${p.plain}`) as P<{
        literal: string;
        plain: string;
      }>,
      underflow: ((p) => `число ${p.literal} слишком мало и читается как 0`) as P<{ literal: string }>,
      'precision-loss': ((p) =>
        `в числе ${p.literal} больше знаков, чем сохраняется: оно читается как ${p.read}`) as P<{
        literal: string;
        read: string;
      }>,
      'unsafe-integer': ((p) => `целое число ${p.literal} больше 2^53 и читается неточно: как ${p.read}`) as P<{
        literal: string;
        read: string;
      }>,
      'invalid-utf8': ((p) =>
        `байты ${p.bytes} — не UTF-8: файл сохранён в другой кодировке или повреждён; сохраните его в UTF-8`) as P<{
        bytes: string;
      }>,
    },
    encoding: {
      'bom-removed': 'В начале файла была метка BOM (UTF-8); она убрана — оператор получит UTF-8 без неё.',
      converted: ((p) =>
        `Файл был в кодировке ${p.from}; преобразован в UTF-8 — проверяется и отправляется преобразованный текст.`) as P<{
        from: string;
      }>,
      names: {
        'utf-8': 'UTF-8',
        'utf-16le': 'UTF-16 LE',
        'utf-16be': 'UTF-16 BE',
        'windows-1251': 'Windows-1251',
        ibm866: 'CP866 (DOS)',
      } as Record<string, string>,
    },
    types: {
      string: 'текстом в кавычках',
      integer: 'целым числом',
      number: 'числом',
      boolean: 'true или false',
      'boolean-or-null': 'true, false или null',
      'datetime-or-null': 'датой в кавычках или null',
      object: 'объектом',
      array: 'списком',
      fractional: 'дробное число',
      null: 'пусто (null)',
    } as Record<string, string>,
  },

  upload: {
    kinds: { full: 'полная выгрузка', changes: 'изменения', delete: 'удаление остатков' } as Record<string, string>,
    findings: {
      'second-full-today': ((p) =>
        `Полная выгрузка уже отправлялась сегодня (${p.previousAt}). Оператор принимает одну в сутки; следующие сутки — с ${p.nextDayAt}.`) as P<{
        previousAt: string;
        nextDayAt: string;
      }>,
      'outside-window': ((p) =>
        `Сейчас ${p.moscowTime} МСК — вне рекомендованного окна ${p.windowStart}–${p.windowEnd} МСК для полной выгрузки (следующее окно: ${p.nextWindowAt}).`) as P<{
        moscowTime: string;
        windowStart: string;
        windowEnd: string;
        nextWindowAt: string;
      }>,
      'row-drop': ((p) =>
        `Записей в файле: ${p.rows} — на ${p.dropPercent}% меньше, чем в последней принятой полной выгрузке (${p.previousRows}, ${p.previousAt}). Возможно, выгрузка из учётной программы неполная.`) as P<{
        rows: number;
        previousRows: number;
        dropPercent: string;
        previousAt: string;
      }>,
      'changes-too-soon': ((p) =>
        `Изменения отправлялись меньше 10 минут назад (${p.previousAt}); следующие можно с ${p.allowedAt}.`) as P<{
        previousAt: string;
        allowedAt: string;
      }>,
      'changes-after-delete': ((p) =>
        `Остатки магазина удалены (${p.deletedAt}); до полной выгрузки изменения не принимаются. Отправьте файл с --full.`) as P<{
        deletedAt: string;
      }>,
      'empty-full': 'В файле нет записей: полная выгрузка удалит у оператора все остатки магазина.',
      'empty-changes': 'В файле нет записей: если изменений нет, ничего не отправляется.',
      'invalid-package': ((p) =>
        `В файле найдено ошибок: ${p.errorCount}; оператор, скорее всего, его отклонит.`) as P<{ errorCount: number }>,
    },
    flagFor: {
      'outside-window': '--yes',
      'second-full-today': '--override second-full-today',
      'row-drop': '--override row-drop',
      'empty-full': '--override empty-full',
      'invalid-package': '--override invalid-package',
      'changes-too-soon': '--when-allowed',
    } as Record<string, string>,
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
    refusedTitle: ((p) => `Оператор отклонил пакет (HTTP ${p.status}).`) as P<{ status: string }>,
    refusedErrors: 'Ошибки в файле по данным оператора:',
    failed: ((p) => `Выгрузка не выполнена: ${p.message}`) as P<{ message: string }>,
    notSent: 'Запрос не ушёл с этого компьютера — оператор ничего не получил.',
    unknown: [
      'Неизвестно, получил ли оператор выгрузку: связь оборвалась после отправки.',
      'Проверьте остатки у оператора: pharmex stocks pull. Если данных нет — отправьте файл ещё раз; если есть — ничего делать не нужно.',
      'Повторная полная выгрузка может быть засчитана как единственная за день. pharmex никогда не отправляет полную выгрузку повторно сам.',
    ],
    cancelled: ((p) => `Выгрузка отменена: ${p.message}`) as P<{ message: string }>,
    retryAt: ((p) => `Следующая попытка возможна после ${p.at}.`) as P<{ at: string }>,
  },

  status: {
    notInLedger: ((p) =>
      `Пакета нет в журнале выгрузок этого компьютера; спрашиваю сервер магазина «${p.name}».`) as P<{ name: string }>,
    ledgerLine: ((p) => `Выгрузка №${p.id}: ${p.kind}, магазин «${p.store}», файл ${p.file}, отправлена ${p.at}`) as P<{
      id: number;
      kind: string;
      store: string;
      file: string;
      at: string;
    }>,
    sandboxNote:
      'Встроенная песочница живёт внутри каждого запуска pharmex: о пакетах из прошлых запусков она не знает.',
  },

  stocks: {
    pulled: ((p) => `С сервера получено записей: ${p.rows} (загруженных с ${p.since}). Снимок сохранён ${p.at}.`) as P<{
      rows: number;
      since: string;
      at: string;
    }>,
    withoutPrtId: ((p) => `Без кода партии (prtId): ${p.n} — их нельзя сверить по коду партии.`) as P<{ n: number }>,
    summary: ((p) => `ЖНВЛП: ${p.gnvls}; с нулевым количеством: ${p.zero}.`) as P<{ gnvls: number; zero: number }>,
    byTag: ((p) => `Пометки: ${p.text}`) as P<{ text: string }>,
    tags: ['обычный', 'срок годности истекает', 'уценён', 'повреждена упаковка'],
    tagNone: 'без пометки',
    deleteConfirm: ((p) =>
      `Удалить ВСЕ остатки магазина «${p.name}» у оператора? После этого до полной выгрузки изменения не принимаются.`) as P<{
      name: string;
    }>,
    deleted: ((p) =>
      `Все остатки магазина «${p.name}» удалены у оператора. Следующая выгрузка — только полная (--full).`) as P<{
      name: string;
    }>,
  },

  dict: {
    skipped: ((p) =>
      `«${p.name}» пропущен: сегодня уже загружался, а оператор просит не чаще раза в сутки${p.next ? ` (следующий раз — с ${p.next})` : ''}. Загрузить всё равно: --force`) as P<{
      name: string;
      next: string | null;
    }>,
    nothingStarted: 'Ничего не загружено: все выбранные справочники пропущены.',
    progress: ((p) =>
      `${p.name ? `${p.name}: ` : ''}справочник ${p.done} из ${p.total}, записей ${p.records}${p.rate ? `, ${p.rate}/с` : ''}${p.eta ? `, осталось ~${p.eta}` : ''}`) as P<{
      name: string | null;
      done: number;
      total: number;
      records: number;
      rate: string | null;
      eta: string | null;
    }>,
    indexing: 'Строим индексы и поиск…',
    done: ((p) => `Загрузка справочников завершена: записей — ${p.records}, за ${p.seconds} с.`) as P<{
      records: number;
      seconds: string;
    }>,
    headers: ['Справочник', 'Строк', 'Версия (rvInt)', 'Загружен', 'Отложено'],
    failed: ((p) =>
      `Загрузка справочников прервана ошибкой: ${p.message}. Загруженное сохранено; повторите команду, чтобы продолжить.`) as P<{
      message: string;
    }>,
    cancelled: 'Загрузка справочников отменена; загруженное сохранено.',
    searchHeaders: ['nnt', 'Название', 'Производитель', 'МНН', 'Найден по'],
    matchedBy: { nnt: 'коду nnt', barcode: 'штрихкоду', text: 'тексту' } as Record<string, string>,
    notActual: '(не актуален)',
    noResults: ((p) => `Ничего не найдено по запросу «${p.text}».`) as P<{ text: string }>,
    goodsEmpty: 'Справочник товаров ещё не загружен: pharmex dict sync goods_normalized barcodes',
    more: 'Показаны не все результаты: уточните запрос или увеличьте --limit.',
  },

  webhooks: {
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
    listHeaders: ['Событие', 'Клиент (GUID)', 'Адрес', 'Последнее действие', 'Результат'],
    listEmpty: 'С этого компьютера подписок для этого магазина не делалось.',
    ok: 'успешно',
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

  import: {
    needOut: 'Укажите, куда записать пакет: --out ФАЙЛ.json',
    source: ((p) =>
      `Источник ${p.name}: ${p.format}${p.encoding ? `, кодировка ${p.encoding}${p.guessed ? ' (определена по доле русских букв)' : ''}` : ''}${p.delimiter ? `, разделитель «${p.delimiter}»` : ''}${p.sheet ? `, лист «${p.sheet}» (листы: ${p.sheets})` : ''}; строка заголовков — ${p.headerRow}; строк данных — ${p.rows}${p.totals > 0 ? `; строк «Итого» отброшено — ${p.totals}` : ''}`) as P<{
      name: string;
      format: string;
      encoding: string | null;
      guessed: boolean;
      delimiter: string | null;
      sheet: string | null;
      sheets: string;
      headerRow: string;
      rows: number;
      totals: number;
    }>,
    mappingTitle: 'Сопоставление столбцов (поле пакета ← столбец файла):',
    mappingLine: ((p) => `  ${p.field} ← «${p.header}»`) as P<{ field: string; header: string }>,
    mappingHint: 'Сохраните его в файл (--save-mapping ФАЙЛ), поправьте и передайте через --mapping ФАЙЛ.',
    findingsTitle: ((p) => `Замечания: ошибок — ${p.errors}, предупреждений — ${p.warnings}:`) as P<{
      errors: number;
      warnings: number;
    }>,
    findingLine: ((p) => `  ${p.where}${p.where ? ': ' : ''}${p.text}`) as P<{ where: string; text: string }>,
    where: ((p) =>
      [
        p.sheet ? `лист «${p.sheet}»` : '',
        p.row ? `строка ${p.row}` : '',
        p.column ? `столбец ${p.column}${p.header ? ` «${p.header}»` : ''}` : '',
      ]
        .filter(Boolean)
        .join(', ')) as P<{ sheet: string | null; row: number | null; column: string | null; header: string | null }>,
    more: ((p) => `  … и ещё ${p.n} (полный список — с --json)`) as P<{ n: number }>,
    codes: {
      'empty-file': 'файл пуст',
      'unknown-encoding': 'кодировку не удалось определить — укажите её: --encoding utf-8|windows-1251|ibm866',
      'binary-file': 'это не текст: ни CSV, ни книга Excel (.xlsx, .xls), ни таблица DBF',
      'encrypted-workbook': 'книга защищена паролем: откройте её в Excel, снимите пароль, сохраните и повторите',
      'not-a-workbook': 'это ZIP-архив, но не книга Excel (.xlsx), или книга повреждена',
      'no-sheet': 'такого листа в книге нет — выберите лист через --sheet',
      'no-header-row': 'строка заголовков не найдена — укажите её (headerRow в сопоставлении)',
      'duplicate-header': 'заголовок повторяется — второй столбец назван с « (2)»',
      'ragged-row': 'в строке больше ячеек, чем заголовков: разделитель внутри значения или сдвиг строки',
      'short-row': 'в строке меньше ячеек, чем заголовков',
      'unmapped-required': 'обязательному полю не сопоставлен столбец — укажите его в сопоставлении',
      'unknown-mapping-column': 'в файле нет столбца, названного в сопоставлении',
      'missing-value': 'пусто, а поле обязательно',
      'not-a-number': 'не число (ожидается, например, 1 234,50)',
      'not-a-whole-number': 'не целое число',
      'not-a-flag': 'не «да/нет» (ожидается да/нет, 1/0, +, true/false)',
      'not-a-date': 'не дата (ожидается дд.мм.гггг, ггггММдд или дата Excel)',
      'not-a-vat-rate': 'не ставка НДС (ожидается 0, 10, 20 или «без НДС»)',
      'negative-value': 'отрицательное значение, а поле не может быть отрицательным',
      'too-many-rows': 'слишком много строк',
      'damaged-workbook':
        'файл Excel (.xls) не читается: он обрезан или повреждён, или это другой файл с именем .xls. Откройте его в Excel, сохраните заново и загрузите снова',
      'damaged-dbf':
        'таблица DBF повреждена: заголовок не сходится с размером файла (файл обрезан или число записей в заголовке неверно). Выгрузите таблицу из учётной программы заново',
      'file-too-large':
        'файл больше 256 МБ — для .xls и DBF это слишком много. Сохраните список как CSV и загрузите его',
      'line-too-long':
        'строка длиннее 1 МБ без перевода строки: это не список остатков или в нём потеряны переводы строк. Выгрузите список заново',
      'unclosed-quote':
        'кавычка (") в этой строке не закрыта на протяжении 1 МБ: весь остаток файла стал бы одной ячейкой. Закройте или удалите кавычку и загрузите снова',
      'too-many-columns':
        'в строке больше 1000 ячеек — столько столбцов в списке остатков не бывает. Удалите лишние или пустые столбцы (или случайное значение далеко справа) и загрузите снова',
      'too-many-cells':
        'в таблице больше 20 000 000 ячеек (строки × столбцы). Удалите лишние столбцы или разделите список',
      'cell-too-long': 'в ячейке больше 32 767 знаков: файл повреждён или это не список остатков. Проверьте эту ячейку',
      'workbook-unpacks-too-large':
        'книга распаковывается больше чем в 1 ГБ: она повреждена или собрана, чтобы исчерпать память. Выгрузите список из учётной программы заново',
      'read-timeout':
        'чтение файла заняло слишком много времени и остановлено: файл повреждён или намного больше списка остатков. Выгрузите список заново или разделите его',
      'read-out-of-memory':
        'для чтения файла не хватило отведённой памяти, чтение остановлено: файл повреждён или слишком велик. Выгрузите список заново или разделите его',
      'reader-failed':
        'файл не удалось прочитать: он повреждён или такого вида приложение не читает. Выгрузите список заново как CSV или XLSX',
      'package-check': 'проверка пакета',
    } as Record<string, string>,
    fieldValue: ((p) => `${p.field ? `${p.field}: ` : ''}${p.text}${p.value ? `; в файле: ${p.value}` : ''}`) as P<{
      field: string | null;
      text: string;
      value: string | null;
    }>,
    written: ((p) => `Пакет записан: ${p.path} (записей — ${p.rows}).`) as P<{ path: string; rows: number }>,
    mappingWritten: ((p) => `Сопоставление записано: ${p.path}`) as P<{ path: string }>,
    failed: 'В файле есть ошибки — исправьте файл или сопоставление (пакет записан для просмотра).',
    uploadStopped:
      'Файл не преобразован без ошибок — выгрузка не отправлена. Исправьте файл или сопоставление (pharmex convert покажет подробности).',
    badMapping: ((p) => `Файл сопоставления ${p.path} не подходит: ${p.reason}`) as P<{ path: string; reason: string }>,
    badOption: ((p) => `Недопустимое значение ${p.flag} «${p.value}». Допустимо: ${p.allowed}.`) as P<{
      flag: string;
      value: string;
      allowed: string;
    }>,
    changesCounts: ((p) =>
      `Изменения: новых партий — ${p.added}, изменённых — ${p.changed}, закончившихся (qnt: 0) — ${p.runOut}, без изменений — ${p.unchanged}.`) as P<{
      added: number;
      changed: number;
      runOut: number;
      unchanged: number;
    }>,
    changesBase: ((p) => `Сравнение со снимком остатков у оператора от ${p.at}.`) as P<{ at: string }>,
    staleBase: ((p) =>
      `Внимание: после этого снимка оператор принял выгрузку (${p.kind}, ${p.at}) — снимок может быть устаревшим. Сначала: pharmex stocks pull.`) as P<{
      kind: string;
      at: string;
    }>,
  },
  errors: {
    prefix: 'Ошибка: ',
    details: 'Подробности: ',
    operatorSays: ((p) => `Ответ оператора: «${p.reason}»`) as P<{ reason: string }>,
    /** Why a chosen file was not read, by `details.reason` of a file-invalid error. */
    fileReasons: {
      binary: 'это не текстовый файл. Выберите JSON-файл, который выгрузила учётная программа.',
      'invalid-utf16':
        'файл начинается как UTF-16, но дальше повреждён — преобразовать его без потерь нельзя. Сохраните его в UTF-8.',
      'unknown-encoding':
        'файл не в UTF-8, и нельзя надёжно определить, Windows-1251 это или CP866 (DOS): преобразование могло бы исказить названия. Сохраните файл в UTF-8 и выберите его снова.',
      'invalid-utf8':
        'в файле есть байты, которые не являются UTF-8 (см. ошибки): отправить его без искажений нельзя. Сохраните файл в UTF-8.',
    } as Record<string, string>,
    codes: {
      'unknown-channel': 'внутренняя ошибка pharmex.',
      'invalid-input': 'неверные данные команды.',
      'forbidden-sender': 'внутренняя ошибка pharmex.',
      'invalid-output': 'внутренняя ошибка pharmex: неожиданный ответ ядра.',
      internal: 'непредвиденная ошибка.',
      'core-unavailable':
        'ядро приложения остановилось во время команды. Проверьте результат (pharmex status) и повторите.',
      'not-found': 'не найдено.',
      conflict: 'действие сейчас невозможно.',
      cancelled: 'действие отменено.',
      'keychain-locked':
        'связка ключей ОС заблокирована. Разблокируйте её (войдите в сеанс или откройте «Связку ключей») и повторите.',
      'keychain-unavailable':
        'связка ключей ОС недоступна. В Linux нужна служба Secret Service (gnome-keyring или KWallet) в сеансе D-Bus.',
      'secret-missing': 'для магазина не сохранён пароль. Сохраните его: pharmex secret set МАГАЗИН',
      'invalid-client':
        'оператор не принял GUID магазина или пароль. Проверьте их и сохраните пароль заново: pharmex secret set МАГАЗИН',
      'auth-failed': 'оператор не принимает токен. Проверьте пароль магазина (pharmex token МАГАЗИН).',
      forbidden: 'у магазина нет прав на это действие (HTTP 403). Обратитесь к оператору.',
      'validation-failed': 'оператор нашёл ошибки в данных.',
      'bad-request': 'оператор отклонил запрос (HTTP 400).',
      'rate-limited': 'оператор просит подождать: слишком много запросов или лимит выгрузок (HTTP 429).',
      'server-error': 'ошибка на стороне оператора (HTTP 5xx). Повторите позже; если повторяется — сообщите оператору.',
      network: 'нет связи с сервером оператора. Проверьте интернет, адрес сервера и прокси.',
      timeout: 'сервер оператора не ответил вовремя. Повторите позже.',
      'bad-response': 'сервер ответил не по протоколу. Проверьте адрес сервера (--base-url).',
      'outcome-unknown': 'неизвестно, получил ли оператор запрос.',
      'guard-rail': 'выгрузка остановлена проверкой перед отправкой.',
      'file-invalid': 'файл не подходит.',
      'invalid-field': 'неверные значения полей.',
    } as Record<string, string>,
    field: ((p) => `  ${p.field}: ${p.issue}`) as P<{ field: string; issue: string }>,
    internalHint: ((p) => `Это похоже на ошибку в программе: ошибка ${p.id}, подробности в журнале ${p.log}`) as P<{
      id: string;
      log: string;
    }>,
  },
  preflight: {
    title: (p) => `Проверка по справочникам оператора (магазин «${p.name}»):`,
    none: '  замечаний нет',
    counts: (p) =>
      `  ошибок: ${p.error}, предупреждений: ${p.warning}, замечаний: ${p.info} (строк в файле: ${p.rows})`,
    rejection:
      '  Оператор, скорее всего, отклонит этот пакет после обработки (статус 3): исправьте ошибки перед отправкой.',
    skipped: (p) => `  Не проверено (${p.dictionary}): ${p.reason}.${p.sync}`,
    dictionaries: { goods: 'справочник товаров', goods_links: 'привязки товаров магазина' } as Record<string, string>,
    reasons: {
      'never-synced': 'справочник ещё не загружался',
      incomplete: 'загрузка справочника не завершена',
      stale: 'справочник устарел',
    } as Record<string, string>,
    age: (p) => ` (загружен ${p.days} дн. назад, допускается ${p.max})`,
    syncNow: ' Загрузите справочники: pharmex dict sync',
    syncLater: (p) =>
      ` Оператор просит загружать его не чаще раза в день: следующая загрузка после ${p.at} (или dict sync --force).`,
    severity: { error: 'ОШИБКА', warning: 'предупр.', info: 'замечание' } as Record<string, string>,
    line: (p) => `  ${p.severity}  ${p.where}: ${p.text}`,
    where: (p) =>
      [
        p.row ? `строка ${p.row}` : 'весь пакет',
        p.prtId ? `партия ${p.prtId}` : '',
        p.field ? `поле ${p.field}` : '',
        p.product,
      ]
        .filter(Boolean)
        .join(', '),
    product: (p) => `nnt ${p.nnt}`,
    more: (p) => `  … и ещё ${p.n}. Показать больше: --limit ${p.next}`,
    skippedFlag: 'Проверка по справочникам пропущена (--no-preflight).',
    failed: 'Оператор отклонит файл: исправьте ошибки в учётной программе и выгрузите файл заново.',
    codes: {
      'unknown-nnt': (f) =>
        `кода nnt ${f.nnt} нет в справочнике товаров оператора — проверьте привязку товара на портале оператора`,
      'unknown-share-exceeded': (f) =>
        `у ${f.unknownRows} из ${f.rows} строк (${f.sharePercent}%) код nnt неизвестен оператору, а допускается не больше ${f.allowedPercent}%: оператор отклонит пакет`,
      'nnt-not-actual': (f) =>
        `код nnt ${f.nnt} в справочнике больше не действует — привяжите товар к действующему коду`,
      'gnvls-missing': () => 'товар в справочнике — ЖНВЛП, а gnvls не true: оператор требует gnvls: true',
      'gnvls-not-regulated': () => 'gnvls = true, но по справочнику товар не ЖНВЛП',
      'gnvls-max-missing': () => 'товар — ЖНВЛП, но не указана предельная цена prcGnvlsMax',
      'retail-above-gnvls-max': (f) => `розничная цена ${f.prcRet} выше предельной ${f.prcGnvlsMax}`,
      'gnvls-max-not-regulated': (f) =>
        `указана предельная цена ${f.prcGnvlsMax}, но товар не ЖНВЛП: поле заполняют только для ЖНВЛП`,
      'nds-differs': (f) =>
        `НДС ${f.sentNds}% не совпадает со ставкой справочника ${f.dictionaryVat}%: оператор считает по ${f.dictionaryVat}%`,
      'retail-zero': () => 'розничная цена 0 — строка попадёт на страницу дисперсии цен',
      'retail-below-purchase': (f) => `розничная цена ${f.prcRet} ниже закупочной ${f.prcOptNds}`,
      'retail-below-half-purchase': (f) =>
        `розничная цена ${f.prcRet} ниже половины закупочной ${f.prcOptNds} — строка попадёт на страницу дисперсии (часто это ошибка привязки)`,
      'sku-linked-elsewhere': (f) => `код товара аптеки «${f.sku}» привязан к nnt ${f.linkedNnt}, а не к ${f.sentNnt}`,
      'nnt-not-linked': (f) => `у магазина нет привязки к nnt ${f.nnt}`,
      expired: (f) =>
        `срок годности истёк ${f.daysAgo} дн. назад, а отметка tag = 0 — отметьте партию или уберите из остатков`,
      'near-expiry': (f) =>
        `срок годности истекает через ${f.daysLeft} дн., отметка tag = 0 — поставить 1 (истекающий срок)?`,
    } as Record<string, (facts: Record<string, unknown>) => string>,
  } as PreflightStrings,
};

/** The shape every language's strings must have. */
export type CliStrings = typeof ru;
