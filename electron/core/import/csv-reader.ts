// Reads a CSV export: encoding through the shared detector, delimiter guessed from the first
// lines (`;`, tab or `,`), rows split by the fast splitter or papaparse (see `forEachCsvRow`).
import Papa from 'papaparse';
import { decodeTextFile, type TextEncodingName } from '../files/text-encoding';
import { hasCleanBreaks, splitCsvFast } from './csv-fast-split';
import type { FindingList } from './import-findings';
import { checkCsvRows, type LineScan } from './readers/csv-bounds';
import { readerLimits } from './reader-limits';
import { TableBuilder, type RowSink } from './source-table';

export type CsvDelimiter = ';' | ',' | '\t';
export const csvDelimiters: readonly CsvDelimiter[] = [';', '\t', ','];

/** What the CSV reader decided (and what the user may override). */
export interface CsvInfo {
  encoding: TextEncodingName;
  /** True when the encoding was guessed rather than certain (an 8-bit code page). */
  encodingGuessed: boolean;
  delimiter: CsvDelimiter;
}

/**
 * How much of a file the encoding detector reads when the verdict is an 8-bit code page: ~500 rows
 * of an export, thousands of Cyrillic letters to score (256 KB cost 2 % of an import more).
 */
const DETECT_PREFIX_BYTES = 64 * 1024;

/**
 * Decodes the bytes: with `encoding` as told, else through the shared detector; null when refused.
 * A big file is detected on its first 64 KB (cut at a line end): when that is an 8-bit code
 * page, the whole file is decoded once in it (scoring both code pages over 100 MB of text cost
 * more than the rest of the import). Any other verdict reads the whole file through the detector.
 */
export function decodeCsv(
  bytes: Uint8Array,
  encoding: TextEncodingName | undefined,
  findings: FindingList,
): { text: string; encoding: TextEncodingName; guessed: boolean } | null {
  if (encoding !== undefined) {
    const text = new TextDecoder(encoding).decode(bytes);
    return { text, encoding, guessed: false };
  }
  if (bytes.byteLength > DETECT_PREFIX_BYTES) {
    const end = bytes.lastIndexOf(0x0a, DETECT_PREFIX_BYTES);
    const prefix = decodeTextFile(bytes.subarray(0, end > 0 ? end + 1 : DETECT_PREFIX_BYTES));
    if (prefix.ok && (prefix.encoding === 'windows-1251' || prefix.encoding === 'ibm866')) {
      try {
        const text = new TextDecoder(prefix.encoding, { fatal: true }).decode(bytes);
        return { text, encoding: prefix.encoding, guessed: prefix.confidence < 1 };
      } catch {
        // A byte the code page does not define further on: let the detector judge the whole file.
      }
    }
  }
  const decoded = decodeTextFile(bytes);
  if (decoded.ok) return { text: decoded.text, encoding: decoded.encoding, guessed: decoded.confidence < 1 };
  findings.add({
    severity: 'error',
    code: decoded.reason === 'binary' ? 'binary-file' : 'unknown-encoding',
    message:
      decoded.reason === 'binary'
        ? 'The file is not text: it is neither CSV nor an Excel workbook (.xlsx).'
        : 'The encoding of the file could not be recognised: choose it (UTF-8, Windows-1251, CP866).',
  });
  return null;
}

/**
 * The delimiter that splits the first lines most consistently into more than one field.
 * Ties prefer `;` (Russian exports: the comma is the decimal separator), then tab.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 30);
  let best: { d: CsvDelimiter; score: number } = { d: ';', score: -1 };
  for (const d of csvDelimiters) {
    const counts = lines.map((l) => countOutsideQuotes(l, d));
    const freq = new Map<number, number>();
    for (const c of counts) if (c > 0) freq.set(c, (freq.get(c) ?? 0) + 1);
    const score = Math.max(0, ...freq.values());
    if (score > best.score) best = { d, score };
  }
  return best.d;
}

function countOutsideQuotes(line: string, d: string): number {
  let n = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) n++;
  }
  return n;
}

/** Line breaks inside a row's cells (only a quoted field keeps one): the lines the row spans beyond its first. */
function breaksIn(cells: readonly string[]): number {
  let n = 0;
  for (const c of cells) {
    if (c.indexOf('\n') < 0 && c.indexOf('\r') < 0) continue;
    for (let i = 0; i < c.length; i++) {
      const ch = c.charCodeAt(i);
      if (ch === 10 || (ch === 13 && c.charCodeAt(i + 1) !== 10)) n++;
    }
  }
  return n;
}

/** How many times `mark` occurs in text[from, to). */
function countBreaks(text: string, from: number, to: number, mark: string): number {
  let n = 0;
  for (let i = text.indexOf(mark, from); i >= 0 && i < to; i = text.indexOf(mark, i + 1)) n++;
  return n;
}

/** Text papaparse parses at a time (4M characters, ~35,000 rows): fewer chunks parse faster (1M cost 25% more), and each chunk's rows are let go before the next. */
const CHUNK_CHARS = 1 << 22;

/** The newline papaparse would take for the text: it guesses on the first megabyte of its first chunk. */
function papaNewline(text: string, delimiter: CsvDelimiter): string {
  return Papa.parse<string[]>(text.slice(0, 1 << 20), { delimiter, preview: 1 }).meta.linebreak;
}

/** How a text was split: `fastUntil` is where the fast splitter stopped (the text's length when it split all of it; -1 when it did not run). */
export interface CsvSplit {
  fastUntil: number;
}

/**
 * Hands each raw row of a decoded CSV text to `sink` with its 1-based line number. Rows are split
 * by the fast splitter (csv-fast-split.ts) while the text keeps to the common shape, else by
 * papaparse from the row where the splitter stopped (or from the start). Row numbers are the
 * file's line numbers: a row spans one line plus the breaks in its quoted cells.
 * `clean` is what the bytes told of the line breaks (`scanLines`), when they tell the text's.
 * `papaparseOnly` and `chunkChars` exist for the tests that hold the two paths equal.
 */
export function forEachCsvRow(
  text: string,
  delimiter: CsvDelimiter,
  sink: (row: number, cells: string[]) => void,
  options: { clean?: LineScan['clean']; papaparseOnly?: boolean; chunkChars?: number } = {},
): CsvSplit {
  let line = 1;
  let from = 0;
  let fastUntil = -1;
  let newline: '\n' | '\r\n' | undefined;
  // A text starting with a byte order mark is papaparse's alone (it drops the mark).
  if (!options.papaparseOnly && text.length > 0 && text.charCodeAt(0) !== 0xfeff) {
    const guessed = papaNewline(text, delimiter);
    if ((guessed === '\n' || guessed === '\r\n') && (options.clean?.[guessed] ?? hasCleanBreaks(text, guessed))) {
      newline = guessed;
      const onRow = (cells: string[], lines: number) => {
        sink(line, cells);
        line += lines;
      };
      // Rows past the bound go to papaparse, whose row check refuses them (checkCsvRows).
      from = fastUntil = splitCsvFast(text, 0, delimiter, guessed, onRow, readerLimits.rowChars);
    }
  }
  if (from < text.length) {
    checkCsvRows(text, from, line, delimiter);
    readWithPapaparse(text, from, newline, delimiter, sink, line, options.chunkChars ?? CHUNK_CHARS);
  }
  return { fastUntil };
}

/** Streams the rows of a decoded CSV text into a table builder (see `forEachCsvRow`). */
export function readCsvText(
  text: string,
  delimiter: CsvDelimiter,
  findings: FindingList,
  onRow: RowSink,
  headerRow?: number,
  clean?: LineScan['clean'],
): TableBuilder {
  const table = new TableBuilder(null, findings, onRow, headerRow);
  forEachCsvRow(text, delimiter, (row, cells) => table.push(row, cells), { clean });
  table.finish();
  return table;
}

/**
 * papaparse's chunk mode over text[from…] (a row start), continuing the line count. A suffix is
 * parsed with the newline guessed on the whole text, and keeps a leading U+FEFF (papaparse drops
 * one from its input, which it would not do mid-file).
 */
function readWithPapaparse(
  text: string,
  from: number,
  newline: '\n' | '\r\n' | undefined,
  delimiter: CsvDelimiter,
  sink: (row: number, cells: string[]) => void,
  firstLine: number,
  chunkChars: number,
): void {
  // The characters papaparse parses (its cursor counts in them).
  const input = from === 0 ? (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) : text.slice(from);
  let line = firstLine;
  let cursor = 0;
  // papaparse streams a string in chunks too (its StringStreamer); its typings admit `chunk` only for files.
  const config: Papa.ParseConfig<string[]> & {
    chunkSize: number;
    chunk: (result: Papa.ParseResult<string[]>) => void;
  } = {
    delimiter,
    ...(newline === undefined ? {} : { newline }),
    skipEmptyLines: false,
    chunkSize: chunkChars,
    chunk: (result) => {
      const rows = result.data;
      const end = result.meta.cursor;
      // Most chunks hold no quoted line break: then the text consumed has one break per row, but
      // for the file's last row (the last chunk ends at the text's end; papaparse gives a text
      // ending in a newline a last, empty row), and each row is one line.
      const breaks = countBreaks(input, cursor, end, result.meta.linebreak === '\r' ? '\r' : '\n');
      const ownBreaks = end >= input.length ? rows.length - 1 : rows.length;
      const spanning = breaks > ownBreaks;
      cursor = end;
      for (const cells of rows) {
        sink(line, cells);
        line += spanning ? 1 + breaksIn(cells) : 1;
      }
    },
  };
  Papa.parse<string[]>(from > 0 && input.charCodeAt(0) === 0xfeff ? `\ufeff${input}` : input, config);
}
