// A column of text as one buffer of UTF-16 code units (one byte each when every unit is below 256)
// and the end of each cell: moved between threads as buffers (no structured clone of thousands of
// strings, no strings kept alive in either heap while a chunk waits). The worker copies each cell's
// code units in a plain loop: the strings JSON.parse made die young with their record, and there is
// no call into C++ per cell (a `Buffer#write` as UTF-8 per cell cost ~1.7 s of a large sync's parse).
// The writer turns a block of rows into one string at a time and slices each cell out of it: a
// copy and a view, where decoding UTF-8 per cell cost the writer ~3 s of a large sync.

/** Cells `i`: code units offsets[i]..offsets[i + 1]; null where nulls[i] is 1. */
export interface TextColumn {
  /** Latin-1 bytes (`wide` false) or UTF-16 code units (`wide` true; little-endian, as every platform the app runs on). */
  units: Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer>;
  wide: boolean;
  offsets: Int32Array<ArrayBuffer>;
  nulls: Uint8Array<ArrayBuffer>;
}

/** A buffer at least this full is handed over as it is; a looser one is copied to its exact size. */
export const TIGHT_FILL = 0.85;

/**
 * Collects the cells of one column. `units` and `cells` size its buffers (the worker passes the
 * sizes of the dictionary's chunk before, so a chunk's buffers are allocated once, not doubled
 * from small ones: each doubling left a garbage buffer, and the worker's buffers peaked at ~77 MB
 * on goods).
 */
export class TextColumnBuilder {
  private units: Uint16Array<ArrayBuffer>;
  private length = 0;
  /** Every code unit or-ed together: below 256, the column fits in one byte per unit. */
  private bits = 0;
  private ends: Int32Array<ArrayBuffer>;
  private nulls: Uint8Array<ArrayBuffer>;
  private cells = 0;

  constructor(units = 16 * 1024, cells = 1024) {
    this.units = new Uint16Array(Math.max(16, units));
    this.ends = new Int32Array(Math.max(16, cells) + 1);
    this.nulls = new Uint8Array(Math.max(16, cells));
  }

  /** Code units pushed so far (the next chunk's size hint). */
  get size(): number {
    return this.length;
  }

  push(value: string | null): void {
    if (this.cells === this.nulls.length) {
      this.ends = grownInt32(this.ends);
      this.nulls = grownUint8(this.nulls);
    }
    if (value === null) this.nulls[this.cells] = 1;
    else {
      const n = value.length;
      if (this.length + n > this.units.length) {
        const bigger = new Uint16Array(Math.max(this.length + n, this.units.length * 2));
        bigger.set(this.units.subarray(0, this.length));
        this.units = bigger;
      }
      const units = this.units;
      let at = this.length;
      let bits = this.bits;
      for (let i = 0; i < n; i++) {
        const unit = value.charCodeAt(i);
        bits |= unit;
        units[at++] = unit;
      }
      this.bits = bits;
      this.length = at;
    }
    this.ends[++this.cells] = this.length;
  }

  /** The column; its buffers are the builder's own when nearly full, else exact copies. */
  build(): TextColumn {
    const wide = this.bits > 0xff;
    const used = this.units.subarray(0, this.length);
    let units: TextColumn['units'];
    if (!wide) {
      // Typed-array set converts unit by unit in C++ (every unit is below 256 here).
      units = new Uint8Array(this.length);
      units.set(used);
    } else units = fitted(used, this.units.length);
    return {
      units,
      wide,
      offsets: fitted(this.ends.subarray(0, this.cells + 1), this.ends.length),
      nulls: fitted(this.nulls.subarray(0, this.cells), this.nulls.length),
    };
  }
}

/** The view itself when its buffer is nearly full (it moves to the writer whole), else an exact copy. */
export function fitted<
  T extends Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>,
>(view: T, capacity: number): T {
  return view.length >= capacity * TIGHT_FILL ? view : (view.slice() as T);
}

function grownInt32(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** A copy twice as long (cells are counted only at the end of a chunk). */
export function grownUint8(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const bigger = new Uint8Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Rows turned into one string at a time: a few KB a column, so a block's string dies young. Blocks
 * of 512 rows (~100 KB of goods names a column, 23 columns alive at once) outlived young-generation
 * collections and grew the writer's V8 heap from ~20 to ~45 MB in a replayed large sync.
 */
export const TEXT_BLOCK_ROWS = 64;

/**
 * Reads the cells of a column: the units of a block of rows become one string (a copy of the
 * buffer, no decoding: they are UTF-16 or Latin-1 already), and each cell is a slice of it. The
 * offsets are the slices' own, so nothing is counted or checked; the column's text never sits
 * whole in the heap.
 */
export function textCells(column: TextColumn, blockRows = TEXT_BLOCK_ROWS): (row: number) => string | null {
  const { offsets, nulls, units } = column;
  const bytes = Buffer.from(units.buffer, units.byteOffset, units.byteLength);
  const encoding = column.wide ? 'utf16le' : 'latin1';
  const unit = column.wide ? 2 : 1;
  const rows = offsets.length - 1;
  let from = 0;
  let to = 0;
  let base = 0;
  let text = '';
  return (row) => {
    if (nulls[row] === 1) return null;
    if (row < from || row >= to) {
      from = row - (row % blockRows);
      to = Math.min(rows, from + blockRows);
      base = offsets[from]!;
      text = bytes.toString(encoding, base * unit, offsets[to]! * unit);
    }
    return text.slice(offsets[row]! - base, offsets[row + 1]! - base);
  };
}
