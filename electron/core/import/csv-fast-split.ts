// A splitter for the common shape of a CSV export, equal to papaparse on what it accepts.
// Why not papaparse alone: its rows cost ~1.1 × JSON.parse of the whole package on their own (an
// array per chunk, a regex per quoted field, indexOf bookkeeping), and the import must stay within
// 2 × (docs/performance.md, "bench/import"). Anything it does not accept goes to papaparse, from
// the row where it stopped; equality with papaparse is proven by csv-fast-split.test.ts.

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * True when every line break of the text is the file's own newline, so that a row's line number is
 * one plus the breaks inside its quoted cells however papaparse chunks the text: with `\r\n`, no
 * lone CR or LF; with `\n`, no CR at all. Other files (mixed breaks, old Mac `\r`) go to papaparse.
 */
export function hasCleanBreaks(text: string, newline: string): boolean {
  if (newline === '\n') return text.indexOf('\r') < 0;
  if (newline !== '\r\n') return false;
  for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 2))
    if (text.charCodeAt(i + 1) !== LF) return false;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
    if (text.charCodeAt(i - 1) !== CR) return false;
  return true;
}

/**
 * Splits `text` from `from` (a row start) into rows as papaparse does with the given one-character
 * delimiter, `"` quotes and the given newline (`\n` or `\r\n`, on a text with clean breaks), handing
 * each row's cells and the lines it spans to `onRow`. Stops at the start of the first row it does
 * not accept — a quoted field that is unterminated or whose closing quote is not followed by the
 * delimiter, the newline or the end (papaparse has its own rules there), a row longer than
 * `maxRowChars` (the reader's row bounds refuse it there, csv-bounds.ts) — and returns that
 * offset; returns the text's length when all of it was split.
 */
export function splitCsvFast(
  text: string,
  from: number,
  delimiter: string,
  newline: '\n' | '\r\n',
  onRow: (cells: string[], lines: number) => void,
  maxRowChars = Infinity,
): number {
  const length = text.length;
  const d = delimiter.charCodeAt(0);
  const crlf = newline === '\r\n';
  let p = from;
  // papaparse gives an empty text no rows, and a text ending in a newline a last row of one empty cell.
  if (length === 0) return 0;
  for (;;) {
    const rowStart = p;
    // A packed array grown by push: a preallocated holey one, cut to length, cost a quarter more.
    const cells: string[] = [];
    let lines = 1;
    let rowEnded = false;
    while (!rowEnded) {
      if (p < length && text.charCodeAt(p) === QUOTE) {
        // A quoted field: up to the quote not doubled; `""` inside stands for one quote.
        let q = p + 1;
        let escaped = false;
        let close = -1;
        for (;;) {
          const k = text.indexOf('"', q);
          if (k < 0) break;
          if (text.charCodeAt(k + 1) === QUOTE) {
            escaped = true;
            q = k + 2;
            continue;
          }
          close = k;
          break;
        }
        if (close < 0) return rowStart;
        const after = close + 1;
        const next = after < length ? text.charCodeAt(after) : -1;
        if (next !== -1 && next !== d && next !== (crlf ? CR : LF)) return rowStart;
        let value = text.slice(p + 1, close);
        if (escaped) value = value.replaceAll('""', '"');
        // Clean breaks: a CR only ever comes as CRLF, so the breaks are the LFs.
        for (let b = value.indexOf('\n'); b >= 0; b = value.indexOf('\n', b + 1)) lines++;
        cells.push(value);
        if (next === d) p = after + 1;
        else {
          p = next === -1 ? length : after + newline.length;
          rowEnded = true;
        }
        continue;
      }
      // An unquoted field: up to the delimiter, the newline or the end (a quote inside is text).
      let i = p;
      let c = -1;
      while (i < length) {
        c = text.charCodeAt(i);
        if (c === d || c === LF || c === CR) break;
        i++;
      }
      cells.push(text.slice(p, i));
      if (i < length && c === d) p = i + 1;
      else {
        p = i >= length ? length : i + newline.length;
        rowEnded = true;
      }
    }
    if (p - rowStart > maxRowChars) return rowStart;
    onRow(cells, lines);
    // The row ended at the end of the text: done. Ended by a newline at the very end: one more, empty row.
    if (p >= length && text.charCodeAt(length - 1) !== LF) return length;
    if (p >= length) {
      onRow([''], 1);
      return length;
    }
  }
}
