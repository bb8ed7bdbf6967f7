import { describe, expect, it } from 'vitest';
import { convertStockFile } from '../import-convert';
import { dbfMapping, sampleDbf, sampleXls } from '@tests/kits/core/import/binary-files';
import { sampleBatches, sampleCsvText } from '@tests/kits/core/import/import-files';
import { readInWorker } from '../worker/read-in-worker';

const now = new Date('2026-11-23T03:00:00Z');
const batches = sampleBatches(40, 7);
const csvPackage = async () => (await convertStockFile(new TextEncoder().encode(sampleCsvText(batches)), { now })).pkg;

describe('a binary .xls and a DBF table convert to the same package as the CSV', () => {
  it('reads an .xls written by SheetJS: title rows, typed cells, date cells, the totals row dropped', async () => {
    const result = await readInWorker({
      kind: 'convert',
      fileName: 'list.xls',
      bytes: sampleXls(batches),
      options: { now },
    });
    expect(result.findings).toEqual([]);
    expect(result.info).toMatchObject({
      format: 'xls',
      sheet: 'Остатки',
      headerRow: 3,
      dataRows: 40,
      droppedTotals: 1,
    });
    expect(result.pkg).toEqual(await csvPackage());
    expect(Array.from(result.sourceRows.subarray(0, 2))).toEqual([4, 5]);
  });

  it.each([
    ['cp866', true, 'ibm866', false],
    ['win1251', true, 'windows-1251', false],
    ['cp866', false, 'ibm866', true],
    ['win1251', false, 'windows-1251', true],
  ] as const)('reads a DBF table in %s (code page byte set: %s)', async (written, marked, encoding, guessed) => {
    const bytes = await sampleDbf(batches, written, marked);
    const result = await readInWorker({
      kind: 'convert',
      fileName: 'list.dbf',
      bytes,
      options: { now, mapping: dbfMapping },
    });
    expect(result.findings).toEqual([]);
    expect(result.info).toMatchObject({
      format: 'dbf',
      encoding,
      encodingGuessed: guessed,
      headerRow: 1,
      dataRows: 40,
    });
    expect(result.pkg).toEqual(await csvPackage());
  });

  it('lets the manager override the code page of a DBF table', async () => {
    const bytes = await sampleDbf(batches, 'cp866');
    const result = await convertStockFile(bytes, { now, mapping: { ...dbfMapping, encoding: 'windows-1251' } });
    expect(result.info.encoding).toBe('windows-1251');
    // CP866 bytes read as Windows-1251 are other letters: the override is taken as told.
    expect(result.pkg.stocks[0]!.man).not.toBe(batches[0]!.man);
  });
});
