// Reads a binary Excel workbook (.xls, BIFF in a compound file) with SheetJS (the @e965/xlsx
// republish of 0.20.3, maintained, with no dependencies). The format holds at most 65,536 rows
// × 256 columns, so the book is read whole, from a file of bounded size, into dense rows that
// are walked by their real cells. A loop in the compound file's sector chains is found before
// SheetJS runs (cfb-chains.ts: one of SheetJS's chain walks would spin until the heap gives out);
// other damage (a cut file) is SheetJS's exception. Both are a finding; the worker's time and heap
// bounds stand behind them.
import * as XLSX from '@e965/xlsx';
import { cfbChainFault } from './cfb-chains';
import { ReaderLimitError, checkRowWidth, readerLimits } from '../reader-limits';
import { HEADER_SEARCH_ROWS, TableBuilder, detectHeaderRow, type SourceRow } from '../source-table';
import type { CellValue } from '../value-convert';
import type { SheetRequest, XlsxInfo } from '../xlsx-reader';

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

type DenseSheet = XLSX.WorkSheet & { '!data'?: (XLSX.CellObject[] | undefined)[] };

/** A cell as the import sees it: dates as UTC wall-clock Dates (as exceljs gives them), errors as empty. */
function xlsCell(cell: XLSX.CellObject | undefined): CellValue {
  if (cell === undefined || cell.t === 'e' || cell.t === 'z' || cell.v === undefined) return null;
  if (cell.t === 'n' && typeof cell.v === 'number' && cell.z !== undefined && XLSX.SSF.is_date(cell.z))
    return new Date(Math.round(EXCEL_EPOCH_MS + cell.v * DAY_MS));
  return cell.v instanceof Date || typeof cell.v !== 'object' ? cell.v : String(cell.v);
}

function rowCells(row: XLSX.CellObject[] | undefined, r: number, sheet: string): CellValue[] {
  if (row === undefined) return [];
  checkRowWidth(row.length, r, sheet);
  const cells = new Array<CellValue>(row.length).fill(null);
  row.forEach((c, i) => (cells[i] = xlsCell(c)));
  return cells;
}

const rowsOf = (ws: DenseSheet) => ws['!data'] ?? [];

/** The first sheet whose top rows hold a header of known words, else the first. */
function headerSheet(wb: XLSX.WorkBook): number {
  const found = wb.SheetNames.findIndex((name) => {
    const rows: SourceRow[] = rowsOf(wb.Sheets[name] as DenseSheet)
      .slice(0, HEADER_SEARCH_ROWS)
      .map((row, i) => ({ row: i + 1, cells: rowCells(row, i + 1, name) }));
    return detectHeaderRow(rows).known >= 2;
  });
  return found < 0 ? 1 : found + 1;
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
  let wb: XLSX.WorkBook;
  const fault = cfbChainFault(bytes);
  try {
    if (fault !== null) throw new Error(fault);
    wb = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      // A row past the limit is never built: the converter reports `too-many-rows` at limit + 1.
      sheetRows: rowLimit + HEADER_SEARCH_ROWS + 2,
      // Memory (#25.4): no formulas, HTML, formatted text, styles or stub cells are kept, and a
      // named sheet is the only one parsed (SheetJS numbers sheets from 0).
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      cellNF: false,
      sheetStubs: false,
      ...(want === undefined ? {} : { sheets: typeof want === 'number' ? want - 1 : want }),
    });
  } catch {
    // SheetJS's own words (English, internal) are not shown: the finding says what to do.
    findings.add({
      severity: 'error',
      code: 'damaged-workbook',
      message:
        'The Excel file (.xls) cannot be read: it is cut or damaged, or it is another file named .xls. Open it in Excel, save it again (as .xlsx or CSV) and import that.',
    });
    return { info: { sheets: [], sheet: null }, table: null };
  }
  const sheets = wb.SheetNames;
  const chosen = want ?? headerSheet(wb);
  const index = typeof chosen === 'number' ? chosen - 1 : sheets.indexOf(chosen);
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
  rowsOf(wb.Sheets[name] as DenseSheet).forEach((row, i) => table.push(i + 1, rowCells(row, i + 1, name)));
  table.finish();
  return { info: { sheets, sheet: name }, table };
}
