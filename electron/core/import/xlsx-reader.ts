// Reads an .xlsx workbook with exceljs: small files whole (merged cells take their master's
// value), large ones through the streaming reader so memory stays bounded.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FindingList } from './import-findings';
import { HEADER_SEARCH_ROWS, TableBuilder, detectHeaderRow, type RowSink, type SourceRow } from './source-table';
import type { CellValue } from './value-convert';

/** Workbooks above this size are streamed (merged cells then keep only their top-left value). */
export const XLSX_STREAM_FROM_BYTES = 8 * 1024 * 1024;

export type WorkbookKind = 'zip' | 'cfb' | 'other';

/** ZIP (.xlsx), CFB (binary .xls or an encrypted .xlsx) or anything else, by the first bytes. */
export function workbookKind(bytes: Uint8Array): WorkbookKind {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  const cfb = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (cfb.every((b, i) => bytes[i] === b)) return 'cfb';
  return 'other';
}

/** A CFB container holding "EncryptionInfo" is a password-protected .xlsx; otherwise a binary .xls. */
export function describeCfb(bytes: Uint8Array, findings: FindingList): void {
  const marker = Buffer.from('EncryptionInfo', 'utf16le');
  const encrypted = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(marker) >= 0;
  findings.add(
    encrypted
      ? {
          severity: 'error',
          code: 'encrypted-workbook',
          message:
            'The workbook is protected by a password: open it in Excel, remove the password, save and try again.',
        }
      : {
          severity: 'error',
          code: 'binary-xls',
          message: 'This is an old binary Excel file (.xls): open it in Excel and save it as .xlsx or as CSV.',
        },
  );
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
    for (let r = 1; r <= Math.min(ws.rowCount, HEADER_SEARCH_ROWS); r++) {
      const row = ws.getRow(r);
      const cells: CellValue[] = [];
      for (let c = 1; c <= ws.columnCount; c++) cells.push(cellValue(row.getCell(c).value));
      rows.push({ row: r, cells });
    }
    return detectHeaderRow(rows).known >= 2;
  });
  return found < 0 ? 1 : found + 1;
}

/** Reads the chosen sheet (1-based number or name; default the first with a header of known words) into a table builder. */
export async function readXlsx(
  bytes: Uint8Array,
  want: number | string | undefined,
  findings: FindingList,
  onRow: RowSink,
  headerRow?: number,
): Promise<{ info: XlsxInfo; table: TableBuilder | null }> {
  const sheets: string[] = [];
  let table: TableBuilder | null = null;
  let sheet: string | null = null;
  try {
    if (bytes.byteLength < XLSX_STREAM_FROM_BYTES) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
      const chosen = want ?? headerSheet(wb.worksheets);
      wb.worksheets.forEach((ws, i) => {
        sheets.push(ws.name);
        if (!matches(chosen, i + 1, ws.name)) return;
        sheet = ws.name;
        table = new TableBuilder(ws.name, findings, onRow, headerRow);
        const width = ws.columnCount;
        for (let r = 1; r <= ws.rowCount; r++) {
          const row = ws.getRow(r);
          const cells: CellValue[] = [];
          for (let c = 1; c <= width; c++) cells.push(cellValue(row.getCell(c).value));
          table.push(r, cells);
        }
        table.finish();
      });
    } else {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
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
          const values = row.values as unknown[];
          table!.push(row.number, values.slice(1).map(cellValue));
        }
        if (chosen) table!.finish();
      }
    }
  } catch {
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
