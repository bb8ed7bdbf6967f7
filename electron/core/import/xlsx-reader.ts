// Reads an .xlsx workbook with exceljs: small files whole (merged cells take their master's
// value), large ones through the streaming reader so memory stays bounded. What the archive
// unpacks to is checked first (readers/zip-sizes.ts); a row is walked by its real cells only.
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../lazy-libraries';
import type { FindingList } from './import-findings';
import { ReaderLimitError, checkRowWidth } from './reader-limits';
import { checkZipSizes } from './readers/zip-sizes';
import { HEADER_SEARCH_ROWS, TableBuilder, detectHeaderRow, type RowSink, type SourceRow } from './source-table';
import type { CellValue } from './value-convert';

/** Workbooks unpacking to more than this are streamed (merged cells then keep only their top-left value). */
export const XLSX_STREAM_FROM_UNPACKED = 64 * 1024 * 1024;

export type WorkbookKind = 'zip' | 'cfb' | 'other';

/** ZIP (.xlsx), CFB (binary .xls or an encrypted .xlsx) or anything else, by the first bytes. */
export function workbookKind(bytes: Uint8Array): WorkbookKind {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  const cfb = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (cfb.every((b, i) => bytes[i] === b)) return 'cfb';
  return 'other';
}

/** A CFB container holding "EncryptionInfo" is a password-protected .xlsx; otherwise a binary .xls. */
export function isEncryptedCfb(bytes: Uint8Array): boolean {
  const marker = Buffer.from('EncryptionInfo', 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(marker) >= 0;
}

/** A cell's value as the import sees it: formulas by their cached result, rich text as text. */
export function cellValue(v: unknown): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('result' in o || 'formula' in o || 'sharedFormula' in o) return cellValue(o.result);
    if (Array.isArray(o.richText)) return o.richText.map((p: { text?: string }) => p.text ?? '').join('');
    if (typeof o.text === 'string') return o.text;
    if ('error' in o) return null;
  }
  return String(v);
}

/**
 * A row's cells from exceljs's `values` (1-based, sparse): its width checked before anything is
 * walked, so one stray cell in column XFD costs one finding, not 16,384 cells on every row.
 */
function rowCells(values: readonly unknown[], row: number, sheet: string): CellValue[] {
  const width = Math.max(0, values.length - 1);
  checkRowWidth(width, row, sheet);
  const cells = new Array<CellValue>(width).fill(null);
  values.forEach((v, i) => {
    if (i > 0) cells[i - 1] = cellValue(v);
  });
  return cells;
}

export interface XlsxInfo {
  sheets: string[];
  sheet: string | null;
}

const matches = (want: number | string | undefined, index: number, name: string) =>
  want === undefined ? index === 1 : typeof want === 'number' ? index === want : name === want;

/**
 * The sheet to read when none was named: the first whose top rows hold a header of known
 * words (a workbook often opens with a summary or a title sheet), else the first. Only for
 * workbooks read whole; a streamed one is read in one pass, so its first sheet is taken.
 */
function headerSheet(worksheets: readonly ExcelJS.Worksheet[]): number {
  const found = worksheets.findIndex((ws) => {
    const rows: SourceRow[] = [];
    for (let r = 1; r <= Math.min(ws.rowCount, HEADER_SEARCH_ROWS); r++)
      rows.push({ row: r, cells: rowCells(ws.getRow(r).values as unknown[], r, ws.name) });
    return detectHeaderRow(rows).known >= 2;
  });
  return found < 0 ? 1 : found + 1;
}

/** What a workbook reader is asked: the sheet (1-based number or name), where rows and findings go, the bounds. */
export interface SheetRequest {
  want: number | string | undefined;
  findings: FindingList;
  onRow: RowSink;
  headerRow: number | undefined;
  rowLimit: number;
}

/** Reads the chosen sheet (default the first with a header of known words) into a table builder. */
export async function readXlsx(
  bytes: Uint8Array,
  { want, findings, onRow, headerRow, rowLimit }: SheetRequest,
): Promise<{ info: XlsxInfo; table: TableBuilder | null }> {
  const sheets: string[] = [];
  let table: TableBuilder | null = null;
  let sheet: string | null = null;
  try {
    const { declaredTotal, sheetRows } = await checkZipSizes(bytes);
    // Every sheet longer than an import may be: refused before a row is read, not at row 500,001.
    const fewest = Math.min(...sheetRows);
    if (sheetRows.length > 0 && fewest > rowLimit + HEADER_SEARCH_ROWS)
      throw new ReaderLimitError(
        'too-many-rows',
        `The workbook's sheets have ${fewest} rows or more: one import takes at most ${rowLimit}. Split the list, or export only batches in stock.`,
        { value: String(fewest) },
      );
    const excel = await loadExcelJs();
    if (declaredTotal < XLSX_STREAM_FROM_UNPACKED) {
      const wb = new excel.Workbook();
      await wb.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
      const chosen = want ?? headerSheet(wb.worksheets);
      wb.worksheets.forEach((ws, i) => {
        sheets.push(ws.name);
        if (!matches(chosen, i + 1, ws.name)) return;
        sheet = ws.name;
        table = new TableBuilder(ws.name, findings, onRow, headerRow);
        for (let r = 1; r <= ws.rowCount; r++) table.push(r, rowCells(ws.getRow(r).values as unknown[], r, ws.name));
        table.finish();
      });
    } else {
      const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
        worksheets: 'emit',
        sharedStrings: 'cache',
        styles: 'cache',
        hyperlinks: 'ignore',
        entries: 'emit',
      });
      let index = 0;
      for await (const ws of reader) {
        const name = (ws as unknown as { name?: string }).name ?? `#${index + 1}`;
        sheets.push(name);
        index++;
        const chosen = matches(want, index, name);
        if (chosen) {
          sheet = name;
          table = new TableBuilder(name, findings, onRow, headerRow);
        }
        for await (const row of ws as unknown as AsyncIterable<ExcelJS.Row>) {
          if (!chosen) continue;
          table!.push(row.number, rowCells(row.values as unknown[], row.number, name));
        }
        if (chosen) table!.finish();
      }
    }
  } catch (error) {
    if (error instanceof ReaderLimitError) throw error;
    findings.add({
      severity: 'error',
      code: 'not-a-workbook',
      message: 'The file is a ZIP archive but not an Excel workbook (.xlsx), or the workbook is damaged.',
    });
    return { info: { sheets, sheet }, table: null };
  }
  if (sheets.length === 0) {
    findings.add({
      severity: 'error',
      code: 'not-a-workbook',
      message: 'The file has no worksheets: it is not an Excel workbook (.xlsx).',
    });
  } else if (table === null) {
    findings.add({
      severity: 'error',
      code: 'no-sheet',
      value: String(want),
      message: `The workbook has no sheet "${String(want)}"; its sheets: ${sheets.join(', ')}.`,
    });
  }
  return { info: { sheets, sheet }, table };
}
