import { defineStrings } from '@renderer/i18n/define-strings';

/** Strings of the "Импорт CSV и Excel" screen (i18n key prefix `import.`). */
export const importStrings = defineStrings(
  {
    nav: 'Импорт CSV и Excel',
    intro:
      'Учётные программы чаще выгружают остатки в CSV или Excel, чем в формате оператора. Здесь файл превращается в пакет оператора: вы видите, как прочитан файл и какой столбец чем станет, и отправляете пакет так же, как в разделе «Загрузка остатков».',
    noStore: 'Выберите аптеку слева.',
    tabs: { mapping: 'Файл CSV или Excel', changes: 'Пакет изменений', confirmations: 'Подтверждённые коды' },
    pick: {
      title: 'Файл с остатками',
      hint: 'CSV (разделитель «;», «,» или табуляция; UTF-8, UTF-16 или Windows-1251), книга Excel .xlsx или .xls, таблица DBF (CP866 или Windows-1251).',
      button: 'Выбрать файл…',
      another: 'Выбрать другой файл…',
      reading: 'Читаем файл…',
      chosen: 'Файл: {{name}}',
    },
    settings: {
      title: 'Как прочитан файл',
      encoding: 'Кодировка',
      delimiter: 'Разделитель',
      sheet: 'Лист',
      headerRow: 'Строка заголовков',
      auto: 'Определить автоматически',
      detected: 'Определено: {{value}}',
      guessed: 'Определено по содержимому: {{value}}. Если буквы в предпросмотре искажены, выберите кодировку.',
      rows: 'Строк с данными: {{count}}',
      droppedTotals: 'Строки «Итого» пропущены: {{count}}',
      semicolon: 'точка с запятой ( ; )',
      comma: 'запятая ( , )',
      tab: 'табуляция',
      headerRowValue: 'строка {{row}}',
    },
    columns: {
      title: 'Сопоставление столбцов',
      hint: 'Каждому столбцу файла — поле пакета. Заполнено по заголовкам; исправьте, где приложение ошиблось.',
      fileColumn: 'Столбец файла',
      target: 'Поле пакета',
      conversion: 'Как преобразуется',
      none: '— не загружать —',
      barcode: 'штрихкод (не отправляется)',
      name: 'наименование (не отправляется)',
      targetLabel: 'Поле пакета для столбца «{{header}}»',
      missingRequired: 'Не выбран столбец для обязательных полей: {{fields}}.',
    },
    conversions: {
      text: 'текст как есть, пробелы по краям убраны',
      integer: 'целое число (1 234 → 1234)',
      number: 'число: десятичная запятая, пробелы между разрядами (1 234,50 → 1234.5)',
      flag: 'да/нет, 1/0, + → true/false',
      date: 'дата дд.мм.гггг [чч:мм] или дата Excel → время по Москве',
      vat: 'ставка 0, 5, 7, 10, 22 (20 — старые партии); «без НДС» → 0',
    },
    preview: {
      title: 'Первые строки — как они будут отправлены',
      sourceRow: 'Строка файла',
      empty: 'В файле нет строк с данными.',
      cellProblem: 'Ошибка в ячейке: {{problem}}',
    },
    findings: {
      title: 'Что не так в файле',
      none: 'Ошибок в файле не найдено.',
      summary_one: 'Найдена {{count}} ошибка; предупреждений: {{warnings}}.',
      summary_few: 'Найдено {{count}} ошибки; предупреждений: {{warnings}}.',
      summary_many: 'Найдено {{count}} ошибок; предупреждений: {{warnings}}.',
      summary_other: 'Найдено {{count}} ошибки; предупреждений: {{warnings}}.',
      shown: 'Показаны первые {{shown}}.',
      where: 'Где',
      problem: 'Что не так',
      error: 'Ошибка',
      warning: 'Предупреждение',
      sheet: 'лист «{{sheet}}»',
      row: 'строка {{row}}',
      column: 'столбец {{letter}} «{{header}}»',
      columnLetter: 'столбец {{letter}}',
      notMapped: 'столбец не сопоставлен',
      unknownCode: 'неизвестная проверка с кодом {{code}}',
      file: 'весь файл',
      codes: {
        'empty-file': 'Файл пуст.',
        'unknown-encoding': 'Не удалось определить кодировку: выберите её в «Как прочитан файл».',
        'binary-file': 'Это не текст: файл не CSV, не книга Excel (.xlsx, .xls) и не таблица DBF.',
        'encrypted-workbook': 'Книга защищена паролем: снимите защиту в Excel и сохраните заново.',
        'not-a-workbook': 'Архив ZIP, но не книга Excel.',
        'no-sheet': 'В книге нет такого листа: выберите лист.',
        'no-header-row': 'Не найдена строка заголовков: укажите её номер.',
        'duplicate-header': 'Заголовок «{{header}}» повторяется: второй столбец назван с номером.',
        'ragged-row': 'Лишние ячейки в строке: разделитель внутри значения или сдвинутая строка.',
        'short-row': 'В строке меньше ячеек, чем в заголовке.',
        'unmapped-required': 'Для поля «{{field}}» не выбран столбец — выберите его в сопоставлении.',
        'unknown-mapping-column':
          'Сопоставление берёт поле «{{field}}» из столбца «{{header}}», но такого столбца нет.',
        'missing-value': 'Пусто, а поле «{{field}}» обязательно.',
        'not-a-number': '«{{value}}» — не число (ожидается, например, 1 234,50).',
        'not-a-whole-number': '«{{value}}» — не целое число.',
        'not-a-flag': '«{{value}}» — не «да/нет» (ожидается да/нет, 1/0, +).',
        'not-a-date': '«{{value}}» — не дата (ожидается дд.мм.гггг или дата Excel).',
        'not-a-vat-rate':
          '«{{value}}» — не ставка НДС: ожидается 0, 5, 7, 10 или 22 (для старых партий 20) или «без НДС». Ставку товара знает справочник товаров.',
        'negative-value': '«{{value}}» — отрицательное значение, а поле «{{field}}» не может быть меньше нуля.',
        'too-many-rows':
          'В списке больше 500 000 строк: за один раз загружается не больше 500 000, иначе пакет не поместится в одну выгрузку. Разделите список или выгрузите только партии в наличии.',
        'damaged-workbook':
          'Файл Excel (.xls) не читается: он обрезан или повреждён, или это другой файл с именем .xls. Откройте его в Excel, сохраните заново и загрузите снова.',
        'damaged-dbf':
          'Таблица DBF повреждена: заголовок не сходится с размером файла (файл обрезан или число записей в заголовке неверно). Выгрузите таблицу из учётной программы заново.',
        'file-too-large':
          'Файл больше 256 МБ — для .xls и DBF это слишком много. Сохраните список как CSV и загрузите его.',
        'line-too-long':
          'Строка длиннее 1 МБ без перевода строки: это не список остатков или в нём потеряны переводы строк. Выгрузите список заново.',
        'unclosed-quote':
          'Кавычка (") в этой строке не закрыта на протяжении 1 МБ: весь остаток файла стал бы одной ячейкой. Закройте или удалите кавычку и загрузите снова.',
        'too-many-columns':
          'В строке больше 1000 ячеек — столько столбцов в списке остатков не бывает. Удалите лишние или пустые столбцы (или случайное значение далеко справа) и загрузите снова.',
        'too-many-cells':
          'В таблице больше 20 000 000 ячеек (строки × столбцы). Удалите лишние столбцы или разделите список.',
        'cell-too-long':
          'В ячейке больше 32 767 знаков: файл повреждён или это не список остатков. Проверьте эту ячейку.',
        'workbook-unpacks-too-large':
          'Книга распаковывается больше чем в 1 ГБ: она повреждена или собрана, чтобы исчерпать память. Выгрузите список из учётной программы заново.',
        'read-timeout':
          'Чтение файла заняло слишком много времени и остановлено: файл повреждён или намного больше списка остатков. Выгрузите список заново или разделите его.',
        'read-out-of-memory':
          'Для чтения файла не хватило отведённой памяти, чтение остановлено: файл повреждён или слишком велик. Выгрузите список заново или разделите его.',
        'reader-failed':
          'Файл не удалось прочитать: он повреждён или такого вида приложение не читает. Выгрузите список заново как CSV или XLSX.',
        'package-check': '{{field}}: {{reason}}',
        'nnt-looks-like-barcodes':
          'В столбце «{{header}}», выбранном для кода товара оператора (nnt), штрихкоды (например, {{value}}), а не коды nnt: оператор не узнает товары. Выберите столбец с кодами nnt; штрихкод — отдельное поле.',
        'nnt-looks-like-prices':
          'В столбце «{{header}}», выбранном для кода товара оператора (nnt), цены (например, {{value}}), а не коды nnt. Выберите столбец с кодами nnt.',
      },
    },
    date: {
      label: 'Дата выгрузки в пакете (по Москве)',
      hint: 'Когда учётная программа выгрузила остатки; по умолчанию — сейчас.',
      now: 'Сейчас',
      invalid: 'Укажите дату и время выгрузки.',
      time: 'Время выгрузки (по Москве)',
      datePlaceholder: 'дд.мм.гггг',
      timePlaceholder: 'чч:мм',
    },
    actions: {
      saveMapping: 'Запомнить сопоставление для этой аптеки',
      mappingSaved: 'Сопоставление сохранено — в следующий раз оно будет подставлено само.',
      mappingLoaded: 'Подставлено сопоставление, сохранённое для этой аптеки.',
      prepare: 'Преобразовать и проверить',
      preparing: 'Преобразуем весь файл…',
      saveJson: 'Сохранить пакет как JSON',
      converted: 'Пакет готов к отправке: {{rowsText}}.',
      convertedWithErrors: 'Пакет собран ({{rowsText}}), но к отправке не готов: в нём есть ошибки.',
      fixFirst:
        'В файле есть ошибки (список выше): исправьте файл или сопоставление и преобразуйте снова. Пакет с ошибками не отправляется — иначе значения из ошибочных ячеек пропали бы незаметно.',
    },
    changes: {
      title: 'Пакет изменений из нового списка остатков',
      hint: 'Выберите полный список остатков (JSON, CSV или Excel). Приложение сравнит его с тем, что хранит оператор, и соберёт пакет изменений: новые и изменённые партии, а закончившиеся — с количеством 0.',
      against: 'Сравнить с',
      againstSnapshot: 'остатками, прочитанными у оператора (последняя сверка)',
      againstLastFull: 'последней обработанной полной выгрузкой',
      build: 'Собрать пакет изменений',
      building: 'Сравниваем…',
      baseTakenAt: 'Остатки прочитаны у оператора: {{at}}.',
      stale:
        'После этой сверки оператор принял выгрузку №{{id}} ({{at}}): сравнение может быть неточным. Получите остатки заново в разделе «Остатки на сервере».',
      noChanges: 'Изменений нет: список совпадает с тем, что хранит оператор. Отправлять нечего.',
      counts: {
        added: 'Новых партий',
        changed: 'Изменилось',
        runOut: 'Закончилось (qnt: 0)',
        unchanged: 'Без изменений',
      },
      table: 'Строки пакета изменений',
      kind: 'Что',
      prtId: 'Код партии',
      fields: 'Что изменилось',
      qnt: 'Кол-во',
      price: 'Цена с НДС',
      kinds: { added: 'новая', changed: 'изменена', 'run-out': 'закончилась' },
      errors: {
        'no-snapshot':
          'Остатки этой аптеки у оператора ещё не прочитаны. Откройте раздел «Остатки на сервере», нажмите «Получить с сервера» и вернитесь сюда.',
        'no-processed-full':
          'Оператор ещё не обработал ни одной полной выгрузки этой аптеки — сравнивать не с чем. Сравните с остатками, прочитанными у оператора («Остатки на сервере» → «Получить с сервера»).',
        'file-not-kept':
          'Файл последней обработанной полной выгрузки больше не хранится на этом компьютере (хранятся 30 дней). Сравните с остатками, прочитанными у оператора («Остатки на сервере» → «Получить с сервера»).',
        'kept-file-unreadable':
          'Сохранённый файл последней полной выгрузки не читается как пакет остатков. Сравните с остатками, прочитанными у оператора.',
        'not-a-package':
          'Файл JSON — не пакет остатков (нет списка stocks). Сначала проверьте его на экране «Загрузка остатков».',
        'changes-expired': 'Этот пакет изменений больше не хранится в приложении. Соберите его заново.',
      },
    },
    send: {
      title: 'Отправка оператору',
    },
  },
  {
    nav: 'Import CSV and Excel',
    intro:
      'Pharmacy software exports stock as CSV or Excel more often than in the operator’s format. Here a file becomes an operator package: you see how the file was read and what each column becomes, and send the package just as in “Stock upload”.',
    noStore: 'Choose a store on the left.',
    tabs: { mapping: 'CSV or Excel file', changes: 'Changes package', confirmations: 'Confirmed codes' },
    pick: {
      title: 'Stock file',
      hint: 'CSV (separated by “;”, “,” or tab; UTF-8, UTF-16 or Windows-1251), an Excel .xlsx or .xls workbook, or a DBF table (CP866 or Windows-1251).',
      button: 'Choose a file…',
      another: 'Choose another file…',
      reading: 'Reading the file…',
      chosen: 'File: {{name}}',
    },
    settings: {
      title: 'How the file was read',
      encoding: 'Encoding',
      delimiter: 'Separator',
      sheet: 'Sheet',
      headerRow: 'Header row',
      auto: 'Detect automatically',
      detected: 'Detected: {{value}}',
      guessed: 'Guessed from the content: {{value}}. If letters look garbled in the preview, choose the encoding.',
      rows: 'Data rows: {{count}}',
      droppedTotals: '“Total” rows skipped: {{count}}',
      semicolon: 'semicolon ( ; )',
      comma: 'comma ( , )',
      tab: 'tab',
      headerRowValue: 'row {{row}}',
    },
    columns: {
      title: 'Column mapping',
      hint: 'Each file column becomes a package field. Filled in from the headers; correct it where the app got it wrong.',
      fileColumn: 'File column',
      target: 'Package field',
      conversion: 'Conversion',
      none: '— do not import —',
      barcode: 'barcode (not sent)',
      name: 'name (not sent)',
      targetLabel: 'Package field for the column “{{header}}”',
      missingRequired: 'No column chosen for the required fields: {{fields}}.',
    },
    conversions: {
      text: 'text as is, outer spaces removed',
      integer: 'whole number (1 234 → 1234)',
      number: 'number: decimal comma, spaces between thousands (1 234,50 → 1234.5)',
      flag: 'да/нет, 1/0, + → true/false',
      date: 'date dd.mm.yyyy [hh:mm] or an Excel date → Moscow time',
      vat: 'rate 0, 5, 7, 10, 22 (20 for older batches); “без НДС” → 0',
    },
    preview: {
      title: 'The first rows, exactly as they will be sent',
      sourceRow: 'File row',
      empty: 'The file has no data rows.',
      cellProblem: 'Problem in this cell: {{problem}}',
    },
    findings: {
      title: 'What is wrong in the file',
      none: 'No errors found in the file.',
      summary_one: '{{count}} error found; warnings: {{warnings}}.',
      summary_few: '{{count}} errors found; warnings: {{warnings}}.',
      summary_many: '{{count}} errors found; warnings: {{warnings}}.',
      summary_other: '{{count}} errors found; warnings: {{warnings}}.',
      shown: 'The first {{shown}} are shown.',
      where: 'Where',
      problem: 'Problem',
      error: 'Error',
      warning: 'Warning',
      sheet: 'sheet “{{sheet}}”',
      row: 'row {{row}}',
      column: 'column {{letter}} “{{header}}”',
      columnLetter: 'column {{letter}}',
      notMapped: 'column not mapped',
      unknownCode: 'a finding with code {{code}}',
      file: 'the whole file',
      codes: {
        'empty-file': 'The file is empty.',
        'unknown-encoding': 'The encoding could not be recognised: choose it under “How the file was read”.',
        'binary-file': 'This is not text: the file is neither CSV, an Excel workbook (.xlsx, .xls) nor a DBF table.',
        'encrypted-workbook': 'The workbook is password-protected: remove the protection in Excel and save it again.',
        'not-a-workbook': 'A ZIP archive, but not an Excel workbook.',
        'no-sheet': 'The workbook has no such sheet: choose a sheet.',
        'no-header-row': 'No header row was found: give its number.',
        'duplicate-header': 'The header “{{header}}” repeats: the second column got a number.',
        'ragged-row': 'Extra cells in the row: a separator inside a value, or a shifted row.',
        'short-row': 'The row has fewer cells than the header.',
        'unmapped-required': 'No column is chosen for “{{field}}”: choose it in the mapping.',
        'unknown-mapping-column':
          'The mapping takes “{{field}}” from the column “{{header}}”, which the file does not have.',
        'missing-value': 'Empty, but “{{field}}” is required.',
        'not-a-number': '“{{value}}” is not a number (expected e.g. 1 234,50).',
        'not-a-whole-number': '“{{value}}” is not a whole number.',
        'not-a-flag': '“{{value}}” is not a yes/no value (expected да/нет, 1/0, +).',
        'not-a-date': '“{{value}}” is not a date (expected dd.mm.yyyy or an Excel date).',
        'not-a-vat-rate':
          '“{{value}}” is not a VAT rate: expected 0, 5, 7, 10 or 22 (20 for older batches) or “без НДС”. The goods dictionary knows each product’s rate.',
        'negative-value': '“{{value}}” is negative, and “{{field}}” must not be.',
        'too-many-rows':
          'The list has more than 500,000 rows: one import takes at most 500,000, or the package would not fit in one upload. Split the list, or export only batches in stock.',
        'damaged-workbook':
          'The Excel file (.xls) cannot be read: it is cut or damaged, or another file named .xls. Open it in Excel, save it again and import it again.',
        'damaged-dbf':
          'The DBF table is damaged: its header does not match the file size (the file is cut or its record count is wrong). Export the table again from the pharmacy program.',
        'file-too-large':
          'The file is larger than 256 MB, too much for .xls or DBF. Save the list as CSV and import that.',
        'line-too-long':
          'A line longer than 1 MB without a line break: this is not a stock list, or its line breaks were lost. Export the list again.',
        'unclosed-quote':
          'A quote (") on this line is not closed within 1 MB: the rest of the file would become one cell. Close or delete the quote and import again.',
        'too-many-columns':
          'A row has more than 1,000 cells; no stock list has that many columns. Delete the extra or empty columns (or a stray value far to the right) and import again.',
        'too-many-cells':
          'The table has more than 20,000,000 cells (rows × columns). Delete the extra columns or split the list.',
        'cell-too-long':
          'A cell holds more than 32,767 characters: the file is damaged or not a stock list. Check that cell.',
        'workbook-unpacks-too-large':
          'The workbook unpacks to more than 1 GB: it is damaged or built to exhaust memory. Export the list again from the pharmacy program.',
        'read-timeout':
          'Reading the file took too long and was stopped: the file is damaged or far larger than a stock list. Export the list again, or split it.',
        'read-out-of-memory':
          'Reading the file needed more memory than allowed and was stopped: the file is damaged or too large. Export the list again, or split it.',
        'reader-failed':
          'The file could not be read: it is damaged or of a kind the app does not read. Export the list again as CSV or XLSX.',
        'package-check': '{{field}}: {{reason}}',
        'nnt-looks-like-barcodes':
          'The column “{{header}}” chosen for the operator’s product code (nnt) holds barcodes (e.g. {{value}}), not nnt codes: the operator will not know the goods. Choose the column of nnt codes; a barcode is a field of its own.',
        'nnt-looks-like-prices':
          'The column “{{header}}” chosen for the operator’s product code (nnt) holds prices (e.g. {{value}}), not nnt codes. Choose the column of nnt codes.',
      },
    },
    date: {
      label: 'Export date in the package (Moscow time)',
      hint: 'When the pharmacy software exported the stock; now by default.',
      now: 'Now',
      invalid: 'Enter the export date and time.',
      time: 'Export time (Moscow time)',
      datePlaceholder: 'dd/mm/yyyy',
      timePlaceholder: 'hh:mm',
    },
    actions: {
      saveMapping: 'Remember this mapping for this store',
      mappingSaved: 'Mapping saved: it will be filled in next time.',
      mappingLoaded: 'The mapping saved for this store was filled in.',
      prepare: 'Convert and check',
      preparing: 'Converting the whole file…',
      saveJson: 'Save the package as JSON',
      converted: 'The package is ready to send: {{rowsText}}.',
      convertedWithErrors: 'The package is built ({{rowsText}}) but not ready to send: it has errors.',
      fixFirst:
        'The file has errors (listed above): correct the file or the mapping and convert again. A package with errors is not sent, or the values of the wrong cells would be lost unnoticed.',
    },
    changes: {
      title: 'A changes package from a new stock list',
      hint: 'Choose a full stock list (JSON, CSV or Excel). The app compares it with what the operator holds and builds a changes package: new and changed batches, and the ones that ran out with quantity 0.',
      against: 'Compare with',
      againstSnapshot: 'the stock read back from the operator (last reconciliation)',
      againstLastFull: 'the last processed full upload',
      build: 'Build the changes package',
      building: 'Comparing…',
      baseTakenAt: 'Stock read back from the operator: {{at}}.',
      stale:
        'After this read-back the operator accepted upload #{{id}} ({{at}}): the comparison may be off. Get the stock again under “Stock on the server”.',
      noChanges: 'No changes: the list matches what the operator holds. There is nothing to send.',
      counts: {
        added: 'New batches',
        changed: 'Changed',
        runOut: 'Ran out (qnt: 0)',
        unchanged: 'Unchanged',
      },
      table: 'Rows of the changes package',
      kind: 'What',
      prtId: 'Batch code',
      fields: 'What changed',
      qnt: 'Qty',
      price: 'Price incl. VAT',
      kinds: { added: 'new', changed: 'changed', 'run-out': 'ran out' },
      errors: {
        'no-snapshot':
          'The stock of this store has not been read back from the operator yet. Open “Stock on the server”, press “Get from server” and come back here.',
        'no-processed-full':
          'The operator has not processed any full upload of this store yet, so there is nothing to compare with. Compare with the stock read back from the operator (“Stock on the server” → “Get from server”).',
        'file-not-kept':
          'The file of the last processed full upload is no longer kept on this PC (files are kept for 30 days). Compare with the stock read back from the operator (“Stock on the server” → “Get from server”).',
        'kept-file-unreadable':
          'The kept file of the last full upload cannot be read as a stock package. Compare with the stock read back from the operator.',
        'not-a-package':
          'The JSON file is not a stock package (no stocks list). Check it on the Stock upload screen first.',
        'changes-expired': 'This changes package is no longer held by the app. Build it again.',
      },
    },
    send: {
      title: 'Send to the operator',
    },
  },
);
