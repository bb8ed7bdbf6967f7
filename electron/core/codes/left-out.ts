import type { LeftOutRow } from '@shared/ipc/channels/codes';
import type { Db } from '../db/open-database';
import type { HeldResolution } from './held-resolution';

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The rows of a resolution still without a code: what a full upload of the others leaves out. */
export function leftOutOf(h: HeldResolution): LeftOutRow[] {
  const out: LeftOutRow[] = [];
  const rows = h.result.pkg.stocks;
  for (let i = 0; i < rows.length; i++) {
    if (!Number.isNaN(h.resolution.nnt[i]!)) continue;
    out.push({
      sourceRow: h.result.sourceRows[i]!,
      prtId: text(rows[i]!.prtId),
      sku: text(rows[i]!.sku),
      name: h.result.unsent.name?.[i] ?? null,
      barcode: h.result.unsent.barcode?.[i] ?? null,
    });
  }
  return out;
}

export interface LeftOutRepo {
  record(uploadId: number, rows: readonly LeftOutRow[]): void;
  page(uploadId: number, offset: number, limit: number): { total: number; items: LeftOutRow[] };
}

/** The ledger's list of batches an upload left out (table upload_left_out). */
export function createLeftOutRepo(db: Db): LeftOutRepo {
  const insert = db.prepare(
    'INSERT INTO upload_left_out (upload_id, seq, source_row, prt_id, sku, name, barcode) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const count = db.prepare<[number], number>('SELECT count(*) FROM upload_left_out WHERE upload_id = ?').pluck();
  const page = db.prepare<[number, number, number], LeftOutRow>(
    `SELECT source_row AS sourceRow, prt_id AS prtId, sku, name, barcode FROM upload_left_out
     WHERE upload_id = ? ORDER BY seq LIMIT ? OFFSET ?`,
  );
  return {
    record: (uploadId, rows) =>
      db.transaction(() => {
        rows.forEach((r, seq) => insert.run(uploadId, seq, r.sourceRow, r.prtId, r.sku, r.name, r.barcode));
      })(),
    page(uploadId, offset, limit) {
      return { total: count.get(uploadId)!, items: page.all(uploadId, limit, offset) };
    },
  };
}
