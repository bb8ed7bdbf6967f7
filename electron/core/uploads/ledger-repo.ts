import type {
  AcknowledgeableRule,
  PackageError,
  TrackingState,
  UploadKind,
  UploadOutcome,
  TimelineKind,
  UploadSummary,
} from '@shared/ipc/channels/uploads';
import type { Db } from '../db/open-database';
import { createLedgerHistory } from './ledger-history';
import { createLedgerQueries, SELECT, toSummary, type LedgerRow } from './ledger-rows';

/** A new attempt, as written before anything is sent. */
export interface NewAttempt {
  profileId: number;
  storeId: string;
  kind: UploadKind;
  fileName: string | null;
  rows: number | null;
  bytes: number | null;
  sha256: string | null;
  packageDate: string | null;
  startedAt: Date;
  outcome: 'sending' | 'held';
  retryAt: Date | null;
  overrides: readonly AcknowledgeableRule[];
}

/** How an attempt ended when it did not end with 202. */
export interface AttemptFailure {
  outcome: Extract<UploadOutcome, 'refused' | 'failed' | 'unknown' | 'cancelled'>;
  finishedAt: Date;
  httpStatus: number | null;
  errorCode: string;
  errorMessage: string;
  /** The facts the error is worded from (shared/i18n/error-fault.ts); null: none. */
  errorParams?: Record<string, string | number> | null;
  errorBody: string | null;
  retryAt: Date | null;
  errors: readonly PackageError[];
}

/**
 * What one status poll observed: a status (any statusId the operator sent), `no-info` (204) or an
 * `unreadable` answer (statusId and date null, the message says what was wrong).
 */
export interface ObservedStatus {
  kind?: TimelineKind;
  statusId: number | null;
  statusMessage: string | null;
  statusDate: string | null;
}

/** Largest error body kept verbatim; the field list itself goes to upload_errors in full. */
const MAX_ERROR_BODY = 256 * 1024;

/** Caps a stored error body: the first MAX_ERROR_BODY characters, marked as cut. */
function capBody(body: string | null): string | null {
  if (body === null || body.length <= MAX_ERROR_BODY) return body;
  return `${body.slice(0, MAX_ERROR_BODY)}\n… (cut: ${body.length} characters in all; every field error is in the list)`;
}

/** Whether a process with this id runs (EPERM: it does, under another user). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The upload ledger, its status timeline and its field errors in SQLite. Every write is one transaction. */
export type LedgerRepo = ReturnType<typeof createLedgerRepo>;

export function createLedgerRepo(db: Db) {
  const byId = db.prepare<[number], LedgerRow>(`${SELECT} WHERE l.id = ?`);
  const insert = db.prepare(`INSERT INTO upload_ledger
    (profile_id, store_id, kind, file_name, rows, bytes, sha256, package_date, started_at, outcome, tracking, retry_at, overrides, owner_pid)
    VALUES (@profileId, @storeId, @kind, @fileName, @rows, @bytes, @sha256, @packageDate, @startedAt, @outcome, 'none', @retryAt, @overrides, @ownerPid)`);
  const insertError = db.prepare(`INSERT INTO upload_errors
    (upload_id, seq, field_path, row_index, field, prt_id, line, position, value, reasons, message, nnt)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const lastTimeline = db.prepare<
    [number],
    {
      id: number;
      status_id: number | null;
      status_message: string | null;
      status_date: string | null;
      kind: string;
    }
  >(
    'SELECT id, status_id, status_message, status_date, kind FROM upload_status_timeline WHERE upload_id = ? ORDER BY id DESC LIMIT 1',
  );

  const get = (id: number): UploadSummary | undefined => {
    const row = byId.get(id);
    return row ? toSummary(row) : undefined;
  };

  return {
    ...createLedgerQueries(db),
    ...createLedgerHistory(db),
    get,

    /** Writes the attempt before anything is sent; returns its id. */
    insertAttempt(a: NewAttempt): number {
      const info = insert.run({
        profileId: a.profileId,
        storeId: a.storeId,
        kind: a.kind,
        fileName: a.fileName,
        rows: a.rows,
        bytes: a.bytes,
        sha256: a.sha256,
        packageDate: a.packageDate,
        startedAt: a.startedAt.toISOString(),
        outcome: a.outcome,
        retryAt: a.retryAt?.toISOString() ?? null,
        overrides: JSON.stringify(a.overrides),
        ownerPid: process.pid,
      });
      return Number(info.lastInsertRowid);
    },

    /** Held changes whose time came: from `held` to `sending`. */
    markSending(id: number, at: Date): void {
      db.prepare(
        "UPDATE upload_ledger SET outcome = 'sending', started_at = ?, retry_at = NULL WHERE id = ? AND outcome = 'held'",
      ).run(at.toISOString(), id);
    },

    /** Held changes: a new time to send them. */
    setRetryAt(id: number, at: Date): void {
      db.prepare('UPDATE upload_ledger SET retry_at = ? WHERE id = ?').run(at.toISOString(), id);
    },

    /** The request is going out now (so a crash from here on leaves "outcome unknown", not "not sent"). */
    markRequestStarted(id: number, at: Date): void {
      db.prepare('UPDATE upload_ledger SET request_started_at = COALESCE(request_started_at, ?) WHERE id = ?').run(
        at.toISOString(),
        id,
      );
    },

    /** 202 (or 204 for a delete). */
    finishOk(
      id: number,
      r: {
        outcome: 'accepted' | 'deleted';
        finishedAt: Date;
        httpStatus: number;
        messageId: string | null;
        location: string | null;
        tracking: TrackingState;
      },
    ): void {
      db.prepare(
        `UPDATE upload_ledger SET outcome = ?, finished_at = ?, http_status = ?, message_id = ?, location = ?, tracking = ?,
           error_code = NULL, error_message = NULL, error_params = NULL WHERE id = ?`,
      ).run(r.outcome, r.finishedAt.toISOString(), r.httpStatus, r.messageId, r.location, r.tracking, id);
    },

    /** Any other end: refused, failed, unknown, cancelled; with the operator's field errors when there are some. */
    finishFailed(id: number, f: AttemptFailure): void {
      db.transaction(() => {
        db.prepare(
          `UPDATE upload_ledger SET outcome = ?, finished_at = ?, http_status = ?, error_code = ?, error_message = ?, error_params = ?,
             error_body = ?, retry_at = ?, tracking = 'none' WHERE id = ?`,
        ).run(
          f.outcome,
          f.finishedAt.toISOString(),
          f.httpStatus,
          f.errorCode,
          f.errorMessage,
          f.errorParams ? JSON.stringify(f.errorParams) : null,
          capBody(f.errorBody),
          f.retryAt?.toISOString() ?? null,
          id,
        );
        db.prepare('DELETE FROM upload_errors WHERE upload_id = ?').run(id);
        for (const e of f.errors) {
          insertError.run(
            id,
            e.seq,
            e.fieldPath,
            e.rowIndex,
            e.field,
            e.prtId,
            e.line,
            e.position,
            e.value,
            JSON.stringify(e.reasons),
            e.message,
            e.nnt ?? null,
          );
        }
      })();
    },

    /**
     * Records one observed status: a new timeline row when it differs from the last one, else
     * only the "last seen" time moves. Final statuses settle the outcome. Returns whether it changed.
     */
    recordStatus(id: number, status: ObservedStatus, observedAt: Date): boolean {
      return db.transaction(() => {
        const at = observedAt.toISOString();
        const kind = status.kind ?? (status.statusId === null ? 'no-info' : 'status');
        const last = lastTimeline.get(id);
        const same =
          last !== undefined &&
          last.kind === kind &&
          last.status_id === status.statusId &&
          last.status_message === status.statusMessage &&
          last.status_date === status.statusDate;
        if (same) {
          db.prepare('UPDATE upload_status_timeline SET last_observed_at = ? WHERE id = ?').run(at, last.id);
          return false;
        }
        db.prepare(
          `INSERT INTO upload_status_timeline (upload_id, status_id, status_message, status_date, observed_at, last_observed_at, kind)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(id, status.statusId, status.statusMessage, status.statusDate, at, at, kind);
        if (kind === 'status' && status.statusId !== null) {
          const outcome = status.statusId === 2 ? 'processed' : status.statusId === 3 ? 'processing-error' : 'accepted';
          const final = status.statusId === 2 || status.statusId === 3;
          db.prepare(
            `UPDATE upload_ledger SET status_id = ?, status_message = ?, status_date = ?, outcome = ?,
               tracking = CASE WHEN ? THEN 'done' ELSE tracking END WHERE id = ?`,
          ).run(status.statusId, status.statusMessage, status.statusDate, outcome, final ? 1 : 0, id);
        }
        return true;
      })();
    },

    /** Tracking state, with the reason when it stopped. */
    setTracking(
      id: number,
      tracking: TrackingState,
      error?: { code: string; message: string; params?: Record<string, string | number> | null },
    ): void {
      if (error) {
        db.prepare(
          'UPDATE upload_ledger SET tracking = ?, error_code = ?, error_message = ?, error_params = ? WHERE id = ?',
        ).run(tracking, error.code, error.message, error.params ? JSON.stringify(error.params) : null, id);
      } else {
        db.prepare('UPDATE upload_ledger SET tracking = ? WHERE id = ?').run(tracking, id);
      }
    },

    /** Clears a tracking error before tracking again. */
    clearTrackingError(id: number): void {
      db.prepare(
        "UPDATE upload_ledger SET error_code = NULL, error_message = NULL, error_params = NULL WHERE id = ? AND outcome IN ('accepted', 'processed', 'processing-error')",
      ).run(id);
    },

    /**
     * Start-up repair after a crash or kill: attempts left `sending` became "outcome unknown" when
     * the request had started (the operator may or may not have it), "failed" when it never
     * started; held changes were never sent and are cancelled. Returns the ids changed.
     */
    recoverInterrupted(now: Date, isAlive: (pid: number) => boolean = processIsAlive): number[] {
      return db.transaction(() => {
        const rows = db
          .prepare<
            [],
            {
              id: number;
              outcome: string;
              request_started_at: string | null;
              owner_pid: number | null;
            }
          >("SELECT id, outcome, request_started_at, owner_pid FROM upload_ledger WHERE outcome IN ('sending', 'held')")
          .all()
          // Another live process (the CLI) may be sending it right now: not ours to judge.
          .filter((row) => row.owner_pid === null || row.owner_pid === process.pid || !isAlive(row.owner_pid));
        const at = now.toISOString();
        for (const row of rows) {
          if (row.outcome === 'held') {
            db.prepare(
              "UPDATE upload_ledger SET outcome = 'cancelled', finished_at = ?, error_code = 'app-stopped', error_message = ?, error_params = NULL WHERE id = ?",
            ).run(
              at,
              'The app was closed while these changes waited for the 10-minute interval; they were not sent.',
              row.id,
            );
          } else if (row.request_started_at === null) {
            db.prepare(
              "UPDATE upload_ledger SET outcome = 'failed', finished_at = ?, error_code = 'app-stopped', error_message = ?, error_params = NULL WHERE id = ?",
            ).run(at, 'The app stopped before the request was sent; nothing reached the operator.', row.id);
          } else {
            db.prepare(
              "UPDATE upload_ledger SET outcome = 'unknown', finished_at = ?, error_code = 'app-stopped', error_message = ?, error_params = NULL WHERE id = ?",
            ).run(
              at,
              'The app stopped while the request was being sent, so no answer was received: the operator may or may not have received it. ' +
                'Check the stock read-back before sending again; a full upload sent again may count as the day’s one.',
              row.id,
            );
          }
        }
        return rows.map((r) => r.id);
      })();
    },
  };
}
