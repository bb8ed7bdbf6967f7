import { createCodeLookups } from '@core/codes/code-lookups';
import { resolveCodes } from '@core/codes/code-resolver';
import { createIndexBuilder } from '@core/dictionaries/index-builder';
import { createSyncStateRepo } from '@core/dictionaries/sync-state';
import { openTempDb } from '@tests/kits/core/dictionaries/dict-test-kit';

const STORE = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';

/** A 13-digit barcode of product k (what the dictionary holds), and one of another product per 10. */
const barcodeOf = (k: number) => `46${String(k).padStart(11, '0')}`;

/**
 * A local copy of a store's links and an operator's barcodes at a realistic size for code
 * resolution of `rows` package rows: a third of the rows linked by sku, every product with two
 * barcodes (one retired), 300,000 barcodes in all, indexed as after a first load. Rows get no nnt,
 * their sku, and a barcode cell (leading zero lost for every fourth, two codes in every tenth).
 */
export function codeResolutionFixture(rows: readonly Record<string, unknown>[]) {
  const temp = openTempDb();
  const db = temp.db;
  const state = createSyncStateRepo(db, () => new Date());
  const src = state.sourceId('bench');
  const link = db.prepare('INSERT INTO dict_goods_links (src, store, nnt, sku) VALUES (?, ?, ?, ?)');
  const barcode = db.prepare('INSERT INTO dict_barcodes (src, nnt, barcode, actual, rvInt) VALUES (?, ?, ?, ?, ?)');
  const products = Math.max(150_000, rows.length);
  db.transaction(() => {
    for (let k = 1; k <= products; k++) {
      barcode.run(src, 100_000 + k, barcodeOf(k), 1, k);
      barcode.run(src, 100_000 + k, `20${String(k).padStart(11, '0')}`, 0, products + k);
      if (k % 3 === 0) link.run(src, STORE, 100_000 + k, `SKU-${k}`);
    }
  })();
  const indexes = createIndexBuilder(db);
  indexes.ensure('barcodes');
  indexes.ensure('goods_links');
  // Synced, as after a dictionary update: core holds what it reads of them until the next one.
  const at = new Date().toISOString();
  for (const [name, scope] of [
    ['barcodes', ''],
    ['goods_links', STORE],
  ] as const)
    state.update(src, name, scope, { loaded: true, lastStartedAt: at, lastCompletedAt: at, lastStatus: 'ok' });
  const cells = rows.map((_, i) => {
    const code = barcodeOf(i + 1);
    return i % 10 === 0 ? `${code}; 4600000000000` : i % 4 === 0 ? code.replace(/^0+/, '') : code;
  });
  const lookups = createCodeLookups(db);
  return {
    /** Gives the rows their pharmacy codes (untimed), as the export's code column would. */
    reset(target: Record<string, unknown>[]) {
      for (let i = 0; i < target.length; i++) target[i]!.sku = `SKU-${i + 1}`;
    },
    /** Resolution as core runs it: the store's links read, one batched barcode lookup, one pass. */
    resolve(target: Record<string, unknown>[]) {
      const resolution = resolveCodes(target, cells, {
        links: lookups.storeLinks(src, STORE),
        confirmations: new Map(),
        barcodes: (keys) => lookups.barcodes(src, keys),
        barcodeIndex: (count) => lookups.barcodeIndex(src, count),
      });
      return resolution;
    },
    close: () => temp.cleanup(),
  };
}
