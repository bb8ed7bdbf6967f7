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
  /** When the base was taken (the snapshot's pull time, or when the full upload was sent). */
  takenAt: string;
  /** The last upload the operator accepted after the base was taken: the base may be stale. */
  newerUpload: { id: number; kind: string; startedAt: string } | null;
}

/** A source of the base; `load` throws a DeskError with a plain reason when there is none. */
export interface ChangesBase {
  readonly against: ChangesAgainst;
  load(profileId: number): LoadedBase | Promise<LoadedBase>;
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

/** The kept files of sent uploads (electron/core/uploads/ledger-files.ts), as the base needs them. */
export interface KeptUploadFiles {
  read(uploadId: number): Promise<Uint8Array | null>;
}

/**
 * The last full upload the operator processed (status 2): the rows of the very file that was sent,
 * kept by the upload ledger. Refused with a plain reason when there is none, or when its file is
 * no longer kept (retention) — the snapshot is then the way.
 */
export function lastFullChangesBase(db: Db, files: KeptUploadFiles): ChangesBase {
  const lastProcessed = db.prepare<[number], { id: number; sent_at: string }>(
    `SELECT id, COALESCE(request_started_at, started_at) AS sent_at FROM upload_ledger
     WHERE profile_id = ? AND kind = 'full' AND outcome = 'processed'
     ORDER BY sent_at DESC, id DESC LIMIT 1`,
  );
  const readBack = 'Read the stock back (Stock → Read back, or pharmex stocks pull) and compute against that snapshot.';
  return {
    against: 'last-full',
    async load(profileId) {
      const last = lastProcessed.get(profileId);
      if (!last) {
        throw new DeskError(
          'not-found',
          `No full upload of this store has been processed by the operator yet, so there is no last full package to compare with. ${readBack}`,
          { reason: 'no-processed-full', profileId },
        );
      }
      const bytes = await files.read(last.id);
      if (!bytes) {
        throw new DeskError(
          'not-found',
          `The file of the last processed full upload (#${last.id}, sent ${last.sent_at}) is no longer kept on this PC (kept files are removed after a while). ${readBack}`,
          { reason: 'file-not-kept', uploadId: last.id },
        );
      }
      return {
        rows: rowsOfSentPackage(bytes, last.id),
        takenAt: last.sent_at,
        newerUpload: uploadAcceptedAfter(db, profileId, last.sent_at),
      };
    },
  };
}

/** The stock rows of a package the app sent (UTF-8 JSON that passed the local check when sent). */
function rowsOfSentPackage(bytes: Uint8Array, uploadId: number): BaseRow[] {
  let stocks: unknown;
  try {
    stocks = (JSON.parse(new TextDecoder().decode(bytes)) as { stocks?: unknown } | null)?.stocks;
  } catch {
    stocks = undefined;
  }
  if (!Array.isArray(stocks)) {
    throw new DeskError(
      'file-invalid',
      `The kept file of upload #${uploadId} holds no "stocks" list, so it cannot be compared with. Read the stock back and compute against that snapshot.`,
      { reason: 'kept-file-unreadable', uploadId },
    );
  }
  return stocks
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({ ...row, prtId: typeof row.prtId === 'string' ? row.prtId : null }));
}

/** The bases the app offers, by `against`. */
export function changesBases(db: Db, files: KeptUploadFiles): Record<ChangesAgainst, ChangesBase> {
  return { snapshot: snapshotChangesBase(db), 'last-full': lastFullChangesBase(db, files) };
}

/** Loads the base named by `against`. */
export async function loadChangesBase(
  db: Db,
  files: KeptUploadFiles,
  profileId: number,
  against: ChangesAgainst,
): Promise<LoadedBase> {
  return changesBases(db, files)[against].load(profileId);
}
