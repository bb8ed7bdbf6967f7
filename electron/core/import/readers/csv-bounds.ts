// Bounds of a CSV file checked before it is split: the longest line in its bytes (before
// decoding: a 199 MB line of `y;y;…` never becomes a string), and, for the part papaparse splits,
// each row's length and cells counted through its quotes (a quote never closed would otherwise
// be carried from chunk to chunk to the end of the file, at ~12 × its size in memory).
import { ReaderLimitError, readerLimits } from '../reader-limits';

export interface LineScan {
  /** Line breaks (LF, or CR for old Mac files): an upper bound of the rows. */
  breaks: number;
  /**
   * Whether every line break is the given newline — with `\r\n`, no lone CR or LF; with `\n`, no
   * CR at all — read from the bytes, so that the splitter need not search the decoded text for
   * them (csv-reader.ts). True of the text as well for UTF-8 and the 8-bit code pages, where CR
   * and LF are single bytes and are never part of another character; not for UTF-16.
   */
  clean: { '\n': boolean; '\r\n': boolean };
}

/** Counts the line breaks natively; throws at the first line longer than `readerLimits.lineBytes`. */
export function scanLines(bytes: Uint8Array): LineScan {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const firstCr = view.indexOf(0x0d);
  const mark = view.indexOf(0x0a) >= 0 ? 0x0a : 0x0d;
  let breaks = 0;
  // LFs right after a CR: with as many CRs, every CR is followed by one (CRLF throughout).
  let afterCr = 0;
  let start = 0;
  for (let i = view.indexOf(mark); ; i = view.indexOf(mark, i + 1)) {
    const end = i < 0 ? view.length : i;
    if (end - start > readerLimits.lineBytes)
      throw new ReaderLimitError(
        'line-too-long',
        `Line ${breaks + 1} is longer than ${readerLimits.lineBytes / 1024 / 1024} MB without a line break: this is not a stock list (a real row is a few hundred bytes), or its line breaks were lost. Export the list again.`,
        { row: breaks + 1, value: String(readerLimits.lineBytes) },
      );
    if (i < 0) break;
    breaks++;
    if (view[i - 1] === 0x0d) afterCr++;
    start = i + 1;
  }
  const noCr = firstCr < 0;
  let crlf = noCr && breaks === 0;
  if (!noCr && mark === 0x0a && afterCr === breaks) {
    let crs = 0;
    for (let i = firstCr; i >= 0 && crs <= breaks; i = view.indexOf(0x0d, i + 1)) crs++;
    crlf = crs === breaks;
  }
  return { breaks, clean: { '\n': noCr, '\r\n': crlf } };
}

/**
 * Files from this size have their quotes checked in the bytes, before decoding (`checkQuotesInBytes`),
 * so that a large hostile file is refused without its text. A smaller one is decoded first (its text
 * is smaller than what a normal import of it holds) and the splitter stops at the same quote in the
 * text, where the row check refuses it with the same finding (`checkCsvRows`): the byte check cost
 * 3 % of a 100,000-row import.
 */
export const QUOTE_CHECK_BYTES = 32 * 1024 * 1024;

/**
 * Finds, in the bytes before decoding, a quote (`"`) whose closing quote is more than
 * `readerLimits.rowChars` bytes away (or missing): jumping from quote to quote natively, so a
 * normal file costs one `indexOf` per quote. ASCII quotes and line breaks are single bytes in
 * UTF-8 and the 8-bit code pages; a UTF-16 file (BOM) is left to the text check.
 */
export function checkQuotesInBytes(bytes: Uint8Array): void {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if ((view[0] === 0xff && view[1] === 0xfe) || (view[0] === 0xfe && view[1] === 0xff)) return;
  for (let open = view.indexOf(0x22); open >= 0;) {
    // Only a quote at a field's start opens a quoted field (elsewhere it is a literal, as for papaparse).
    if (open > 0 && !fieldStart.has(view[open - 1]!)) {
      open = view.indexOf(0x22, open + 1);
      continue;
    }
    let close = view.indexOf(0x22, open + 1);
    // `""` inside a quoted field is a quote character.
    while (close >= 0 && view[close + 1] === 0x22) close = view.indexOf(0x22, close + 2);
    const end = close < 0 ? view.length : close;
    if (end - open > readerLimits.rowChars) {
      let line = 1;
      for (let i = view.indexOf(0x0a); i >= 0 && i < open; i = view.indexOf(0x0a, i + 1)) line++;
      throw unclosedQuote(line);
    }
    if (close < 0) return;
    open = view.indexOf(0x22, close + 1);
  }
}

/** Bytes after which a field starts: the delimiters the reader knows and line breaks. */
const fieldStart = new Set([0x3b, 0x2c, 0x09, 0x0a, 0x0d]);

const unclosedQuote = (line: number) =>
  new ReaderLimitError(
    'unclosed-quote',
    `A quote (") opened on line ${line} is not closed within ${readerLimits.rowChars / 1024 / 1024} MB: the rest of the file would be one cell. Close or delete that quote and try again.`,
    { row: line, value: String(readerLimits.rowChars) },
  );

/**
 * Walks text[from…] as papaparse would split it (`"` quotes, the delimiter, CR/LF) and throws at
 * the first row longer than `readerLimits.rowChars` (a quote opened and not closed names its line)
 * or with more cells than `readerLimits.columns`. `firstLine` is the line number at `from`.
 */
export function checkCsvRows(text: string, from: number, firstLine: number, delimiter: string): void {
  const d = delimiter.charCodeAt(0);
  const fieldStartChars = [d, 10, 13];
  let line = firstLine;
  let rowStart = from;
  let rowLine = firstLine;
  let cells = 1;
  let quoted = false;
  let quoteLine = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      if (quoted && text.charCodeAt(i + 1) === 34) i++;
      else if (quoted) quoted = false;
      else if (i === from || fieldStartChars.includes(text.charCodeAt(i - 1))) {
        quoted = true;
        quoteLine = line;
      }
    } else if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      if (!quoted) {
        rowStart = i + 1;
        rowLine = line;
        cells = 1;
      }
    } else if (c === d && !quoted && ++cells > readerLimits.columns) {
      throw new ReaderLimitError(
        'too-many-columns',
        `Row ${rowLine} has more than ${readerLimits.columns} cells: a stock list may have at most ${readerLimits.columns} columns. Check the delimiter, or delete the extra columns.`,
        { row: rowLine, column: readerLimits.columns + 1, value: String(readerLimits.columns) },
      );
    }
    if (i - rowStart > readerLimits.rowChars)
      throw quoted
        ? unclosedQuote(quoteLine)
        : new ReaderLimitError(
            'line-too-long',
            `Row ${rowLine} is longer than ${readerLimits.rowChars / 1024 / 1024} MB: this is not a stock list, or its line breaks were lost. Export the list again.`,
            { row: rowLine, value: String(readerLimits.rowChars) },
          );
  }
}
