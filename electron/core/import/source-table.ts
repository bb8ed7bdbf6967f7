// Turns the raw rows of a CSV or a worksheet into a table: finds the header row, names the
// columns, drops empty and "Итого" rows, and flags ragged rows. Shared by both readers.
import { targetOfHeader, normalizeHeader } from './header-synonyms';
import type { FindingList } from './import-findings';
import { ReaderLimitError, checkCellLength, checkRowWidth, readerLimits } from './reader-limits';
import type { CellValue } from './value-convert';

/** How many rows at the top are searched for the header row. */
export const HEADER_SEARCH_ROWS = 60;

/** A data row: its cells (by column) and where it was in the file (1-based line or sheet row). */
export interface SourceRow {
  row: number;
  cells: CellValue[];
}

/** Where a table builder hands each data row: its cells, its 1-based line or sheet row, the header. */
export type RowSink = (cells: CellValue[], row: number, head: TableHead) => void;

export interface TableHead {
  sheet: string | null;
  headerRow: number;
  headers: string[];
}

const isEmpty = (cells: readonly CellValue[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));
const totalsRow = /^(итого|всего|total)(?!\p{L})/iu;

/** The row among `rows` with the most known header words (at least two), else the first non-empty row. */
export function detectHeaderRow(rows: readonly SourceRow[]): { index: number; known: number } {
  let best = { index: -1, known: 0 };
  rows.forEach((r, index) => {
    const targets = new Set(r.cells.map((c) => (typeof c === 'string' ? targetOfHeader(c) : undefined)));
    targets.delete(undefined);
    if (targets.size > best.known) best = { index, known: targets.size };
  });
  if (best.known >= 2) return best;
  return { index: rows.findIndex((r) => !isEmpty(r.cells)), known: best.known };
}

/**
 * Collects raw rows: buffers the first ones to find the header row (or takes `headerRow`),
 * then hands each data row to `onRow`. Duplicate headers get " (2)" so a mapping can name them.
 */
export class TableBuilder {
  head: TableHead | null = null;
  dataRows = 0;
  droppedTotals = 0;
  /** Cells seen so far (rows × their width), against `readerLimits.cells`. */
  private cells = 0;
  private buffer: SourceRow[] = [];

  constructor(
    private readonly sheet: string | null,
    private readonly findings: FindingList,
    private readonly onRow: RowSink,
    private readonly headerRow?: number,
  ) {}

  /** One raw row and its 1-based line or sheet row (no row object once the header is settled). */
  push(row: number, cells: CellValue[]): void {
    this.bound(row, cells);
    if (this.head === null) {
      this.buffer.push({ row, cells });
      const ready = this.headerRow !== undefined ? row >= this.headerRow : this.buffer.length >= HEADER_SEARCH_ROWS;
      if (ready) this.settle();
      return;
    }
    this.data(row, cells);
  }

  /** Stops the read at the first bound a row crosses: its width, a cell's length, the table's cells. */
  private bound(row: number, cells: CellValue[]): void {
    checkRowWidth(cells.length, row, this.sheet);
    // forEach skips the holes of a sparse row (a workbook row with one far cell).
    cells.forEach((c, i) => {
      if (typeof c === 'string') checkCellLength(c, row, i + 1, this.sheet);
    });
    this.cells += cells.length;
    if (this.cells > readerLimits.cells)
      throw new ReaderLimitError(
        'too-many-cells',
        `The table has more than ${readerLimits.cells} cells (rows × columns) by row ${row}: delete the empty or extra columns, or split the list.`,
        { row, sheet: this.sheet, value: String(readerLimits.cells) },
      );
  }

  /** Call at the end: settles the header of a short file. */
  finish(): void {
    if (this.head === null) this.settle();
  }

  private settle(): void {
    const rows = this.buffer;
    this.buffer = [];
    const index =
      this.headerRow !== undefined ? rows.findIndex((r) => r.row === this.headerRow) : detectHeaderRow(rows).index;
    if (index < 0) {
      this.head = { sheet: this.sheet, headerRow: this.headerRow ?? 0, headers: [] };
      this.findings.add({
        severity: 'error',
        code: rows.length === 0 ? 'empty-file' : 'no-header-row',
        sheet: this.sheet,
        row: this.headerRow ?? null,
        message:
          rows.length === 0 ? 'The file has no rows.' : 'No header row was found: name the header row or the columns.',
      });
      return;
    }
    const header = rows[index]!;
    this.head = { sheet: this.sheet, headerRow: header.row, headers: this.nameHeaders(header) };
    for (const r of rows.slice(index + 1)) this.data(r.row, r.cells);
  }

  private nameHeaders(header: SourceRow): string[] {
    const seen = new Map<string, number>();
    return header.cells.map((c, i) => {
      const text = c === null ? '' : String(c).trim();
      const name = text === '' ? `#${i + 1}` : text;
      const key = normalizeHeader(name);
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      if (count === 1) return name;
      this.findings.add({
        severity: 'warning',
        code: 'duplicate-header',
        sheet: this.sheet,
        row: header.row,
        column: i + 1,
        header: name,
        message: `The header "${name}" repeats; this column is named "${name} (${count})".`,
      });
      return `${name} (${count})`;
    });
  }

  private data(row: number, cells: CellValue[]): void {
    const head = this.head!;
    // The first non-empty cell: none → an empty row; "Итого…" → the totals row.
    let first: CellValue = null;
    for (const c of cells) {
      if (c === null || (typeof c === 'string' && c.trim() === '')) continue;
      first = c;
      break;
    }
    if (first === null) return;
    if (typeof first === 'string' && totalsRow.test(first.trim())) {
      this.droppedTotals++;
      return;
    }
    const width = head.headers.length;
    if (cells.length > width && !isEmpty(cells.slice(width))) {
      this.findings.add({
        severity: 'error',
        code: 'ragged-row',
        sheet: this.sheet,
        row,
        column: width + 1,
        message: `Row ${row} has ${cells.length} cells, the header has ${width}: a separator inside a value, or a shifted row.`,
      });
    }
    this.dataRows++;
    this.onRow(cells, row, head);
  }
}
