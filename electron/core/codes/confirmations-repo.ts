import type { CodeConfirmation } from '@shared/ipc/channels/codes';
import type { Db } from '../db/open-database';

/** A pharmacy code as compared everywhere: trimmed, case-insensitive. */
export function skuKey(sku: string): string {
  // Most codes are already a key (digits, lower-case ASCII, no edge spaces): kept as they are,
  // without the two strings trim and toLowerCase would make per row.
  for (let i = 0; i < sku.length; i++) {
    const c = sku.charCodeAt(i);
    if (c > 127 || (c >= 65 && c <= 90) || ((i === 0 || i === sku.length - 1) && c <= 32))
      return sku.trim().toLowerCase();
  }
  return sku;
}

/** What the resolver needs of one confirmation. */
export interface ConfirmedCode {
  nnt: number;
  againstLinkNnt: number | null;
}

type Stored = Omit<CodeConfirmation, 'productName' | 'storeLinkNnt' | 'overridden'>;

interface Row {
  sku: string;
  nnt: number;
  name: string | null;
  barcode: string | null;
  reason: CodeConfirmation['reason'];
  against_link_nnt: number | null;
  confirmed_by: string;
  confirmed_at: string;
}

const toStored = (r: Row): Stored => ({
  sku: r.sku,
  nnt: r.nnt,
  name: r.name,
  barcode: r.barcode,
  reason: r.reason,
  againstLinkNnt: r.against_link_nnt,
  confirmedBy: r.confirmed_by,
  confirmedAt: r.confirmed_at,
});

/** The manager's confirmed codes per store (table code_confirmations). */
export function createConfirmationsRepo(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO code_confirmations (profile_id, sku_key, sku, nnt, name, barcode, reason, against_link_nnt, confirmed_by, confirmed_at)
     VALUES (@profileId, @key, @sku, @nnt, @name, @barcode, @reason, @againstLinkNnt, @confirmedBy, @confirmedAt)
     ON CONFLICT (profile_id, sku_key) DO UPDATE SET sku = excluded.sku, nnt = excluded.nnt, name = excluded.name,
       barcode = excluded.barcode, reason = excluded.reason, against_link_nnt = excluded.against_link_nnt,
       confirmed_by = excluded.confirmed_by, confirmed_at = excluded.confirmed_at`,
  );
  const all = db
    .prepare<[number], [string, number, number | null]>(
      'SELECT sku_key, nnt, against_link_nnt FROM code_confirmations WHERE profile_id = ?',
    )
    .raw(true);
  const page = db.prepare<[number, number, number], Row>(
    `SELECT sku, nnt, name, barcode, reason, against_link_nnt, confirmed_by, confirmed_at FROM code_confirmations
     WHERE profile_id = ? ORDER BY confirmed_at DESC, sku_key LIMIT ? OFFSET ?`,
  );
  const one = db.prepare<[number, string], Row>(
    `SELECT sku, nnt, name, barcode, reason, against_link_nnt, confirmed_by, confirmed_at FROM code_confirmations
     WHERE profile_id = ? AND sku_key = ?`,
  );
  const count = db.prepare<[number], number>('SELECT count(*) FROM code_confirmations WHERE profile_id = ?').pluck();
  const remove = db.prepare<[number, string]>('DELETE FROM code_confirmations WHERE profile_id = ? AND sku_key = ?');

  return {
    /** Keeps (or replaces) the store's confirmation of a pharmacy code. */
    confirm(profileId: number, c: Omit<Stored, 'sku'> & { sku: string }): Stored {
      const sku = c.sku.trim();
      upsert.run({ profileId, key: skuKey(sku), ...c, sku });
      return toStored(one.get(profileId, skuKey(sku))!);
    },
    /** Every confirmation of a store by sku key (a store has at most a few thousand). */
    byKey(profileId: number): Map<string, ConfirmedCode> {
      const map = new Map<string, ConfirmedCode>();
      for (const [key, nnt, against] of all.all(profileId)) map.set(key, { nnt, againstLinkNnt: against });
      return map;
    },
    page(profileId: number, offset: number, limit: number): { total: number; items: Stored[] } {
      return { total: count.get(profileId)!, items: page.all(profileId, limit, offset).map(toStored) };
    },
    revoke(profileId: number, sku: string): boolean {
      return remove.run(profileId, skuKey(sku)).changes > 0;
    },
  };
}
export type ConfirmationsRepo = ReturnType<typeof createConfirmationsRepo>;
