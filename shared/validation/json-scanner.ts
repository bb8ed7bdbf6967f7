/** Where a value starts in the text: 1-based line and column (UTF-16 units), 0-based offset. */
export interface SourcePosition {
  line: number;
  column: number;
  offset: number;
}

/** A malformed package: the parser's reason, where it stopped and the path it had reached. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly position: SourcePosition,
    readonly path: string,
  ) {
    super(`${reason} at line ${position.line}, position ${position.column}, path '${path}'`);
    this.name = 'JsonSyntaxError';
  }
}

// Character codes the scanner compares against.
export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const QUOTE = 34;
export const PLUS = 43;
export const COMMA = 44;
export const MINUS = 45;
export const DOT = 46;
export const ZERO = 48;
export const NINE = 57;
export const COLON = 58;
export const UPPER_E = 69;
export const OPEN_BRACKET = 91;
export const BACKSLASH = 92;
export const CLOSE_BRACKET = 93;
export const LOWER_E = 101;
export const LOWER_F = 102;
export const LOWER_N = 110;
export const LOWER_T = 116;
export const OPEN_BRACE = 123;
export const CLOSE_BRACE = 125;

const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Reads JSON tokens from `text` at `i`, the way JSON.parse reads them, and turns every
 * deviation into a JsonSyntaxError (line, position and the path the parser reports).
 */
export class JsonScanner {
  i: number;
  /** Set by readString when the string had an escape sequence. */
  hadEscape = false;
  private lineStarts: number[] | undefined;

  constructor(
    readonly text: string,
    /** Where the JSON starts: 1 after a skipped byte order mark. */
    private readonly start: number,
    /** The path reached so far, for error messages. */
    private readonly currentPath: () => string,
  ) {
    this.i = start;
  }

  /** Line and column of an offset; the line index is built on first use (only errors need it). */
  positionAt(offset: number): SourcePosition {
    const starts = (this.lineStarts ??= computeLineStarts(this.text, this.start));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1, offset };
  }

  fail(reason: string, offset: number): never {
    throw new JsonSyntaxError(reason, this.positionAt(offset), this.currentPath());
  }

  /** Fails at the current character (or the end), naming what was expected there. */
  unexpected(expected: string): never {
    const { text, i } = this;
    if (i >= text.length) return this.fail(`Unexpected end of input (expected ${expected})`, text.length);
    return this.fail(`Unexpected character ${describeChar(text.charCodeAt(i))} (expected ${expected})`, i);
  }

  skipWhitespace(): void {
    const text = this.text;
    let i = this.i;
    let c = text.charCodeAt(i);
    while (c === SPACE || c === LF || c === CR || c === TAB) c = text.charCodeAt(++i);
    this.i = i;
  }

  readNumber(): number {
    const text = this.text;
    const start = this.i;
    const negative = text.charCodeAt(this.i) === MINUS;
    if (negative) this.i++;
    if (text.charCodeAt(this.i) === ZERO) this.i++;
    else this.readDigits();
    const next = text.charCodeAt(this.i);
    // Short integers (most of a package) are computed in place: exact below 2^53, no slice.
    if (next !== DOT && next !== LOWER_E && next !== UPPER_E && this.i - start <= 15) {
      let value = 0;
      for (let k = negative ? start + 1 : start; k < this.i; k++) value = value * 10 + (text.charCodeAt(k) - ZERO);
      return negative ? -value : value;
    }
    if (next === DOT) {
      this.i++;
      this.readDigits();
    }
    const e = text.charCodeAt(this.i);
    if (e === LOWER_E || e === UPPER_E) {
      const sign = text.charCodeAt(++this.i);
      if (sign === PLUS || sign === MINUS) this.i++;
      this.readDigits();
    }
    // The literal is valid JSON here, and Number() reads it exactly as JSON.parse does.
    return Number(text.slice(start, this.i));
  }

  private readDigits(): void {
    const text = this.text;
    const start = this.i;
    let i = start;
    let c = text.charCodeAt(i);
    while (c >= ZERO && c <= NINE) c = text.charCodeAt(++i);
    this.i = i;
    if (i === start) this.unexpected('a digit');
  }

  /** Reads a string whose opening quote is at `i`. */
  readString(): string {
    const text = this.text;
    const length = text.length;
    const open = this.i;
    let i = open + 1;
    let start = i;
    let out = '';
    this.hadEscape = false;
    for (;;) {
      if (i >= length) {
        const at = this.positionAt(open);
        this.fail(`Unterminated string (opened at line ${at.line}, position ${at.column})`, length);
      }
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        this.hadEscape = true;
        out += text.slice(start, i);
        this.i = i;
        out += this.readEscape();
        i = start = this.i;
      } else if (c < SPACE) {
        this.i = i;
        this.fail(`Bad control character ${describeChar(c)} in string (escape it, e.g. \\n)`, i);
      } else i++;
    }
    this.i = i + 1;
    return start === open + 1 ? text.slice(start, i) : out + text.slice(start, i);
  }

  private readEscape(): string {
    const { text, i } = this;
    const letter = text.charAt(i + 1);
    if (letter === 'u') {
      const hex = text.slice(i + 2, i + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex))
        this.fail(`Invalid escape sequence '\\u${hex}' in string (expected 4 hex digits)`, i);
      this.i = i + 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    const decoded = escapes[letter];
    if (decoded === undefined) {
      if (letter === '') this.fail('Unexpected end of input in a string escape', text.length);
      this.fail(`Invalid escape sequence '\\${letter}' in string`, i);
    }
    this.i = i + 2;
    return decoded;
  }

  /** Reads `true`, `false` or `null`. */
  readLiteral<T>(word: string, value: T): T {
    for (let k = 0; k < word.length; k++, this.i++) {
      if (this.text.charCodeAt(this.i) !== word.charCodeAt(k)) this.unexpected(`'${word}'`);
    }
    return value;
  }
}

/** Offsets where each line starts; `\n`, `\r\n` and a lone `\r` end a line. */
function computeLineStarts(text: string, first: number): number[] {
  const starts = [first];
  if (text.indexOf('\r', first) < 0) {
    // The usual case, found by the engine's fast search.
    for (let k = text.indexOf('\n', first); k >= 0; k = text.indexOf('\n', k + 1)) starts.push(k + 1);
    return starts;
  }
  for (let k = first; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === LF) starts.push(k + 1);
    else if (c === CR) {
      if (text.charCodeAt(k + 1) === LF) k++;
      starts.push(k + 1);
    }
  }
  return starts;
}

/** A character for a message: itself in quotes when printable, else its code point (U+000A). */
function describeChar(code: number): string {
  if (code > 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0xa0)) {
    const ch = String.fromCharCode(code);
    return ch === "'" ? `"'"` : `'${ch}'`;
  }
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
