import { loadExcelJs } from '../lazy-libraries';
import Papa from 'papaparse';
import { defuseCsvCell } from '@shared/csv/defuse-cell';
import { formatMoscowSpreadsheet, moscowWallClockAsUtc, moscowTimeOfDayMs } from '@shared/time/moscow-time';

/**
 * A cell: numbers stay numbers (Excel sorts them), a Date is an instant written as Moscow time
 * (the operator's clock, as the app shows it) that Excel reads as a date, absent values are empty.
 */
export type TableCell = string | number | Date | null;

/** Excel's number format of a date cell: the day alone at Moscow midnight (an expiry), else day and time. */
export const XLSX_DATE_FORMAT = 'dd.mm.yyyy';
export const XLSX_DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';

const csvText = (cell: TableCell): string | number | null =>
  cell instanceof Date ? formatMoscowSpreadsheet(cell) : defuseCsvCell(cell);

/** A column of an exported table: its header and width in characters (XLSX). */
export interface TableColumn {
  header: string;
  width: number;
}

const BOM = '\uFEFF';

/**
 * A table as CSV for Russian Excel: UTF-8 with a BOM (else Excel reads it as Windows-1251),
 * `;` between cells (the Russian list separator), CRLF line ends, cells quoted by papaparse
 * when they hold `;`, quotes or line breaks; a cell Excel would run as a formula is defused.
 */
export function tableToCsv(columns: readonly TableColumn[], rows: readonly TableCell[][]): string {
  const data = rows.map((r) => r.map(csvText));
  return BOM + Papa.unparse([columns.map((c) => c.header), ...data], { delimiter: ';', newline: '\r\n' }) + '\r\n';
}

/** A table as an .xlsx workbook: one sheet, a bold frozen header row, column widths, an autofilter. */
export async function tableToXlsx(
  sheetName: string,
  columns: readonly TableColumn[],
  rows: readonly TableCell[][],
): Promise<Buffer> {
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  workbook.creator = 'Pharmacy Exchange Desk';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  // exceljs never evaluates cells; a value written as a string stays text, so no formula runs.
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((c) => (c instanceof Date ? moscowWallClockAsUtc(c) : c)));
    cells.forEach((c, i) => {
      if (c instanceof Date)
        row.getCell(i + 1).numFmt = moscowTimeOfDayMs(c) === 0 ? XLSX_DATE_FORMAT : XLSX_DATE_TIME_FORMAT;
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An export's bytes as a download, copied out of the Buffer (a small Buffer is a view into Node's shared pool). */
export function downloadOf(fileName: string, format: 'csv' | 'xlsx', body: string | Buffer, rows: number) {
  return {
    fileName,
    mimeType:
      format === 'csv' ? 'text/csv;charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: new Uint8Array(typeof body === 'string' ? Buffer.from(body, 'utf8') : body),
    rows,
  };
}
