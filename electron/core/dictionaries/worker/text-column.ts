// A column of text as one UTF-8 buffer and the end of each cell: moved between threads as buffers
// (no structured clone of thousands of strings, no strings kept alive in either heap while a chunk
// waits). A record read from the chunk's bytes (record-scan.ts) has its cells copied as they are
// (escapes decoded on the way); one JSON.parse made has each cell encoded in a plain loop over its
// UTF-16 code units — exactly the bytes `Buffer#write` gives, a lone surrogate as U+FFFD — so its
// strings die young with their record and there is no call into C++ per cell (a `Buffer#write` per
// cell cost ~1.7 s of a large sync's parse). The writer binds the bytes as they are (row-params.ts)
// or decodes a cell when it needs a string (textCells).

/** Cells `i`: bytes offsets[i]..offsets[i + 1]; null where nulls[i] is 1. */
export interface TextColumn {
  bytes: Uint8Array<ArrayBuffer>;
  offsets: Int32Array<ArrayBuffer>;
  nulls: Uint8Array<ArrayBuffer>;
}

/** A buffer at least this full is handed over as it is; a looser one is copied to its exact size. */
export const TIGHT_FILL = 0.85;

/**
 * Collects the cells of one column. `bytes` and `cells` size its buffers (the worker passes the
 * sizes of the dictionary's chunk before, so a chunk's buffers are allocated once, not doubled
 * from small ones: each doubling left a garbage buffer, and the worker's buffers peaked at ~77 MB
 * on goods).
 */
export class TextColumnBuilder {
  private bytes: Uint8Array<ArrayBuffer>;
  private length = 0;
  private ends: Int32Array<ArrayBuffer>;
  private nulls: Uint8Array<ArrayBuffer>;
  private cells = 0;

  constructor(bytes = 64 * 1024, cells = 1024) {
    this.bytes = new Uint8Array(Math.max(64, bytes));
    this.ends = new Int32Array(Math.max(16, cells) + 1);
    this.nulls = new Uint8Array(Math.max(16, cells));
  }

  /** Bytes pushed so far (the next chunk's size hint). */
  get size(): number {
    return this.length;
  }

  push(value: string | null): void {
    this.room(0);
    if (value === null) this.nulls[this.cells] = 1;
    else {
      const n = value.length;
      // A UTF-16 code unit takes at most 3 bytes of UTF-8 (a pair of them 4); counted exactly only
      // near the end, so a buffer sized from the chunk before is not outgrown by a pessimistic guess.
      if (this.length + n * 3 > this.bytes.length && this.length + utf8Length(value) > this.bytes.length)
        this.room(n * 3);
      this.length = encodeUtf8(value, this.bytes, this.length);
    }
    this.ends[++this.cells] = this.length;
  }

  /**
   * A cell given as UTF-8 bytes, `source[from, to)` (valid UTF-8: the caller checked). False, and
   * the column left unusable, at a control character (a JSON string may hold none: the caller
   * parses the chunk the general way, which refuses it as JSON.parse does).
   */
  pushBytes(source: Uint8Array, from: number, to: number): boolean {
    this.room(to - from);
    // A loop, not set(subarray()): names are tens of bytes, and a view per cell is garbage.
    const out = this.bytes;
    let at = this.length;
    for (let i = from; i < to; i++) {
      const c = source[i]!;
      if (c < 0x20) return false;
      out[at++] = c;
    }
    this.length = at;
    this.ends[++this.cells] = at;
    return true;
  }

  /**
   * A cell given as the UTF-8 bytes of a JSON string's inside, `source[from, to)`, its escapes
   * checked by the caller: decoded to the bytes JSON.parse's string would be encoded to
   * (encodeUtf8: a `\u` surrogate pair as one 4-byte character, a lone surrogate as U+FFFD). False
   * at a control character, as pushBytes.
   */
  pushJsonString(source: Uint8Array, from: number, to: number): boolean {
    // Never longer than its escaped form (`\uXXXX`, 6 bytes, is at most 3 of UTF-8; a pair 12 → 4).
    this.room(to - from);
    const out = this.bytes;
    let at = this.length;
    for (let i = from; i < to; i++) {
      const c = source[i]!;
      if (c !== 0x5c) {
        if (c < 0x20) return false;
        out[at++] = c;
        continue;
      }
      const e = source[++i]!;
      if (e !== 0x75) {
        out[at++] = JSON_ESCAPES[e]!;
        continue;
      }
      let unit = hexValue(source, i + 1);
      i += 4;
      if (unit >= 0xd800 && unit <= 0xdbff && source[i + 1] === 0x5c && source[i + 2] === 0x75) {
        const next = hexValue(source, i + 3);
        if (next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
          out[at++] = 0xf0 | (point >> 18);
          out[at++] = 0x80 | ((point >> 12) & 0x3f);
          out[at++] = 0x80 | ((point >> 6) & 0x3f);
          out[at++] = 0x80 | (point & 0x3f);
          i += 6;
          continue;
        }
      }
      if (unit >= 0xd800 && unit <= 0xdfff) unit = 0xfffd;
      if (unit < 0x80) out[at++] = unit;
      else if (unit < 0x800) {
        out[at++] = 0xc0 | (unit >> 6);
        out[at++] = 0x80 | (unit & 0x3f);
      } else {
        out[at++] = 0xe0 | (unit >> 12);
        out[at++] = 0x80 | ((unit >> 6) & 0x3f);
        out[at++] = 0x80 | (unit & 0x3f);
      }
    }
    this.length = at;
    this.ends[++this.cells] = at;
    return true;
  }

  /** Room for one more cell, and for `bytes` more bytes (grown by a quarter at least). */
  private room(bytes: number): void {
    if (this.cells === this.nulls.length) {
      this.ends = grownInt32(this.ends);
      this.nulls = grownUint8(this.nulls);
    }
    if (this.length + bytes > this.bytes.length) {
      const bigger = new Uint8Array(Math.max(this.length + bytes, this.bytes.length + (this.bytes.length >> 2)));
      bigger.set(this.bytes.subarray(0, this.length));
      this.bytes = bigger;
    }
  }

  /** The column; its buffers are the builder's own when nearly full, else exact copies. */
  build(): TextColumn {
    return {
      bytes: fitted(this.bytes.subarray(0, this.length), this.bytes.length),
      offsets: fitted(this.ends.subarray(0, this.cells + 1), this.ends.length),
      nulls: fitted(this.nulls.subarray(0, this.cells), this.nulls.length),
    };
  }
}

/** The UTF-8 length of `value` as encodeUtf8 writes it. */
function utf8Length(value: string): number {
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Writes `value` as UTF-8 at `at` (room checked by the caller) and returns the end: the bytes
 * `Buffer#write(value, 'utf8')` writes, a lone surrogate as U+FFFD (EF BF BD).
 */
export function encodeUtf8(value: string, out: Uint8Array, at: number): number {
  const n = value.length;
  for (let i = 0; i < n; i++) {
    let unit = value.charCodeAt(i);
    if (unit < 0x80) out[at++] = unit;
    else if (unit < 0x800) {
      out[at++] = 0xc0 | (unit >> 6);
      out[at++] = 0x80 | (unit & 0x3f);
    } else {
      if (unit >= 0xd800 && unit <= 0xdfff) {
        const next = i + 1 < n ? value.charCodeAt(i + 1) : 0;
        if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
          out[at++] = 0xf0 | (point >> 18);
          out[at++] = 0x80 | ((point >> 12) & 0x3f);
          out[at++] = 0x80 | ((point >> 6) & 0x3f);
          out[at++] = 0x80 | (point & 0x3f);
          i++;
          continue;
        }
        unit = 0xfffd;
      }
      out[at++] = 0xe0 | (unit >> 12);
      out[at++] = 0x80 | ((unit >> 6) & 0x3f);
      out[at++] = 0x80 | (unit & 0x3f);
    }
  }
  return at;
}

/** The view itself when its buffer is nearly full (it moves to the writer whole), else an exact copy. */
export function fitted<T extends Uint8Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>>(
  view: T,
  capacity: number,
): T {
  return view.length >= capacity * TIGHT_FILL ? view : (view.slice() as T);
}

/** What each one-letter JSON escape (`\n`, `\"`…) stands for, by the letter's code; 0 for no escape (`\u` is read apart). */
export const JSON_ESCAPES = new Uint8Array(128);
for (const [letter, byte] of [
  ['"', 0x22],
  ['\\', 0x5c],
  ['/', 0x2f],
  ['b', 8],
  ['f', 12],
  ['n', 10],
  ['r', 13],
  ['t', 9],
] as const)
  JSON_ESCAPES[letter.charCodeAt(0)] = byte;

/** The 4 hex digits at source[at] as a number (checked by the caller). */
function hexValue(source: Uint8Array, at: number): number {
  let value = 0;
  for (let i = at; i < at + 4; i++) {
    const c = source[i]!;
    value = value * 16 + (c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57);
  }
  return value;
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

/** Reads the cells of a column (one Buffer view per column, not per cell). */
export function textCells(column: TextColumn): (row: number) => string | null {
  const { offsets, nulls } = column;
  const bytes = Buffer.from(column.bytes.buffer, column.bytes.byteOffset, column.bytes.byteLength);
  return (row) => (nulls[row] === 1 ? null : bytes.toString('utf8', offsets[row]!, offsets[row + 1]!));
}
