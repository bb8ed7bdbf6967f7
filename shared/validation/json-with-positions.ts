import { formatJsonPath, type JsonPathSegment } from './json-path';

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

/** Where `locate` found a path: the value itself, or its nearest existing ancestor. */
export interface LocatedValue {
  position: SourcePosition;
  /** False when the path does not exist (e.g. a missing field); `position` is then the ancestor's. */
  found: boolean;
  /** The value at the path, or at the ancestor when not found. */
  value: unknown;
}

/** A parsed text: the value (as JSON.parse gives it) and the positions of all its values. */
export interface JsonDocument {
  value: unknown;
  locate(path: readonly PropertyKey[]): LocatedValue;
  positionAt(offset: number): SourcePosition;
}

export interface JsonParseOptions {
  /** Skip a leading byte order mark (JSON.parse rejects it; files saved by Windows tools carry one). */
  allowBom?: boolean;
}

/** Per container: arrays hold each element's offset; objects hold [key, offset] pairs, flat. */
type MemberTable = (string | number)[];

interface Frame {
  container: unknown[] | Record<string, unknown>;
  members: MemberTable;
  isArray: boolean;
  count: number;
  /** The key or index being read, for the error path; undefined before an object's first key. */
  key: JsonPathSegment | undefined;
}

// Character codes the parser compares against.
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const PLUS = 43;
const COMMA = 44;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const COLON = 58;
const UPPER_E = 69;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const LOWER_E = 101;
const LOWER_F = 102;
const LOWER_N = 110;
const LOWER_T = 116;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Parses JSON like JSON.parse and records where every value starts. Iterative (an explicit
 * stack), so nesting depth is bounded by memory, not the call stack; linear in the text size.
 * Throws JsonSyntaxError with line, position and path on malformed input.
 */
export function parseJsonWithPositions(text: string, options: JsonParseOptions = {}): JsonDocument {
  const bom = options.allowBom === true && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const tables = new WeakMap<object, MemberTable>();
  const stack: Frame[] = [];
  const length = text.length;
  let lineStarts: number[] | undefined;
  let i = bom;

  const positionAt = (offset: number): SourcePosition => {
    lineStarts ??= computeLineStarts(text, bom);
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1, offset };
  };

  const fail = (reason: string, offset: number): never => {
    const path = formatJsonPath(stack.filter((f) => f.key !== undefined).map((f) => f.key as JsonPathSegment));
    throw new JsonSyntaxError(reason, positionAt(offset), path);
  };

  const unexpected = (expected: string): never =>
    i >= length
      ? fail(`Unexpected end of input (expected ${expected})`, length)
      : fail(`Unexpected character ${describeChar(text.charCodeAt(i))} (expected ${expected})`, i);

  const skipWhitespace = () => {
    let c = text.charCodeAt(i);
    while (c === SPACE || c === LF || c === CR || c === TAB) c = text.charCodeAt(++i);
  };

  const readDigits = () => {
    const start = i;
    let c = text.charCodeAt(i);
    while (c >= ZERO && c <= NINE) c = text.charCodeAt(++i);
    if (i === start) unexpected('a digit');
  };

  const readNumber = (): number => {
    const start = i;
    if (text.charCodeAt(i) === MINUS) i++;
    if (text.charCodeAt(i) === ZERO) i++;
    else readDigits();
    if (text.charCodeAt(i) === DOT) {
      i++;
      readDigits();
    }
    const e = text.charCodeAt(i);
    if (e === LOWER_E || e === UPPER_E) {
      const sign = text.charCodeAt(++i);
      if (sign === PLUS || sign === MINUS) i++;
      readDigits();
    }
    return Number(text.slice(start, i));
  };

  const readString = (): string => {
    const open = i;
    let start = ++i;
    let out = '';
    for (;;) {
      if (i >= length) fail(`Unterminated string (opened at line ${positionAt(open).line}, position ${positionAt(open).column})`, length);
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c < SPACE) fail(`Bad control character ${describeChar(c)} in string (escape it, e.g. \\n)`, i);
      if (c !== BACKSLASH) {
        i++;
        continue;
      }
      out += text.slice(start, i);
      out += readEscape();
      start = i;
    }
    out += text.slice(start, i++);
    return out;
  };

  const readEscape = (): string => {
    const at = i;
    const letter = text.charAt(i + 1);
    if (letter === 'u') {
      const hex = text.slice(i + 2, i + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail(`Invalid escape sequence '\\u${hex}' in string (expected 4 hex digits)`, at);
      i += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    const decoded = escapes[letter];
    if (decoded === undefined) {
      if (letter === '') fail('Unexpected end of input in a string escape', length);
      fail(`Invalid escape sequence '\\${letter}' in string`, at);
    }
    i += 2;
    return decoded;
  };

  const readLiteral = <T>(word: string, value: T): T => {
    for (let k = 0; k < word.length; k++, i++) {
      if (text.charCodeAt(i) !== word.charCodeAt(k)) unexpected(`'${word}'`);
    }
    return value;
  };

  /** Reads a value at `i`; a container is opened (pushed) and returned empty, to be filled by the loop. */
  const readValue = (): unknown => {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return readString();
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const isArray = c === OPEN_BRACKET;
      const container = isArray ? [] : {};
      const members: MemberTable = [];
      tables.set(container, members);
      stack.push({ container, members, isArray, count: 0, key: undefined });
      i++;
      return container;
    }
    if (c === MINUS || (c >= ZERO && c <= NINE)) return readNumber();
    if (c === LOWER_T) return readLiteral('true', true);
    if (c === LOWER_F) return readLiteral('false', false);
    if (c === LOWER_N) return readLiteral('null', null);
    return unexpected('a JSON value');
  };

  skipWhitespace();
  const rootOffset = i;
  const root = readValue();

  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    skipWhitespace();
    const c = text.charCodeAt(i);
    const close = frame.isArray ? CLOSE_BRACKET : CLOSE_BRACE;
    if (c === close) {
      i++;
      stack.pop();
      continue;
    }
    if (frame.count > 0) {
      if (c !== COMMA) unexpected(frame.isArray ? "',' or ']'" : "',' or '}'");
      i++;
      skipWhitespace();
    }
    if (frame.isArray) {
      const array = frame.container as unknown[];
      frame.key = frame.count;
      frame.members.push(i);
      array.push(readValue());
    } else {
      if (text.charCodeAt(i) !== QUOTE) unexpected('a property name in double quotes');
      const key = readString();
      frame.key = key;
      skipWhitespace();
      if (text.charCodeAt(i) !== COLON) unexpected(`':' after property name '${key}'`);
      i++;
      skipWhitespace();
      frame.members.push(key, i);
      setMember(frame.container as Record<string, unknown>, key, readValue());
    }
    frame.count++;
  }

  skipWhitespace();
  if (i < length) unexpected('the end of the input');

  return {
    value: root,
    positionAt,
    locate: (path) => locate(root, rootOffset, tables, path, positionAt),
  };
}

/** Assigns like JSON.parse does: `__proto__` becomes an own property, never the prototype. */
function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else target[key] = value;
}

function locate(
  root: unknown,
  rootOffset: number,
  tables: WeakMap<object, MemberTable>,
  path: readonly PropertyKey[],
  positionAt: (offset: number) => SourcePosition,
): LocatedValue {
  let value = root;
  let offset = rootOffset;
  for (const segment of path) {
    const members = typeof value === 'object' && value !== null ? tables.get(value) : undefined;
    const next = members === undefined ? -1 : memberOffset(value as object, members, segment);
    if (next < 0) return { position: positionAt(offset), found: false, value };
    offset = next;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return { position: positionAt(offset), found: true, value };
}

/** The offset of a member's value, or -1. For a repeated key the last one counts, as in JSON.parse. */
function memberOffset(container: object, members: MemberTable, segment: PropertyKey): number {
  if (Array.isArray(container)) {
    const index = typeof segment === 'number' ? segment : Number(segment);
    return Number.isInteger(index) && index >= 0 && index < members.length ? (members[index] as number) : -1;
  }
  const key = String(segment);
  for (let k = members.length - 2; k >= 0; k -= 2) if (members[k] === key) return members[k + 1] as number;
  return -1;
}

/** Offsets where each line starts; `\n`, `\r\n` and a lone `\r` end a line. */
function computeLineStarts(text: string, first: number): number[] {
  const starts = [first];
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
