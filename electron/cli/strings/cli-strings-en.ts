import type { CliStrings } from './cli-strings-ru';

/** Every text the CLI shows a person, in English (LANG=en…); the same keys as the Russian file. */
export const en: CliStrings = {
  help: {
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
                                         CSV or Excel (.xlsx) → a stock package
  changes FILE --out CHANGES.json        a changes package: a new list against the operator's snapshot
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

  usage: {
    unknownCommand: (p) => `Unknown command "${p.command}".`,
    noCommand: 'No command given.',
    unknownFlag: (p) => `Unknown flag ${p.flag}.`,
    missingValue: (p) => `Flag ${p.flag} needs a value, e.g. ${p.flag} VALUE.`,
    noValueExpected: (p) => `Flag ${p.flag} takes no value: give it without "=…".`,
    flagNotForCommand: (p) => `Flag --${p.flag} does not belong to the command "${p.command}".`,
    missingArgument: (p) => `The command "${p.command}" is missing an argument: ${p.name}.`,
    tooManyArguments: (p) => `Extra arguments for the command "${p.command}": ${p.extra}.`,
    seeHelp: (p) => `Help: pharmex help ${p.command}`,
    seeMainHelp: 'List of commands: pharmex help',
    fullOrChanges: 'Choose the kind of upload: --full (replaces all stock) or --changes.',
    unknownRule: (p) => `Unknown rule in --override: "${p.rule}". Allowed: ${p.allowed}.`,
    badNumber: (p) => `Flag ${p.flag} needs a positive whole number, not "${p.value}".`,
    badDateTime: (p) => `"${p.value}" is not a date-time with a time zone. Example: 2024-05-10T06:00:00+03:00.`,
    badMessageId: (p) => `"${p.value}" is not a package id (GUID). pharmex upload and the upload ledger show it.`,
    badGuid: (p) => `"${p.value}" is not a GUID. Example: 5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30.`,
    unknownDictionary: (p) => `There is no dictionary "${p.name}". Dictionaries: ${p.allowed}.`,
    unknownEvent: (p) => `There is no event "${p.name}". Events: ${p.allowed}.`,
    fileNotFound: (p) => `File not found: ${p.path}. Check the path and the file name.`,
    fileIsDirectory: (p) => `${p.path} is a folder; a file is needed.`,
    fileUnreadable: (p) => `Could not read the file ${p.path}: ${p.reason}. Check the access rights.`,
    fileTooLarge: (p) =>
      `The file ${p.path} is too large (${p.size}); files up to ${p.max} are read. Export the stock again, or send changes in smaller parts.`,
    needsYes: (p) => `The command "${p.command}" changes data; without a terminal, confirm it with --yes.`,
    keyTwice: 'Give only one source of the key: --key-file or --key-stdin.',
  },

  common: {
    interrupted:
      'Interrupted (Ctrl+C). What was done is saved. If an upload was already on its way, its outcome may be unknown: check with pharmex status or pharmex stocks pull; status tracking continues at the next start.',
    yesNo: ' [y/N] ',
    yesAnswers: ['y', 'yes'],
    none: '—',
    defaultMark: '(default)',
    seconds: (p) => `${p.n} s`,
    minutes: (p) => `${p.n} min`,
    hours: (p) => `${p.n} h`,
    bytes: (p) => `${p.n} bytes`,
    kib: (p) => `${p.n} KB`,
    mib: (p) => `${p.n} MB`,
    moscow: 'MSK',
    declined: 'Cancelled: you answered "no".',
    stdinEmpty: 'Nothing came on stdin. Pass the value on stdin (e.g. < file) or run the command in a terminal.',
  },

  store: {
    notFound: (p) =>
      `Store "${p.query}" not found. Give a profile number, GUID or name from the list: pharmex profiles list`,
    ambiguous: (p) => `"${p.query}" matches several stores: ${p.candidates}. Give the profile number.`,
    adHocNeedsGuid:
      'With --base-url and --auth-url, give --store GUID too: a store on another server is identified by its GUID.',
    adHocNeedsBoth: 'A store on another server needs both addresses: --base-url (API) and --auth-url (authorization).',
    authUrlDiffers: (p) =>
      `Store "${p.name}" has the authorization address ${p.existing}, but ${p.given} was given. Remove the profile (pharmex profiles remove ${p.id}) or give its address.`,
    adHocCreated: (p) =>
      `Created profile #${p.id} "${p.name}" for ${p.baseUrl}: its upload ledger and pre-send checks work as in the app.`,
    defaultName: (p) => `Store ${p.guid} (${p.host})`,
  },

  profiles: {
    headers: ['#', 'Name', 'Store GUID', 'API address', 'Password', 'Last check'],
    secretStates: {
      stored: 'saved',
      missing: 'not saved',
      'built-in': 'built-in',
      'keychain-locked': 'keychain locked',
      'keychain-unavailable': 'keychain unavailable',
    } as Record<string, string>,
    checkOk: (p) => `${p.at}: ok, token for ${p.lifetime}`,
    checkFailed: (p) => `${p.at}: failed (${p.code})`,
    sandboxAddress: 'built-in sandbox',
    keychainNote: (p) => `Keychain: ${p.message}`,
    added: (p) => `Store "${p.name}" added (profile #${p.id}).`,
    nextSecret: (p) => `Now save its password: pharmex secret set ${p.id}`,
    warning: (p) => `Warning (${p.field}): ${p.text}`,
    removeConfirm: (p) => `Remove store "${p.name}" with its upload ledger and stock snapshot?`,
    removed: (p) => `Store "${p.name}" removed.`,
    secretDeleted: 'Its password was deleted from the OS keychain.',
    secretKept: 'The password stays in the keychain: another profile with the same GUID uses it (or there was none).',
    fields: {
      storeId: 'store GUID',
      name: 'name',
      baseUrl: 'API address (--base-url)',
      authUrl: 'authorization address (--auth-url)',
      secret: 'password',
      url: 'address',
    } as Record<string, string>,
    issues: {
      required: 'is empty',
      'too-long': 'is too long',
      'guid-invalid': 'is not a GUID (example: 5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30)',
      'url-invalid': 'is not an address (use https://server)',
      'url-scheme': 'the address must start with https://',
      'url-http-remote': 'unencrypted http is allowed only to this PC; use https://',
      'url-http-loopback': 'an unencrypted (http) connection to this PC: fine for a test server only',
      'url-credentials': 'the address must not contain a user name or password',
      'url-query': 'the address must not contain "?…" or "#…"',
      'url-has-api-path': 'give the address without /v5/…: the app adds the paths',
      'url-has-token-path': 'give the address without /connect/token: the app adds the path',
      duplicate: 'this store with this address is already in the list',
      'not-reachable-loopback':
        "the operator's server cannot call this PC (localhost); an address reachable from the internet is needed",
      'private-address': "an address in a private network: the operator's server most likely cannot reach it",
      'plain-http': 'notifications will travel unencrypted (http)',
    } as Record<string, string>,
  },

  secret: {
    prompt: (p) => `Password of store "${p.name}" (${p.guid}); typing is not shown: `,
    saved: (p) =>
      `The password of store "${p.name}" is saved in the OS keychain (service pharmacy-exchange-desk, account ${p.guid}).`,
    nextToken: (p) => `Test the connection: pharmex token ${p.id}`,
    cleared: (p) => `The password of store "${p.name}" was deleted from the OS keychain.`,
    notStored: (p) => `The keychain held no password for store "${p.name}".`,
  },

  token: {
    ok: (p) =>
      `The connection to store "${p.name}" works: a token was issued, valid for ${p.lifetime} (${p.seconds} s). The token itself is not shown.`,
  },

  check: {
    file: (p) => `File ${p.name}: ${p.rows} records, ${p.size}, SHA-256 ${p.sha}`,
    packageDate: (p) => `Export date in the file: ${p.date}`,
    localTitle: 'Check on this PC:',
    serverTitle: (p) => `Check on the operator's server (store "${p.name}"):`,
    valid: '  no errors',
    warnings: (p) =>
      `  warnings: ${p.count}${p.listed < p.count ? ` (the first ${p.listed} listed)` : ''} — they do not stop sending, but check them: the operator's format says nothing here, the operator's check decides (validate --server)`,
    warningMark: 'warning',
    invalid: (p) => `  errors: ${p.count}${p.listed < p.count ? ` (the first ${p.listed} listed)` : ''}`,
    syntax: (p) =>
      `  the file is not valid JSON: line ${p.line}, position ${p.position}${p.path ? `, at ${p.path}` : ''}`,
    message: (p) => `  message: ${p.text}`,
    refusedNoFields: (p) => `  the package was refused without a list of fields; reason: ${p.text}`,
    errorLine: (p) =>
      `  ${p.where}: ${p.field}${p.prtId ? ` (batch ${p.prtId}${p.product ? `, ${p.product}` : ''})` : p.product ? ` (${p.product})` : ''} — ${p.reason}${p.value ? `; in the file: ${p.value}` : ''}`,
    record: (p) => `record ${p.row}${p.field ? `, ${p.field}` : ''}`,
    where: (p) => `record #${p.row}, line ${p.line}, pos. ${p.position}`,
    wholeFile: 'whole file',
    more: (p) => `  … and ${p.n} more. Show more: --limit ${p.next}`,
    byField: 'By field:',
    fieldCount: (p) => `  ${p.field}: ${p.count}`,
    failed: 'The file did not pass the check. Fix the errors in the pharmacy system and export the file again.',
    notAPackage: 'The file holds no stock package (a JSON object with "date" and "stocks").',
    reasons: {
      required: 'the field is missing, but it is required',
      empty: 'empty value: the field must be filled',
      'wrong-type': (p) => `must be ${p.expected}${p.actual ? `, the file has ${p.actual}` : ''}`,
      'too-long': (p) => `too long: ${p.length} characters, at most ${p.max} allowed`,
      'date-time': 'not a date: a date-time with a time zone is needed, e.g. 2024-05-10T06:00:00+03:00',
      fractional: 'fractional quantity: the quantity must be a whole number',
      'not-unique': (p) => `record #${p.firstRow} already has this batch code: batch codes must not repeat in one file`,
      'unknown-field': "the operator's format has no such field: check the spelling (letter case matters)",
      'gnvls-max-required': 'a price-regulated product (gnvls = true) needs the maximum price prcGnvlsMax',
      'gnvls-max-below-retail': (p) => `the maximum price is below the retail price (${p.prcRet}), which cannot be`,
      'too-small': (p) => `too small: at least ${p.min}`,
      'too-big': (p) => `too big: at most ${p.max}`,
      'too-deep': (p) =>
        `the data is nested deeper than ${p.max} levels (a stock package needs 3); the file was not read further`,
      'null-value': (p) =>
        `null in ${p.field}: the operator's format does not say whether that is allowed; the operator may refuse it or read it as 0 — better leave the field out`,
      'unknown-field-suggest': (p) =>
        `the operator's format has no such field — it is sent, but the operator will most likely not read it; did you mean ${p.suggestion}?`,
      'duplicate-key': (p) =>
        `the field ${p.key} is written twice in one record: the last value counts, another program may take the first`,
      'exponent-integer': (p) =>
        `the number ${p.literal} is written with an exponent (E) in a whole-number field — the operator may refuse it; write ${p.plain}`,
      underflow: (p) => `the number ${p.literal} is too small and is read as 0`,
      'precision-loss': (p) => `the number ${p.literal} has more digits than are kept: it is read as ${p.read}`,
      'unsafe-integer': (p) => `the whole number ${p.literal} is beyond 2^53 and is read inexactly, as ${p.read}`,
      'invalid-utf8': (p) =>
        `bytes ${p.bytes} are not UTF-8: the file was saved in another encoding or is damaged; save it as UTF-8`,
      'not-allowed-value': (p) => `value not allowed: ${p.allowed}`,
    },
    types: {
      string: 'a string in quotes',
      integer: 'a whole number',
      number: 'a number',
      boolean: 'true or false',
      'boolean-or-null': 'true, false or null',
      'datetime-or-null': 'a date in quotes or null',
      object: 'an object',
      array: 'a list',
      fractional: 'a fractional number',
      null: 'empty (null)',
    } as Record<string, string>,
    encoding: {
      'bom-removed':
        'The file started with a UTF-8 byte order mark (BOM); it was removed — the operator gets UTF-8 without it.',
      converted: (p) => `The file was in ${p.from}; converted to UTF-8 — the converted text is checked and sent.`,
      names: {
        'utf-8': 'UTF-8',
        'utf-16le': 'UTF-16 LE',
        'utf-16be': 'UTF-16 BE',
        'windows-1251': 'Windows-1251',
        ibm866: 'CP866 (DOS)',
      } as Record<string, string>,
    },
  },

  upload: {
    kinds: { full: 'full upload', changes: 'changes', delete: 'stock deletion' } as Record<string, string>,
    findings: {
      'second-full-today': (p) =>
        `A full upload was already sent today (${p.previousAt}). The operator accepts one a day; the next day starts at ${p.nextDayAt}.`,
      'outside-window': (p) =>
        `It is ${p.moscowTime} Moscow time, outside the recommended window ${p.windowStart}–${p.windowEnd} for full uploads (next window: ${p.nextWindowAt}).`,
      'row-drop': (p) =>
        `The file has ${p.rows} records, ${p.dropPercent}% fewer than the last accepted full upload (${p.previousRows}, ${p.previousAt}). The export may be incomplete.`,
      'changes-too-soon': (p) =>
        `Changes were sent less than 10 minutes ago (${p.previousAt}); the next may go at ${p.allowedAt}.`,
      'changes-after-delete': (p) =>
        `The store's stock was deleted (${p.deletedAt}); changes are refused until a full upload. Send the file with --full.`,
      'empty-full':
        "The file has no records: a full upload would delete all of the store's stock on the operator's side.",
      'empty-changes': 'The file has no records: with no changes, nothing is sent.',
      'invalid-package': (p) => `The file has ${p.errorCount} error(s); the operator will most likely refuse it.`,
    },
    flagFor: {
      'outside-window': '--yes',
      'second-full-today': '--override second-full-today',
      'row-drop': '--override row-drop',
      'empty-full': '--override empty-full',
      'invalid-package': '--override invalid-package',
      'changes-too-soon': '--when-allowed',
    } as Record<string, string>,
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
    refusedTitle: (p) => `The operator refused the package (HTTP ${p.status}).`,
    refusedErrors: 'Errors in the file according to the operator:',
    failed: (p) => `The upload failed: ${p.message}`,
    notSent: 'The request never left this PC: the operator received nothing.',
    unknown: [
      'It is not known whether the operator received the upload: the connection broke after sending.',
      "Check the stock on the operator's side: pharmex stocks pull. If the data is not there, send the file again; if it is, nothing needs doing.",
      'A second full upload may count as the only one of the day. pharmex never re-sends a full upload by itself.',
    ],
    cancelled: (p) => `The upload was cancelled: ${p.message}`,
    retryAt: (p) => `The next attempt is possible after ${p.at}.`,
  },

  status: {
    notInLedger: (p) => `This package is not in this PC's upload ledger; asking the server of store "${p.name}".`,
    ledgerLine: (p) => `Upload #${p.id}: ${p.kind}, store "${p.store}", file ${p.file}, sent ${p.at}`,
    sandboxNote: 'The built-in sandbox lives inside each pharmex run: it knows nothing of packages from earlier runs.',
  },

  stocks: {
    pulled: (p) => `Records received from the server: ${p.rows} (loaded since ${p.since}). Snapshot saved at ${p.at}.`,
    withoutPrtId: (p) => `Without a batch code (prtId): ${p.n}; they cannot be matched by batch code.`,
    summary: (p) => `Price-regulated: ${p.gnvls}; with zero quantity: ${p.zero}.`,
    byTag: (p) => `Marks: ${p.text}`,
    tags: ['normal', 'near expiry', 'marked down', 'damaged package'],
    tagNone: 'no mark',
    deleteConfirm: (p) =>
      `Delete ALL stock of store "${p.name}" on the operator's side? Changes are refused afterwards until a full upload.`,
    deleted: (p) =>
      `All stock of store "${p.name}" was deleted on the operator's side. The next upload must be a full one (--full).`,
  },

  dict: {
    skipped: (p) =>
      `"${p.name}" skipped: it was already downloaded today, and the operator asks for at most once a day${p.next ? ` (next time from ${p.next})` : ''}. Download anyway: --force`,
    nothingStarted: 'Nothing downloaded: every chosen dictionary was skipped.',
    progress: (p) =>
      `${p.name ? `${p.name}: ` : ''}dictionary ${p.done} of ${p.total}, records ${p.records}${p.rate ? `, ${p.rate}/s` : ''}${p.eta ? `, ~${p.eta} left` : ''}`,
    indexing: 'Building indexes and search…',
    done: (p) => `Dictionary download finished: ${p.records} records in ${p.seconds} s.`,
    headers: ['Dictionary', 'Rows', 'Version (rvInt)', 'Downloaded', 'Set aside'],
    failed: (p) =>
      `The dictionary download stopped on an error: ${p.message}. What was loaded is kept; run the command again to continue.`,
    cancelled: 'The dictionary download was cancelled; what was loaded is kept.',
    searchHeaders: ['nnt', 'Name', 'Manufacturer', 'INN', 'Found by'],
    matchedBy: { nnt: 'nnt code', barcode: 'barcode', text: 'text' } as Record<string, string>,
    notActual: '(not current)',
    noResults: (p) => `Nothing found for "${p.text}".`,
    goodsEmpty: 'The goods dictionary is not downloaded yet: pharmex dict sync goods_normalized barcodes',
    more: 'Not all results are shown: refine the query or raise --limit.',
  },

  webhooks: {
    keyMasked: (p) =>
      `Signing key: •••••••• (length ${p.length}, fingerprint ${p.fingerprint}, fetched ${p.at}). Show the key itself: --reveal`,
    revealWarning:
      'Warning: the signing key is a secret. It will be shown in plain text; keep it out of logs and off shared screens.',
    subscribed: (p) =>
      `Subscription to "${p.event}" → ${p.url} saved${p.replaced ? ' (the existing subscription was changed)' : ''}.`,
    unsubscribed: (p) =>
      `Subscription to "${p.event}" cancelled${p.wasOnServer ? '' : ' (the server no longer had it; the local record was removed)'}.`,
    listHeaders: ['Event', 'Client (GUID)', 'Address', 'Last action', 'Result'],
    listEmpty: 'No subscriptions were made from this PC for this store.',
    ok: 'ok',
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

  import: {
    needOut: 'Name the file to write the package to: --out FILE.json',
    source: (p) =>
      `Source ${p.name}: ${p.format}${p.encoding ? `, encoding ${p.encoding}${p.guessed ? ' (judged by the share of Russian letters)' : ''}` : ''}${p.delimiter ? `, delimiter "${p.delimiter}"` : ''}${p.sheet ? `, sheet "${p.sheet}" (sheets: ${p.sheets})` : ''}; header row ${p.headerRow}; data rows: ${p.rows}${p.totals > 0 ? `; "Итого" rows dropped: ${p.totals}` : ''}`,
    mappingTitle: 'Column mapping (package field ← file column):',
    mappingLine: (p) => `  ${p.field} ← "${p.header}"`,
    mappingHint: 'Save it to a file (--save-mapping FILE), edit it and pass it with --mapping FILE.',
    findingsTitle: (p) => `Findings: errors: ${p.errors}, warnings: ${p.warnings}:`,
    findingLine: (p) => `  ${p.where}${p.where ? ': ' : ''}${p.text}`,
    where: (p) =>
      [
        p.sheet ? `sheet "${p.sheet}"` : '',
        p.row ? `row ${p.row}` : '',
        p.column ? `column ${p.column}${p.header ? ` "${p.header}"` : ''}` : '',
      ]
        .filter(Boolean)
        .join(', '),
    more: (p) => `  … and ${p.n} more (the full list with --json)`,
    codes: {
      'empty-file': 'the file is empty',
      'unknown-encoding': 'the encoding could not be recognised — name it: --encoding utf-8|windows-1251|ibm866',
      'binary-file': 'this is not text: neither CSV, an Excel workbook (.xlsx, .xls) nor a DBF table',
      'encrypted-workbook':
        'the workbook is protected by a password: open it in Excel, remove the password, save and try again',
      'not-a-workbook': 'this is a ZIP archive but not an Excel workbook (.xlsx), or the workbook is damaged',
      'no-sheet': 'the workbook has no such sheet — choose one with --sheet',
      'no-header-row': 'no header row was found — name it (headerRow in the mapping)',
      'duplicate-header': 'the header repeats — the second column is named with " (2)"',
      'ragged-row': 'the row has more cells than headers: a delimiter inside a value, or a shifted row',
      'short-row': 'the row has fewer cells than headers',
      'unmapped-required': 'no column is mapped to a required field — name it in the mapping',
      'unknown-mapping-column': 'the file has no column named in the mapping',
      'missing-value': 'empty, but the field is required',
      'not-a-number': 'not a number (expected e.g. 1 234,50)',
      'not-a-whole-number': 'not a whole number',
      'not-a-flag': 'not yes/no (expected да/нет, 1/0, +, true/false)',
      'not-a-date': 'not a date (expected dd.mm.yyyy, yyyyMMdd or an Excel date)',
      'not-a-vat-rate': 'not a VAT rate (expected 0, 10, 20 or "без НДС")',
      'negative-value': 'negative, but the field must not be',
      'too-many-rows': 'too many rows',
      'damaged-workbook':
        'the Excel file (.xls) cannot be read: it is cut or damaged, or another file named .xls. Open it in Excel, save it again and import it again',
      'damaged-dbf':
        'the DBF table is damaged: its header does not match the file size (the file is cut or its record count is wrong). Export the table again from the pharmacy program',
      'file-too-large':
        'the file is larger than 256 MB, too much for .xls or DBF. Save the list as CSV and import that',
      'line-too-long':
        'a line longer than 1 MB without a line break: this is not a stock list, or its line breaks were lost. Export the list again',
      'unclosed-quote':
        'a quote (") on this line is not closed within 1 MB: the rest of the file would become one cell. Close or delete the quote and import again',
      'too-many-columns':
        'a row has more than 1,000 cells; no stock list has that many columns. Delete the extra or empty columns (or a stray value far to the right) and import again',
      'too-many-cells':
        'the table has more than 20,000,000 cells (rows × columns). Delete the extra columns or split the list',
      'cell-too-long':
        'a cell holds more than 32,767 characters: the file is damaged or not a stock list. Check that cell',
      'workbook-unpacks-too-large':
        'the workbook unpacks to more than 1 GB: it is damaged or built to exhaust memory. Export the list again from the pharmacy program',
      'read-timeout':
        'reading the file took too long and was stopped: the file is damaged or far larger than a stock list. Export the list again, or split it',
      'read-out-of-memory':
        'reading the file needed more memory than allowed and was stopped: the file is damaged or too large. Export the list again, or split it',
      'reader-failed':
        'the file could not be read: it is damaged or of a kind the app does not read. Export the list again as CSV or XLSX',
      'package-check': 'package check',
    } as Record<string, string>,
    fieldValue: (p) => `${p.field ? `${p.field}: ` : ''}${p.text}${p.value ? `; in the file: ${p.value}` : ''}`,
    written: (p) => `Package written: ${p.path} (records: ${p.rows}).`,
    mappingWritten: (p) => `Mapping written: ${p.path}`,
    failed: 'The file has errors — fix the file or the mapping (the package was written for review).',
    uploadStopped:
      'The file did not convert without errors — nothing was sent. Fix the file or the mapping (pharmex convert shows the details).',
    badMapping: (p) => `The mapping file ${p.path} does not fit: ${p.reason}`,
    badOption: (p) => `Invalid value of ${p.flag} "${p.value}". Allowed: ${p.allowed}.`,
    changesCounts: (p) =>
      `Changes: new batches: ${p.added}, changed: ${p.changed}, run out (qnt: 0): ${p.runOut}, unchanged: ${p.unchanged}.`,
    changesBase: (p) => `Compared with the operator's stock snapshot of ${p.at}.`,
    staleBase: (p) =>
      `Warning: the operator accepted an upload (${p.kind}, ${p.at}) after this snapshot — it may be stale. First: pharmex stocks pull.`,
  },
  errors: {
    prefix: 'Error: ',
    details: 'Details: ',
    operatorSays: (p) => `The operator says: "${p.reason}"`,
    fileReasons: {
      binary: 'this is not a text file. Choose the JSON file your pharmacy system exported.',
      'invalid-utf16':
        'the file starts as UTF-16 but is damaged further on, so it cannot be converted without loss. Save it as UTF-8.',
      'unknown-encoding':
        'the file is not in UTF-8, and whether it is Windows-1251 or CP866 (DOS) cannot be told reliably: converting it could corrupt names. Save the file as UTF-8 and choose it again.',
      'invalid-utf8':
        'the file holds bytes that are not UTF-8 (see the errors), so it cannot be sent unaltered. Save the file as UTF-8.',
    } as Record<string, string>,
    codes: {
      'unknown-channel': 'an internal error of pharmex.',
      'invalid-input': "the command's data is not valid.",
      'forbidden-sender': 'an internal error of pharmex.',
      'invalid-output': 'an internal error of pharmex: an unexpected answer of the core.',
      internal: 'an unexpected error.',
      'core-unavailable': 'the app core stopped during the command. Check the result (pharmex status) and try again.',
      'not-found': 'not found.',
      conflict: 'this cannot be done now.',
      cancelled: 'cancelled.',
      'keychain-locked': 'the OS keychain is locked. Unlock it (log in, or open the keychain app) and try again.',
      'keychain-unavailable':
        'the OS keychain is not available. On Linux a Secret Service (gnome-keyring or KWallet) must run in the D-Bus session.',
      'secret-missing': 'no password is saved for the store. Save it: pharmex secret set STORE',
      'invalid-client':
        'the operator did not accept the store GUID or password. Check them and save the password again: pharmex secret set STORE',
      'auth-failed': "the operator does not accept the token. Check the store's password (pharmex token STORE).",
      forbidden: 'the store has no rights for this (HTTP 403). Contact the operator.',
      'validation-failed': 'the operator found errors in the data.',
      'bad-request': 'the operator refused the request (HTTP 400).',
      'rate-limited': 'the operator asks to wait: too many requests or the upload limit (HTTP 429).',
      'server-error': "an error on the operator's side (HTTP 5xx). Try again later; if it persists, tell the operator.",
      network:
        "the operator's server cannot be reached. Check the internet connection, the server address and the proxy.",
      timeout: "the operator's server did not answer in time. Try again later.",
      'bad-response': 'the server did not answer as the protocol says. Check the server address (--base-url).',
      'outcome-unknown': 'it is not known whether the operator received the request.',
      'guard-rail': 'the upload was stopped by a pre-send check.',
      'file-invalid': 'the file cannot be used.',
      'invalid-field': 'some fields are not valid.',
    } as Record<string, string>,
    field: (p) => `  ${p.field}: ${p.issue}`,
    internalHint: (p) => `This looks like a bug: error ${p.id}, details in the log ${p.log}`,
  },
  preflight: {
    title: (p) => `Check against the operator's dictionaries (store "${p.name}"):`,
    none: '  nothing found',
    counts: (p) => `  errors: ${p.error}, warnings: ${p.warning}, notes: ${p.info} (rows in the file: ${p.rows})`,
    rejection:
      '  The operator will most likely reject this package after processing (status 3): fix the errors before sending.',
    skipped: (p) => `  Not checked (${p.dictionary}): ${p.reason}.${p.sync}`,
    dictionaries: { goods: 'goods dictionary', goods_links: "the store's product links" },
    reasons: {
      'never-synced': 'never downloaded',
      incomplete: 'the download did not finish',
      stale: 'out of date',
    },
    age: (p) => ` (downloaded ${p.days} days ago, ${p.max} allowed)`,
    syncNow: ' Download the dictionaries: pharmex dict sync',
    syncLater: (p) =>
      ` The operator asks for it at most once a day: next download after ${p.at} (or dict sync --force).`,
    severity: { error: 'ERROR', warning: 'warning', info: 'note' },
    line: (p) => `  ${p.severity}  ${p.where}: ${p.text}`,
    where: (p) =>
      [
        p.row ? `row ${p.row}` : 'whole package',
        p.prtId ? `batch ${p.prtId}` : '',
        p.field ? `field ${p.field}` : '',
        p.product,
      ]
        .filter(Boolean)
        .join(', '),
    product: (p) => `nnt ${p.nnt}`,
    more: (p) => `  … and ${p.n} more. Show more: --limit ${p.next}`,
    skippedFlag: 'The dictionary check was skipped (--no-preflight).',
    failed: 'The operator will reject the file: fix the errors in the pharmacy system and export the file again.',
    codes: {
      'unknown-nnt': (f) =>
        `nnt ${f.nnt} is not in the operator's goods dictionary; check the product link on the operator's portal`,
      'unknown-share-exceeded': (f) =>
        `${f.unknownRows} of ${f.rows} rows (${f.sharePercent}%) have an nnt unknown to the operator, more than the ${f.allowedPercent}% allowed: the operator will reject the package`,
      'nnt-not-actual': (f) =>
        `nnt ${f.nnt} is no longer current in the dictionary; relink the product to its current code`,
      'gnvls-missing': () =>
        'the product is price-regulated (ЖНВЛП) but gnvls is not true; the operator requires gnvls: true',
      'gnvls-not-regulated': () => 'gnvls is true but the dictionary says the product is not price-regulated',
      'gnvls-max-missing': () => 'the product is price-regulated but the maximum price prcGnvlsMax is missing',
      'retail-above-gnvls-max': (f) => `the retail price ${f.prcRet} is above the maximum ${f.prcGnvlsMax}`,
      'gnvls-max-not-regulated': (f) =>
        `a maximum price ${f.prcGnvlsMax} is given, but the product is not price-regulated`,
      'nds-differs': (f) =>
        `VAT ${f.sentNds}% differs from the dictionary's ${f.dictionaryVat}%; the operator computes with ${f.dictionaryVat}%`,
      'retail-zero': () => 'the retail price is 0; the row will appear on the dispersion page',
      'retail-below-purchase': (f) => `the retail price ${f.prcRet} is below the purchase price ${f.prcOptNds}`,
      'retail-below-half-purchase': (f) =>
        `the retail price ${f.prcRet} is below half of the purchase price ${f.prcOptNds}; the row will appear on the dispersion page (often a wrong product link)`,
      'sku-linked-elsewhere': (f) =>
        `the pharmacy code "${f.sku}" is linked to nnt ${f.linkedNnt}, not to ${f.sentNnt}`,
      'nnt-not-linked': (f) => `the store has no link to nnt ${f.nnt}`,
      expired: (f) => `expired ${f.daysAgo} days ago with mark tag = 0; mark the batch or remove it from stock`,
      'near-expiry': (f) => `expires in ${f.daysLeft} days with mark tag = 0; set 1 (near-expiry)?`,
    },
  },
};
