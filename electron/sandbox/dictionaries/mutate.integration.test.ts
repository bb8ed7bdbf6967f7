import { describe, expect, it } from 'vitest';
import { dictionaryKeys, dictionaryNames } from '@shared/protocol/dictionaries';
import { createDictionaryStore, type ChunkedDictionaryName, type DictionaryStore } from './dictionary-store';
import { findIntegrityProblems, snapshotStore } from './integrity-check';

const STORE = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const chunked = dictionaryNames.filter((n): n is ChunkedDictionaryName => n !== 'goods_links');
type Row = Record<string, unknown>;

const keyOf = (name: ChunkedDictionaryName, r: Row): string => dictionaryKeys[name].map((k) => String(r[k])).join('/');

function readAfter(store: DictionaryStore, name: ChunkedDictionaryName, after: number): Row[] {
  const rows: Row[] = [];
  for (;;) {
    const chunk = JSON.parse(store.chunkJson(name, { afterRvInt: after, count: 500 })) as Row[];
    rows.push(...chunk);
    if (chunk.length < 500) return rows;
    after = chunk[chunk.length - 1]?.rvInt as number;
  }
}

describe('mutate', () => {
  it('gives changed rows higher versions; an incremental read after the old maximum is exactly the change', () => {
    const store = createDictionaryStore({ scale: 'small', seed: 9, storeIds: [STORE] });
    const before = snapshotStore(store);
    const maxBefore = Object.fromEntries(chunked.map((n) => [n, store.maxRvInt(n)]));
    const globalMax = Math.max(...Object.values(maxBefore));

    const changed = store.mutate({ share: 0.05, seed: 1 });
    const after = snapshotStore(store);

    for (const name of chunked) {
      const delta = readAfter(store, name, maxBefore[name] as number);
      expect(delta.length, name).toBe(changed[name]);
      expect(delta.length, name).toBeGreaterThan(0);
      expect(
        delta.every((r) => (r.rvInt as number) > globalMax),
        name,
      ).toBe(true);
      // A local copy upserted with the delta equals the new state, row for row.
      const local = new Map(before[name].map((r) => [keyOf(name, r), r]));
      for (const r of delta) local.set(keyOf(name, r), r);
      const expected = new Map(after[name].map((r) => [keyOf(name, r), r]));
      expect(local.size, name).toBe(expected.size);
      const mismatched = [...expected].filter(([key, row]) => JSON.stringify(local.get(key)) !== JSON.stringify(row));
      expect(
        mismatched.map(([key]) => key),
        name,
      ).toEqual([]);
    }
    expect(findIntegrityProblems(after)).toEqual([]);
  });

  it('keeps record keys unique through heavy, repeated mutation', () => {
    const store = createDictionaryStore({ scale: 'small', seed: 9, storeIds: [STORE] });
    for (const seed of [1, 2, 3]) store.mutate({ share: 0.5, seed });
    const data = snapshotStore(store);
    for (const name of chunked) {
      const keys = new Set(data[name].map((r) => keyOf(name, r)));
      expect(keys.size, name).toBe(data[name].length);
    }
    expect(findIntegrityProblems(data)).toEqual([]);
  });

  it('changes content, not only versions: renames, actual flips, new products with barcodes', () => {
    const store = createDictionaryStore({ scale: 'small', seed: 9, storeIds: [STORE] });
    const before = snapshotStore(store);
    const changed = store.mutate({ share: 0.1, seed: 2 });
    const after = snapshotStore(store);
    const strip = ({ rv: _rv, rvInt: _rvInt, ...rest }: Row): Row => rest;
    const contentChanged = (name: ChunkedDictionaryName): number => {
      const old = new Map(before[name].map((r) => [keyOf(name, r), strip(r)]));
      return after[name].filter((r) => {
        const previous = old.get(keyOf(name, r));
        return previous !== undefined && JSON.stringify(previous) !== JSON.stringify(strip(r));
      }).length;
    };
    expect(contentChanged('goods_normalized')).toBeGreaterThan(0);
    expect(contentChanged('goods_denormalized')).toBeGreaterThan(0);
    expect(contentChanged('trademarks')).toBeGreaterThan(0);
    expect(contentChanged('barcodes')).toBeGreaterThan(0);
    expect(after.goods_normalized.length).toBeGreaterThan(before.goods_normalized.length);
    expect(after.barcodes.length).toBeGreaterThan(before.barcodes.length);
    const newNnts = new Set(after.goods_normalized.slice(before.goods_normalized.length).map((g) => g.nnt));
    expect(after.barcodes.some((b) => newNnts.has(b.nnt))).toBe(true);
    expect(after.trademarks.some((t) => (t.name as string).endsWith('®'))).toBe(true);
    expect(changed.goods_normalized).toBeGreaterThan(before.goods_normalized.length * 0.1);
  });

  it('relinks, deletes and adds goods_links, counting each changed sku once', () => {
    const store = createDictionaryStore({ scale: 'small', seed: 9, storeIds: [STORE] });
    const links = (): Map<string, unknown> =>
      new Map((JSON.parse(store.goodsLinksJson(STORE, false)) as Row[]).map((l) => [l.sku as string, l.nnt]));
    const before = links();
    const changed = store.mutate({ share: 0.1, seed: 3 });
    const after = links();
    const skus = new Set([...before.keys(), ...after.keys()]);
    const differing = [...skus].filter((sku) => before.get(sku) !== after.get(sku));
    expect(differing.length).toBe(changed.goods_links);
    expect([...before.keys()].some((sku) => !after.has(sku))).toBe(true);
    expect([...after.keys()].some((sku) => !before.has(sku))).toBe(true);
    expect([...before.keys()].some((sku) => after.has(sku) && after.get(sku) !== before.get(sku))).toBe(true);
  });

  it('is deterministic for a seed and refuses a share outside (0, 1]', () => {
    const a = createDictionaryStore({ scale: 'small', seed: 5, storeIds: [STORE] });
    const b = createDictionaryStore({ scale: 'small', seed: 5, storeIds: [STORE] });
    expect(a.mutate({ share: 0.03, seed: 11 })).toEqual(b.mutate({ share: 0.03, seed: 11 }));
    for (const name of ['goods_denormalized', 'barcodes', 'cluster_brand_product_links'] as const) {
      expect(a.chunkJson(name, { afterRvInt: 0, count: 10_000 })).toBe(
        b.chunkJson(name, { afterRvInt: 0, count: 10_000 }),
      );
    }
    expect(a.goodsLinksJson(STORE, true)).toBe(b.goodsLinksJson(STORE, true));
    expect(() => a.mutate({ share: 0 })).toThrow(/share/);
    expect(() => a.mutate({ share: 1.5 })).toThrow(/share/);
  });
});
