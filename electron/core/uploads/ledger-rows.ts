import type {
  AcknowledgeableRule,
  PackageError,
  TimelineEntry,
  TimelineKind,
  TrackingState,
  UploadKind,
  UploadOutcome,
  UploadSummary,
} from '@shared/ipc/channels/uploads';
import type { Db } from '../db/open-database';
import type { GuardHistoryEntry } from './guard-rails';

/** A guard-rail history entry with what the status bar names: the attempt and its operator status. */
export interface LedgerHistoryEntry extends GuardHistoryEntry {
  id: number;
  statusId: number | null;
}

/** A row of upload_ledger with its error count, as the queries read it. */
export interface LedgerRow {
  id: number;
  profile_id: number;
  store_id: string;
  kind: UploadKind;
  file_name: string | null;
  rows: number | null;
  bytes: number | null;
  sha256: string | null;
  package_date: string | null;
  started_at: string;
  request_started_at: string | null;
  finished_at: string | null;
  http_status: number | null;
  message_id: string | null;
  location: string | null;
  outcome: UploadOutcome;
  tracking: TrackingState;
  status_id: number | null;
  status_message: string | null;
  status_date: string | null;
  error_code: string | null;
  error_message: string | null;
  error_params: string | null;
  retry_at: string | null;
  overrides: string;
  error_count: number;
}

export const SELECT = `SELECT l.*, (SELECT COUNT(*) FROM upload_errors e WHERE e.upload_id = l.id) AS error_count FROM upload_ledger l`;

export function toSummary(row: LedgerRow): UploadSummary {
  return {
    id: row.id,
    profileId: row.profile_id,
    storeId: row.store_id,
    kind: row.kind,
    fileName: row.file_name,
    rows: row.rows,
    bytes: row.bytes,
    sha256: row.sha256,
    packageDate: row.package_date,
    startedAt: row.started_at,
    requestStartedAt: row.request_started_at,
    finishedAt: row.finished_at,
    httpStatus: row.http_status,
    messageId: row.message_id,
    location: row.location,
    outcome: row.outcome,
    tracking: row.tracking,
    statusId: row.status_id,
    statusMessage: row.status_message,
    statusDate: row.status_date,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    errorParams: row.error_params === null ? null : (JSON.parse(row.error_params) as Record<string, string | number>),
    errorCount: row.error_count,
    retryAt: row.retry_at,
    overrides: JSON.parse(row.overrides) as AcknowledgeableRule[],
  };
}

/** The read side of the ledger: pages, one attempt's timeline and errors, the guard-rail history. */
export function createLedgerQueries(db: Db) {
  return {
    /** Accepted packages whose status is not final and still tracked (resumed at start-up). */
    unfinishedTracking(): UploadSummary[] {
      return db
        .prepare<[], LedgerRow>(`${SELECT} WHERE l.outcome = 'accepted' AND l.tracking = 'active' ORDER BY l.id`)
        .all()
        .map(toSummary);
    },

    /** Attempts of one store for the guard rails (the last 500 are plenty: one full a day, one change per 10 min). */
    history(profileId: number): LedgerHistoryEntry[] {
      return db
        .prepare<
          [number],
          Pick<LedgerRow, 'id' | 'kind' | 'outcome' | 'started_at' | 'finished_at' | 'rows' | 'status_id'>
        >(
          'SELECT id, kind, outcome, started_at, finished_at, rows, status_id FROM upload_ledger WHERE profile_id = ? ORDER BY started_at DESC, id DESC LIMIT 500',
        )
        .all(profileId)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          outcome: r.outcome,
          startedAt: new Date(r.started_at),
          finishedAt: r.finished_at ? new Date(r.finished_at) : null,
          rows: r.rows,
          statusId: r.status_id,
        }));
    },

    /** A page of one store's ledger, newest first. */
    list(profileId: number, offset: number, limit: number): { total: number; items: UploadSummary[] } {
      const total = db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM upload_ledger WHERE profile_id = ?')
        .get(profileId)!.n;
      const items = db
        .prepare<[number, number, number], LedgerRow>(
          `${SELECT} WHERE l.profile_id = ? ORDER BY l.started_at DESC, l.id DESC LIMIT ? OFFSET ?`,
        )
        .all(profileId, limit, offset)
        .map(toSummary);
      return { total, items };
    },

    timeline(id: number): TimelineEntry[] {
      return db
        .prepare<
          [number],
          {
            id: number;
            status_id: number | null;
            status_message: string | null;
            status_date: string | null;
            observed_at: string;
            last_observed_at: string;
            kind: TimelineKind;
          }
        >('SELECT * FROM upload_status_timeline WHERE upload_id = ? ORDER BY id')
        .all(id)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          statusId: r.status_id,
          statusMessage: r.status_message,
          statusDate: r.status_date,
          observedAt: r.observed_at,
          lastObservedAt: r.last_observed_at,
        }));
    },

    errorBody(id: number): string | null {
      return (
        db.prepare<[number], { error_body: string | null }>('SELECT error_body FROM upload_ledger WHERE id = ?').get(id)
          ?.error_body ?? null
      );
    },

    /** A page of an attempt's field errors, optionally of one field (or package-level path). */
    listErrors(
      id: number,
      field: string | undefined,
      offset: number,
      limit: number,
    ): { total: number; items: PackageError[] } {
      const where = field === undefined ? 'upload_id = ?' : 'upload_id = ? AND COALESCE(field, field_path) = ?';
      const args: (number | string)[] = field === undefined ? [id] : [id, field];
      const total = db
        .prepare<(number | string)[], { n: number }>(`SELECT COUNT(*) AS n FROM upload_errors WHERE ${where}`)
        .get(...args)!.n;
      const items = db
        .prepare<(number | string)[], Record<string, unknown>>(
          `SELECT * FROM upload_errors WHERE ${where} ORDER BY seq LIMIT ? OFFSET ?`,
        )
        .all(...args, limit, offset)
        .map((r) => ({
          seq: r.seq as number,
          fieldPath: r.field_path as string,
          rowIndex: r.row_index as number | null,
          field: r.field as string | null,
          prtId: r.prt_id as string | null,
          nnt: r.nnt as number | null,
          line: r.line as number | null,
          position: r.position as number | null,
          value: r.value as string | null,
          reasons: JSON.parse(r.reasons as string) as PackageError['reasons'],
          message: r.message as string,
        }));
      return { total, items };
    },

    /** Errors per field of an attempt, most first. */
    errorSummary(id: number): { field: string; count: number }[] {
      return db
        .prepare<[number], { field: string; count: number }>(
          'SELECT COALESCE(field, field_path) AS field, COUNT(*) AS count FROM upload_errors WHERE upload_id = ? GROUP BY 1 ORDER BY 2 DESC, 1',
        )
        .all(id);
    },
  };
}
