// The base a changes package is computed against, and whether it is older than the last upload.
// Each kind of base is one implementation of `ChangesBase`; the import feature picks by `against`.
import type { Db } from '../db/open-database';
import { DeskError } from '../errors';
import { createStockSnapshotRepo } from '../stocks/stock-snapshot-repo';
import type { BaseRow } from './changes-generator';

export type ChangesAgainst = 'snapshot' | 'last-full';

/** What the operator is believed to hold, with when that was true. */
export interface LoadedBase {
  rows: BaseRow[];
  /** When the base was taken (the snapshot's pull time, or the full upload's send time). */
  takenAt: string;
  /** The last upload the operator accepted after the base was taken: the base may be stale. */
  newerUpload: { id: number; kind: string; startedAt: string } | null;
}

/** A source of the base; `load` throws a DeskError with a plain reason when there is none. */
export interface ChangesBase {
  readonly against: ChangesAgainst;
  load(profileId: number): LoadedBase;
}

/** The last upload accepted after `since` (changes or full), for the "base is older" warning. */
export function uploadAcceptedAfter(db: Db, profileId: number, since: string): LoadedBase['newerUpload'] {
  const newer = db
    .prepare<[number, string], { id: number; kind: string; started_at: string }>(
      `SELECT id, kind, started_at FROM upload_ledger
       WHERE profile_id = ? AND kind IN ('full', 'changes') AND outcome IN ('accepted', 'processed') AND started_at > ?
       ORDER BY started_at DESC LIMIT 1`,
    )
    .get(profileId, since);
  return newer ? { id: newer.id, kind: newer.kind, startedAt: newer.started_at } : null;
}

/** The read-back snapshot (`stocks:pull`): what the operator reported holding. */
export function snapshotChangesBase(db: Db): ChangesBase {
  const repo = createStockSnapshotRepo(db);
  return {
    against: 'snapshot',
    load(profileId) {
      const summary = repo.summary(profileId);
      if (summary === null) {
        throw new DeskError(
          'not-found',
          'There is no read-back snapshot of this store yet: read the stock back first (Stock → Read back, or pharmex stocks pull).',
          { reason: 'no-snapshot', profileId },
        );
      }
      return {
        rows: repo.all(profileId),
        takenAt: summary.pulledAt,
        newerUpload: uploadAcceptedAfter(db, profileId, summary.pulledAt),
      };
    },
  };
}

/**
 * The last processed full upload. Refused until the upload ledger keeps each sent file
 * (electron/core/uploads/ledger-files.ts); then this reads that file's rows instead.
 */
export function lastFullChangesBase(): ChangesBase {
  return {
    against: 'last-full',
    load() {
      throw new DeskError(
        'not-found',
        'The upload ledger keeps no rows of past packages, so changes cannot be computed against the last full upload. ' +
          'Read the stock back (Stock → Read back, or pharmex stocks pull) and compute against that snapshot.',
        { reason: 'ledger-keeps-no-rows' },
      );
    },
  };
}

/** The bases the app offers, by `against`. */
export function changesBases(db: Db): Record<ChangesAgainst, ChangesBase> {
  return { snapshot: snapshotChangesBase(db), 'last-full': lastFullChangesBase() };
}

/** Loads the base named by `against` (kept for callers that hold only the database). */
export function loadChangesBase(db: Db, profileId: number, against: ChangesAgainst): LoadedBase {
  return changesBases(db)[against].load(profileId);
}
