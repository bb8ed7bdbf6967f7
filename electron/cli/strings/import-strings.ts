import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex convert` and `pharmex changes`: CSV/Excel import and the changes package. */
export const importStrings = defineCliStrings(
  {
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
        p.column
          ? `столбец ${p.column}${p.header ? ` «${p.header}»` : ''}`
          : p.unmapped
            ? 'столбец не сопоставлен'
            : '',
      ]
        .filter(Boolean)
        .join(', ')) as P<{
      sheet: string | null;
      row: number | null;
      column: string | null;
      header: string | null;
      unmapped: boolean;
    }>,
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
      'not-a-vat-rate': 'не ставка НДС (ожидается 0, 5, 7, 10 или 22, для старых партий 20, или «без НДС»)',
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
      'nnt-looks-like-barcodes':
        'в столбце, выбранном для кода nnt, штрихкоды, а не коды товаров оператора — укажите в сопоставлении столбец с кодами nnt',
      'nnt-looks-like-prices':
        'в столбце, выбранном для кода nnt, цены, а не коды товаров оператора — укажите в сопоставлении столбец с кодами nnt',
    } as Record<string, string>,
    fieldValue: ((p) => `${p.field ? `${p.field}: ` : ''}${p.text}${p.value ? `; в файле: ${p.value}` : ''}`) as P<{
      field: string | null;
      text: string;
      value: string | null;
    }>,
    written: ((p) => `Пакет записан: ${p.path} (записей — ${p.rows}).`) as P<{ path: string; rows: number }>,
    mappingWritten: ((p) => `Сопоставление записано: ${p.path}`) as P<{ path: string }>,
    failed: 'В файле есть ошибки — исправьте файл или сопоставление (пакет записан для просмотра).',
    // A finding code with no text of its own (core's English message is never printed in its place).
    unknownCode: ((p) => `неизвестная проверка с кодом ${p.code}`) as P<{ code: string }>,
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
  {
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
        p.column ? `column ${p.column}${p.header ? ` "${p.header}"` : ''}` : p.unmapped ? 'column not mapped' : '',
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
      'not-a-vat-rate': 'not a VAT rate (expected 0, 5, 7, 10 or 22, 20 for older batches, or "без НДС")',
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
      'nnt-looks-like-barcodes':
        'the column chosen for nnt holds barcodes, not the operator’s product codes — map the column of nnt codes',
      'nnt-looks-like-prices':
        'the column chosen for nnt holds prices, not the operator’s product codes — map the column of nnt codes',
    } as Record<string, string>,
    fieldValue: (p) => `${p.field ? `${p.field}: ` : ''}${p.text}${p.value ? `; in the file: ${p.value}` : ''}`,
    written: (p) => `Package written: ${p.path} (records: ${p.rows}).`,
    mappingWritten: (p) => `Mapping written: ${p.path}`,
    failed: 'The file has errors — fix the file or the mapping (the package was written for review).',
    unknownCode: (p) => `a finding with code ${p.code}`,
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
);
