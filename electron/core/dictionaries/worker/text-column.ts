// A column of text as one buffer of UTF-16 code units (one byte each when every unit is below 256)
// and the end of each cell: moved between threads as buffers (no structured clone of thousands of
// strings, no strings kept alive in either heap while a chunk waits). The worker copies each cell's
// code units in a plain loop: the strings JSON.parse made die young with their record, and there is
// no call into C++ per cell (a `Buffer#write` as UTF-8 per cell cost ~1.7 s of a large sync's parse).
// The writer turns the whole column into one string at once and slices each cell out of it: a
// slice is a view, where decoding UTF-8 per cell cost the writer ~3 s of a large sync.

/** Cells `i`: code units offsets[i]..offsets[i + 1]; null where nulls[i] is 1. */
export interface TextColumn {
  /** Latin-1 bytes (`wide` false) or UTF-16 code units (`wide` true; little-endian, as every platform the app runs on). */
  units: Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer>;
  wide: boolean;
  offsets: Int32Array<ArrayBuffer>;
  nulls: Uint8Array<ArrayBuffer>;
}

/** Collects the cells of one column. */
export class TextColumnBuilder {
  private units = new Uint16Array(16 * 1024);
  private length = 0;
  /** Every code unit or-ed together: below 256, the column fits in one byte per unit. */
  private bits = 0;
  private ends = new Int32Array(1024);
  private nulls = new Uint8Array(1024);
  private cells = 0;

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
    this.ends[this.cells++] = this.length;
  }

  /** The column, in buffers of its own (exact sizes). */
  build(): TextColumn {
    const wide = this.bits > 0xff;
    const used = this.units.subarray(0, this.length);
    let units: TextColumn['units'];
    if (wide) units = used.slice();
    else {
      // Typed-array set converts unit by unit in C++ (every unit is below 256 here).
      units = new Uint8Array(this.length);
      units.set(used);
    }
    const offsets = new Int32Array(this.cells + 1);
    offsets.set(this.ends.subarray(0, this.cells), 1);
    return { units, wide, offsets, nulls: this.nulls.slice(0, this.cells) };
  }
}

function grownInt32(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

function grownUint8(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const bigger = new Uint8Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** The whole column as one string (a copy of its buffer). */
export function columnText(column: TextColumn): string {
  const { units } = column;
  const bytes = Buffer.from(units.buffer, units.byteOffset, units.byteLength);
  return bytes.toString(column.wide ? 'utf16le' : 'latin1');
}

/** Reads the cells of a column: one string for the column, a slice of it per cell. */
export function textCells(column: TextColumn): (row: number) => string | null {
  const { offsets, nulls } = column;
  const text = columnText(column);
  return (row) => (nulls[row] === 1 ? null : text.slice(offsets[row]!, offsets[row + 1]!));
}
