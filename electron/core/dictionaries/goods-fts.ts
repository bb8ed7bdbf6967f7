import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open-database';
import type { SharedCount } from './worker/shared-count';

/**
 * The full-text index of goods (FTS5, contentless, rowid = the goods row's rowid): name, full
 * name, МНН in Russian, Latin and English, trademark and manufacturer.
 *
 * unicode61 folds Cyrillic case (А = а) but keeps ё apart from е. The text is indexed as it is
 * (folding it in SQL with replace() cost a third of the build) and the query asks for both
 * spellings of each е/ё instead (goods-search.ts). The index is built in batches after the first
 * full load of goods (`goods_fts_progress.cursor` marks how far, so a killed build resumes), then
 * kept current inside each transaction that writes rows: a goods row, or an МНН, trademark or
 * manufacturer it names, changed (journalled in the main file, replayed at start if the search
 * file lost it).
 *
 * The index lives in its own file (dictionaries-schema.ts, goodsSearchSchema) with its build
 * progress; every statement here names its tables unqualified, so the same code runs on the app's
 * connection (the search file attached) and on the build worker's (search-index-worker.ts: the
 * search file its main, the app's file attached). A batch takes the search file's write lock
 * with its first statement, before it reads a goods row: whatever a concurrent writer changed
 * later, it refreshes itself, seeing how far the batch got.
 *
 * While a build runs, FTS5 merges no segments (automerge 0; a crisis merge only past 256 segments
 * of a level): merging as the batches commit rewrote the growing index again and again (measured
 * on 300,000 goods: 3.75 s of CPU for the build, 3.3 s without). The finished index is left in its
 * segments, not merged once ('optimize' cost another 0.6 s of CPU for a prefix search's p95 of
 * 0.7 ms instead of 1.0 ms, with 10 ms allowed); the defaults come back with the last batch, so
 * later changes merge as usual.
 */

/** ё → е (both cases), for text compared outside the index (filters, the scan before the index exists). */
export function foldYo(text: string): string {
  return text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
}

const ftsColumns = 'rowid, name, nameFull, mnnRus, mnnLat, mnnEng, trademark, manufacturer';

/**
 * The indexed text of goods, straight from the tables (not the view, whose plan would pick an
 * index on `src` and sort): `+g.src` keeps SQLite on the rowid order the batches walk, and FTS5
 * builds fastest when rowids arrive in ascending order.
 */
const ftsSource = (where: string) => `
  SELECT g.rowid, g.name, g.nameFull, mnn.rusName, mnn.latName, mnn.engName, tm.name, man.name
  FROM dict_goods_normalized g
  LEFT JOIN dict_trademarks tm ON tm.src = g.src AND tm.id = g.tmId
  LEFT JOIN dict_manufacturers man ON man.src = g.src AND man.id = g.manId
  LEFT JOIN dict_mnns mnn ON mnn.src = g.src AND mnn.id = g.mnnId
  WHERE ${where}`;

/** Which goods a change reaches: the goods rows themselves, or those naming a changed МНН, trademark or manufacturer. */
export type FtsRefreshBy = 'nnt' | 'mnnId' | 'tmId' | 'manId';

/** Dictionaries whose changes alter the indexed text, and how to find the goods they touch. */
export const ftsDependencies: Partial<Record<string, { by: FtsRefreshBy; keyField: string }>> = {
  goods_normalized: { by: 'nnt', keyField: 'nnt' },
  mnns: { by: 'mnnId', keyField: 'id' },
  trademarks: { by: 'tmId', keyField: 'id' },
  manufacturers: { by: 'manId', keyField: 'id' },
};

/** How far a source's index is built; kept in the search file with the index. */
export interface FtsProgress {
  fts(src: number): { built: boolean; cursor: number };
  setFts(src: number, built: boolean, cursor: number): void;
}

export function createFtsProgress(db: Db): FtsProgress {
  const get = db.prepare<[number], { built: number; cursor: number }>(
    'SELECT built, cursor FROM goods_fts_progress WHERE src = ?',
  );
  const put = db.prepare(
    'INSERT INTO goods_fts_progress (src, built, cursor) VALUES (?, ?, ?) ON CONFLICT (src) DO UPDATE SET built = excluded.built, cursor = excluded.cursor',
  );
  return {
    fts(src) {
      const row = get.get(src);
      return { built: row?.built === 1, cursor: row?.cursor ?? 0 };
    },
    setFts: (src, built, cursor) => void put.run(src, built ? 1 : 0, cursor),
  };
}

export interface GoodsFts {
  /**
   * Re-indexes the goods reached by `ids` (call inside the transaction that writes the rows) and
   * journals the change in the main file; after the transaction, `settle` (committed) or
   * `discard` (rolled back).
   */
  refresh(src: number, by: FtsRefreshBy, ids: readonly number[]): void;
  /** After the transaction's commit: the journalled refreshes reached the search file too (nothing to do when none). */
  settle(): void;
  /** After the transaction's rollback: its journal rows never were (their ids may be given again). */
  discard(): void;
  /** At start: refreshes journalled but perhaps lost by the search file in a crash, done again. Returns how many. */
  replayPending(): number;
  /** Indexes the next batch of a source's goods; returns false when the build is complete. */
  buildBatch(src: number, batchSize: number): boolean;
  /** Removes a source's goods from the index (before its goods or a name table are cleared). */
  clear(src: number): void;
}

/**
 * The host's turn at the search file's lock. A build in a worker commits a batch and takes the
 * lock again at once, while the host's connection waits for it in SQLite's busy handler, which
 * sleeps up to 100 ms between tries: the host could wait out the whole build (seconds, its thread
 * frozen, then SQLITE_BUSY). So the host counts here what it wants, and the worker does not start
 * its next batch while the count is above 0: the host waits for one batch at most.
 */
export type HostTurn = SharedCount;

export function createGoodsFts(db: Db, state: FtsProgress, turn?: HostTurn): GoodsFts {
  const wants = turn ? new Int32Array(turn.shared) : null;
  // Turns this connection asked for in the open transaction, given back after its commit or rollback.
  let asked = 0;
  const ask = () => {
    if (!wants) return;
    Atomics.add(wants, 0, 1);
    asked++;
  };
  const giveBack = () => {
    if (wants && asked > 0) {
      Atomics.sub(wants, 0, asked);
      // A build waiting for its turn goes on now (worker/shared-count.ts), not at its next look.
      Atomics.notify(wants, 0);
    }
    asked = 0;
  };
  // One statement that reads how far the index is built itself: it takes the search file's write
  // lock before it reads anything there, so a build batch committing meanwhile cannot make it
  // fail (a read first would hold a snapshot that the write then may not upgrade). Before a build
  // has begun, the id list comes out empty: a first load of goods no longer looks each of its rows
  // up again for nothing (1.5 ms per 2,500 goods; the plan's rowid bound alone still sought every id).
  const refreshStmts = Object.fromEntries(
    (['nnt', 'mnnId', 'tmId', 'manId'] as const).map((by) => [
      by,
      db.prepare(
        `INSERT OR REPLACE INTO dict_goods_fts (${ftsColumns})
         ${ftsSource(
           `g.src = ? AND g.${by} IN (SELECT value FROM json_each(?)
              WHERE EXISTS (SELECT 1 FROM goods_fts_progress WHERE src = ? AND (built = 1 OR cursor > 0)))
            AND g.rowid <=
            (SELECT CASE built WHEN 1 THEN 9223372036854775807 ELSE cursor END FROM goods_fts_progress WHERE src = ?)`,
         )}`,
      ),
    ]),
  ) as Record<FtsRefreshBy, Statement<unknown[]>>;
  const journal = db.prepare('INSERT INTO dict_fts_pending (src, by, ids) VALUES (?, ?, ?)');
  const pending = db.prepare<[], { id: number; src: number; by: FtsRefreshBy; ids: string }>(
    'SELECT id, src, by, ids FROM dict_fts_pending ORDER BY id',
  );
  const dropPending = db.prepare('DELETE FROM dict_fts_pending WHERE id = ?');
  // Rows journalled by the chunk being written; an older row (a replay that failed at start) stays for the next start.
  let journalled: number[] = [];
  // The batch's first statement: a write to the search file (it changes nothing), so the lock
  // is taken (waiting, if need be) before the goods are read.
  const claim = db.prepare('INSERT INTO goods_fts_progress (src) VALUES (?) ON CONFLICT (src) DO NOTHING');
  const batchStmt = db.prepare(
    `INSERT INTO dict_goods_fts (${ftsColumns}) ${ftsSource('+g.src = ? AND g.rowid > ? ORDER BY g.rowid LIMIT ?')}`,
  );
  const lastRowid = db.prepare<[number, number, number], { last: number | null }>(
    'SELECT max(rowid) AS last FROM (SELECT rowid FROM dict_goods_normalized WHERE +src = ? AND rowid > ? ORDER BY rowid LIMIT ?)',
  );
  // Integer literals: FTS5 takes these settings only as integers (a bound JS number arrives as a real).
  const mergeWhileBuilding = () => {
    db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('automerge', 0)");
    db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('crisismerge', 256)");
  };
  const mergeAsUsual = () => {
    db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('automerge', 4)");
    db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('crisismerge', 16)");
  };
  const clearStmt = db.prepare(
    'DELETE FROM dict_goods_fts WHERE rowid IN (SELECT rowid FROM dict_goods_normalized WHERE src = ? AND rowid <= ?)',
  );

  return {
    refresh(src, by, ids) {
      if (ids.length === 0) return;
      const list = JSON.stringify(ids);
      ask();
      // Built: every row is indexed; part-built: only the rows the build has passed (the statement reads which).
      refreshStmts[by].run(src, list, src, src);
      const fts = state.fts(src);
      if (!fts.built && fts.cursor <= 0) return;
      journalled.push(Number(journal.run(src, by, list).lastInsertRowid));
    },
    settle() {
      giveBack();
      for (const id of journalled) dropPending.run(id);
      journalled = [];
    },
    discard() {
      giveBack();
      journalled = [];
    },
    replayPending() {
      const rows = pending.all();
      if (rows.length === 0) return 0;
      ask();
      try {
        db.transaction(() => {
          for (const row of rows) refreshStmts[row.by].run(row.src, row.ids, row.src, row.src);
        })();
      } finally {
        giveBack();
      }
      for (const row of rows) dropPending.run(row.id);
      return rows.length;
    },
    buildBatch(src, batchSize) {
      return db.transaction(() => {
        claim.run(src);
        const fts = state.fts(src);
        if (fts.built) return false;
        const last = lastRowid.get(src, fts.cursor, batchSize)?.last ?? null;
        if (last === null) {
          if (fts.cursor > 0) mergeAsUsual();
          state.setFts(src, true, fts.cursor);
          return false;
        }
        if (fts.cursor === 0) mergeWhileBuilding();
        batchStmt.run(src, fts.cursor, batchSize);
        state.setFts(src, false, last);
        return true;
      })();
    },
    clear(src) {
      const fts = state.fts(src);
      if (fts.built || fts.cursor > 0) {
        const upTo = fts.built ? Number.MAX_SAFE_INTEGER : fts.cursor;
        clearStmt.run(src, upTo);
        // A build cleared half-way would otherwise leave merging off for the other sources' updates.
        if (!fts.built) mergeAsUsual();
      }
      state.setFts(src, false, 0);
    },
  };
}
