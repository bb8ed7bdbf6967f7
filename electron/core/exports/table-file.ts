import { loadExcelJs } from '../lazy-libraries';
import Papa from 'papaparse';
import { defuseCsvCell } from '@shared/csv/defuse-cell';

/** A cell: numbers stay numbers (Excel sorts them), absent values are empty. */
export type TableCell = string | number | null;

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
  const data = rows.map((r) => r.map(defuseCsvCell));
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
  for (const row of rows) sheet.addRow(row);
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
