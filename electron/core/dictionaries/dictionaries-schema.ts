import { dictionaryNames } from '@shared/protocol/dictionaries';
import { prefixColumns, sqlType, tableSpecs, type TableSpec } from './dictionary-specs';

/**
 * The reference dictionaries' schema (migration "reference-dictionaries"). Generated from
 * dictionary-specs.ts as it was when this migration was written; a later change of a table needs
 * a new named migration appended to db/migrations.ts, not an edit of this one.
 *
 * Every table carries `src`, the operator the rows came from (the built-in Sandbox and a real
 * operator never mix). Only primary keys exist here: secondary indexes are created after a
 * dictionary's first full load (index-builder.ts), which loads several times faster.
 *
 * The goods FTS index keeps prefix indexes of 3 and 4 characters (a 4-letter prefix such as
 * "табл" otherwise merges the doclists of every word starting so: 30 ms, 5 with them) and
 * column-level detail (no positions: we search word prefixes, never phrases; the index is a
 * third smaller and builds as fast as a 3-only prefix index with full detail).
 */

function createTable(spec: TableSpec): string {
  const prefix = spec.perStore ? ['src INTEGER NOT NULL', 'store TEXT NOT NULL'] : ['src INTEGER NOT NULL'];
  const columns = spec.columns.map((col) => `${col.field} ${sqlType(col.kind)}${col.required ? ' NOT NULL' : ''}`);
  const key = [...prefixColumns(spec), ...spec.key].join(', ');
  const lines = [...prefix, ...columns, 'extra TEXT', `${spec.rowid ? 'UNIQUE' : 'PRIMARY KEY'} (${key})`];
  return `CREATE TABLE ${spec.table} (\n  ${lines.join(',\n  ')}\n)${spec.rowid ? '' : ' WITHOUT ROWID'};`;
}

/** Goods with every id resolved to a name (2.10: goods_normalized → the other dictionaries). */
const goodsView = `
CREATE VIEW dict_goods_view AS
SELECT
  g.rowid AS goodsRowid, g.src, g.nnt, g.name, g.nameFull, g.actual, g.gnvls, g.vat, g.pack, g.doseVal,
  g.ex, g.stm, g.ustm, g.exch, g.rvInt,
  g.tmId, tm.name AS trademark,
  g.doseId, dose.name AS dosage,
  g.rfId, rf.name AS releaseForm,
  g.ppId, pp.name AS primaryPackaging,
  g.psId, ps.name AS secondaryPackaging,
  g.ptId, pt.name AS tertiaryPackaging,
  g.manCId, country.name AS country,
  g.manId, man.name AS manufacturer,
  g.gpId, gp.name AS goodsGroup,
  g.aaId, aa.name AS applicationArea,
  g.mnnId, mnn.rusName AS mnnRus, mnn.latName AS mnnLat, mnn.engName AS mnnEng,
  g.aId, analog.name AS analog, analog.clusterId AS analogClusterId,
  g.speId, spe.name AS spe,
  g.catId, cat.name AS category,
  g.dirId, dir.name AS direction,
  g.megaId, mega.name AS megacategory
FROM dict_goods_normalized g
LEFT JOIN dict_trademarks tm ON tm.src = g.src AND tm.id = g.tmId
LEFT JOIN dict_dosages dose ON dose.src = g.src AND dose.id = g.doseId
LEFT JOIN dict_release_forms rf ON rf.src = g.src AND rf.id = g.rfId
LEFT JOIN dict_packagings pp ON pp.src = g.src AND pp.id = g.ppId
LEFT JOIN dict_packagings ps ON ps.src = g.src AND ps.id = g.psId
LEFT JOIN dict_packagings pt ON pt.src = g.src AND pt.id = g.ptId
LEFT JOIN dict_countries country ON country.src = g.src AND country.id = g.manCId
LEFT JOIN dict_manufacturers man ON man.src = g.src AND man.id = g.manId
LEFT JOIN dict_groups gp ON gp.src = g.src AND gp.id = g.gpId
LEFT JOIN dict_application_areas aa ON aa.src = g.src AND aa.id = g.aaId
LEFT JOIN dict_mnns mnn ON mnn.src = g.src AND mnn.id = g.mnnId
LEFT JOIN dict_analogs analog ON analog.src = g.src AND analog.id = g.aId
LEFT JOIN dict_spes spe ON spe.src = g.src AND spe.id = g.speId
LEFT JOIN dict_categories cat ON cat.src = g.src AND cat.id = g.catId
LEFT JOIN dict_directions dir ON dir.src = g.src AND dir.id = g.dirId
LEFT JOIN dict_megacategories mega ON mega.src = g.src AND mega.id = g.megaId;`;

const bookkeeping = `
CREATE TABLE dict_sources (
  id          INTEGER PRIMARY KEY,
  key         TEXT NOT NULL UNIQUE,
  fts_built   INTEGER NOT NULL DEFAULT 0 CHECK (fts_built IN (0, 1)),
  fts_cursor  INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL
);

CREATE TABLE dict_state (
  src                INTEGER NOT NULL REFERENCES dict_sources(id) ON DELETE CASCADE,
  name               TEXT NOT NULL,
  scope              TEXT NOT NULL DEFAULT '',
  cursor             INTEGER NOT NULL DEFAULT 0,
  loaded             INTEGER NOT NULL DEFAULT 0 CHECK (loaded IN (0, 1)),
  mode               TEXT NOT NULL DEFAULT 'incremental' CHECK (mode IN ('incremental', 'actual')),
  row_count          INTEGER NOT NULL DEFAULT 0,
  expected_rows      INTEGER,
  last_started_at    TEXT,
  last_completed_at  TEXT,
  last_status        TEXT CHECK (last_status IN ('running', 'ok', 'failed', 'cancelled')),
  last_error         TEXT,
  last_fetched       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (src, name, scope)
) WITHOUT ROWID;

CREATE TABLE dict_quarantine (
  id              INTEGER PRIMARY KEY,
  src             INTEGER NOT NULL REFERENCES dict_sources(id) ON DELETE CASCADE,
  name            TEXT NOT NULL,
  scope           TEXT NOT NULL DEFAULT '',
  record_key      TEXT,
  rv_int          INTEGER,
  reason          TEXT NOT NULL,
  raw             TEXT NOT NULL,
  quarantined_at  TEXT NOT NULL
);
CREATE INDEX dict_quarantine__name ON dict_quarantine (src, name, scope, record_key);

CREATE VIRTUAL TABLE dict_goods_fts USING fts5(
  name, nameFull, mnnRus, mnnLat, mnnEng, trademark, manufacturer,
  content = '', contentless_delete = 1, prefix = '3 4', detail = column,
  tokenize = 'unicode61 remove_diacritics 2'
);`;

/** The SQL of the "reference-dictionaries" migration (it was version 10 before names were tracked). */
export const dictionariesSchemaV10 = [
  bookkeeping,
  ...dictionaryNames.map((name) => createTable(tableSpecs[name])),
  goodsView,
].join('\n\n');

/**
 * The goods search index in a database file of its own (`desk-search.sqlite` beside the app's
 * database, attached as `search`: db/open-database.ts). A file of its own has a write lock of its
 * own, so a worker thread builds the index after a first load of goods while this thread goes on
 * writing the other dictionaries (search-index-build.ts): inside one file the two would take turns.
 * Its build progress lives beside it, so an index and how far it got always commit together.
 * Created when missing at every open (not a migration): a search file deleted or lost is an empty
 * index, which the next start rebuilds from the goods.
 *
 * One prefix index, of 3 letters (the shortest prefix searched): a longer prefix reads the terms
 * that start with it. A second one of 4 letters cost ~11 % of the build's CPU (the end of a first
 * sync waits for the build) for a prefix search's p99 of 3–5 ms instead of ~11 ms, p95 ~3 ms
 * either way (docs/performance.md, tenth round). A search file made with both keeps them; the
 * same queries run on it.
 */
export const goodsSearchSchema = `
CREATE VIRTUAL TABLE IF NOT EXISTS search.dict_goods_fts USING fts5(
  name, nameFull, mnnRus, mnnLat, mnnEng, trademark, manufacturer,
  content = '', contentless_delete = 1, prefix = '3', detail = column,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE IF NOT EXISTS search.goods_fts_progress (
  src     INTEGER PRIMARY KEY,
  built   INTEGER NOT NULL DEFAULT 0 CHECK (built IN (0, 1)),
  cursor  INTEGER NOT NULL DEFAULT 0
);`;

/**
 * Migration "goods-search-own-file": the index leaves the main file (the search file's own is
 * rebuilt at the next start, replica-repair.ts). Changes of goods and of the names they show are
 * journalled in the main file with the rows (`dict_fts_pending`, goods-fts.ts): a transaction
 * over two WAL files is atomic in each file but not across them, and a refresh the search file
 * lost in a crash is replayed from the journal at the next start.
 */
export const goodsSearchOwnFileSchema = `
DROP TABLE IF EXISTS main.dict_goods_fts;

CREATE TABLE dict_fts_pending (
  id   INTEGER PRIMARY KEY,
  src  INTEGER NOT NULL,
  by   TEXT NOT NULL,
  ids  TEXT NOT NULL
);`;
