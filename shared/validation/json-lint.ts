// What JSON.parse hides, read from the text: repeated keys and numbers that do not survive
// being read as doubles. Run only when the pre-scan saw a sign of either (see stock-package-check).
import type { JsonPathSegment } from './json-path';
import { clip, integerFields, numberLiteralWarning, type PendingWarning } from './package-warnings';
import { escapedAt } from './json-prescan';

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * Walks valid JSON (nesting bounded by the pre-scan) and calls `report` for each repeated key
 * (at the repeat) and each number literal that changes when read; stops after `limit` reports
 * and returns how many there were in all.
 */
export function lintJson(text: string, start: number, report: (w: PendingWarning) => void, limit: number): number {
  let i = start;
  let total = 0;
  const path: JsonPathSegment[] = [];
  const emit = (w: PendingWarning) => {
    if (total++ < limit) report(w);
  };
  const ws = () => {
    let c = text.charCodeAt(i);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++i);
  };
  const readString = (): string => {
    const open = i;
    let j = text.indexOf('"', i + 1);
    while (text.charCodeAt(j - 1) === BACKSLASH && escapedAt(text, j)) j = text.indexOf('"', j + 1);
    i = j + 1;
    const raw = text.slice(open + 1, j);
    return raw.includes('\\') ? (JSON.parse(text.slice(open, i)) as string) : raw;
  };
  const value = (): void => {
    ws();
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      readString();
      return;
    }
    if (c === 91 || c === 123) {
      i++;
      const seen = c === 123 ? new Set<string>() : null;
      for (let index = 0; ; index++) {
        ws();
        if (text.charCodeAt(i) === (c === 91 ? 93 : 125)) {
          i++;
          return;
        }
        if (index > 0) {
          i++;
          ws();
        }
        let key: JsonPathSegment = index;
        if (seen) {
          const offset = i;
          key = readString();
          if (seen.has(key)) emit({ path: [...path, key], code: 'duplicate-key', params: { key: clip(key) }, offset });
          seen.add(key);
          ws();
          i++;
        }
        path.push(key);
        value();
        path.pop();
      }
    }
    const from = i;
    while (i < text.length) {
      const d = text.charCodeAt(i);
      if (d === 44 || d === 93 || d === 125 || d === 32 || d === 10 || d === 13 || d === 9) break;
      i++;
    }
    if (c === 45 || (c >= 48 && c <= 57)) {
      const last = path[path.length - 1];
      const inInteger =
        path.length === 3 && path[0] === 'stocks' && typeof last === 'string' && integerFields.has(last);
      const found = numberLiteralWarning(text.slice(from, i), inInteger);
      if (found) emit({ ...found, path: [...path], offset: from });
    }
  };
  value();
  return total;
}
