// Reads an .xlsx workbook: what the archive declares is checked first, what its worksheets
// unpack to (readers/zip-sizes.ts) while the workbook part and the shared strings are read, then
// the chosen sheet is streamed row by row through a purpose-built scanner
// (readers/xlsx-sheet-rows.ts) — exceljs, which read it before, held the whole workbook model
// (≈ 850 MB and 25 × JSON.parse for 100,000 rows, docs/performance.md). exceljs still writes exports.
import type { FindingList } from './import-findings';
import { ReaderLimitError } from './reader-limits';
import { mergeRange } from './readers/xlsx-merges';
import { scanSheetRows, type SheetContext } from './readers/xlsx-sheet-rows';
import { readSharedStrings, readWorkbookInfo, type WorkbookInfo, type WorkbookSheet } from './readers/xlsx-workbook';
import { openZip, type ZipArchive } from './readers/zip-parts';
import { checkDeclaredSizes, checkSheetParts } from './readers/zip-sizes';
import { HEADER_SEARCH_ROWS, TableBuilder, detectHeaderRow, type RowSink, type SourceRow } from './source-table';

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

export interface XlsxInfo {
  sheets: string[];
  sheet: string | null;
}

const matches = (want: number | string | undefined, index: number, name: string) =>
  want === undefined ? index === 1 : typeof want === 'number' ? index === want : name === want;

/** What a workbook reader is asked: the sheet (1-based number or name), where rows and findings go, the bounds. */
export interface SheetRequest {
  want: number | string | undefined;
  findings: FindingList;
  onRow: RowSink;
  headerRow: number | undefined;
  rowLimit: number;
}

/**
 * The sheet to read when none was named: the first whose top rows hold a header of known
 * words (a workbook often opens with a summary or a title sheet), else the first. Only the top
 * rows of each sheet are scanned.
 */
async function headerSheet(zip: ZipArchive, book: WorkbookInfo, context: (s: WorkbookSheet) => SheetContext) {
  for (const [i, sheet] of book.sheets.entries()) {
    const rows: SourceRow[] = [];
    await scanSheetRows(zip, sheet.part, context(sheet), (row, cells) => {
      if (row > HEADER_SEARCH_ROWS) return false;
      rows.push({ row, cells });
    });
    if (detectHeaderRow(rows).known >= 2) return i + 1;
  }
  return 1;
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
    const zip = openZip(bytes);
    checkDeclaredSizes(zip.entries);
    // The worksheets' size check inflates on zlib's threads while this one reads the shared strings.
    const [checked, read] = await Promise.allSettled([
      checkSheetParts(zip.bytes, zip.entries),
      readWorkbookInfo(zip).then(async (book) => [book, await readSharedStrings(zip)] as const),
    ]);
    if (checked.status === 'rejected') throw checked.reason;
    const { sheetRows, merges } = checked.value;
    // Every sheet longer than an import may be: refused before a row is read, not at row 500,001.
    const fewest = Math.min(...sheetRows);
    if (sheetRows.length > 0 && fewest > rowLimit + HEADER_SEARCH_ROWS)
      throw new ReaderLimitError(
        'too-many-rows',
        `The workbook's sheets have ${fewest} rows or more: one import takes at most ${rowLimit}. Split the list, or export only batches in stock.`,
        { value: String(fewest) },
      );
    if (read.status === 'rejected') throw read.reason;
    const [book, strings] = read.value;
    const context = (s: WorkbookSheet): SheetContext => ({
      ...book,
      strings,
      sheet: s.name,
      merges: (merges.get(s.part) ?? []).map(mergeRange).filter((m) => m !== null),
    });
    sheets.push(...book.sheets.map((s) => s.name));
    const chosen = want ?? (await headerSheet(zip, book, context));
    const index = book.sheets.findIndex((s, i) => matches(chosen, i + 1, s.name));
    const found = book.sheets[index];
    if (found !== undefined) {
      sheet = found.name;
      const builder = new TableBuilder(found.name, findings, onRow, headerRow);
      table = builder;
      if (!(await scanSheetRows(zip, found.part, context(found), (r, cells) => builder.push(r, cells))))
        throw new Error('the sheet is cut');
      builder.finish();
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
