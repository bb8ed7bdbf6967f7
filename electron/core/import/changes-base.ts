// The base a changes package is computed against, and whether it is older than the last upload.
import type { Db } from '../db/open-database';
import { DeskError } from '../errors';
import { createStockSnapshotRepo } from '../stocks/stock-snapshot-repo';
import type { BaseRow } from './changes-generator';

export type ChangesAgainst = 'snapshot' | 'last-full';

export interface ChangesBase {
  rows: BaseRow[];
  /** When the base was taken (the snapshot's pull time). */
  takenAt: string;
  /** The last upload the operator accepted after the base was taken: the base may be stale. */
  newerUpload: { id: number; kind: string; startedAt: string } | null;
}

/**
 * Loads the base. `last-full` is refused: the upload ledger keeps each package's size and hash
 * but not its rows (docs/protocol-notes.md, "Import"), so only the read-back snapshot can be a base.
 */
export function loadChangesBase(db: Db, profileId: number, against: ChangesAgainst): ChangesBase {
  if (against === 'last-full') {
    throw new DeskError(
      'not-found',
      'The upload ledger keeps no rows of past packages, so changes cannot be computed against the last full upload. ' +
        'Read the stock back (Stock → Read back, or pharmex stocks pull) and compute against that snapshot.',
      { reason: 'ledger-keeps-no-rows' },
    );
  }
  const repo = createStockSnapshotRepo(db);
  const summary = repo.summary(profileId);
  if (summary === null) {
    throw new DeskError(
      'not-found',
      'There is no read-back snapshot of this store yet: read the stock back first (Stock → Read back, or pharmex stocks pull).',
      { reason: 'no-snapshot', profileId },
    );
  }
  const newer = db
    .prepare<[number, string], { id: number; kind: string; started_at: string }>(
      `SELECT id, kind, started_at FROM upload_ledger
       WHERE profile_id = ? AND kind IN ('full', 'changes') AND outcome IN ('accepted', 'processed') AND started_at > ?
       ORDER BY started_at DESC LIMIT 1`,
    )
    .get(profileId, summary.pulledAt);
  return {
    rows: repo.all(profileId),
    takenAt: summary.pulledAt,
    newerUpload: newer ? { id: newer.id, kind: newer.kind, startedAt: newer.started_at } : null,
  };
}
