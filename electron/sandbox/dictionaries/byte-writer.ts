/**
 * Chunks are written as UTF-8 bytes straight into one buffer: names come pre-encoded from byte
 * pools, numbers are written digit by digit, and nothing is allocated per field. This keeps a
 * 10,000-record chunk free of the millions of small strings (and the GC time) that string
 * concatenation would cost.
 */

const encoder = new TextEncoder();

/**
 * UTF-8 bytes of many short strings, addressed by entry id. The bytes sit side by side in one
 * buffer (names of one dictionary stay close in memory) and each entry keeps a ready-made view,
 * so copying it is one `TypedArray#set`: a bulk move, several times faster here than a byte loop
 * and than making a subarray per copy.
 */
export class BytePool {
  private data = new Uint8Array(1024);
  private used = 0;
  private readonly start: number[] = [];
  readonly entries: Uint8Array[] = [];

  /** Stores the UTF-8 bytes of `text`; returns the entry id. */
  add(text: string): number {
    const room = text.length * 3;
    if (this.used + room > this.data.length) this.grow(this.used + room);
    const { written } = encoder.encodeInto(text, this.data.subarray(this.used));
    this.start.push(this.used);
    this.entries.push(this.data.subarray(this.used, this.used + written));
    this.used += written;
    return this.entries.length - 1;
  }

  /** Moves everything to a bigger buffer and re-makes the views over it. */
  private grow(needed: number): void {
    const next = new Uint8Array(Math.max(this.data.length * 2, needed));
    next.set(this.data.subarray(0, this.used));
    this.data = next;
    for (let id = 0; id < this.entries.length; id++) {
      const begin = this.start[id] as number;
      this.entries[id] = next.subarray(begin, begin + (this.entries[id] as Uint8Array).length);
    }
  }
}

/** Bytes of an ASCII or UTF-8 constant, encoded once. */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

const BASE64 = utf8('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const TWO_32 = 4294967296;
const POW10 = Array.from({ length: 17 }, (_, i) => 10 ** i);
/** "00".."99" as byte pairs. */
const PAIRS = utf8(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(''));

/** A growing output buffer with unchecked writes; call `reserve` before each record. */
export class ByteWriter {
  buf: Buffer;
  pos = 0;

  constructor(capacity: number) {
    this.buf = Buffer.allocUnsafe(Math.max(1024, capacity));
  }

  /** Makes room for at least `n` more bytes. */
  reserve(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < this.pos + n) cap *= 2;
    const next = Buffer.allocUnsafe(cap);
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  byte(b: number): void {
    this.buf[this.pos++] = b;
  }

  /** Copies a constant; short ones byte by byte, longer ones in one bulk move. */
  raw(bytes: Uint8Array): void {
    const n = bytes.length;
    if (n > 8) {
      this.buf.set(bytes, this.pos);
      this.pos += n;
      return;
    }
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) buf[p++] = bytes[i] as number;
    this.pos = p;
  }

  /** Copies a pool entry. */
  entry(pool: BytePool, id: number): void {
    this.raw(pool.entries[id] as Uint8Array);
  }

  /** Writes a string (any content) as UTF-8; for rare fields only. */
  text(text: string): void {
    this.reserve(text.length * 3);
    this.pos += this.buf.write(text, this.pos, 'utf8');
  }

  /** Writes an integer of magnitude up to 2^53, two digits at a time. */
  int(value: number): void {
    const buf = this.buf;
    if (value < 0) {
      buf[this.pos++] = 45;
      value = -value;
    }
    if (value < 10) {
      buf[this.pos++] = 48 + value;
      return;
    }
    let digits = 2;
    while (digits < 16 && value >= (POW10[digits] as number)) digits++;
    let p = this.pos + digits;
    this.pos = p;
    let v = value;
    if (v >= 100_000_000) {
      // Low eight digits with integer arithmetic, then the rest.
      const high = Math.floor(v / 100_000_000);
      let low = v - high * 100_000_000;
      for (let k = 0; k < 4; k++) {
        const q = (low / 100) | 0;
        const r = (low - q * 100) << 1;
        buf[--p] = PAIRS[r + 1] as number;
        buf[--p] = PAIRS[r] as number;
        low = q;
      }
      v = high;
    }
    while (v >= 100) {
      const q = (v / 100) | 0;
      const r = (v - q * 100) << 1;
      buf[--p] = PAIRS[r + 1] as number;
      buf[--p] = PAIRS[r] as number;
      v = q;
    }
    if (v >= 10) {
      buf[--p] = PAIRS[(v << 1) + 1] as number;
      buf[--p] = PAIRS[v << 1] as number;
    } else {
      buf[--p] = 48 + v;
    }
  }

  /** Writes a JSON number (doubles such as 0.025 or 62.5 as JavaScript prints them). */
  num(value: number): void {
    if (Number.isInteger(value)) this.int(value);
    else this.text(String(value));
  }

  /** Writes a number with a decimal comma, as Russian product names do (62,5). */
  decimalComma(value: number): void {
    if (Number.isInteger(value)) {
      this.int(value);
      return;
    }
    const text = String(value);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      this.buf[this.pos++] = c === 46 ? 44 : c;
    }
  }

  /** Writes `width` digits with leading zeros (EAN-13 codes). */
  padded(value: number, width: number): void {
    let p = this.pos + width;
    this.pos = p;
    let v = value;
    for (let i = 0; i < width; i++) {
      const q = Math.floor(v / 10);
      this.buf[--p] = 48 + (v - q * 10);
      v = q;
    }
  }

  /** Writes base64 of the 8-byte big-endian version: 12 characters, one '='. */
  rv(rvInt: number): void {
    const hi = Math.floor(rvInt / TWO_32) >>> 0;
    const lo = rvInt >>> 0;
    const b0 = hi >>> 24,
      b1 = (hi >>> 16) & 255,
      b2 = (hi >>> 8) & 255,
      b3 = hi & 255;
    const b4 = lo >>> 24,
      b5 = (lo >>> 16) & 255,
      b6 = (lo >>> 8) & 255,
      b7 = lo & 255;
    const buf = this.buf;
    let p = this.pos;
    buf[p++] = BASE64[b0 >> 2] as number;
    buf[p++] = BASE64[((b0 & 3) << 4) | (b1 >> 4)] as number;
    buf[p++] = BASE64[((b1 & 15) << 2) | (b2 >> 6)] as number;
    buf[p++] = BASE64[b2 & 63] as number;
    buf[p++] = BASE64[b3 >> 2] as number;
    buf[p++] = BASE64[((b3 & 3) << 4) | (b4 >> 4)] as number;
    buf[p++] = BASE64[((b4 & 15) << 2) | (b5 >> 6)] as number;
    buf[p++] = BASE64[b5 & 63] as number;
    buf[p++] = BASE64[b6 >> 2] as number;
    buf[p++] = BASE64[((b6 & 3) << 4) | (b7 >> 4)] as number;
    buf[p++] = BASE64[(b7 & 15) << 2] as number;
    buf[p++] = 61;
    this.pos = p;
  }

  /** The bytes written so far (a view; copy it before reusing the writer). */
  view(): Buffer {
    return this.buf.subarray(0, this.pos);
  }
}
