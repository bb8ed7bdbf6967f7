import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGoodsSearch } from './goods-search';
import { createMemoryOperator, seedPharmacy } from '@tests/kits/core/dictionaries/memory-operator';
import { openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';

describe('the goods FTS build', () => {
  let temp: ReturnType<typeof openTempDb>;
  beforeEach(() => {
    temp = openTempDb();
  });
  afterEach(() => temp.cleanup());

  const setting = (key: string) =>
    temp.db.prepare('SELECT v FROM dict_goods_fts_config WHERE k = ?').pluck().get(key) as number | undefined;

  it('merges no segments while it runs, merges once at the end, then merges as usual again; searches find the same', async () => {
    const parts = testParts(temp.db);
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    await syncWith(parts, op, { src, storeId });
    const search = createGoodsSearch(temp.db, parts.state);
    const found = (text: string) => new Set(search.search(src, text, 20).items.map((h) => h.nnt));
    const before = ['асп', 'парацетамол', 'глаксо', 'тёпл', 'acetylsal'].map(found);
    expect(before[0]!.size).toBeGreaterThan(0);

    // Again from scratch, two goods a step, as a killed first build would resume.
    parts.fts.clear(src);
    expect(parts.fts.buildBatch(src, 2)).toBe(true);
    expect(setting('automerge')).toBe(0);
    expect(setting('crisismerge')).toBe(256);
    while (parts.fts.buildBatch(src, 2)) expect(setting('automerge')).toBe(0);
    expect(parts.state.fts(src).built).toBe(true);
    expect(setting('automerge')).toBe(4);
    expect(setting('crisismerge')).toBe(16);
    expect(['асп', 'парацетамол', 'глаксо', 'тёпл', 'acetylsal'].map(found)).toEqual(before);
    temp.db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('integrity-check', 0)");
  });

  it('merges as usual again when a build is cleared half-way', async () => {
    const parts = testParts(temp.db);
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    await syncWith(parts, op, { src, storeId });
    parts.fts.clear(src);
    parts.fts.buildBatch(src, 1);
    expect(setting('automerge')).toBe(0);
    parts.fts.clear(src);
    expect(setting('automerge')).toBe(4);
    expect(setting('crisismerge')).toBe(16);
  });
});
