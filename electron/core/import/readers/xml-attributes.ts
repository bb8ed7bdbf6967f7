// The attributes of one tag read in place, as positions in the scanner's text (a sheet read
// bytewise): a sheet's cell has two or three (r, t, s) and there are millions of cells, so no
// attribute becomes a string unless its handler asks for it. Values are decoded only then.
import { isNamed, isSpace, textOfBytes } from './xml-chunk-scanner';

/** Walks a tag's `name="value"` pairs (spaces around `=` and single quotes allowed; junk skipped). */
export class AttributeCursor {
  private s = '';
  private at = 0;
  private end = 0;
  nameStart = 0;
  nameEnd = 0;
  valueStart = 0;
  valueEnd = 0;

  /** Starts on the attributes s[start, end) (after the tag's name, before `>` or `/>`). */
  reset(s: string, start: number, end: number): this {
    this.s = s;
    this.at = start;
    this.end = end;
    return this;
  }

  /** Moves to the next attribute; false when there is none. */
  next(): boolean {
    const { s, end } = this;
    let i = this.at;
    for (;;) {
      while (i < end && isSpace(s.charCodeAt(i))) i++;
      if (i >= end) return false;
      const nameStart = i;
      while (i < end && s.charCodeAt(i) !== 0x3d && !isSpace(s.charCodeAt(i))) i++;
      const nameEnd = i;
      while (i < end && isSpace(s.charCodeAt(i))) i++;
      // A name without `=`: not an attribute, skipped as the regular expression it replaces did.
      if (s.charCodeAt(i) !== 0x3d) continue;
      i++;
      while (i < end && isSpace(s.charCodeAt(i))) i++;
      const quote = s.charCodeAt(i);
      if (quote !== 0x22 && quote !== 0x27) continue;
      const close = s.indexOf(quote === 0x22 ? '"' : "'", i + 1);
      if (close < 0 || close >= end) return false;
      this.nameStart = nameStart;
      this.nameEnd = nameEnd;
      this.valueStart = i + 1;
      this.valueEnd = close;
      this.at = close + 1;
      return true;
    }
  }

  /** Whether the current attribute's name is `name`. */
  is(name: string): boolean {
    return isNamed(this.s, this.nameStart, this.nameEnd, name);
  }

  /** The current value, decoded (UTF-8, entities). */
  value(): string {
    return textOfBytes(this.s, this.valueStart, this.valueEnd);
  }

  /** The current value when it is plain digits (1 to 9 of them), else -1. */
  digits(): number {
    return digitsIn(this.s, this.valueStart, this.valueEnd);
  }

  /** The current value's kind among `names` (its index), -1 when none. */
  oneOf(names: readonly string[]): number {
    const { s, valueStart, valueEnd } = this;
    for (let i = 0; i < names.length; i++) if (isNamed(s, valueStart, valueEnd, names[i]!)) return i;
    // Written with a character reference (`t="&#115;"`): decoded, as an XML parser would.
    for (let k = valueStart; k < valueEnd; k++) if (s.charCodeAt(k) === 0x26) return names.indexOf(this.value());
    return -1;
  }

  /** The column of a cell reference ("AB12" → 28; 0 when it starts with no capital letter). */
  column(): number {
    const { s, valueStart, valueEnd } = this;
    let col = 0;
    for (let k = valueStart; k < valueEnd; k++) {
      const c = s.charCodeAt(k);
      if (c === 0x26 /* & */) return columnOf(this.value());
      if (c < 0x41 || c > 0x5a) break;
      col = col * 26 + (c - 0x40);
    }
    return col;
  }
}

/** "AB12" → column 28 (0 when the reference has no letters). */
export function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 0x41 || c > 0x5a) break;
    col = col * 26 + (c - 0x40);
  }
  return col;
}

/** s[start, end) as a number when it is plain digits (1 to 9 of them), else -1. */
export function digitsIn(s: string, start: number, end: number): number {
  if (end <= start || end - start > 9) return -1;
  let n = 0;
  for (let k = start; k < end; k++) {
    const d = s.charCodeAt(k) - 0x30;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * s[start, end) as a number when it is a plain decimal (`-`, up to 15 digits, one `.`), else NaN.
 * Its digits as an integer divided by a power of ten: both exact below 2^53 and 10^22, so the one
 * rounded division gives exactly what parseFloat gives, without a string per cell.
 */
export function decimalIn(s: string, start: number, end: number): number {
  let k = start;
  const negative = s.charCodeAt(k) === 0x2d;
  if (negative) k++;
  let digits = 0;
  let point = -1;
  let n = 0;
  for (; k < end; k++) {
    const c = s.charCodeAt(k);
    if (c === 0x2e && point < 0) point = k;
    else if (c >= 0x30 && c <= 0x39) {
      n = n * 10 + (c - 0x30);
      digits++;
    } else return NaN;
  }
  if (digits === 0 || digits > 15 || point === end - 1) return NaN;
  const value = point < 0 ? n : n / POWERS_OF_TEN[end - point - 1]!;
  return negative ? -value : value;
}
