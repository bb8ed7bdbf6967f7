import type { Db } from '@core/db/open-database';
import { createSyncStateRepo } from '@core/dictionaries/sync-state';

/** A product for the test goods dictionary. */
export interface SeedProduct {
  nnt: number;
  name: string;
  gnvls?: boolean;
  vat?: number;
  actual?: boolean;
  manufacturer?: string;
  form?: string;
  dose?: [number, string];
  pack?: number;
}

export const TEST_STORE = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';

/**
 * Writes a few goods, their names and this store's links through the real schema, and marks
 * the dictionaries synced at `syncedAt` (null leaves them never synced). Returns the source id.
 */
export function seedDictionaries(
  db: Db,
  options: {
    products: SeedProduct[];
    links?: { sku: string; nnt: number }[];
    syncedAt?: Date | null;
    linksSyncedAt?: Date | null;
  },
): number {
  const state = createSyncStateRepo(db, () => new Date());
  const src = state.sourceId('sandbox');
  let rv = 1;
  const named = (table: string, name: string | undefined): number | null => {
    if (name === undefined) return null;
    const found = db.prepare(`SELECT id FROM ${table} WHERE src = ? AND name = ?`).get(src, name) as
      { id: number } | undefined;
    if (found) return found.id;
    const id = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n + 1;
    db.prepare(`INSERT INTO ${table} (src, id, name, actual, rv, rvInt) VALUES (?, ?, ?, 1, 'AQ==', ?)`).run(
      src,
      id,
      name,
      rv++,
    );
    return id;
  };
  const insert = db.prepare(
    `INSERT INTO dict_goods_normalized (src, nnt, name, manId, rfId, doseId, doseVal, pack, gnvls, vat, ex, stm, ustm, exch, actual, rv, rvInt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?, 'AQ==', ?)`,
  );
  for (const p of options.products) {
    insert.run(
      src,
      p.nnt,
      p.name,
      named('dict_manufacturers', p.manufacturer),
      named('dict_release_forms', p.form),
      named('dict_dosages', p.dose?.[1]),
      p.dose?.[0] ?? null,
      p.pack ?? null,
      p.gnvls ? 1 : 0,
      p.vat ?? 10,
      p.actual === false ? 0 : 1,
      rv++,
    );
  }
  const link = db.prepare('INSERT INTO dict_goods_links (src, store, nnt, sku) VALUES (?, ?, ?, ?)');
  for (const l of options.links ?? []) link.run(src, TEST_STORE, l.nnt, l.sku);

  const mark = (name: 'goods_normalized' | 'goods_links', scope: string, at: Date | null | undefined) => {
    if (at === null) return;
    const when = (at ?? new Date()).toISOString();
    state.update(src, name, scope, { loaded: true, lastStartedAt: when, lastCompletedAt: when, lastStatus: 'ok' });
  };
  mark('goods_normalized', '', options.syncedAt);
  mark('goods_links', TEST_STORE, options.linksSyncedAt === undefined ? options.syncedAt : options.linksSyncedAt);
  return src;
}
