import { defineCliStrings } from './define-cli-strings';

/** The help texts: the command list and one page per command. */
export const helpStrings = defineCliStrings(
  {
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
                                         CSV, Excel (.xlsx, .xls), DBF → пакет остатков
  changes ФАЙЛ --out ИЗМЕНЕНИЯ.json      пакет изменений: новый список против снимка у оператора
  links suggest ФАЙЛ --out ФАЙЛ.csv      товары-кандидаты для строк без кода оператора (ННТ)
  links confirmed [--export ФАЙЛ.csv]    подтверждённые вами коды магазина
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
      'links suggest':
        'pharmex links suggest ФАЙЛ --out ПРЕДЛОЖЕНИЯ.csv|.json [--store МАГАЗИН] [--mapping ФАЙЛ] …\n  Читает выгрузку аптеки, находит коды оператора (ННТ) по связям аптеки, штрихкодам и вашим подтверждениям\n  и для строк без кода предлагает до трёх товаров справочника по наименованию, производителю, дозировке и\n  фасовке — с уверенностью и совпавшими словами. Ничего не подтверждает: выбор делается на экране кодов.',
      'links confirmed':
        'pharmex links confirmed [--store МАГАЗИН] [--export ФАЙЛ.csv|.json]\n  Коды, которые вы подтвердили для магазина (код аптеки → ННТ), кто и когда; отметка, если связь оператора\n  теперь указывает на другой товар. --export записывает список в файл.',
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
  {
    main: `pharmex — the command line of Pharmacy Exchange Desk (a pharmacy's data exchange with the operator, protocol v5).
It works on the same stores, upload ledger and dictionaries as the desktop app.

Commands:
  profiles list                          stores (profiles) and where their passwords stand
  profiles add GUID --name NAME --base-url URL --auth-url URL
                                         add a store
  profiles remove STORE [--yes]          remove a store and its local data
  secret set STORE                       save the store's password in the OS keychain (from stdin)
  secret clear STORE                     delete the store's password from the keychain
  token [STORE]                          test the connection: get a token and show its lifetime
  validate FILE [--server] [--limit N]   check a stock file (on this PC; --server: also on the operator's server)
  convert FILE --out PACKAGE.json [--mapping FILE]
                                         CSV, Excel (.xlsx, .xls), DBF → a stock package
  changes FILE --out CHANGES.json        a changes package: a new list against the operator's snapshot
  links suggest FILE --out FILE.csv      candidate products for rows without an operator code (nnt)
  links confirmed [--export FILE.csv]    the codes you confirmed for the store
  upload FILE --full|--changes [--wait]  send stock (a full upload or changes)
  status MESSAGE_ID [--wait]             processing status of a package
  stocks pull [--since DATE]             read the stock back from the operator into a local snapshot
  stocks delete [--yes]                  delete ALL of the store's stock on the operator's side
  dict sync [NAME…] [--force]            download dictionaries (all or the ones named)
  dict search TEXT [--limit N]           find goods by name, INN, nnt code or barcode
  webhooks key [--reveal]                the notification signing key (masked unless --reveal)
  webhooks list                          subscriptions made from this PC
  webhooks subscribe EVENT URL           subscribe an address to an event
  webhooks unsubscribe EVENT             unsubscribe from an event
  webhooks verify FILE SIGNATURE         check the X-Signature of a notification body
  help [COMMAND]                         help

Common flags:
  --store STORE        the store: profile number, GUID or name (default: the built-in Sandbox)
  --base-url URL       the operator's API address, and --auth-url URL the authorization server:
  --auth-url URL       any server; a profile for the --store GUID and these addresses is created on first use
  --data-dir DIR       data folder (or PHARMEX_DATA_DIR; default: the desktop app's folder)
  --json               the result as one JSON document on stdout, errors as JSON on stderr
  -h, --help           help;  -V, --version: the version

Language: Russian; with LANG=en… English. Exit codes and examples: docs/cli.md.`,
    command: {
      'profiles list':
        'pharmex profiles list\n  The stores (profiles) of this PC, their addresses and whether their passwords are in the OS keychain.',
      'profiles add':
        "pharmex profiles add GUID --name NAME --base-url URL --auth-url URL\n  Adds a store. GUID is the store id in the operator's directory.\n  Addresses are https (http only to this PC, with a warning).\n  Then save its password: pharmex secret set GUID",
      'profiles remove':
        'pharmex profiles remove STORE [--yes]\n  Removes a store with its upload ledger and stock snapshot; its password leaves the keychain\n  unless another profile uses it. Without a terminal, --yes is required.',
      'secret set':
        "pharmex secret set STORE\n  Reads the store's password from stdin (on a terminal without echo) and saves it in the OS keychain.\n  A password is never a command-line argument: it would stay in the shell history.\n  Example: pharmex secret set 5b0e8f4c-… < password.txt",
      'secret clear': "pharmex secret clear STORE\n  Deletes the store's password from the OS keychain.",
      token: 'pharmex token [STORE]\n  Gets a new token and shows its lifetime. The token itself is never shown.',
      validate:
        "pharmex validate FILE [--server] [--limit N]\n  Checks a stock file against the operator's rules on this PC; with --server also on the operator's\n  server (the --store store). Errors give the record, field, line and position in the file. --limit: how many\n  errors to show (default 20; 100 in JSON).\n  The file: up to 200 MB, in UTF-8 (Windows-1251, CP866 and UTF-16 are converted, with a notice); nesting up to\n  64 levels; the first 10,000 errors and 10,000 warnings are listed, the rest counted.\n  Warnings (where the operator's format is silent) do not fail: exit 0; errors: exit 3.",
      convert:
        'pharmex convert FILE --out PACKAGE.json [--mapping FILE] [--sheet N|NAME] [--encoding E] [--delimiter D]\n    [--header-row N] [--date DATE-TIME] [--save-mapping FILE]\n  Turns a pharmacy program\'s export (CSV with ";", "," or tab; an Excel .xlsx workbook) into a stock package.\n  Encoding (UTF-8, Windows-1251, CP866, UTF-16), delimiter, sheet and header row are detected; columns are\n  mapped by Russian and English headers. Prints the mapping used; --save-mapping saves it, --mapping reuses one.\n  --date is the export time (default: now). Findings name the sheet, row and column of the source file.\n  Errors: exit 3 (the package is written for review all the same). Old binary .xls is not read: save as .xlsx or CSV.',
      'links suggest':
        'pharmex links suggest FILE --out SUGGESTIONS.csv|.json [--store STORE] [--mapping FILE] …\n  Reads a pharmacy export, finds operator codes (nnt) by the store links, barcodes and your confirmations,\n  and for rows without one proposes up to three dictionary products by name, manufacturer, dosage and pack\n  size, with a confidence and the words that matched. Confirms nothing: choices are made on the codes screen.',
      'links confirmed':
        "pharmex links confirmed [--store STORE] [--export FILE.csv|.json]\n  The codes you confirmed for the store (pharmacy code → nnt), who and when; marked when the operator's\n  link now names another product. --export writes the list to a file.",
      changes:
        "pharmex changes FILE --out CHANGES.json [--against snapshot|last-full] [--mapping FILE] …\n  Builds a changes package (for upload --changes) from a new full stock list (JSON, CSV or .xlsx) and the\n  operator's stock snapshot (pharmex stocks pull): new and changed batches, and qnt: 0 for batches gone.\n  Prints how many are new, changed, run out and unchanged; warns when an upload followed the snapshot.\n  --against last-full: instead of the snapshot, the file of the last full upload the operator processed\n  (the ledger keeps sent files for 30 days).",
      upload:
        'pharmex upload FILE --full|--changes [--wait] [--timeout SEC] [--yes] [--override RULE,…] [--when-allowed]\n  Sends stock: --full is a full upload (replaces all stock, once a day), --changes sends changes.\n  --wait waits for the final status (Processed or Error).\n  Warnings before sending: a terminal asks; without one a flag is required:\n    --yes                                    a full upload outside 05:15–08:45 Moscow time\n    --override second-full-today             a second full upload on the same Moscow day\n    --override row-drop                      30% or more fewer records than last time\n    --override empty-full                    a full upload without records (deletes all stock)\n    --override invalid-package               the file has errors\n    --when-allowed                           changes within 10 minutes: wait, then send\n  CSV or .xlsx files are converted before sending, as by pharmex convert (--mapping FILE, --sheet, --encoding,\n  --delimiter); nothing is sent when the conversion has errors.',
      status:
        "pharmex status MESSAGE_ID [--wait] [--timeout SEC]\n  A package's status: asks the operator and shows the status history from the ledger.\n  --wait waits for Processed or Error.",
      'stocks pull':
        "pharmex stocks pull [--since DATE]\n  Reads the stock from the operator's server (default: all of it) and keeps a snapshot for reconciliation in the app.",
      'stocks delete':
        "pharmex stocks delete [--yes]\n  Deletes ALL of the store's stock on the operator's side. Changes are refused afterwards until a full upload.",
      'dict sync':
        "pharmex dict sync [NAME…] [--force] [--barcodes-actual] [--reset]\n  Downloads the operator's dictionaries (all 24 or the ones named) in chunks, resuming where it stopped.\n  The operator asks for goods and goods links at most once a day: --force downloads them anyway.\n  --reset downloads the chosen dictionaries again from scratch.",
      'dict search':
        'pharmex dict search TEXT [--limit N]\n  Finds goods in the downloaded dictionary: by words of the name, INN, trademark, manufacturer,\n  by nnt code or barcode.',
      'webhooks key':
        'pharmex webhooks key [--reveal]\n  The key the operator signs notifications with. Shown masked (length and fingerprint);\n  --reveal shows the key itself: it is a secret, keep it out of logs and off shared screens.',
      'webhooks list':
        "pharmex webhooks list\n  Event subscriptions made from this PC (the operator's server cannot list them).",
      'webhooks subscribe':
        'pharmex webhooks subscribe EVENT URL [--client-id GUID]\n  Subscribes an address to an event; an existing subscription gets the new address.\n  Events: stocks_full, stocks_updates, preorders_full, preorders_updates, orders_updates_store, orders_updates_site.',
      'webhooks unsubscribe':
        'pharmex webhooks unsubscribe EVENT [--client-id GUID]\n  Cancels the subscription to an event.',
      'webhooks verify':
        'pharmex webhooks verify FILE SIGNATURE [--key-file FILE | --key-stdin]\n  Checks that SIGNATURE (the X-Signature header value, "sha256=…") matches the notification body in FILE\n  byte for byte. The key: from a file, from stdin or (default) from the store\'s server.',
      help: 'pharmex help [COMMAND]\n  Help on all commands or on one.',
    } as Record<string, string>,
  },
);
