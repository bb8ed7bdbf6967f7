/**
 * The manager's confirmed codes (migration "code-confirmations"): per store, the pharmacy's code
 * (sku, compared trimmed and case-insensitively through `sku_key`) → the operator's code, who and
 * when. `against_link_nnt` is the store link the manager chose against: while the operator keeps
 * that link the confirmation wins; a different (newer) link overrides it with a notice.
 *
 * Batches a full upload left out for want of a code (same migration): the ledger's list of what
 * disappeared from the operator's stock.
 */
export const codeConfirmationsSchema = `
CREATE TABLE code_confirmations (
  profile_id        INTEGER NOT NULL REFERENCES store_profiles(id) ON DELETE CASCADE,
  sku_key           TEXT NOT NULL,
  sku               TEXT NOT NULL,
  nnt               INTEGER NOT NULL,
  name              TEXT,
  barcode           TEXT,
  reason            TEXT NOT NULL CHECK (reason IN ('suggestion', 'conflict', 'ambiguous-barcode', 'manual')),
  against_link_nnt  INTEGER,
  confirmed_by      TEXT NOT NULL,
  confirmed_at      TEXT NOT NULL,
  PRIMARY KEY (profile_id, sku_key)
) WITHOUT ROWID;
CREATE INDEX code_confirmations_by_time ON code_confirmations (profile_id, confirmed_at DESC);

CREATE TABLE upload_left_out (
  upload_id   INTEGER NOT NULL REFERENCES upload_ledger(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL,
  source_row  INTEGER NOT NULL,
  prt_id      TEXT,
  sku         TEXT,
  name        TEXT,
  barcode     TEXT,
  PRIMARY KEY (upload_id, seq)
) WITHOUT ROWID;
`;
