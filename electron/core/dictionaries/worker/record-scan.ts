// Reads a dictionary record straight from the chunk's UTF-8 bytes into column cells, without
// JSON.parse: no object, no string and no re-encoding per record (the parse was the parsing
// worker's whole cost, with its collections, and the V8 helpers' share of both cores). Only the
// plain record is read here — compact JSON, every key a column of the table (plain ASCII), values
// of the column's type (strings with their escapes checked here, decoded while copied); anything
// else (an unknown field kept in `extra`, a nested value, a wrong type the quarantine must explain,
// a version beyond 2^53, a column named twice) is left to JSON.parse and the record converter,
// record by record, so every record comes out exactly as before (record-scan.test.ts compares the
// two on generated, changed and randomly damaged chunks).
import {
  BACKSLASH,
  CLOSE_BRACE as CLOSE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  DOT,
  LOWER_E,
  LOWER_F,
  LOWER_N,
  LOWER_T,
  MINUS,
  NINE,
  OPEN_BRACE as OPEN,
  OPEN_BRACKET,
  PLUS,
  QUOTE,
  UPPER_E,
  ZERO,
} from '@shared/validation/json-scanner';
import type { TableSpec } from '../dictionary-specs';
import { JSON_ESCAPES } from './text-column';

/** What a cell held: absent or null, a number (or bool as 1/0) in `num`, or text at `start`..`end`. */
export const CELL_NULL = 0;
export const CELL_NUMBER = 1;
export const CELL_TEXT = 2;
/** Text with JSON escapes (`\"`, `\u0401`…): decoded while copied (text-column.ts, pushJsonString). */
export const CELL_ESCAPED = 3;

const INT = 0;
const REAL = 1;
const TEXT = 2;
const BOOL = 3;
const BASE64 = 4;

const encoder = new TextEncoder();
const TRUE = encoder.encode('true');
const FALSE = encoder.encode('false');
const NULL = encoder.encode('null');

/** 10^k, exact as doubles up to 10^22 (the fast decimal path's divisors). */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** Whether a table's records can be read here (a datetime column's check is the schema's; those tables are small). */
export function scannable(spec: TableSpec): boolean {
  return spec.columns.every((c) => c.kind !== 'datetime');
}

/**
 * The scanner of one table's records. `read(bytes, at)` reads the record whose `{` is at `at`;
 * true: its cells are in `state`/`num`/`start`/`end` (per column), its version in `rvInt` (NaN
 * when none), and `next` is the byte after its `}`. False: the record is not a plain one, and the
 * caller parses it the general way.
 */
export class RecordScanner {
  readonly state: Uint8Array;
  readonly num: Float64Array;
  readonly start: Int32Array;
  readonly end: Int32Array;
  rvInt = Number.NaN;
  next = 0;
  private readonly kinds: Uint8Array;
  private readonly required: number[];
  private readonly rvIntColumn: number;
  /** Every name a column is read by (field and aliases): its bytes and its column. */
  private readonly names: { bytes: Uint8Array; column: number }[];
  /**
   * Per name (+1; 0: the record's start), the name that followed it last: records repeat their key
   * order, leaving out some null fields (so a key's position in the record moves, its successor less).
   */
  private readonly after: Int32Array;
  /** The names by a number made of a key's length and three of its bytes (checked byte by byte). */
  private readonly byHash = new Map<number, number[]>();
  private readonly seen: Int32Array;
  private stamp = 0;
  /** The next backslash at or after the string being read (the length: none left; -1: not looked for yet). */
  private backslash = -1;
  private text: Buffer | null = null;
  private textOf: Uint8Array | null = null;

  constructor(spec: TableSpec) {
    const width = spec.columns.length;
    this.state = new Uint8Array(width);
    this.num = new Float64Array(width);
    this.start = new Int32Array(width);
    this.end = new Int32Array(width);
    this.seen = new Int32Array(width);
    this.kinds = Uint8Array.from(spec.columns, (c) =>
      c.kind === 'int'
        ? INT
        : c.kind === 'real'
          ? REAL
          : c.kind === 'bool'
            ? BOOL
            : c.kind === 'base64'
              ? BASE64
              : TEXT,
    );
    this.required = spec.columns.flatMap((c, i) => (c.required ? [i] : []));
    this.rvIntColumn = spec.columns.findIndex((c) => c.field === 'rvInt');
    this.names = spec.columns.flatMap((c, column) =>
      [c.field, ...(c.aliases ?? [])].map((name) => ({ bytes: encoder.encode(name), column })),
    );
    this.after = new Int32Array(this.names.length + 1).fill(-1);
    this.names.forEach(({ bytes }, i) => {
      const h = keyHash(bytes, 0, bytes.length);
      this.byHash.set(h, [...(this.byHash.get(h) ?? []), i]);
    });
  }

  read(b: Uint8Array, at: number): boolean {
    if (b[at] !== OPEN) return false;
    if (this.textOf !== b) this.use(b);
    // Columns seen in this record: stamped with its number (no clearing per record); wrapped long before Int32's end.
    if (this.stamp === 0x40000000) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const { seen, state, num, start, end, kinds } = this;
    let p = at + 1;
    let previous = 0;
    if (b[p] === CLOSE) return false;
    for (;;) {
      // The key: one of the table's names, plain ASCII up to its quote; first the name that
      // followed the key before in the record before.
      if (b[p] !== QUOTE) return false;
      const keyFrom = p + 1;
      let name = this.after[previous]!;
      let q = name >= 0 ? keyFrom + this.names[name]!.bytes.length : 0;
      if (name < 0 || b[q] !== QUOTE || !same(this.names[name]!.bytes, b, keyFrom, q)) {
        q = keyFrom;
        while (q < b.length && b[q] !== QUOTE) {
          const c = b[q]!;
          if (c === BACKSLASH || c < 0x20 || c >= 0x80) return false;
          q++;
        }
        if (q >= b.length) return false;
        name = this.nameOf(b, keyFrom, q);
        if (name < 0) return false;
        this.after[previous] = name;
      }
      previous = name + 1;
      const column = this.names[name]!.column;
      // A column named twice (a key repeated, or a field and its alias): JSON.parse's rules decide.
      if (seen[column] === stamp) return false;
      seen[column] = stamp;
      if (b[q + 1] !== COLON) return false;
      p = q + 2;
      const kind = kinds[column]!;
      const c = b[p];
      if (c === QUOTE) {
        if (kind !== TEXT && kind !== BASE64) return false;
        const from = p + 1;
        // The closing quote by indexOf (native: no loop here over the text's bytes); a backslash
        // before it means escapes, read one by one. Control characters are caught by the copy
        // (text-column.ts, pushBytes).
        let e = b.indexOf(QUOTE, from);
        if (e < 0) return false;
        let escaped = false;
        if (this.backslash < from) this.backslash = nextOf(b, BACKSLASH, from);
        if (this.backslash < e) {
          escaped = true;
          e = from;
          for (;;) {
            const x = b[e];
            if (x === QUOTE) break;
            if (x === BACKSLASH) {
              const skip = escapeLength(b, e);
              if (skip === 0) return false;
              e += skip;
            } else if (x === undefined) return false;
            else e++;
          }
          this.backslash = nextOf(b, BACKSLASH, e);
        }
        if (kind === BASE64 && (escaped || !base64(b, from, e))) return false;
        state[column] = escaped ? CELL_ESCAPED : CELL_TEXT;
        start[column] = from;
        end[column] = e;
        p = e + 1;
      } else if (c === LOWER_N) {
        // null: an absent value, unless the column must have one.
        if (!same(NULL, b, p, p + NULL.length)) return false;
        state[column] = CELL_NULL;
        p += NULL.length;
      } else if (c === LOWER_T || c === LOWER_F) {
        if (kind !== BOOL) return false;
        const literal = c === LOWER_T ? TRUE : FALSE;
        if (!same(literal, b, p, p + literal.length)) return false;
        num[column] = literal === TRUE ? 1 : 0;
        state[column] = CELL_NUMBER;
        p += literal.length;
      } else {
        if (kind !== INT && kind !== REAL) return false;
        p = this.number(b, p, column);
        if (p < 0) return false;
        const v = num[column]!;
        if (kind === INT ? !Number.isSafeInteger(v) : !Number.isFinite(v)) return false;
        state[column] = CELL_NUMBER;
      }
      if (b[p] === COMMA) {
        p++;
        continue;
      }
      if (b[p] !== CLOSE) return false;
      break;
    }
    for (const column of this.required) if (seen[column] !== stamp || state[column] === CELL_NULL) return false;
    // Columns not named are null, as JSON.parse's absent fields are.
    for (let column = 0; column < state.length; column++) if (seen[column] !== stamp) state[column] = CELL_NULL;
    const rv = this.rvIntColumn;
    this.rvInt = rv >= 0 && state[rv] === CELL_NUMBER ? num[rv]! : Number.NaN;
    this.next = p + 1;
    return true;
  }

  /** The name whose bytes are b[from, to), or -1. */
  private nameOf(b: Uint8Array, from: number, to: number): number {
    for (const i of this.byHash.get(keyHash(b, from, to)) ?? []) if (same(this.names[i]!.bytes, b, from, to)) return i;
    return -1;
  }

  /**
   * A JSON number at p into num[column]; the byte after it, or -1 when it is no JSON number. Up to
   * 15 digits with at most 22 after the point is M / 10^k, one correctly rounded division of two
   * exact doubles — the value JSON.parse gives; anything longer, or an exponent, goes through Number().
   */
  private number(b: Uint8Array, p: number, column: number): number {
    const from = p;
    if (b[p] === MINUS) p++;
    let mantissa = 0;
    let digits = 0;
    if (b[p] === ZERO) {
      p++;
      digits = 1;
    } else if (b[p]! > ZERO && b[p]! <= NINE) {
      while (b[p]! >= ZERO && b[p]! <= NINE) {
        mantissa = mantissa * 10 + (b[p]! - ZERO);
        digits++;
        p++;
      }
    } else return -1;
    let fraction = 0;
    if (b[p] === DOT) {
      p++;
      while (b[p]! >= ZERO && b[p]! <= NINE) {
        mantissa = mantissa * 10 + (b[p]! - ZERO);
        digits++;
        fraction++;
        p++;
      }
      if (fraction === 0) return -1;
    }
    let exponent = false;
    if (b[p] === LOWER_E || b[p] === UPPER_E) {
      exponent = true;
      p++;
      if (b[p] === PLUS || b[p] === MINUS) p++;
      if (!(b[p]! >= ZERO && b[p]! <= NINE)) return -1;
      while (b[p]! >= ZERO && b[p]! <= NINE) p++;
    }
    const negative = b[from] === MINUS;
    if (!exponent && digits <= 15 && fraction <= 22) {
      const value = fraction === 0 ? mantissa : mantissa / POW10[fraction]!;
      this.num[column] = negative ? -value : value;
    } else this.num[column] = Number(this.latin1(from, p));
    return p;
  }

  /** Lets go of the last chunk's bytes. */
  release(): void {
    this.textOf = null;
    this.text = null;
  }

  /** A new chunk's bytes. */
  private use(b: Uint8Array): void {
    this.textOf = b;
    this.text = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    this.backslash = -1;
  }

  /** The bytes as a one-byte string (a number's text; rare). */
  private latin1(from: number, to: number): string {
    return this.text!.toString('latin1', from, to);
  }
}

/** The length of the JSON escape at b[at] (a backslash): 2, 6 for `\uXXXX`, 0 when it is none. */
function escapeLength(b: Uint8Array, at: number): number {
  const c = b[at + 1];
  if (c === 0x75) {
    for (let i = at + 2; i < at + 6; i++) if (!hex(b[i])) return 0;
    return 6;
  }
  return c !== undefined && c < 128 && JSON_ESCAPES[c] !== 0 ? 2 : 0;
}

const hex = (c: number | undefined): boolean =>
  c !== undefined && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66));

/** A key's length and its first, second and last bytes, as one number. */
function keyHash(b: Uint8Array, from: number, to: number): number {
  const n = to - from;
  return n === 0 ? 0 : n * 0x1000000 + b[from]! * 0x10000 + (n > 1 ? b[from + 1]! : 0) * 0x100 + b[to - 1]!;
}

/** The position of the next `byte` at or after `from`; the length when there is none. */
function nextOf(b: Uint8Array, byte: number, from: number): number {
  const at = b.indexOf(byte, from);
  return at < 0 ? b.length : at;
}

function same(name: Uint8Array, b: Uint8Array, from: number, to: number): boolean {
  if (name.length !== to - from) return false;
  for (let i = 0; i < name.length; i++) if (name[i] !== b[from + i]) return false;
  return true;
}

/** A base64 letter: A-Z a-z 0-9 + / */
function letter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
}

/** b[from, to) matches zod's base64 (empty, or groups of four letters, the last one `xx==` or `xxx=`). */
function base64(b: Uint8Array, from: number, to: number): boolean {
  const n = to - from;
  if (n % 4 !== 0) return false;
  if (n === 0) return true;
  let letters = n;
  if (b[to - 1] === 0x3d) letters = b[to - 2] === 0x3d ? n - 2 : n - 1;
  for (let i = from; i < from + letters; i++) if (!letter(b[i]!)) return false;
  return true;
}

/**
 * The byte after the record (any JSON value, with whitespace) that starts at `at`, read as far as
 * its closing bracket outside strings; -1 when it does not close before `limit`.
 */
export function valueEnd(b: Uint8Array, at: number, limit: number): number {
  let depth = 0;
  let p = at;
  while (p < limit) {
    const c = b[p]!;
    if (c === QUOTE) {
      p++;
      while (p < limit && b[p] !== QUOTE) p += b[p] === BACKSLASH ? 2 : 1;
      if (p >= limit) return -1;
    } else if (c === OPEN || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE || c === CLOSE_BRACKET) {
      depth--;
      if (depth === 0) return p + 1;
      if (depth < 0) return -1;
    }
    p++;
  }
  return -1;
}
