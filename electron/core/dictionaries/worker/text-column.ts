// A column of text as one UTF-8 buffer and the end of each cell: moved between threads as two
// buffers (no structured clone of thousands of strings, no strings kept alive in either heap while
// a chunk waits). The writer decodes a cell when it binds it, so each string dies young.

/** Cells `i`: bytes offsets[i]..offsets[i + 1]; null where nulls[i] is 1. */
export interface TextColumn {
  bytes: Uint8Array<ArrayBuffer>;
  offsets: Int32Array<ArrayBuffer>;
  nulls: Uint8Array<ArrayBuffer>;
}

/** Collects the cells of one column. */
export class TextColumnBuilder {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  private length = 0;
  private readonly ends: number[] = [];
  private readonly nulls: number[] = [];

  push(value: string | null): void {
    if (value !== null) {
      // A UTF-16 code unit takes at most 3 bytes of UTF-8.
      const need = this.length + value.length * 3;
      if (need > this.buffer.length) {
        const bigger = Buffer.allocUnsafe(Math.max(need, this.buffer.length * 2));
        this.buffer.copy(bigger, 0, 0, this.length);
        this.buffer = bigger;
      }
      this.length += this.buffer.write(value, this.length, 'utf8');
    }
    this.ends.push(this.length);
    this.nulls.push(value === null ? 1 : 0);
  }

  /** The column, in buffers of its own (exact sizes). */
  build(): TextColumn {
    const bytes = new Uint8Array(this.length);
    bytes.set(this.buffer.subarray(0, this.length));
    const offsets = new Int32Array(this.ends.length + 1);
    offsets.set(this.ends, 1);
    return { bytes, offsets, nulls: Uint8Array.from(this.nulls) };
  }
}

/** Reads the cells of a column (one Buffer view per column, not per cell). */
export function textCells(column: TextColumn): (row: number) => string | null {
  const { offsets, nulls } = column;
  const bytes = Buffer.from(column.bytes.buffer, column.bytes.byteOffset, column.bytes.byteLength);
  return (row) => (nulls[row] === 1 ? null : bytes.toString('utf8', offsets[row]!, offsets[row + 1]!));
}
