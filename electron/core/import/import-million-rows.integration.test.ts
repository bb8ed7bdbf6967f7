import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from './import-convert';
import { encodeWindows1251, sampleBatches, sampleCsvText } from '@tests/kits/core/import/import-files';

const run = promisify(execFile);
const child = resolve(import.meta.dirname, '../../../tests/kits/core/import/convert-in-child.ts');
/** The heap the child may use: far below the ~1 GB a million converted rows would need. */
const HEAP_MB = 160;

/** Converts `file` in a child whose heap is capped at HEAP_MB; a crash (heap out of memory) fails the test. */
async function convertInChild(file: string, rowLimit?: number) {
  const args = [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', child, file];
  if (rowLimit !== undefined) args.push(String(rowLimit));
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    rows: number;
    dataRows: number;
    findings: { code: string; row: number | null; value: string | null; message: string }[];
    errorCount: number;
    heapUsedMb: number;
  };
}

/** A pharmacy CSV (Windows-1251, `;`, decimal commas) of `blocks` × 10,000 rows, written block by block. */
function writeCsv(path: string, blocks: number): void {
  const [header, ...rest] = sampleCsvText(sampleBatches(10_000)).trimEnd().split('\r\n');
  const block = encodeWindows1251(`${rest.slice(0, -1).join('\r\n')}\r\n`); // without the "Итого" row
  const fd = openSync(path, 'w');
  writeSync(fd, encodeWindows1251(`${header}\r\n`));
  for (let b = 0; b < blocks; b++) writeSync(fd, block);
  closeSync(fd);
}

describe('a million rows: refused early, memory bounded', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-million-'));
    writeCsv(join(dir, 'million.csv'), 100);
    writeCsv(join(dir, 'twenty-thousand.csv'), 2);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a 1,000,000-row CSV before decoding it, with a plain finding, in a small heap', async () => {
    expect(statSync(join(dir, 'million.csv')).size).toBeGreaterThan(100e6);
    const result = await convertInChild(join(dir, 'million.csv'));
    expect(result.rows).toBe(0);
    expect(result.errorCount).toBe(1);
    expect(result.findings[0]).toMatchObject({ code: 'too-many-rows', value: '1000001' });
    expect(result.findings[0]!.message).toContain(`more than ${MAX_IMPORT_ROWS} rows`);
  }, 30_000);

  it('converts a list under the limit in the same heap; over a lower limit it is refused', async () => {
    const file = join(dir, 'twenty-thousand.csv');
    const [whole, capped] = await Promise.all([convertInChild(file), convertInChild(file, 19_960)]);
    expect(whole).toMatchObject({ rows: 20_000, dataRows: 20_000, errorCount: 0 });
    // Within the line count's margin (the header search), rows are counted while reading, as for
    // an XLSX, which has no lines to count first: refused at the row past the limit, no partial package.
    expect(capped.rows).toBe(0);
    expect(capped.findings.find((f) => f.code === 'too-many-rows')).toMatchObject({ row: 19_962, value: null });
  }, 30_000);
});
