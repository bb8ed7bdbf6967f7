import type { ProductStoreStock } from '@shared/ipc/channels/dictionaries';
import type { Db } from '../db/open-database';

const MAX_BATCHES = 50;

/** This store's stock of one product from the last snapshot read from the operator (GET stocks). */
export function createProductStock(db: Db) {
  const snapshot = db.prepare<[number], { pulled_at: string }>(
    'SELECT pulled_at FROM stock_snapshots WHERE profile_id = ?',
  );
  const totals = db.prepare<[number, number], { batches: number; quantity: number | null }>(
    'SELECT count(*) AS batches, sum(qnt) AS quantity FROM stock_rows WHERE profile_id = ? AND nnt = ?',
  );
  const batches = db.prepare<
    [number, number, number],
    { prtId: string | null; qnt: number | null; prcRet: number | null; series: string | null; exp: string | null }
  >(
    `SELECT prt_id AS prtId, qnt, prc_ret AS prcRet, series, exp FROM stock_rows
     WHERE profile_id = ? AND nnt = ? ORDER BY qnt DESC, row_no LIMIT ?`,
  );
  return {
    /** Null when the store's stock was never read back. */
    of(profileId: number, nnt: number): ProductStoreStock | null {
      const snap = snapshot.get(profileId);
      if (!snap) return null;
      const total = totals.get(profileId, nnt) ?? { batches: 0, quantity: 0 };
      return {
        pulledAt: snap.pulled_at,
        batchCount: total.batches,
        quantity: total.quantity ?? 0,
        batches: batches.all(profileId, nnt, MAX_BATCHES),
      };
    },
  };
}
