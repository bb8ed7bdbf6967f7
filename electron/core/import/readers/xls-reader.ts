// Reads a binary Excel workbook (.xls: BIFF5/BIFF8 records in a compound file) by its cell
// records, straight into rows: the workbook stream is copied out of its sectors (cfb-chains.ts,
// which also refuses a chain that loops), the globals give the sheets, shared strings and date
// formats (biff-book.ts), and only the chosen sheet's cells are kept. SheetJS, which read it
// before, builds the whole workbook: 19–23 × JSON.parse and 842 MB peak for 65,533 rows, with
// none of its options (dense, no styles/formats/text/stubs, sheetRows) below ≈ 500 MB for itself.
// The values are SheetJS's (readers/xls-equality.test.ts reads the same files with both).
import type { CellValue } from '../value-convert';
import { ReaderLimitError, checkRowWidth, readerLimits } from '../reader-limits';
import { HEADER_SEARCH_ROWS, TableBuilder, detectHeaderRow, type SourceRow } from '../source-table';
import type { SheetRequest, XlsxInfo } from '../xlsx-reader';
import { readBiffBook, readBiffSheet, rowsAscending, type BiffBook, type BiffSheet } from './biff-book';
import { cfbChainFault, cfbStream } from './cfb-chains';

/**
 * Hands each row below `rowCap` that holds a cell to `emit`, in row order: its 0-based number and
 * a sparse array of its cells (holes: blank). Rows stored in order (Excel's way) go as they are
 * read, so that none is kept; a sheet whose rows are stored out of order is gathered first.
 */
export function eachSheetRow(
  book: BiffBook,
  sheet: BiffSheet,
  rowCap: number,
  emit: (row: number, cells: CellValue[]) => void,
): void {
  if (!rowsAscending(book, sheet)) {
    const rows: CellValue[][] = [];
    readBiffSheet(book, sheet, (r, c, value) => {
      if (r < rowCap) (rows[r] ??= [])[c] = value;
    });
    rows.forEach((cells, r) => emit(r, cells));
    return;
  }
  let current = -1;
  let cells: CellValue[] = [];
  readBiffSheet(book, sheet, (r, c, value) => {
    if (r >= rowCap) return;
    if (r !== current) {
      if (current >= 0) emit(current, cells);
      current = r;
      cells = [];
    }
    cells[c] = value;
  });
  if (current >= 0) emit(current, cells);
}

/** A stored row as the table takes it: its width checked before its blanks are filled with null. */
function rowCells(row: CellValue[], r: number, sheet: string): CellValue[] {
  checkRowWidth(row.length, r, sheet);
  for (let i = 0; i < row.length; i++) row[i] ??= null;
  return row;
}

/** The first sheet whose top rows hold a header of known words, else the first (1-based). */
function headerSheet(book: BiffBook): number {
  const found = book.sheets.findIndex((sheet) => {
    const rows: SourceRow[] = [];
    eachSheetRow(book, sheet, HEADER_SEARCH_ROWS, (r, cells) =>
      rows.push({ row: r + 1, cells: rowCells(cells, r + 1, sheet.name) }),
    );
    return detectHeaderRow(rows).known >= 2;
  });
  return found < 0 ? 1 : found + 1;
}

/** The finding of a file that is no readable .xls. The parser's own words (English, internal) are not shown. */
function addDamaged(findings: SheetRequest['findings']): void {
  findings.add({
    severity: 'error',
    code: 'damaged-workbook',
    message:
      'The Excel file (.xls) cannot be read: it is cut or damaged, or it is another file named .xls. Open it in Excel, save it again (as .xlsx or CSV) and import that.',
  });
}

/** The workbook's globals, or null when the file is no readable workbook (said in `findings`). */
function openBook(bytes: Uint8Array, findings: SheetRequest['findings']): BiffBook | null {
  try {
    const fault = cfbChainFault(bytes);
    if (fault !== null) throw new Error(fault);
    const workbook = cfbStream(bytes, ['Workbook']);
    const stream = workbook ?? cfbStream(bytes, ['Book']);
    if (stream === null) throw new Error('no workbook stream');
    const book = readBiffBook(stream, workbook === null);
    if (!book.encrypted) return book;
    findings.add({
      severity: 'error',
      code: 'encrypted-workbook',
      message:
        'The Excel file (.xls) is protected by a password: open it in Excel, remove the password, save it and import it again.',
    });
    return null;
  } catch (e) {
    if (e instanceof ReaderLimitError) throw e;
    addDamaged(findings);
    return null;
  }
}

/** Reads the chosen sheet of a binary .xls (1-based number or name) into a table builder. */
export function readXls(
  bytes: Uint8Array,
  { want, findings, onRow, headerRow, rowLimit }: SheetRequest,
): { info: XlsxInfo; table: TableBuilder | null } {
  if (bytes.byteLength > readerLimits.binaryFileBytes)
    throw new ReaderLimitError(
      'file-too-large',
      `The .xls file is ${Math.round(bytes.byteLength / 1024 / 1024)} MB; an .xls stock list may be at most ${readerLimits.binaryFileBytes / 1024 / 1024} MB. Save it as CSV and import that.`,
    );
  const book = openBook(bytes, findings);
  if (book === null) return { info: { sheets: [], sheet: null }, table: null };
  const sheets = book.sheets.map((s) => s.name);
  let index: number;
  try {
    const chosen = want ?? headerSheet(book);
    index = typeof chosen === 'number' ? chosen - 1 : sheets.indexOf(chosen);
  } catch (e) {
    if (e instanceof ReaderLimitError) throw e;
    addDamaged(findings);
    return { info: { sheets, sheet: null }, table: null };
  }
  const name = sheets[index];
  if (name === undefined) {
    findings.add({
      severity: 'error',
      code: sheets.length === 0 ? 'not-a-workbook' : 'no-sheet',
      value: String(want),
      message:
        sheets.length === 0
          ? 'The file has no worksheets: it is not an Excel workbook.'
          : `The workbook has no sheet "${String(want)}"; its sheets: ${sheets.join(', ')}.`,
    });
    return { info: { sheets, sheet: null }, table: null };
  }
  const table = new TableBuilder(name, findings, onRow, headerRow);
  try {
    // A row past the limit is never kept: the converter reports `too-many-rows` at limit + 1.
    eachSheetRow(book, book.sheets[index]!, rowLimit + HEADER_SEARCH_ROWS + 2, (r, cells) =>
      table.push(r + 1, rowCells(cells, r + 1, name)),
    );
  } catch (e) {
    if (e instanceof ReaderLimitError) throw e;
    // Rows already handed on are not taken back: the finding stops the import as a whole.
    addDamaged(findings);
    return { info: { sheets, sheet: name }, table: null };
  }
  table.finish();
  return { info: { sheets, sheet: name }, table };
}
