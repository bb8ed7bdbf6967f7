import JSZip from 'jszip';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipOf } from '@tests/kits/core/import/hostile-files';
import { sampleBatches, sampleXlsx } from '@tests/kits/core/import/import-files';
import { convertStockFile } from '../import-convert';
import { INFLATE_CHUNK, checkZipSizes } from './zip-sizes';

// The size check inflates each worksheet once, in INFLATE_CHUNK pieces, counting its row tags and
// keeping its merged ranges; the other parts are held to their declared size as they are read.
const now = new Date('2026-11-23T03:00:00Z');
const entry = (name: string, raw: Buffer, size = raw.length) => ({
  name,
  data: deflateRawSync(raw, { level: 1 }),
  crc: crc32(raw),
  size,
});

/** A sheet whose `marker` starts `offset` bytes into the part (spaces before it), then a merged range. */
function sheetWith(marker: 'row' | 'merges', offset: number): Buffer {
  const head = '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row>';
  const row = '<row r="2"><c r="B2"><v>2</v></c></row>';
  const tail = '<mergeCells count="1"><mergeCell ref="A1:B2"/></mergeCells></worksheet>';
  const pad = (before: string) => ' '.repeat(offset - before.length);
  const text =
    marker === 'row'
      ? head + pad(head) + row + '</sheetData>' + tail
      : head + row + '</sheetData>' + pad(head + row + '</sheetData>') + tail;
  return Buffer.from(text);
}

describe('the size check before a workbook is read', () => {
  it('counts a row tag and finds merged ranges cut between two inflated chunks', async () => {
    for (let offset = INFLATE_CHUNK - 12; offset <= INFLATE_CHUNK + 1; offset++) {
      for (const marker of ['row', 'merges'] as const) {
        const sizes = await checkZipSizes(zipOf([entry('xl/worksheets/sheet1.xml', sheetWith(marker, offset))]));
        expect(sizes.sheetRows, `${marker} at ${offset}`).toEqual([2]);
        expect(sizes.merges.get('xl/worksheets/sheet1.xml'), `${marker} at ${offset}`).toEqual(['A1:B2']);
      }
    }
  });

  it('stops a part other than a sheet that unpacks to more than it declares, as it is read', async () => {
    const zip = await JSZip.loadAsync(await sampleXlsx(sampleBatches(2_000)));
    const entries = await Promise.all(
      Object.values(zip.files)
        .filter((f) => !f.dir)
        .map(async (f) => {
          const raw = await f.async('nodebuffer');
          return entry(f.name, raw);
        }),
    );
    const strings = entries.find((e) => e.name === 'xl/sharedStrings.xml')!;
    // Under 1 MB declared, so no ratio check: only the inflated size betrays it.
    const lying = { ...strings, size: Math.floor(strings.size / 2) };
    expect(lying.size).toBeLessThan(1024 * 1024);
    const result = await convertStockFile(zipOf(entries.map((e) => (e === strings ? lying : e))), { now });
    expect(result.findings[0]).toMatchObject({
      code: 'workbook-unpacks-too-large',
      value: 'xl/sharedStrings.xml',
    });
    // The same parts declaring their true sizes read as a list.
    expect((await convertStockFile(zipOf(entries), { now })).pkg.stocks).toHaveLength(2_000);
  });
});
