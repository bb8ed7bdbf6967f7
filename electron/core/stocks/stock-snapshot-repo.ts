import type { Statement } from 'better-sqlite3';
import {
  stockSortColumns,
  type StockFilter,
  type StockSnapshotRow,
  type StockSnapshotSummary,
  type StockSortColumn,
} from '@shared/ipc/channels/stocks';
import type { StockRowRead } from '@shared/protocol/stocks';
import type { Db } from '../db/open-database';
import { foldKey } from '../db/fold-key';
import { createSortIndex, dropSortIndexes, foldedStockColumns, sortKeyOf, stockColumns } from './stock-columns';

type Sort = { column: StockSortColumn; dir: 'asc' | 'desc' };

/**
 * The filter as core applies it: the renderer's filter, plus the product codes whose names in
 * the goods dictionary match its text (found by the feature), so "клацид" finds the rows of
 * every Клацид although a stock row carries only the code.
 */
export type StockQueryFilter = StockFilter & { nameNnts?: readonly number[] };

/** The server's stock of each store as last read back, in SQLite. */
export interface StockSnapshotRepo {
  /** Replaces a profile's snapshot with these rows, in one transaction. */
  replace(
    profileId: number,
    rows: readonly StockRowRead[],
    meta: { pulledAt: string; since: string },
  ): { rowCount: number; withoutPrtId: number };
  summary(profileId: number): StockSnapshotSummary | null;
  /** A window of rows, filtered and sorted in SQL, and how many rows pass the filter. */
  query(
    profileId: number,
    window: { offset: number; limit: number; sort?: Sort; filter?: StockQueryFilter },
  ): { total: number; rows: StockSnapshotRow[] };
  /** Every row of a snapshot, in server order (for reconciliation). */
  all(profileId: number): StockSnapshotRow[];
  /**
   * Builds one sort index a big replace dropped (tens of milliseconds); false when none is
   * missing. Called between other work after a pull, so the first sort finds its index ready.
   */
  buildNextIndex(): boolean;
  /** Forgets the kept sorted and filtered orders (each is read again from its index when asked). */
  forgetOrders(): void;
}

const KNOWN = new Set<string>(stockColumns.map((c) => c.field));
const FIELDS: readonly string[] = stockColumns.map((c) => c.field);
const KINDS: readonly string[] = stockColumns.map((c) => c.kind);
const COLUMN_COUNT = stockColumns.length;
const COLUMN_LIST = stockColumns.map((c) => c.column).join(', ');
const KEY_LIST = foldedStockColumns.map((c) => `${c}_key`).join(', ');
const FOLDED_AT = foldedStockColumns.map((c) => stockColumns.findIndex((s) => s.column === c));
const SELECT_ROW = `row_no, ${stockColumns
  .filter((c) => c.field !== 'rv')
  .map((c) => c.column)
  .join(', ')}`;
/** Sorted or filtered orders kept per snapshot; a few suffice for a person clicking headers. */
const MAX_ORDERS = 8;
/** Rows from which a replace drops the sort indexes instead of updating them (they are built again on demand). */
const DROP_INDEXES_FROM = 5_000;

type DbRow = Record<string, string | number | null>;

/** The value a field is stored as: booleans as 0/1, anything of the wrong type as null. */
function toDb(kind: string, value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (kind === 'bool') return typeof value === 'boolean' ? (value ? 1 : 0) : null;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? value : null;
}

/** What the filter box searches, lower-cased once here (toLowerCase folds Cyrillic too). */
function searchText(row: StockRowRead): string {
  let out: string | null = null;
  for (const v of [row.prtId, row.sku, row.man, row.series, row.nnt]) {
    if (v === undefined || v === null) continue;
    out = out === null ? String(v) : `${out}\u0001${String(v)}`;
  }
  return (out ?? '').toLowerCase();
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

function whereFor(profileId: number, filter: StockQueryFilter | undefined): { sql: string; params: unknown[] } {
  const clauses = ['profile_id = ?'];
  const params: unknown[] = [profileId];
  const text = filter?.text?.trim().toLowerCase();
  if (text && filter?.nameNnts?.length) {
    // The batch, code, series… hold the text, or the product's name in the goods dictionary does.
    clauses.push('(instr(search, ?) > 0 OR nnt IN (SELECT value FROM json_each(?)))');
    params.push(text, JSON.stringify(filter.nameNnts));
  } else if (text) {
    // instr, not LIKE: the text is a plain substring, with no wildcards to escape.
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

const isPlain = (filter: StockQueryFilter | undefined) =>
  !filter ||
  (!filter.text?.trim() &&
    filter.nnt === undefined &&
    !filter.prtId &&
    filter.tag === undefined &&
    filter.gnvls === undefined);

/**
 * Windows are cheap however the table is sorted: unsorted and unfiltered, a window is a range
 * of row numbers (the primary key); sorted or filtered, SQL orders the row numbers once (one
 * pass over the snapshot), the order is kept, and each window then reads its 200 rows by key.
 * A new pull drops the kept orders, and so does leaving the stock screen (the stocks feature asks).
 */
export function createStockSnapshotRepo(db: Db): StockSnapshotRepo {
  const insert = db.prepare(
    `INSERT INTO stock_rows (profile_id, row_no, ${COLUMN_LIST}, extra, search, ${KEY_LIST}) ` +
      `VALUES (${new Array(stockColumns.length + 4 + foldedStockColumns.length).fill('?').join(', ')})`,
  );
  const deleteRows = db.prepare('DELETE FROM stock_rows WHERE profile_id = ?');
  const upsertSnapshot = db.prepare(
    'INSERT INTO stock_snapshots (profile_id, pulled_at, since, row_count, without_prt_id, gnvls_count, zero_qnt_count, by_tag) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (profile_id) DO UPDATE SET pulled_at = excluded.pulled_at, ' +
      'since = excluded.since, row_count = excluded.row_count, without_prt_id = excluded.without_prt_id, ' +
      'gnvls_count = excluded.gnvls_count, zero_qnt_count = excluded.zero_qnt_count, by_tag = excluded.by_tag',
  );
  const snapshotStmt = db.prepare<
    [number],
    {
      pulled_at: string;
      since: string;
      row_count: number;
      without_prt_id: number;
      gnvls_count: number;
      zero_qnt_count: number;
      by_tag: string;
    }
  >(
    'SELECT pulled_at, since, row_count, without_prt_id, gnvls_count, zero_qnt_count, by_tag FROM stock_snapshots WHERE profile_id = ?',
  );
  const rangeStmt = db.prepare<[number, number, number], DbRow>(
    `SELECT ${SELECT_ROW} FROM stock_rows WHERE profile_id = ? AND row_no >= ? AND row_no < ? ORDER BY row_no`,
  );
  const byKeysStmt = db.prepare<[number, string], DbRow>(
    `SELECT ${SELECT_ROW} FROM stock_rows WHERE profile_id = ? AND row_no IN (SELECT value FROM json_each(?))`,
  );
  const allStmt = db.prepare<[number], DbRow>(
    `SELECT ${SELECT_ROW} FROM stock_rows WHERE profile_id = ? ORDER BY row_no`,
  );
  // Filter and sort combinations are few; keep their statements instead of preparing each time.
  const statements = new Map<string, Statement<unknown[]>>();
  const prepared = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare<unknown[]>(sql).pluck();
      statements.set(sql, stmt);
    }
    return stmt;
  };
  const orders = new Map<string, Int32Array>();
  // Sort indexes known to exist on this connection. A big replace drops them all; each is built
  // again by the first sort (or filter) that reads it: one index, tens of milliseconds, instead
  // of all 15 inside the read-back (most of a replace's time, measured).
  const indexed = new Set<StockSortColumn>();
  const ensureIndex = (column: StockSortColumn) => {
    if (indexed.has(column)) return;
    db.exec(createSortIndex(column, true));
    indexed.add(column);
  };

  const remember = (key: string, rowNos: Int32Array) => {
    orders.set(key, rowNos);
    if (orders.size > MAX_ORDERS) orders.delete(orders.keys().next().value as string);
    return rowNos;
  };
  const recall = (key: string) => {
    const hit = orders.get(key);
    if (hit) {
      orders.delete(key);
      orders.set(key, hit);
    }
    return hit;
  };
  const rowNosOf = (sql: string, params: unknown[]) => prepared(sql).all(...params) as number[];

  /**
   * The whole snapshot in a column's order, read from that column's index (no sort step):
   * rows with a key in order, then rows without one in row order, both ways reversed for desc.
   */
  const sortedAll = (profileId: number, sort: Sort): Int32Array => {
    const cacheKey = JSON.stringify([profileId, sort, null]);
    const hit = recall(cacheKey);
    if (hit) return hit;
    const { key } = sortKeyOf(sort.column);
    ensureIndex(sort.column);
    const d = sort.dir === 'desc' ? 'DESC' : 'ASC';
    const present = rowNosOf(
      `SELECT row_no FROM stock_rows WHERE profile_id = ? AND ${key} IS NOT NULL ORDER BY ${key} ${d}, row_no ${d}`,
      [profileId],
    );
    const absent = rowNosOf(
      `SELECT row_no FROM stock_rows WHERE profile_id = ? AND ${key} IS NULL ORDER BY row_no ${d}`,
      [profileId],
    );
    const all = new Int32Array(present.length + absent.length);
    all.set(present);
    all.set(absent, present.length);
    return remember(cacheKey, all);
  };

  /**
   * The row numbers of a sorted and/or filtered view, in order (kept until the next pull).
   * A filter selects row numbers (tag and flag filters through their indexes); with a sort
   * too, the column's whole order is walked and kept where the filter matched, so the
   * filtered set is never sorted.
   */
  const orderOf = (profileId: number, sort: Sort | undefined, filter: StockQueryFilter | undefined): Int32Array => {
    if (isPlain(filter)) return sortedAll(profileId, sort!);
    const cacheKey = JSON.stringify([profileId, sort ?? null, filter ?? null]);
    const hit = recall(cacheKey);
    if (hit) return hit;
    // The filters that select by value read their column's sort index.
    if (filter?.tag !== undefined) ensureIndex('tag');
    if (filter?.nnt !== undefined) ensureIndex('nnt');
    if (filter?.gnvls !== undefined) ensureIndex('gnvls');
    const where = whereFor(profileId, filter);
    const matched = rowNosOf(`SELECT row_no FROM stock_rows WHERE ${where.sql} ORDER BY row_no`, where.params);
    if (!sort) return remember(cacheKey, Int32Array.from(matched));
    const order = sortedAll(profileId, sort);
    const wanted = new Uint8Array(order.length);
    for (const rowNo of matched) wanted[rowNo] = 1;
    const out = new Int32Array(matched.length);
    let n = 0;
    for (const rowNo of order) if (wanted[rowNo]) out[n++] = rowNo;
    return remember(cacheKey, out);
  };

  const replace = db.transaction(
    (profileId: number, rows: readonly StockRowRead[], meta: { pulledAt: string; since: string }) => {
      // A big snapshot is written without the sort indexes: keeping 15 indexes up to date row by
      // row doubled a replace, and building them all again made up half of it (measured).
      if (rows.length >= DROP_INDEXES_FROM) {
        for (const sql of dropSortIndexes()) db.exec(sql);
        indexed.clear();
      }
      deleteRows.run(profileId);
      let withoutPrtId = 0;
      let gnvls = 0;
      let zero = 0;
      const byTag = new Map<number | null, number>();
      // One parameter array for every row, filled in place: 100,000 rows × 40 values made the
      // per-row arrays and entry lists a good part of a replace.
      const params: unknown[] = new Array(stockColumns.length + 4 + FOLDED_AT.length);
      params[0] = profileId;
      for (let index = 0; index < rows.length; index++) {
        const row = rows[index]!;
        if (typeof row.prtId !== 'string' || row.prtId === '') withoutPrtId++;
        if (row.gnvls === true) gnvls++;
        if (row.qnt === 0) zero++;
        const tag = typeof row.tag === 'number' ? row.tag : null;
        byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
        params[1] = index;
        const fields = row as Record<string, unknown>;
        for (let c = 0; c < COLUMN_COUNT; c++) params[2 + c] = toDb(KINDS[c]!, fields[FIELDS[c]!]);
        let extras: Record<string, unknown> | null = null;
        for (const key in fields) if (!KNOWN.has(key)) (extras ??= {})[key] = fields[key];
        params[2 + COLUMN_COUNT] = extras ? JSON.stringify(extras) : null;
        params[3 + COLUMN_COUNT] = searchText(row);
        for (let f = 0; f < FOLDED_AT.length; f++) {
          const value = params[2 + FOLDED_AT[f]!];
          params[4 + COLUMN_COUNT + f] = typeof value === 'string' ? foldKey(value) : null;
        }
        insert.run(params);
      }
      const tags = [...byTag]
        .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
        .map(([tag, count]) => ({ tag, count }));
      upsertSnapshot.run(
        profileId,
        meta.pulledAt,
        meta.since,
        rows.length,
        withoutPrtId,
        gnvls,
        zero,
        JSON.stringify(tags),
      );
      return { rowCount: rows.length, withoutPrtId };
    },
  );

  return {
    replace(profileId, rows, meta) {
      const result = replace(profileId, rows, meta);
      for (const key of [...orders.keys()]) if (key.startsWith(`[${profileId},`)) orders.delete(key);
      return result;
    },
    summary(profileId) {
      const snap = snapshotStmt.get(profileId);
      if (!snap) return null;
      return {
        pulledAt: snap.pulled_at,
        since: snap.since,
        rowCount: snap.row_count,
        withoutPrtId: snap.without_prt_id,
        gnvlsCount: snap.gnvls_count,
        zeroQntCount: snap.zero_qnt_count,
        byTag: JSON.parse(snap.by_tag) as StockSnapshotSummary['byTag'],
      };
    },
    query(profileId, { offset, limit, sort, filter }) {
      if (!sort && isPlain(filter)) {
        const total = snapshotStmt.get(profileId)?.row_count ?? 0;
        return { total, rows: rangeStmt.all(profileId, offset, offset + limit).map(fromDb) };
      }
      const order = orderOf(profileId, sort, filter);
      const keys = Array.from(order.subarray(offset, offset + limit));
      if (keys.length === 0) return { total: order.length, rows: [] };
      const byRowNo = new Map(byKeysStmt.all(profileId, JSON.stringify(keys)).map((r) => [r.row_no as number, r]));
      return { total: order.length, rows: keys.flatMap((k) => (byRowNo.has(k) ? [fromDb(byRowNo.get(k)!)] : [])) };
    },
    all: (profileId) => allStmt.all(profileId).map(fromDb),
    buildNextIndex() {
      const column = stockSortColumns.find((c) => !indexed.has(c));
      if (column === undefined) return false;
      ensureIndex(column);
      return true;
    },
    forgetOrders: () => orders.clear(),
  };
}
