// Reads a CSV export: encoding through the shared detector, delimiter guessed from the first
// lines (`;`, tab or `,`), rows streamed through papaparse's step callback.
import Papa from 'papaparse';
import { decodeTextFile, type TextEncodingName } from '../files/text-encoding';
import type { FindingList } from './import-findings';
import { TableBuilder, type SourceRow, type TableHead } from './source-table';

export type CsvDelimiter = ';' | ',' | '\t';
export const csvDelimiters: readonly CsvDelimiter[] = [';', '\t', ','];

/** What the CSV reader decided (and what the user may override). */
export interface CsvInfo {
  encoding: TextEncodingName;
  /** True when the encoding was guessed rather than certain (an 8-bit code page). */
  encodingGuessed: boolean;
  delimiter: CsvDelimiter;
}

/** How much of a file the encoding detector reads when the verdict is an 8-bit code page. */
const DETECT_PREFIX_BYTES = 256 * 1024;

/**
 * Decodes the bytes: with `encoding` as told, else through the shared detector; null when refused.
 * A big file is detected on its first 256 KB (cut at a line end): when that is an 8-bit code
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

/**
 * Streams the rows of a decoded CSV text into a table builder, a chunk of rows at a time
 * (papaparse's chunk mode: step mode's per-row result objects cost as much as the parsing).
 * Row numbers are the file's line numbers: a row spans one line plus the breaks in its quoted cells.
 */
export function readCsvText(
  text: string,
  delimiter: CsvDelimiter,
  findings: FindingList,
  onRow: (row: SourceRow, head: TableHead) => void,
  headerRow?: number,
): TableBuilder {
  const table = new TableBuilder(null, findings, onRow, headerRow);
  let line = 1;
  let cursor = 0;
  // papaparse streams a string in chunks too (its StringStreamer); its typings admit `chunk` only for files.
  const config: Papa.ParseConfig<string[]> & {
    chunkSize: number;
    chunk: (result: Papa.ParseResult<string[]>) => void;
  } = {
    delimiter,
    skipEmptyLines: false,
    chunkSize: CHUNK_CHARS,
    chunk: (result) => {
      const rows = result.data;
      const end = result.meta.cursor;
      // Most chunks hold no quoted line break: then the text consumed has one break per row
      // (the last row of the file may lack its own), and each row is one line.
      const breaks = countBreaks(text, cursor, end, result.meta.linebreak === '\r' ? '\r' : '\n');
      const ownBreaks =
        end > 0 && (text.charCodeAt(end - 1) === 10 || text.charCodeAt(end - 1) === 13) ? rows.length : rows.length - 1;
      const spanning = breaks > ownBreaks;
      cursor = end;
      for (const cells of rows) {
        table.push({ row: line, cells });
        line += spanning ? 1 + breaksIn(cells) : 1;
      }
    },
  };
  Papa.parse<string[]>(text, config);
  table.finish();
  return table;
}
