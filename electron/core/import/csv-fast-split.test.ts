import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { forEachCsvRow, type CsvDelimiter } from './csv-reader';
import { hasCleanBreaks } from './csv-fast-split';
import { scanLines } from './readers/csv-bounds';
import { sampleBatches, sampleCsvText } from '@tests/kits/core/import/import-files';

/** Every raw row as the reader hands it on: [line, cells]. */
function rowsOf(text: string, delimiter: CsvDelimiter, options: Parameters<typeof forEachCsvRow>[3] = {}) {
  const rows: [number, string[]][] = [];
  const split = forEachCsvRow(text, delimiter, (row, cells) => rows.push([row, cells]), options);
  return { rows, fastUntil: split.fastUntil };
}

let seed = 12345;
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const delimiters: CsvDelimiter[] = [';', ',', '\t'];
/** Half the texts are messy: lone line breaks inside quotes, text after a closing quote. */
let messy = false;
const plain = ['a', 'Б', 'ё', '7', ' ', '1 234,50', '12.38', 'да', '\u00a0', '№'];

/** A field: empty, plain, with a stray quote, or quoted with delimiters, doubled quotes and line breaks inside (mostly the file's own). */
function field(delimiter: string, newline: string): string {
  const kind = next();
  if (kind < 0.15) return '';
  const text = Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(plain)).join('');
  if (kind < 0.6) return text;
  if (kind < 0.65) return `${text}"${text}`;
  const inside = Array.from({ length: Math.floor(next() * 5) }, () =>
    messy && next() < 0.05
      ? pick(['\n', '\r\n', '\r'])
      : pick([text, delimiter, '""', newline === '\r\n' ? '\r\n' : '\n', ' ']),
  ).join('');
  if (kind < 0.95 || !messy) return `"${inside}"`;
  return `"${inside}"${pick([' ', '  ', 'x', '"'])}`;
}

/** A CSV text: ragged rows, empty lines, any newline (or a mix), with or without a last newline or a BOM. */
function generated(delimiter: string): string {
  messy = next() < 0.5;
  const newline = messy ? pick(['\r\n', '\n', '\r', 'mixed']) : pick(['\r\n', '\n']);
  const rows = Array.from({ length: Math.floor(next() * 25) }, () =>
    next() < 0.08
      ? ''
      : Array.from({ length: Math.floor(next() * 8) }, () => field(delimiter, newline)).join(delimiter),
  );
  let text = '';
  rows.forEach((r, i) => {
    text += r;
    if (i < rows.length - 1 || next() < 0.5) text += newline === 'mixed' ? pick(['\r\n', '\n', '\r']) : newline;
  });
  return next() < 0.03 ? `\ufeff${text}` : text;
}

/** The text with a few characters inserted, deleted or the end cut off. */
function mutated(text: string, delimiter: string): string {
  let out = text;
  for (let m = 1 + Math.floor(next() * 3); m > 0; m--) {
    const at = Math.floor(next() * (out.length + 1));
    const what = next();
    if (what < 0.6)
      out = out.slice(0, at) + pick(['"', '""', delimiter, '\r', '\n', '\r\n', ' ', 'x', '\ufeff']) + out.slice(at);
    else if (what < 0.9) out = out.slice(0, at) + out.slice(at + 1);
    else out = out.slice(0, at);
  }
  return out;
}

describe('the fast CSV splitter', () => {
  it('gives the same rows and line numbers as papaparse on thousands of generated and mutated CSVs', () => {
    const seen = { whole: 0, part: 0, none: 0 };
    for (let k = 0; k < 4000; k++) {
      const delimiter = pick(delimiters);
      const base = generated(delimiter);
      const text = k % 2 === 0 ? base : mutated(base, delimiter);
      const papa = rowsOf(text, delimiter, { papaparseOnly: true });
      const fast = rowsOf(text, delimiter);
      expect(fast.rows, JSON.stringify(text)).toEqual(papa.rows);
      // What the import reads of the breaks from the bytes (UTF-8 here) is what the text shows.
      const { clean } = scanLines(new TextEncoder().encode(text));
      expect(clean, JSON.stringify(text)).toEqual({
        '\n': hasCleanBreaks(text, '\n'),
        '\r\n': hasCleanBreaks(text, '\r\n'),
      });
      if (k % 8 === 0) expect(rowsOf(text, delimiter, { clean }), JSON.stringify(text)).toEqual(fast);
      // papaparse taking over from the fast splitter in small chunks: rows spanning its chunks too.
      if (fast.fastUntil >= 0 && fast.fastUntil < text.length)
        expect(rowsOf(text, delimiter, { chunkChars: 16 }).rows, JSON.stringify(text)).toEqual(papa.rows);
      if (fast.fastUntil === text.length && text.length > 0) {
        seen.whole++;
        // Whole-string papaparse (no chunks) agrees on the cells too.
        const whole = Papa.parse<string[]>(text, { delimiter }).data;
        expect(
          fast.rows.map(([, cells]) => cells),
          JSON.stringify(text),
        ).toEqual(whole);
      } else if (fast.fastUntil >= 0) seen.part++;
      else seen.none++;
    }
    // Each path is exercised many times: all fast, fast then papaparse, papaparse alone.
    expect(seen.whole).toBeGreaterThan(1000);
    expect(seen.part).toBeGreaterThan(300);
    expect(seen.none).toBeGreaterThan(300);
  });

  it('splits a pharmacy export entirely, and numbers rows by the lines their quoted breaks span', () => {
    const text = sampleCsvText(sampleBatches(500));
    const { rows, fastUntil } = rowsOf(text, ';');
    expect(fastUntil).toBe(text.length);
    expect(rows.length).toBe(text.split('\r\n').length);
    expect(rows.every(([line], i) => line === i + 1)).toBe(true);

    const quoted = 'a;b\r\n"x\r\ny";"q""r"\r\n1;2\r\n\r\n3;"4\n\n5"\r\nlast';
    const split = rowsOf(quoted, ';');
    expect(split.fastUntil).toBe(-1); // a lone LF inside quotes: not clean breaks → papaparse
    const lf = quoted.replaceAll('\r\n', '\n');
    const fast = rowsOf(lf, ';');
    expect(fast.fastUntil).toBe(lf.length);
    expect(fast.rows).toEqual([
      [1, ['a', 'b']],
      [2, ['x\ny', 'q"r']],
      [4, ['1', '2']],
      [5, ['']],
      [6, ['3', '4\n\n5']],
      [9, ['last']],
    ]);
  });

  it('hands papaparse the rest from the row it does not accept, keeping the line count', () => {
    const text = 'h1;h2\n1;2\n"a" ;b\n3;4\n';
    const { rows, fastUntil } = rowsOf(text, ';');
    expect(fastUntil).toBe(text.indexOf('"a"'));
    expect(rows).toEqual(rowsOf(text, ';', { papaparseOnly: true }).rows);
    expect(rows.map(([line]) => line)).toEqual([1, 2, 3, 4, 5]);
  });
});
