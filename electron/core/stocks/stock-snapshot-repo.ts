import type {
  StockFilter,
  StockSnapshotRow,
  StockSnapshotSummary,
  StockSortColumn,
} from '../../../shared/ipc/channels/stocks';
import type { StockRowRead } from '../../../shared/protocol/stocks';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open-database';
import { orderByFor, stockColumns } from './stock-columns';

/** The server's stock of each store as last read back, in SQLite. */
export interface StockSnapshotRepo {
  /** Replaces a profile's snapshot with these rows, in one transaction. */
  replace(profileId: number, rows: readonly StockRowRead[], meta: { pulledAt: string; since: string }): { rowCount: number; withoutPrtId: number };
  summary(profileId: number): StockSnapshotSummary | null;
  /** A window of rows, filtered and sorted in SQL, and how many rows pass the filter. */
  query(
    profileId: number,
    window: { offset: number; limit: number; sort?: { column: StockSortColumn; dir: 'asc' | 'desc' }; filter?: StockFilter },
  ): { total: number; rows: StockSnapshotRow[] };
  /** Every row of a snapshot, in server order (for reconciliation). */
  all(profileId: number): StockSnapshotRow[];
}

const KNOWN = new Set<string>(stockColumns.map((c) => c.field));
const COLUMN_LIST = stockColumns.map((c) => c.column).join(', ');
const SELECT_ROW = `row_no, ${stockColumns.filter((c) => c.field !== 'rv').map((c) => c.column).join(', ')}`;

type DbRow = Record<string, string | number | null>;

/** The value a field is stored as: booleans as 0/1, anything of the wrong type as null. */
function toDb(kind: string, value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (kind === 'bool') return typeof value === 'boolean' ? (value ? 1 : 0) : null;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? value : null;
}

function searchText(row: StockRowRead): string {
  return [row.prtId, row.sku, row.man, row.series, row.nnt]
    .filter((v) => v !== undefined && v !== null)
    .join('\u0001')
    .toLocaleLowerCase('ru');
}

function fromDb(row: DbRow): StockSnapshotRow {
  const out: Record<string, unknown> = { rowNo: row.row_no };
  for (const c of stockColumns) {
    if (c.field === 'rv') continue;
    const v = row[c.column] ?? null;
    out[c.field] = c.kind === 'bool' ? (v === null ? null : v === 1) : v;
  }
  return out as StockSnapshotRow;
}

/** Escapes LIKE wildcards; the filter is a plain substring. */
function whereFor(profileId: number, filter: StockFilter | undefined): { sql: string; params: unknown[] } {
  const clauses = ['profile_id = ?'];
  const params: unknown[] = [profileId];
  const text = filter?.text?.trim().toLocaleLowerCase('ru');
  if (text) {
    clauses.push('instr(search, ?) > 0');
    params.push(text);
  }
  if (filter?.nnt !== undefined) {
    clauses.push('nnt = ?');
    params.push(filter.nnt);
  }
  if (filter?.prtId !== undefined && filter.prtId !== '') {
    clauses.push('prt_id = ?');
    params.push(filter.prtId);
  }
  if (filter?.tag !== undefined) {
    clauses.push('tag = ?');
    params.push(filter.tag);
  }
  if (filter?.gnvls !== undefined) {
    // "not regulated" includes rows where the server left the flag empty.
    clauses.push(filter.gnvls ? 'gnvls = 1' : '(gnvls = 0 OR gnvls IS NULL)');
  }
  return { sql: clauses.join(' AND '), params };
}

export function createStockSnapshotRepo(db: Db): StockSnapshotRepo {
  const insert = db.prepare(
    `INSERT INTO stock_rows (profile_id, row_no, ${COLUMN_LIST}, extra, search) VALUES (${new Array(stockColumns.length + 4).fill('?').join(', ')})`,
  );
  const deleteRows = db.prepare('DELETE FROM stock_rows WHERE profile_id = ?');
  const upsertSnapshot = db.prepare(
    'INSERT INTO stock_snapshots (profile_id, pulled_at, since, row_count, without_prt_id) VALUES (?, ?, ?, ?, ?) ' +
      'ON CONFLICT (profile_id) DO UPDATE SET pulled_at = excluded.pulled_at, since = excluded.since, ' +
      'row_count = excluded.row_count, without_prt_id = excluded.without_prt_id',
  );
  const snapshotStmt = db.prepare<[number], { pulled_at: string; since: string; row_count: number; without_prt_id: number }>(
    'SELECT pulled_at, since, row_count, without_prt_id FROM stock_snapshots WHERE profile_id = ?',
  );
  const countsStmt = db.prepare<[number], { gnvls: number | null; zero: number | null }>(
    'SELECT sum(gnvls = 1) AS gnvls, sum(qnt = 0) AS zero FROM stock_rows WHERE profile_id = ?',
  );
  const byTagStmt = db.prepare<[number], { tag: number | null; count: number }>(
    'SELECT tag, count(*) AS count FROM stock_rows WHERE profile_id = ? GROUP BY tag ORDER BY tag IS NULL, tag',
  );
  const allStmt = db.prepare<[number], DbRow>(`SELECT ${SELECT_ROW} FROM stock_rows WHERE profile_id = ? ORDER BY row_no`);
  // Filter and sort combinations are few; keep their statements instead of preparing each time.
  const statements = new Map<string, Statement<unknown[]>>();
  const prepared = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare<unknown[]>(sql);
      statements.set(sql, stmt);
    }
    return stmt;
  };

  const replace = db.transaction((profileId: number, rows: readonly StockRowRead[], meta: { pulledAt: string; since: string }) => {
    deleteRows.run(profileId);
    let withoutPrtId = 0;
    rows.forEach((row, index) => {
      if (typeof row.prtId !== 'string' || row.prtId === '') withoutPrtId++;
      const values = stockColumns.map((c) => toDb(c.kind, (row as Record<string, unknown>)[c.field]));
      const extras = Object.entries(row).filter(([k]) => !KNOWN.has(k));
      insert.run(profileId, index, ...values, extras.length ? JSON.stringify(Object.fromEntries(extras)) : null, searchText(row));
    });
    upsertSnapshot.run(profileId, meta.pulledAt, meta.since, rows.length, withoutPrtId);
    return { rowCount: rows.length, withoutPrtId };
  });

  return {
    replace: (profileId, rows, meta) => replace(profileId, rows, meta),
    summary(profileId) {
      const snap = snapshotStmt.get(profileId);
      if (!snap) return null;
      const counts = countsStmt.get(profileId);
      return {
        pulledAt: snap.pulled_at,
        since: snap.since,
        rowCount: snap.row_count,
        withoutPrtId: snap.without_prt_id,
        gnvlsCount: counts?.gnvls ?? 0,
        zeroQntCount: counts?.zero ?? 0,
        byTag: byTagStmt.all(profileId),
      };
    },
    query(profileId, window) {
      const where = whereFor(profileId, window.filter);
      const total = (prepared(`SELECT count(*) AS n FROM stock_rows WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
      const order = window.sort ? orderByFor(window.sort.column, window.sort.dir) : 'row_no';
      const rows = prepared(`SELECT ${SELECT_ROW} FROM stock_rows WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...where.params, window.limit, window.offset) as DbRow[];
      return { total, rows: rows.map(fromDb) };
    },
    all: (profileId) => allStmt.all(profileId).map(fromDb),
  };
}
