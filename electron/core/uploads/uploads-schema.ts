/**
 * The upload ledger (migration 2): one row per attempt, written BEFORE the request goes out and
 * updated after, so a crash mid-send leaves a row that start-up turns into "outcome unknown".
 * `owner_pid` is the process sending it, so the app does not "repair" a CLI's upload in flight.
 * Times are ISO 8601 UTC text. Never a token or a secret here.
 */
export const uploadLedgerSchema = `
CREATE TABLE upload_ledger (
  id                  INTEGER PRIMARY KEY,
  profile_id          INTEGER NOT NULL REFERENCES store_profiles(id) ON DELETE CASCADE,
  store_id            TEXT NOT NULL,
  kind                TEXT NOT NULL CHECK (kind IN ('full', 'changes', 'delete')),
  file_name           TEXT,
  rows                INTEGER,
  bytes               INTEGER,
  sha256              TEXT,
  package_date        TEXT,
  started_at          TEXT NOT NULL,
  request_started_at  TEXT,
  finished_at         TEXT,
  http_status         INTEGER,
  message_id          TEXT,
  location            TEXT,
  outcome             TEXT NOT NULL CHECK (outcome IN ('sending', 'held', 'accepted', 'processed', 'processing-error',
                        'refused', 'failed', 'unknown', 'deleted', 'cancelled')),
  tracking            TEXT NOT NULL DEFAULT 'none' CHECK (tracking IN ('none', 'active', 'done', 'no-info', 'stopped')),
  status_id           INTEGER,
  status_message      TEXT,
  status_date         TEXT,
  error_code          TEXT,
  error_message       TEXT,
  error_body          TEXT,
  retry_at            TEXT,
  overrides           TEXT NOT NULL DEFAULT '[]',
  owner_pid           INTEGER
);
CREATE INDEX upload_ledger_by_profile ON upload_ledger (profile_id, started_at DESC, id DESC);
CREATE INDEX upload_ledger_unfinished ON upload_ledger (outcome, tracking);
`;

/**
 * Status timeline (migration 3): one row per distinct status the operator reported; repeats of
 * the same status only move `last_observed_at`. `status_id` NULL records a 204 (no information).
 */
export const uploadTimelineSchema = `
CREATE TABLE upload_status_timeline (
  id                INTEGER PRIMARY KEY,
  upload_id         INTEGER NOT NULL REFERENCES upload_ledger(id) ON DELETE CASCADE,
  status_id         INTEGER,
  status_message    TEXT,
  status_date       TEXT,
  observed_at       TEXT NOT NULL,
  last_observed_at  TEXT NOT NULL
);
CREATE INDEX upload_status_timeline_by_upload ON upload_status_timeline (upload_id, id);
`;

/**
 * Kinds of timeline rows (migration 7): `status` (a 200 answer, any statusId, known or not),
 * `no-info` (204) and `unreadable` (an answer that could not be read; the message says why).
 */
export const uploadTimelineKindSchema = `
ALTER TABLE upload_status_timeline ADD COLUMN kind TEXT NOT NULL DEFAULT 'status'
  CHECK (kind IN ('status', 'no-info', 'unreadable'));
UPDATE upload_status_timeline SET kind = 'no-info' WHERE status_id IS NULL;
`;

/**
 * Field errors of refused attempts (migration 4): the operator's 2.9 list, one row per entry,
 * with the row's prtId looked up in the sent file, so the ledger pages and filters them in SQL.
 */
export const uploadErrorsSchema = `
CREATE TABLE upload_errors (
  upload_id   INTEGER NOT NULL REFERENCES upload_ledger(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL,
  field_path  TEXT NOT NULL,
  row_index   INTEGER,
  field       TEXT,
  prt_id      TEXT,
  line        INTEGER,
  position    INTEGER,
  value       TEXT,
  reasons     TEXT NOT NULL,
  message     TEXT NOT NULL,
  PRIMARY KEY (upload_id, seq)
) WITHOUT ROWID;
CREATE INDEX upload_errors_by_field ON upload_errors (upload_id, field, seq);
`;

/**
 * The history screen's indexes: every store's uploads by time (the all-stores view, date ranges)
 * and the first Processed status of an upload (minutes to Processed, per row and on the chart).
 */
export const uploadHistoryIndexesSchema = `
CREATE INDEX upload_ledger_by_started ON upload_ledger (started_at, id);
CREATE INDEX upload_status_timeline_by_status ON upload_status_timeline (upload_id, status_id, observed_at);
`;

/** The nnt of each stored error's row (migration `upload-errors-nnt`), so upload history names the product. */
export const uploadErrorsNntSchema = `ALTER TABLE upload_errors ADD COLUMN nnt INTEGER;`;

/**
 * The kept files of uploads (migration `upload-kept-files`; see ledger-files.ts): one row per
 * content, by its SHA-256. Here with the other upload tables, so migrations need not load the
 * file store (which itself takes the database's types: a cycle).
 */
export const keptFilesSchema = `
CREATE TABLE upload_files (
  sha256        TEXT PRIMARY KEY,
  bytes         INTEGER NOT NULL,
  stored_at     TEXT NOT NULL,
  last_sent_at  TEXT NOT NULL
);
`;

/**
 * The facts an attempt's error is worded from (JSON: fault, status, path, file name…), so the
 * screen and the CLI say it in the reader's language; rows written before keep only core's
 * English `error_message` (NULL here).
 */
export const uploadErrorParamsSchema = `ALTER TABLE upload_ledger ADD COLUMN error_params TEXT;`;
