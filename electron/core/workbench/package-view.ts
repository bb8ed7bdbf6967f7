import { stockRowFields } from '@shared/protocol/stocks';
import { prescanJson } from '@shared/validation/json-prescan';

/** The text of a package with its rows and lines indexed: what the workbench windows read from. */
export interface PackageView {
  text: string;
  /** 0 or 1 (a leading byte order mark). */
  start: number;
  /** The `stocks` array as JSON.parse gives it (empty when the file is not a readable package). */
  stocks: readonly unknown[];
  /** The spec's fields in its order that the file uses, then the file's own keys as first seen. */
  columns: string[];
  /** Offset where each row's object starts, when every row is an object the pre-scan could place. */
  rowStarts: Int32Array | null;
  lineCount: number;
  /** 0-based offset of the start of a 1-based line. */
  lineStart(line: number): number;
  /** The text of a 1-based line, without its line break. */
  lineText(line: number): string;
  /** 1-based line and column of an offset. */
  positionAt(offset: number): { line: number; column: number };
  /** The 1-based row of a batch code's first occurrence (an index built on first use), or null. */
  rowOfPrtId(prtId: string): number | null;
}

const LF = 10;
const CR = 13;

/** Offsets of every line start (LF or CRLF breaks; a lone CR is not a break, as JSON scanners count). */
function indexLines(text: string): Int32Array {
  let starts = new Int32Array(1024);
  let count = 0;
  starts[count++] = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    if (count === starts.length) {
      const grown = new Int32Array(count * 2);
      grown.set(starts);
      starts = grown;
    }
    starts[count++] = i + 1;
  }
  return starts.subarray(0, count);
}

function readStocks(text: string, start: number): unknown[] {
  try {
    const root: unknown = JSON.parse(start === 0 ? text : text.slice(start));
    const stocks = typeof root === 'object' && root !== null ? (root as { stocks?: unknown }).stocks : undefined;
    return Array.isArray(stocks) ? stocks : [];
  } catch {
    return [];
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function columnsOf(stocks: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const row of stocks) if (isRecord(row)) for (const key in row) seen.add(key);
  const known = stockRowFields.filter((f) => seen.has(f));
  const own = [...seen].filter((k) => !(stockRowFields as readonly string[]).includes(k));
  return [...known, ...own];
}

/** The rows as a check already parsed them, and their starts when it placed them. */
export interface ParsedRows {
  stocks: readonly unknown[];
  rowStarts: Int32Array | null;
}

/**
 * Indexes a package's text once: parsed rows, where each row and line starts, the columns used.
 * `parsed` (the check's own parse) spares a second JSON.parse, and its row starts the pre-scan.
 */
export function createPackageView(text: string, parsed?: ParsedRows): PackageView {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stocks = parsed?.stocks ?? readStocks(text, start);
  const given = parsed?.rowStarts != null && parsed.rowStarts.length === stocks.length ? parsed.rowStarts : null;
  const pre = given || stocks.length === 0 ? null : prescanJson(text, start, 64);
  const rowsPlaced = given !== null || (pre !== null && pre.rowCount === stocks.length && stocks.every(isRecord));
  const lines = indexLines(text);
  const lineStart = (line: number): number => lines[Math.min(Math.max(line, 1), lines.length) - 1]!;
  let byPrtId: Map<string, number> | undefined;
  return {
    text,
    start,
    stocks,
    columns: columnsOf(stocks),
    rowStarts: given ?? (rowsPlaced ? pre!.rowStarts : null),
    lineCount: lines.length,
    lineStart,
    lineText(line) {
      const from = lineStart(line);
      let to = line < lines.length ? lines[line]! - 1 : text.length;
      if (to > from && text.charCodeAt(to - 1) === CR) to--;
      return text.slice(from, to);
    },
    positionAt(offset) {
      // Binary search for the last line starting at or before the offset.
      let lo = 0;
      let hi = lines.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (lines[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, column: offset - lines[lo]! + 1 };
    },
    rowOfPrtId(prtId) {
      if (!byPrtId) {
        byPrtId = new Map();
        for (let i = 0; i < stocks.length; i++) {
          const row = stocks[i];
          const id = isRecord(row) ? row.prtId : undefined;
          const key = typeof id === 'string' ? id : typeof id === 'number' ? String(id) : null;
          if (key !== null && !byPrtId.has(key)) byPrtId.set(key, i + 1);
        }
      }
      return byPrtId.get(prtId) ?? null;
    },
  };
}

/** The kept views, one per held package object; dropped with it. */
const views = new WeakMap<object, PackageView>();

/** The view of a held package (built on first use, then reused while the package is held). */
export function viewOf(owner: object, text: string, parsed?: ParsedRows): PackageView {
  let view = views.get(owner);
  if (!view) views.set(owner, (view = createPackageView(text, parsed)));
  return view;
}

/**
 * Where the JSON token starting at `offset` ends (exclusive), on the same line: a string to its
 * closing quote, a number or literal to its delimiter, a bracket is one character.
 */
export function tokenEnd(text: string, offset: number): number {
  const c = text.charCodeAt(offset);
  if (Number.isNaN(c)) return offset;
  if (c === 34) {
    for (let i = offset + 1; i < text.length; i++) {
      const d = text.charCodeAt(i);
      if (d === 92) i++;
      else if (d === 34) return i + 1;
      else if (d === LF) return i;
    }
    return text.length;
  }
  if (c === 123 || c === 91 || c === 125 || c === 93) return offset + 1;
  let i = offset;
  while (i < text.length) {
    const d = text.charCodeAt(i);
    if (d === 44 || d === 125 || d === 93 || d === 32 || d === LF || d === CR || d === 9 || d === 58) break;
    i++;
  }
  return Math.max(i, offset + 1);
}
