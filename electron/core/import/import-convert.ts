// A stock list file (CSV, XLSX, XLS or DBF) + a mapping → a stock package, with findings located in the
// source and, per package row, the source row it came from.
import {
  importMappingSchema,
  requiredImportTargets,
  unsentImportTargets,
  type ImportMapping,
  type ImportTargetName,
  type UnsentImportTarget,
} from '@shared/import/import-mapping';
import { nntColumnLooksLike } from '@shared/import/nnt-column-check';
import type { TextEncodingName } from '../files/text-encoding';
import { formatMoscowIso as formatMoscow } from '@shared/time/moscow-time';
import { decodeCsv, detectDelimiter, readCsvText, type CsvDelimiter } from './csv-reader';
import { targetOfHeader } from './header-synonyms';
import { FindingList, columnLetter, type ImportFinding } from './import-findings';
import { createRowConverter, type MappedColumn, type RowConverter } from './row-converter';
import { ReaderLimitError } from './reader-limits';
import { QUOTE_CHECK_BYTES, checkQuotesInBytes, scanLines } from './readers/csv-bounds';
import { looksLikeDbf } from './readers/dbf-sniff';
import { HEADER_SEARCH_ROWS, type RowSink, type TableBuilder, type TableHead } from './source-table';
import { isEncryptedCfb, readXlsx, workbookKind } from './xlsx-reader';

/** How the file was read: detected or as told. */
export interface SourceInfo {
  format: 'csv' | 'xlsx' | 'xls' | 'dbf' | 'json';
  encoding: TextEncodingName | null;
  encodingGuessed: boolean;
  delimiter: CsvDelimiter | null;
  sheets: string[];
  sheet: string | null;
  headerRow: number | null;
  headers: string[];
  dataRows: number;
  droppedTotals: number;
}

/** What is known of a source before it is read: its format, and nothing found yet. */
export function blankSourceInfo(format: SourceInfo['format']): SourceInfo {
  return {
    format,
    encoding: null,
    encodingGuessed: false,
    delimiter: null,
    sheets: [],
    sheet: null,
    headerRow: null,
    headers: [],
    dataRows: 0,
    droppedTotals: 0,
  };
}

/** How many values of the nnt column are looked at for barcodes or prices. */
const NNT_SAMPLE = 200;

/**
 * Warns, before the whole file is converted, when the column mapped to nnt holds barcodes or
 * prices: 13-digit barcodes pass as integers and would go to the operator as product codes.
 */
function warnNntColumn(columns: MappedColumn[], sample: string[], sheet: string | null, findings: FindingList) {
  const column = columns.find((c) => c.target === 'nnt');
  const looks = column ? nntColumnLooksLike(sample) : null;
  if (!column || looks === null) return;
  findings.add({
    severity: 'warning',
    code: looks === 'barcodes' ? 'nnt-looks-like-barcodes' : 'nnt-looks-like-prices',
    sheet,
    column: column.index + 1,
    header: column.header,
    field: 'nnt',
    value: sample.find((v) => v.trim() !== '') ?? null,
    message: `The column "${column.header}" mapped to nnt holds ${looks}, not the operator's product codes: map the column of nnt codes instead.`,
  });
}

/**
 * Where a package field of a row came from: sheet, row, column (1-based) and its letter and header;
 * column, letter and header are null when no column is mapped to the field (never a guessed column).
 */
export interface SourceCell {
  sheet: string | null;
  row: number;
  column: number | null;
  columnLetter: string | null;
  header: string | null;
}

/**
 * The most stock rows one import converts. A package row is ~220 bytes of JSON, so 500,000 rows
 * (~110 MB) stay well inside what one upload may carry (200 MB), and the conversion's memory
 * stays bounded (docs/protocol-notes.md, "Import": a bigger list is refused before it is decoded).
 */
export const MAX_IMPORT_ROWS = 500_000;

export interface ConvertOptions {
  mapping?: ImportMapping;
  /** The package `date` (the export time); default `now`. */
  packageDate?: Date;
  now: Date;
  /** How many converted rows to keep for a preview (default 20). */
  previewRows?: number;
  /** Keep only the first rows (a preview of a big file). */
  maxRows?: number;
  /** Refuse a list with more rows than this (default MAX_IMPORT_ROWS). */
  rowLimit?: number;
  /**
   * Operator codes are found after the conversion (core/codes): a row may come without `nnt`,
   * and the file need not have an nnt column at all; what stays unfound is a finding there.
   */
  codesResolvedLater?: boolean;
}

/** The text of the columns read and never sent (barcode, name), per package row; absent when not mapped. */
export type UnsentCells = Partial<Record<UnsentImportTarget, (string | null)[]>>;

export interface ConvertResult {
  info: SourceInfo;
  /** The mapping actually used (detected settings and suggested columns filled in). */
  mapping: ImportMapping;
  /** The package, ready for the local check and upload. */
  pkg: { date: string; stocks: Record<string, unknown>[] };
  /** The source row of each package row (1-based). */
  sourceRows: Int32Array;
  /** The barcode and name cells of each package row, for finding and suggesting codes. */
  unsent: UnsentCells;
  /** The source column of each mapped field. */
  fieldColumns: Partial<Record<ImportTargetName, { column: number; header: string }>>;
  preview: Record<string, unknown>[];
  findings: ImportFinding[];
  errorCount: number;
  warningCount: number;
}

/** The text of a cell as read (a number cell, as Excel stores a barcode, as its digits); null when empty. */
function cellText(cell: unknown): string | null {
  if (cell === null || cell === undefined) return null;
  const text = typeof cell === 'number' ? (Number.isInteger(cell) ? cell.toFixed(0) : String(cell)) : String(cell);
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The mapped columns never sent, each with the list its cells go to (registered in `unsent`). */
function unsentColumnsOf(columns: readonly MappedColumn[], unsent: UnsentCells) {
  return columns.flatMap((c) => {
    if (!(unsentImportTargets as readonly string[]).includes(c.target)) return [];
    const cells: (string | null)[] = [];
    unsent[c.target as UnsentImportTarget] = cells;
    return [{ index: c.index, cells }];
  });
}

/** The columns a mapping names, resolved against the headers; unknown names become findings. */
function resolveColumns(
  head: TableHead,
  mapping: ImportMapping,
  sheet: string | null,
  findings: FindingList,
): MappedColumn[] {
  const out: MappedColumn[] = [];
  for (const [target, header] of Object.entries(mapping.columns) as [ImportTargetName, string][]) {
    const index = head.headers.indexOf(header);
    if (index < 0) {
      findings.add({
        severity: 'error',
        code: 'unknown-mapping-column',
        sheet,
        row: head.headerRow,
        field: target,
        header,
        message: `The mapping takes ${target} from the column "${header}", but the file has no such column. Columns: ${head.headers.join(', ')}.`,
      });
      continue;
    }
    out.push({ target, index, header });
  }
  return out;
}

/** The mapping suggested by the headers (known Russian and English names; the first column wins). */
export function suggestColumns(headers: readonly string[]): ImportMapping['columns'] {
  const columns: ImportMapping['columns'] = {};
  for (const header of headers) {
    const target = targetOfHeader(header.replace(/ \(\d+\)$/, ''));
    if (target !== undefined && columns[target] === undefined) columns[target] = header;
  }
  return columns;
}

/** Reads and converts a file. Never throws on bad input: what is wrong comes back as findings. */
export async function convertStockFile(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  const given = options.mapping === undefined ? undefined : importMappingSchema.parse(options.mapping);
  const findings = new FindingList();
  const stocks: Record<string, unknown>[] = [];
  const sources: number[] = [];
  let columns: MappedColumn[] | null = null;
  let mapping: ImportMapping = given ?? { version: 1, columns: {} };
  let sheet: string | null = null;
  const limit = options.maxRows ?? Infinity;
  const rowLimit = options.rowLimit ?? MAX_IMPORT_ROWS;
  let refused = false;
  // The read stops at the first bound crossed (reader-limits.ts): the reader is left there.
  const tooManyRows = (row: number | null, about: number | null) =>
    new ReaderLimitError(
      'too-many-rows',
      `The list has more than ${rowLimit} rows${about === null ? '' : ` (about ${about})`}: one import takes at most ${rowLimit}, ` +
        'so that the package stays within what one upload may carry. Split the list, or export only batches in stock.',
      { row, sheet, value: about === null ? null : String(about) },
    );

  const settle = (head: TableHead): MappedColumn[] => {
    sheet = head.sheet;
    // A mapping with no columns (only reading settings) takes the suggested ones.
    const named = given !== undefined && Object.keys(given.columns).length > 0;
    mapping = { ...mapping, columns: named ? given.columns : suggestColumns(head.headers) };
    const resolved = resolveColumns(head, mapping, sheet, findings);
    for (const target of requiredImportTargets) {
      // Without an nnt column the code is found later, on the codes screen, from the pharmacy's code or the barcode.
      const codeFindable = mapping.columns.sku !== undefined || mapping.columns.barcode !== undefined;
      if (target === 'nnt' && (options.codesResolvedLater || codeFindable)) continue;
      if (mapping.columns[target] === undefined)
        findings.add({
          severity: 'error',
          code: 'unmapped-required',
          sheet,
          row: head.headerRow,
          field: target,
          message: `No column is mapped to ${target}, which every row must have: choose its column in the mapping.`,
        });
    }
    return resolved;
  };
  let converter: RowConverter | null = null;
  // The first values of the column mapped to nnt: barcodes or prices there are worth a warning.
  const nntSample: string[] = [];
  const unsent: UnsentCells = {};
  let unsentColumns: { index: number; cells: (string | null)[] }[] = [];
  // Where the row being converted is, for its findings (one object, not one per row).
  const at = { sheet: null as string | null, row: 0 };
  const onRow: RowSink = (cells, row, head) => {
    if (columns === null) {
      columns = settle(head);
      converter = createRowConverter(columns, { filledLater: new Set(options.codesResolvedLater ? ['nnt'] : []) });
      unsentColumns = unsentColumnsOf(columns, unsent);
      at.sheet = sheet;
    }
    if (stocks.length >= limit) return;
    if (stocks.length >= rowLimit) throw tooManyRows(row, null);
    at.row = row;
    if (nntSample.length < NNT_SAMPLE) {
      const nntColumn = (columns as MappedColumn[]).find((c) => c.target === 'nnt');
      const cell = nntColumn ? cells[nntColumn.index] : undefined;
      if (cell !== undefined && cell !== null) nntSample.push(cell instanceof Date ? '' : String(cell));
    }
    stocks.push(converter!.convert(cells, at, findings));
    sources.push(row);
    for (const u of unsentColumns) u.cells.push(cellText(cells[u.index]));
  };

  const info = blankSourceInfo('csv');
  let table: TableBuilder | null = null;
  const kind = workbookKind(bytes);
  const sheetRequest = () => ({ want: mapping.sheet, findings, onRow, headerRow: mapping.headerRow, rowLimit });
  try {
    if (bytes.byteLength === 0) {
      findings.add({ severity: 'error', code: 'empty-file', message: 'The file is empty.' });
    } else if (kind === 'cfb' && isEncryptedCfb(bytes)) {
      info.format = 'xlsx';
      findings.add({
        severity: 'error',
        code: 'encrypted-workbook',
        message: 'The workbook is protected by a password: open it in Excel, remove the password, save and try again.',
      });
    } else if (kind === 'cfb') {
      info.format = 'xls';
      // SheetJS and the DBF reader load only for their files (a second less for every other read).
      const { readXls } = await import('./readers/xls-reader');
      const read = readXls(bytes, sheetRequest());
      Object.assign(info, read.info);
      table = read.table;
      mapping = { ...mapping, sheet: read.info.sheet ?? mapping.sheet };
    } else if (kind === 'zip') {
      info.format = 'xlsx';
      const read = await readXlsx(bytes, sheetRequest());
      Object.assign(info, read.info);
      table = read.table;
      mapping = { ...mapping, sheet: read.info.sheet ?? mapping.sheet };
    } else if (looksLikeDbf(bytes)) {
      info.format = 'dbf';
      const { readDbf } = await import('./readers/dbf-reader');
      const read = readDbf(bytes, mapping.encoding, findings, onRow, rowLimit);
      Object.assign(info, { encoding: read.encoding, encodingGuessed: read.guessed });
      mapping = { ...mapping, encoding: read.encoding };
      table = read.table;
    } else {
      const { breaks, clean } = scanLines(bytes);
      // Refused before decoding: a text twice the file's size and its rows never exist in memory.
      if (limit === Infinity && breaks > rowLimit + HEADER_SEARCH_ROWS) throw tooManyRows(null, breaks);
      if (bytes.byteLength >= QUOTE_CHECK_BYTES) checkQuotesInBytes(bytes);
      const decoded = decodeCsv(bytes, mapping.encoding, findings);
      if (decoded !== null) {
        const delimiter = mapping.delimiter ?? detectDelimiter(decoded.text);
        Object.assign(info, { encoding: decoded.encoding, encodingGuessed: decoded.guessed, delimiter });
        mapping = { ...mapping, encoding: decoded.encoding, delimiter };
        const utf16 = decoded.encoding === 'utf-16le' || decoded.encoding === 'utf-16be';
        table = readCsvText(decoded.text, delimiter, findings, onRow, mapping.headerRow, utf16 ? undefined : clean);
      }
    }
  } catch (error) {
    if (!(error instanceof ReaderLimitError)) throw error;
    refused = true;
    table = null;
    findings.add({ severity: 'error', code: error.code, message: error.message, ...error.where });
  }
  if (table !== null) {
    const done = table as TableBuilder;
    info.headerRow = done.head?.headerRow ?? null;
    info.headers = done.head?.headers ?? [];
    info.dataRows = done.dataRows;
    info.droppedTotals = done.droppedTotals;
    // A header but no data rows: still settle and report the mapping.
    if (done.head !== null && done.head.headers.length > 0 && columns === null) columns = settle(done.head);
    if (done.head?.headerRow !== undefined) mapping = { ...mapping, headerRow: done.head.headerRow };
  }
  // A refused list gives no package at all, never its first rows as if they were the whole.
  if (refused) {
    stocks.length = 0;
    sources.length = 0;
    for (const u of unsentColumns) u.cells.length = 0;
  }
  warnNntColumn((columns ?? []) as MappedColumn[], nntSample, sheet, findings);
  const fieldColumns: ConvertResult['fieldColumns'] = {};
  for (const c of (columns ?? []) as MappedColumn[]) fieldColumns[c.target] = { column: c.index + 1, header: c.header };
  return {
    info,
    mapping,
    pkg: { date: formatMoscow(options.packageDate ?? options.now), stocks },
    sourceRows: Int32Array.from(sources),
    unsent,
    fieldColumns,
    preview: stocks.slice(0, options.previewRows ?? 20),
    findings: findings.items,
    errorCount: findings.errors,
    warningCount: findings.warnings,
  };
}

/** The source cell of a package row's field (for findings of the schema check and preflight). */
export function sourceCellOf(result: ConvertResult, rowIndex: number, field: string | null): SourceCell | null {
  const row = result.sourceRows[rowIndex];
  if (row === undefined) return null;
  const col = field === null ? undefined : result.fieldColumns[field as ImportTargetName];
  return {
    sheet: result.info.sheet,
    row,
    column: col?.column ?? null,
    columnLetter: col ? columnLetter(col.column) : null,
    header: col?.header ?? null,
  };
}
