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

/** Decodes the bytes: with `encoding` as told, else through the shared detector; null when refused. */
export function decodeCsv(
  bytes: Uint8Array,
  encoding: TextEncodingName | undefined,
  findings: FindingList,
): { text: string; encoding: TextEncodingName; guessed: boolean } | null {
  if (encoding !== undefined) {
    const text = new TextDecoder(encoding).decode(bytes);
    return { text, encoding, guessed: false };
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

/** Streams the rows of a decoded CSV text into a table builder; row numbers are the file's line numbers. */
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
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    step(result) {
      const start = line;
      const end = result.meta.cursor;
      // Quoted fields may hold line breaks: count them so the next row's line is right.
      for (let i = cursor; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
      }
      cursor = end;
      table.push({ row: start, cells: result.data });
    },
  });
  table.finish();
  return table;
}
