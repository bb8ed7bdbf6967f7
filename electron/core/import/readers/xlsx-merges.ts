// The merged ranges of a sheet (`<mergeCells>`, after its rows: readers/zip-sizes.ts finds them
// first). exceljs gave every cell of a range its master's value; the sheet reader does the same
// with this index, which answers per cell and per row without trying every range each time.
import type { CellValue } from '../value-convert';
import { columnOf } from './xml-attributes';

export interface MergeRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** "A1:C3" → its range; null when it is not one. */
export function mergeRange(ref: string): MergeRange | null {
  const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(ref);
  if (m === null) return null;
  return { left: columnOf(m[1]!), top: Number(m[2]), right: columnOf(m[3]!), bottom: Number(m[4]) };
}

/**
 * The merged ranges of a sheet, looked up by row: their masters' values as the masters are read,
 * and the ranges covering each delivered row (rows come in order), in the sheet's order of ranges
 * so that overlapping ones end as they did when every range was tried for every row.
 */
export class MergeIndex {
  readonly lastRow: number;
  private readonly byTop: MergeRange[];
  private readonly order: Map<MergeRange, number>;
  private readonly starting = new Map<number, MergeRange[]>();
  private readonly masters = new Map<MergeRange, CellValue>();
  private next = 0;
  private active: MergeRange[] = [];

  constructor(merges: readonly MergeRange[]) {
    this.order = new Map(merges.map((m, i) => [m, i]));
    this.byTop = [...merges].sort((a, b) => a.top - b.top);
    this.lastRow = merges.reduce((last, m) => Math.max(last, m.bottom), 0);
    for (const m of merges) {
      const list = this.starting.get(m.top);
      if (list === undefined) this.starting.set(m.top, [m]);
      else list.push(m);
    }
  }

  /** The ranges whose top row is `row` (looked up once per row, not per cell). */
  startingAt(row: number): readonly MergeRange[] | undefined {
    return this.starting.size === 0 ? undefined : this.starting.get(row);
  }

  /** A cell of a row was read: the master of those of its ranges (`startingAt`) whose left column it is. */
  cellRead(ranges: readonly MergeRange[], col: number, value: CellValue): void {
    for (const m of ranges) if (m.left === col) this.masters.set(m, value);
  }

  master(m: MergeRange): CellValue {
    return this.masters.get(m) ?? null;
  }

  /** The ranges covering `row`; called with rising rows. */
  covering(row: number): readonly MergeRange[] {
    if (this.byTop.length === 0) return this.active;
    let changed = false;
    while (this.next < this.byTop.length && this.byTop[this.next]!.top <= row) {
      this.active.push(this.byTop[this.next++]!);
      changed = true;
    }
    if (changed) this.active.sort((a, b) => this.order.get(a)! - this.order.get(b)!);
    if (this.active.some((m) => m.bottom < row)) this.active = this.active.filter((m) => m.bottom >= row);
    return this.active;
  }
}
