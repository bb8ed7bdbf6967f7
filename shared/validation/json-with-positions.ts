import { ObjectShapes, openFrame, Tables, type Frame } from './json-containers';
import { formatJsonPath } from './json-path';
import {
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  JsonScanner,
  LOWER_F,
  LOWER_N,
  LOWER_T,
  MINUS,
  NINE,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  ZERO,
  type SourcePosition,
} from './json-scanner';

export { JsonSyntaxError, type SourcePosition } from './json-scanner';

/** Where `locate` found a path: the value itself, or its nearest existing ancestor. */
export interface LocatedValue {
  position: SourcePosition;
  /** False when the path does not exist (e.g. a missing field); `position` is then the ancestor's. */
  found: boolean;
  /** The value at the path, or at the ancestor when not found. */
  value: unknown;
}

/** A parsed text: the value (as JSON.parse gives it) and where every value in it starts. */
export interface JsonDocument {
  value: unknown;
  locate(path: readonly PropertyKey[]): LocatedValue;
  positionAt(offset: number): SourcePosition;
}

/** Options of parseJsonWithPositions. */
export interface JsonParseOptions {
  /** Skip a leading byte order mark (JSON.parse rejects it; files saved by Windows tools carry one). */
  allowBom?: boolean;
}

/** Marks that readValue opened a container rather than reading a value. */
const OPENED = Symbol('opened');

/**
 * Parses JSON like JSON.parse and records where every value starts. Iterative (an explicit
 * stack), so nesting depth is bounded by memory, not the call stack; linear in the text size.
 * Throws JsonSyntaxError with line, position and path on malformed input.
 */
export function parseJsonWithPositions(text: string, options: JsonParseOptions = {}): JsonDocument {
  const start = options.allowBom === true && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: Frame[] = [];
  let depth = 0;
  const scanner = new JsonScanner(text, start, () =>
    formatJsonPath(stack.slice(0, depth).flatMap((f) => (f.key === undefined ? [] : [f.key]))),
  );
  const tables = new Tables();
  const shapes = new ObjectShapes(tables.shapes);

  const readValue = (): unknown => {
    const c = text.charCodeAt(scanner.i);
    if (c === QUOTE) return scanner.readString();
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      openFrame(stack, depth++, c === OPEN_BRACKET);
      scanner.i++;
      return OPENED;
    }
    if (c === MINUS || (c >= ZERO && c <= NINE)) return scanner.readNumber();
    if (c === LOWER_T) return scanner.readLiteral('true', true);
    if (c === LOWER_F) return scanner.readLiteral('false', false);
    if (c === LOWER_N) return scanner.readLiteral('null', null);
    return scanner.unexpected('a JSON value');
  };

  /** Reads a key, reusing the string of the previous object at this depth when the text matches. */
  const readKey = (frame: Frame): string => {
    const candidate = shapes.keyAt(depth - 1, frame.count);
    if (candidate !== undefined && text.startsWith(candidate, scanner.i + 1)) {
      const end = scanner.i + 1 + candidate.length;
      if (text.charCodeAt(end) === QUOTE) {
        scanner.i = end + 1;
        return candidate;
      }
    }
    const key = scanner.readString();
    if (scanner.hadEscape) frame.plainKeys = false;
    return key;
  };

  let root: unknown;
  let rootTable = -1;
  const deliver = (value: unknown, table: number) => {
    if (depth === 0) {
      root = value;
      rootTable = table;
      return;
    }
    const parent = stack[depth - 1];
    parent.values.push(value);
    parent.tables.push(table);
  };

  scanner.skipWhitespace();
  const rootOffset = scanner.i;
  const first = readValue();
  if (first !== OPENED) root = first;

  while (depth > 0) {
    const frame = stack[depth - 1];
    scanner.skipWhitespace();
    const c = text.charCodeAt(scanner.i);
    if (c === (frame.isArray ? CLOSE_BRACKET : CLOSE_BRACE)) {
      scanner.i++;
      depth--;
      if (frame.isArray) deliver(frame.values, tables.write(frame, -1));
      else {
        const value = shapes.build(depth, frame);
        deliver(value, tables.write(frame, shapes.lastShape));
      }
      continue;
    }
    if (frame.count > 0) {
      if (c !== COMMA) scanner.unexpected(frame.isArray ? "',' or ']'" : "',' or '}'");
      scanner.i++;
      scanner.skipWhitespace();
    }
    if (frame.isArray) frame.key = frame.count;
    else {
      if (text.charCodeAt(scanner.i) !== QUOTE) scanner.unexpected('a property name in double quotes');
      const key = readKey(frame);
      frame.key = key;
      frame.keys.push(key);
      scanner.skipWhitespace();
      if (text.charCodeAt(scanner.i) !== COLON) scanner.unexpected(`':' after property name '${key}'`);
      scanner.i++;
      scanner.skipWhitespace();
    }
    frame.offsets.push(scanner.i);
    frame.count++;
    const value = readValue();
    if (value !== OPENED) deliver(value, -1);
  }

  scanner.skipWhitespace();
  if (scanner.i < text.length) scanner.unexpected('the end of the input');

  return {
    value: root,
    positionAt: (offset) => scanner.positionAt(offset),
    locate: (path) => locate(root, rootOffset, rootTable, tables, path, (offset) => scanner.positionAt(offset)),
  };
}

function locate(
  root: unknown,
  rootOffset: number,
  rootTable: number,
  tables: Tables,
  path: readonly PropertyKey[],
  positionAt: (offset: number) => SourcePosition,
): LocatedValue {
  let value = root;
  let offset = rootOffset;
  let table = rootTable;
  for (const segment of path) {
    const slot = table < 0 ? -1 : memberSlot(tables, table, segment);
    if (slot < 0) return { position: positionAt(offset), found: false, value };
    offset = tables.offsets[slot];
    table = tables.children[slot];
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return { position: positionAt(offset), found: true, value };
}

/** The slot of a member in a table, or -1. For a repeated key the last one counts, as in JSON.parse. */
function memberSlot(tables: Tables, table: number, segment: PropertyKey): number {
  const count = tables.offsets[table];
  const shape = tables.children[table];
  if (shape < 0) {
    const index = typeof segment === 'number' ? segment : Number(segment);
    return Number.isInteger(index) && index >= 0 && index < count ? table + 1 + index : -1;
  }
  const keys = tables.shapes[shape];
  const key = String(segment);
  for (let m = count - 1; m >= 0; m--) if (keys[m] === key) return table + 1 + m;
  return -1;
}
