// Finds where given paths start in a JSON text that JSON.parse has accepted, without building
// anything else: the fast check needs positions only for what failed.
import type { JsonPathSegment } from './json-path';
import { JsonScanner, type SourcePosition } from './json-scanner';
import type { LocatedValue } from './json-with-positions';
import { escapedAt, type PreScan } from './json-prescan';

interface Node {
  offset: number;
  children: Map<JsonPathSegment, Node> | null;
}

const QUOTE = 34;
const BACKSLASH = 92;

/** A locate() over a parsed value and its text that scans the text once, for the paths asked beforehand. */
export interface SparseDocument {
  locate(path: readonly PropertyKey[]): LocatedValue;
  positionAt(offset: number): SourcePosition;
}

/**
 * Scans `text` (valid JSON, nesting already bounded) once and records the start of every value
 * on `paths`; `locate` then answers like JsonDocument.locate for those paths and their prefixes.
 * For a repeated key the last one counts, as in JSON.parse.
 */
export function locatePaths(
  text: string,
  start: number,
  root: unknown,
  paths: Iterable<readonly PropertyKey[]>,
  /** Where each element of `stocks` starts (and its line), when the pre-scan could tell: only those rows are scanned then. */
  rows?: Pick<PreScan, 'rowStarts' | 'rowCount' | 'rowLines' | 'rowLineStarts'>,
): SparseDocument {
  const rowStarts = rows?.rowStarts;
  const trie: Node = { offset: -1, children: null };
  for (const path of paths) {
    let node = trie;
    for (const segment of path) {
      const key = typeof segment === 'number' ? segment : String(segment);
      node.children ??= new Map();
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = { offset: -1, children: null }));
      node = child;
    }
  }
  const scanner = new JsonScanner(text, start, () => '');
  let i = start;

  const ws = () => {
    let c = text.charCodeAt(i);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++i);
  };
  const skipString = () => {
    let j = text.indexOf('"', i + 1);
    while (text.charCodeAt(j - 1) === BACKSLASH && escapedAt(text, j)) j = text.indexOf('"', j + 1);
    i = j + 1;
  };
  const readKey = (): string => {
    const open = i;
    skipString();
    const raw = text.slice(open + 1, i - 1);
    return raw.includes('\\') ? (JSON.parse(text.slice(open, i)) as string) : raw;
  };
  /** Skips a value no path asks for: strings by indexOf, containers by bracket count. */
  const skipValue = () => {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return skipString();
    if (c !== 91 && c !== 123) {
      while (i < text.length) {
        const d = text.charCodeAt(i);
        if (d === 44 || d === 93 || d === 125 || d === 32 || d === 10 || d === 13 || d === 9) break;
        i++;
      }
      return;
    }
    let depth = 0;
    for (; i < text.length; i++) {
      const d = text.charCodeAt(i);
      if (d === QUOTE) {
        skipString();
        i--;
      } else if (d === 91 || d === 123) depth++;
      else if (d === 93 || d === 125) {
        if (--depth === 0) {
          i++;
          return;
        }
      }
    }
  };
  const reset = (node: Node) => {
    node.offset = -1;
    node.children?.forEach(reset);
  };
  // Recursive, but only along asked paths, whose depth the pre-scan has bounded.
  const scan = (node: Node): void => {
    ws();
    if (node.offset >= 0) reset(node);
    node.offset = i;
    const c = text.charCodeAt(i);
    if (node.children === null || (c !== 91 && c !== 123)) return skipValue();
    i++;
    for (let index = 0; ; index++) {
      ws();
      if (text.charCodeAt(i) === (c === 91 ? 93 : 125)) {
        i++;
        return;
      }
      if (index > 0) {
        i++; // the comma
        ws();
      }
      let key: JsonPathSegment = index;
      if (c === 123) {
        key = readKey();
        ws();
        i++; // the colon
      }
      const child = node.children.get(key);
      if (child) scan(child);
      else {
        ws();
        skipValue();
      }
    }
  };
  const stocks = trie.children?.get('stocks');
  if (trie.children === null) {
    // Nothing asked (a package without findings): no scan at all.
    ws();
    trie.offset = i;
  } else if (rowStarts && trie.children?.size === 1 && stocks?.children) {
    // Only rows are asked for: scan each where it starts instead of the whole text.
    ws();
    trie.offset = i;
    for (const [index, node] of stocks.children) {
      i = rowStarts[index as number]!;
      scan(node);
    }
    stocks.offset = rowStarts[0]!;
  } else scan(trie);

  /** Line and column from the nearest row start before `offset`: a few lines read, not the whole text's line index. */
  const positionAt = (offset: number): SourcePosition => {
    if (!rows || rows.rowCount === 0 || offset < rows.rowStarts[0]!) return scanner.positionAt(offset);
    let lo = 0;
    let hi = rows.rowCount - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (rows.rowStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    let line = rows.rowLines[lo]!;
    let lineStart = rows.rowLineStarts[lo]!;
    for (let k = rows.rowStarts[lo]!; k < offset; k++) {
      const c = text.charCodeAt(k);
      if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) {
        line++;
        lineStart = k + 1;
      }
    }
    return { line, column: offset - lineStart + 1, offset };
  };
  return {
    positionAt,
    locate(path) {
      let node = trie;
      let value = root;
      let offset = trie.offset;
      for (const segment of path) {
        const child = node.children?.get(typeof segment === 'number' ? segment : String(segment));
        if (!child || child.offset < 0) return { position: positionAt(offset), found: false, value };
        node = child;
        offset = child.offset;
        value = (value as Record<PropertyKey, unknown>)[segment];
      }
      return { position: positionAt(offset), found: true, value };
    },
  };
}
