import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempDb } from '@tests/kits/core/dictionaries/dict-test-kit';
import { createIndexBuilder } from '../dictionaries/index-builder';
import { createSyncStateRepo } from '../dictionaries/sync-state';
import { createCodeLookups } from './code-lookups';

describe('barcode lookups: SQLite for a few, the in-memory index for many, the same answers', () => {
  let temp: ReturnType<typeof openTempDb>;
  let src: number;
  beforeEach(() => {
    temp = openTempDb();
    const state = createSyncStateRepo(temp.db, () => new Date());
    src = state.sourceId('test');
    const put = temp.db.prepare('INSERT INTO dict_barcodes (src, nnt, barcode, actual, rvInt) VALUES (?, ?, ?, ?, ?)');
    temp.db.transaction(() => {
      for (let k = 1; k <= 8000; k++)
        put.run(src, 1000 + k, `46${String(k).padStart(11, '0')}`, k % 5 === 0 ? 0 : 1, k);
      put.run(src, 1, '00012345', 1, 9001); // EAN-8 with zeros
      put.run(src, 2, '036000291452', 1, 9002); // UPC-A
      put.run(src, 3, '036000291452', 0, 9003); // the same barcode, retired for another product
      put.run(src, 4, 'ABC', 1, 9004); // no barcode at all: left out of the index
    })();
    state.update(src, 'barcodes', '', { loaded: true, lastCompletedAt: new Date().toISOString(), lastStatus: 'ok' });
  });
  afterEach(() => temp.cleanup());

  const few = ['12345', '36000291452', '4600000000005', '4600000000010', '999999999'];
  const many = [...few, ...Array.from({ length: 6000 }, (_, i) => `46${String(i + 100).padStart(11, '0')}`)];
  const pick = (map: Map<string, unknown>) => Object.fromEntries(few.map((k) => [k, map.get(k)]));

  it('answers alike with and without the SQLite index', () => {
    const lookups = createCodeLookups(temp.db);
    const scanned = pick(lookups.barcodes(src, few)); // no index yet: one scan
    createIndexBuilder(temp.db).ensure('barcodes');
    const probed = pick(createCodeLookups(temp.db).barcodes(src, few));
    const held = pick(createCodeLookups(temp.db).barcodes(src, many));
    expect(scanned).toEqual({
      '12345': [{ nnt: 1, actual: true }],
      '36000291452': [
        { nnt: 2, actual: true },
        { nnt: 3, actual: false },
      ],
      '4600000000005': [{ nnt: 1005, actual: false }],
      '4600000000010': [{ nnt: 1010, actual: false }],
      '999999999': undefined,
    });
    expect(probed).toEqual(scanned);
    expect(held).toEqual(scanned);
    expect(createCodeLookups(temp.db).barcodes(src, many).size).toBe(6004);
  });

  it('rebuilds a held index when the dictionary changed (after a sync), and builds none never asked for', () => {
    createIndexBuilder(temp.db).ensure('barcodes');
    const lookups = createCodeLookups(temp.db);
    expect(lookups.refreshHeld(src)).toBe(false);
    expect(lookups.barcodeIndex(src, 0)).toBeUndefined();
    const first = lookups.barcodeIndex(src, 10_000)!;
    temp.db
      .prepare('INSERT INTO dict_barcodes (src, nnt, barcode, actual, rvInt) VALUES (?, ?, ?, ?, ?)')
      .run(src, 77, '4699999999999', 1, 9100);
    createSyncStateRepo(temp.db, () => new Date()).update(src, 'barcodes', '', {
      loaded: true,
      lastCompletedAt: new Date(Date.now() + 1000).toISOString(),
      lastStatus: 'ok',
    });
    expect(lookups.barcodeIndex(src, 0)).toBeUndefined(); // the held one is out of date, none built on a small ask
    expect(lookups.refreshHeld(src)).toBe(true);
    const rebuilt = lookups.barcodeIndex(src, 0)!;
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.size).toBe(first.size + 1);
    expect(lookups.barcodes(src, ['4699999999999']).get('4699999999999')).toEqual([{ nnt: 77, actual: true }]);
  });
});
