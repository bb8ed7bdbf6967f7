import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  csvEndlessLine,
  csvLongQuotedCell,
  csvUnclosedQuote,
  hostileBinaries,
  writeRepeated,
  xlsxManyRows,
  xlsxStrayCell,
  xlsxWideHeader,
  xlsxZipBomb,
} from '@tests/kits/core/import/hostile-files';
import { readInWorker } from '../worker/read-in-worker';
import { QUOTE_CHECK_BYTES } from './csv-bounds';

// Each hostile file ends, in the bounded reading worker, as one clear finding (which bound, what to
// do) within 10 s — never a crash, a hang or the worker's memory running out. Sizes here are
// smaller than the bench's (bench/hostile.ts) but cross the same bounds.
const now = new Date('2026-11-23T03:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'pharmex-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function read(name: string, bytes: Uint8Array) {
  const started = performance.now();
  const result = await readInWorker(
    { kind: 'convert', fileName: name, bytes, options: { now } },
    { heapMb: 512, timeMs: 10_000 },
  );
  const seconds = (performance.now() - started) / 1000;
  expect(seconds).toBeLessThan(10);
  expect(result.pkg.stocks).toEqual([]);
  expect(result.errorCount).toBeGreaterThan(0);
  return result.findings[0]!;
}

const csv = (name: string, parts: [string, number][]) => readFileSync(writeRepeated(join(dir, name), parts));

describe('hostile stock lists end as a finding within 10 s', { timeout: 60_000 }, () => {
  it('a zip bomb (declared sizes) and one that lies about its size', async () => {
    const honest = await read('bomb.xlsx', await xlsxZipBomb(256 * 1024 * 1024, 2));
    expect(honest).toMatchObject({ code: 'workbook-unpacks-too-large', value: 'xl/worksheets/sheet1.xml' });
    expect(honest.message).toMatch(/Export the list again/);
    const lying = await read('lying-bomb.xlsx', await xlsxZipBomb(64 * 1024 * 1024, 1, true));
    expect(lying.code).toBe('workbook-unpacks-too-large');
  });

  it('a CSV that opens a quote and never closes it names the line of the quote', async () => {
    const finding = await read('quote.csv', csv('quote.csv', csvUnclosedQuote(20 * 1024 * 1024)));
    expect(finding).toMatchObject({ code: 'unclosed-quote', row: 3 });
  });

  it('a quote closed only after more than 1 MB names its line: in the text of a small file, in the bytes of a large one', async () => {
    const small = csv('long-quote.csv', csvLongQuotedCell(4 * 1024 * 1024, 1_500_000));
    const large = csv('long-quote-large.csv', csvLongQuotedCell(QUOTE_CHECK_BYTES + 1024 * 1024, 1_500_000));
    expect(small.byteLength).toBeLessThan(QUOTE_CHECK_BYTES);
    expect(large.byteLength).toBeGreaterThan(QUOTE_CHECK_BYTES);
    for (const [name, bytes] of [
      ['long-quote.csv', small],
      ['long-quote-large.csv', large],
    ] as const) {
      const finding = await read(name, bytes);
      expect(finding, name).toMatchObject({ code: 'unclosed-quote', row: 3 });
      expect(finding.message, name).toMatch(/opened on line 3 is not closed within 1 MB/);
    }
  });

  it('a line of `y;y;…` without a break is refused before it is decoded', async () => {
    const finding = await read('line.csv', csv('line.csv', csvEndlessLine(3 * 1024 * 1024)));
    expect(finding).toMatchObject({ code: 'line-too-long', row: 2 });
  });

  it('a 16,384-column header and a stray cell in column XFD', async () => {
    expect(await read('wide.xlsx', xlsxWideHeader())).toMatchObject({ code: 'too-many-columns', row: 1 });
    expect(await read('stray.xlsx', xlsxStrayCell(20_000, 5))).toMatchObject({
      code: 'too-many-columns',
      row: 5,
      value: '16384',
    });
  });

  it('a workbook longer than the row limit stops before its rows are read', async () => {
    const finding = await read('rows.xlsx', xlsxManyRows(600_000));
    expect(finding).toMatchObject({ code: 'too-many-rows', value: '600001' });
  });

  it.each([
    ['xls-truncated', 'damaged-workbook'],
    ['xls-renamed-png', 'binary-file'],
    ['xls-fat-loop', 'damaged-workbook'],
    ['xls-chain-cycle', 'damaged-workbook'],
    ['xls-record-past-end', 'damaged-workbook'],
    ['xls-sst-count-lies', 'damaged-workbook'],
    ['dbf-truncated', 'damaged-dbf'],
    ['dbf-renamed-png', 'binary-file'],
    ['dbf-record-count-lies', 'damaged-dbf'],
  ])('%s', async (name, code) => {
    const files = await hostileBinaries();
    const finding = await read(name, files[name]!);
    expect(finding.code).toBe(code);
  });
});

describe('the reading worker', () => {
  it('ends a read that passes its time limit as a finding, and the caller goes on', async () => {
    const bytes = await xlsxZipBomb(1024 * 1024, 1);
    const result = await readInWorker(
      { kind: 'convert', fileName: 'slow.xlsx', bytes, options: { now } },
      { heapMb: 256, timeMs: 1 },
    );
    expect(result.findings.map((f) => f.code)).toEqual(['read-timeout']);
    expect(result.pkg.stocks).toEqual([]);
  });

  it('throws a reader’s own error as it was (a JSON file that is no package)', async () => {
    const bytes = new TextEncoder().encode('{"rows": []}');
    await expect(
      readInWorker({ kind: 'stock-list', fileName: 'rows.json', bytes, options: { now } }),
    ).rejects.toMatchObject({
      code: 'file-invalid',
    });
  });
});

describe('the quote check before decoding', () => {
  it('takes a quote inside an unquoted field as a literal, and `""` inside a quoted one as a quote', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `П${i};${100000 + i};5;"12,5 ""экстра"" ${'x'.repeat(30)}"`);
    const text = `Код партии;ННТ;Количество;Цена закупки с НДС\nП0;1;2;Капли "Визин 15мл\n${rows.join('\n')}\n`;
    const result = await readInWorker({
      kind: 'convert',
      fileName: 'q.csv',
      bytes: new TextEncoder().encode(text),
      options: { now },
    });
    expect(result.findings.filter((f) => f.code === 'unclosed-quote')).toEqual([]);
    expect(result.info.dataRows).toBe(30_001);
  });
});
