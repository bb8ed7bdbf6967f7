/**
 * The server's copy of each store's stock (GET stocks), one snapshot per profile, replaced
 * whole in one transaction by each pull. Field columns mirror the stock row (2.3, 2.4);
 * `search` is a lower-cased join of the text the filter box looks in (SQLite's LIKE folds
 * only ASCII, and manufacturers are in Cyrillic); `extra` keeps fields the spec does not name.
 * `row_no` is the position in the server's answer, 0..n-1 per profile: windows of the
 * unsorted table are row_no ranges. Sorted views are read from one index per sortable column,
 * with text columns sorted by a stored fold key (migration 7, stock-columns.ts).
 */
export const stocksSchema = `
CREATE TABLE stock_snapshots (
  profile_id     INTEGER PRIMARY KEY REFERENCES store_profiles(id) ON DELETE CASCADE,
  pulled_at      TEXT NOT NULL,
  since          TEXT NOT NULL,
  row_count      INTEGER NOT NULL,
  without_prt_id INTEGER NOT NULL,
  gnvls_count    INTEGER NOT NULL,
  zero_qnt_count INTEGER NOT NULL,
  -- [{ "tag": 0, "count": 12 }, ...]: counted while writing, so the summary never scans the rows
  by_tag         TEXT NOT NULL
);

CREATE TABLE stock_rows (
  profile_id    INTEGER NOT NULL REFERENCES store_profiles(id) ON DELETE CASCADE,
  row_no        INTEGER NOT NULL,
  prt_id        TEXT,
  nnt           INTEGER,
  sku           TEXT,
  qnt           REAL,
  sup_date      TEXT,
  nds           REAL,
  gnvls         INTEGER,
  man           TEXT,
  series        TEXT,
  exp           TEXT,
  prc_man       REAL,
  prc_opt       REAL,
  prc_opt_nds   REAL,
  prc_ret       REAL,
  prc_reestr    REAL,
  prc_gnvls_max REAL,
  mr_gnvls      REAL,
  tag           INTEGER,
  doc           TEXT,
  sup_inn       TEXT,
  sup_id        TEXT,
  dp            INTEGER,
  sum_opt       REAL,
  sum_opt_nds   REAL,
  real_net_id   INTEGER,
  store_id      TEXT,
  stk_date      TEXT,
  load_date     TEXT,
  rv            TEXT,
  extra         TEXT,
  search        TEXT NOT NULL,
  PRIMARY KEY (profile_id, row_no)
);
CREATE INDEX stock_rows_prt_id ON stock_rows (profile_id, prt_id);
CREATE INDEX stock_rows_nnt ON stock_rows (profile_id, nnt);
`;
