import { describe, expect, it } from 'vitest';
import { dictionaryRecordSchemas } from '@shared/protocol/dictionaries';
import { isValidEan13 } from './check-digits';
import { createDictionaryStore } from './dictionary-store';

describe('dictionary store at large scale', () => {
  it('holds 300,000 goods and 1,000,000 barcodes and serves any window of them', { timeout: 180_000 }, () => {
    const store = createDictionaryStore({
      scale: 'large',
      seed: 1,
      storeIds: ['5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30'],
    });
    const counts = store.counts();
    expect(counts.goods_normalized).toBe(300_000);
    expect(counts.goods_denormalized).toBe(300_000);
    expect(counts.barcodes).toBe(1_000_000);
    expect(counts.goods_links).toBe(5_000);

    // The tail of the barcodes, read from a version that no row has (versions have gaps).
    const max = store.maxRvInt('barcodes');
    const tail = JSON.parse(store.chunkJson('barcodes', { afterRvInt: max - 12_345, count: 100_000 })) as Array<
      Record<string, unknown>
    >;
    expect(tail.length).toBeGreaterThan(3_000);
    expect(tail.length).toBeLessThan(12_345);
    expect(tail[tail.length - 1]?.rvInt).toBe(max);
    expect(
      tail.every((b) => isValidEan13(b.barcode as string) && dictionaryRecordSchemas.barcodes.safeParse(b).success),
    ).toBe(true);
    expect(store.chunkJson('barcodes', { afterRvInt: max, count: 10_000 })).toBe('[]');

    const goods = JSON.parse(
      store.chunkJson('goods_denormalized', { afterRvInt: 0, count: 10_000, full: true }),
    ) as unknown[];
    expect(goods).toHaveLength(10_000);
    expect(goods.every((g) => dictionaryRecordSchemas.goods_denormalized.safeParse(g).success)).toBe(true);
  });
});
