import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open-database';
import { createFtsProgress, type FtsProgress } from './goods-fts';

/** How a dictionary's last sync ended; `running` also after a crash or kill, until the next run. */
export type SyncStatus = 'running' | 'ok' | 'failed' | 'cancelled';

/** The sync bookkeeping of one dictionary of one operator (goods_links: of one store). */
export interface DictionaryState {
  src: number;
  name: DictionaryName;
  /** '' for operator-wide dictionaries, the store GUID for goods_links. */
  scope: string;
  /** The highest `rvInt` held, exact (it may pass 2^53): the next chunk starts after it. */
  cursor: bigint;
  /** The first full load has finished (secondary indexes exist from then on). */
  loaded: boolean;
  /** barcodes: `actual` while a load with actual=true is under way (it resumes in that mode). */
  mode: 'incremental' | 'actual';
  rowCount: number;
  /** Rows held before a re-sync from scratch: what the progress ETA counts on. */
  expectedRows: number | null;
  lastStartedAt: string | null;
  /** When a sync of this dictionary last finished successfully (the politeness rule reads it). */
  lastCompletedAt: string | null;
  lastStatus: SyncStatus | null;
  lastError: string | null;
  /** Records fetched by the last run. */
  lastFetched: number;
}

interface StateRow {
  src: number;
  name: string;
  scope: string;
  cursor: number;
  /** CAST(cursor AS TEXT): the INTEGER column holds a long exactly, `cursor` as a number would not. */
  cursor_text: string;
  loaded: number;
  mode: 'incremental' | 'actual';
  row_count: number;
  expected_rows: number | null;
  last_started_at: string | null;
  last_completed_at: string | null;
  last_status: SyncStatus | null;
  last_error: string | null;
  last_fetched: number;
}

/** Reads and writes dict_sources and dict_state, and the search index's progress. */
export interface SyncStateRepo extends FtsProgress {
  /** The id of an operator (created on first use); key: see sourceKeyOf. */
  sourceId(key: string): number;
  state(src: number, name: DictionaryName, scope?: string): DictionaryState;
  states(src: number): DictionaryState[];
  /** Changes some fields of a state row (creating it first when needed). */
  update(src: number, name: DictionaryName, scope: string, fields: StateFields): void;
}

/** Writable state fields. */
export type StateFields = Partial<{
  cursor: bigint;
  loaded: boolean;
  mode: 'incremental' | 'actual';
  rowCount: number;
  expectedRows: number | null;
  lastStartedAt: string | null;
  lastCompletedAt: string | null;
  lastStatus: SyncStatus | null;
  lastError: string | null;
  lastFetched: number;
}>;

const columnOf: Record<keyof StateFields, string> = {
  cursor: 'cursor',
  loaded: 'loaded',
  mode: 'mode',
  rowCount: 'row_count',
  expectedRows: 'expected_rows',
  lastStartedAt: 'last_started_at',
  lastCompletedAt: 'last_completed_at',
  lastStatus: 'last_status',
  lastError: 'last_error',
  lastFetched: 'last_fetched',
};

const stateColumns = '*, CAST(cursor AS TEXT) AS cursor_text';

function toState(row: StateRow): DictionaryState {
  return {
    src: row.src,
    name: row.name as DictionaryName,
    scope: row.scope,
    cursor: BigInt(row.cursor_text),
    loaded: row.loaded === 1,
    mode: row.mode,
    rowCount: row.row_count,
    expectedRows: row.expected_rows,
    lastStartedAt: row.last_started_at,
    lastCompletedAt: row.last_completed_at,
    lastStatus: row.last_status,
    lastError: row.last_error,
    lastFetched: row.last_fetched,
  };
}

export function createSyncStateRepo(db: Db, now: () => Date): SyncStateRepo {
  const findSource = db.prepare<[string], { id: number }>('SELECT id FROM dict_sources WHERE key = ?');
  const insertSource = db.prepare('INSERT INTO dict_sources (key, created_at) VALUES (?, ?)');
  const getState = db.prepare<[number, string, string], StateRow>(
    `SELECT ${stateColumns} FROM dict_state WHERE src = ? AND name = ? AND scope = ?`,
  );
  const allStates = db.prepare<[number], StateRow>(`SELECT ${stateColumns} FROM dict_state WHERE src = ?`);
  const ensureState = db.prepare('INSERT OR IGNORE INTO dict_state (src, name, scope) VALUES (?, ?, ?)');
  // The search index's progress lives in the search file (goods-fts.ts); dict_sources' old fts_* columns are unused.
  const progress = createFtsProgress(db);
  const updates = new Map<string, Statement<unknown[]>>();

  return {
    sourceId(key) {
      const found = findSource.get(key);
      if (found) return found.id;
      return Number(insertSource.run(key, now().toISOString()).lastInsertRowid);
    },
    state(src, name, scope = '') {
      const row = getState.get(src, name, scope);
      if (row) return toState(row);
      return toState({
        src,
        name,
        scope,
        cursor: 0,
        cursor_text: '0',
        loaded: 0,
        mode: 'incremental',
        row_count: 0,
        expected_rows: null,
        last_started_at: null,
        last_completed_at: null,
        last_status: null,
        last_error: null,
        last_fetched: 0,
      });
    },
    states: (src) => allStates.all(src).map(toState),
    update(src, name, scope, fields) {
      const keys = (Object.keys(fields) as (keyof StateFields)[]).filter((k) => fields[k] !== undefined);
      if (keys.length === 0) return;
      const sqlKey = keys.join(',');
      let stmt = updates.get(sqlKey);
      if (!stmt) {
        stmt = db.prepare(
          `UPDATE dict_state SET ${keys.map((k) => `${columnOf[k]} = ?`).join(', ')} WHERE src = ? AND name = ? AND scope = ?`,
        );
        updates.set(sqlKey, stmt);
      }
      const values = keys.map((k) => {
        const v = fields[k];
        return typeof v === 'boolean' ? (v ? 1 : 0) : v;
      });
      ensureState.run(src, name, scope);
      stmt.run(...values, src, name, scope);
    },
    fts: progress.fts,
    setFts: progress.setFts,
  };
}
