import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPriority } from 'node:os';
import { openDatabase } from '../db/open-database';
import type { Logger } from '../ports';
import { registerTextFunctions } from './dictionary-pages';
import { createGoodsSearch } from './goods-search';
import { createSearchIndexBuilder } from './search-index-build';
import { createSyncParts } from './sync-parts';
import { parseDone, parseSent } from './worker/parse-load';
import { createSharedCount } from './worker/shared-count';
import type { RunProgress } from './sync-run';
import { openTempDb, syncWith } from '@tests/kits/core/dictionaries/dict-test-kit';
import {
  createMemoryOperator,
  goodsRecord,
  seedPharmacy,
  type MemoryOperator,
} from '@tests/kits/core/dictionaries/memory-operator';

// Real worker threads (tsx in each) on real SQLite files: the app's file and desk-search.sqlite.

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const goodsNames = ['trademarks', 'manufacturers', 'mnns', 'goods_normalized'] as const;
const queries = ['асп', 'парацетамол', 'глаксо', 'тёпл', 'acetylsal', 'препарат', 'n500123g0'];

/** `count` more goods after the pharmacy's, each named with a word of its own (`n<nnt>g<generation>`). */
function seedMany(op: MemoryOperator, count: number, generation = 0, from = 500100): void {
  for (let nnt = from; nnt < from + count; nnt++) putGoods(op, nnt, generation);
}

function putGoods(op: MemoryOperator, nnt: number, generation: number): void {
  const name = `Препарат n${nnt}g${generation} табл.`;
  op.put('goods_normalized', goodsRecord(nnt, { name, tmId: 1, manId: 2, mnnId: nnt % 2 === 0 ? 1 : 2 }), (r) =>
    String(r.nnt),
  );
}

/** Counts the FTS batches run on this thread (the worker's own connection has its own GoodsFts). */
function countHostBatches(parts: ReturnType<typeof createSyncParts>): () => number {
  let count = 0;
  const own = parts.fts.buildBatch;
  parts.fts.buildBatch = (src, size) => {
    count++;
    return own(src, size);
  };
  return () => count;
}

/** A logger that keeps what it is told. */
function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const log: Logger = { log: (level, message) => void lines.push({ level, message }) };
  return { log, lines };
}

describe('the goods search index built by a worker thread', () => {
  let temp: ReturnType<typeof openTempDb>;
  beforeEach(() => {
    temp = openTempDb();
  });
  afterEach(() => temp.cleanup());

  const partsOf = (log?: Logger) => createSyncParts(temp.db, { now: () => new Date(), searchWorkerMinGoods: 0, log });

  /** Goods loaded, their index not built (as after a first load whose build has not run). */
  async function loaded(many = 0) {
    const parts = partsOf();
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    seedMany(op, many);
    await syncWith(parts, op, { src, storeId, names: goodsNames, ftsWhileWaiting: false });
    parts.fts.clear(src);
    expect(parts.state.fts(src)).toEqual({ built: false, cursor: 0 });
    return { parts, src, op };
  }

  const ftsRowids = () => temp.db.prepare('SELECT rowid FROM dict_goods_fts ORDER BY rowid').pluck().all();
  const goodsRowids = (src: number) =>
    temp.db.prepare('SELECT rowid FROM dict_goods_normalized WHERE src = ? ORDER BY rowid').pluck().all(src);
  const matches = (word: string) =>
    temp.db.prepare('SELECT rowid FROM dict_goods_fts WHERE dict_goods_fts MATCH ?').pluck().all(`"${word}"`);

  it('builds the whole index in the search file: every goods row, intact, the same hits as a build on this thread', async () => {
    const { parts, src } = await loaded(300);
    const build = parts.searchIndex!.start(src, 50);
    expect(build).not.toBeNull();
    const result = await build!.done;
    expect(result.built).toBe(true);
    // 305 goods, 50 a batch: 7 batches (the last one finds nothing and marks the index built).
    expect(result.batches).toBe(7);
    // The build thread ran below this one (Linux: a thread's own priority; thread-priority.ts).
    expect(result.niceness).toBe(process.platform === 'linux' ? Math.min(19, getPriority() + 10) : null);
    expect(parts.state.fts(src).built).toBe(true);
    expect(ftsRowids()).toEqual(goodsRowids(src));
    temp.db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('integrity-check', 0)");
    // Merging as usual again after the worker's build.
    expect(temp.db.prepare("SELECT v FROM dict_goods_fts_config WHERE k = 'automerge'").pluck().get()).toBe(4);

    const search = createGoodsSearch(temp.db, parts.state);
    const hits = () => queries.map((q) => search.search(src, q, 500).items.map((h) => h.nnt));
    const byWorker = hits();
    expect(byWorker[0]!.length).toBeGreaterThan(0);
    expect(byWorker[5]!.length).toBe(300);
    expect(byWorker[6]).toEqual([500123]);

    parts.fts.clear(src);
    expect(ftsRowids()).toEqual([]);
    while (parts.fts.buildBatch(src, 50));
    expect(hits()).toEqual(byWorker);
  });

  it('stops after its batch when asked: the cursor part-way, not built; a new start finishes it', async () => {
    const { parts, src } = await loaded(2000);
    const build = parts.searchIndex!.start(src, 1)!;
    // Asked to stop once it has committed a batch or more.
    while (parts.state.fts(src).cursor === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    build.stop();
    const stopped = await build.done;
    expect(stopped.built).toBe(false);
    expect(stopped.batches).toBeGreaterThan(0);
    const after = parts.state.fts(src);
    expect(after.built).toBe(false);
    const rowids = goodsRowids(src) as number[];
    expect(after.cursor).toBeGreaterThanOrEqual(rowids[0]!);
    expect(after.cursor).toBeLessThan(rowids.at(-1)!);
    // The index holds exactly the rows the batches passed.
    expect(ftsRowids()).toEqual(rowids.filter((r) => r <= after.cursor));

    const resumed = await parts.searchIndex!.start(src, 500)!.done;
    expect(resumed.built).toBe(true);
    expect(ftsRowids()).toEqual(rowids);
    temp.db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('integrity-check', 0)");
  });

  it('starts no batch while the parsing worker holds chunks, and goes on once it has parsed them; a stop ends a held build', async () => {
    const { parts, src } = await loaded(300);
    const parseLoad = createSharedCount();
    const count = new Int32Array(parseLoad.shared);
    const builder = createSearchIndexBuilder(temp.db, parts.state, { parseLoad, minGoods: 0 });
    parseSent(count);
    const build = builder.start(src, 50)!;
    // Held: time for the worker to start and for several batches, none run.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(parts.state.fts(src)).toEqual({ built: false, cursor: 0 });
    expect(ftsRowids()).toEqual([]);
    parseDone(count);
    expect(await build.done).toMatchObject({ built: true, batches: 7 });
    expect(ftsRowids()).toEqual(goodsRowids(src));

    parts.fts.clear(src);
    parts.state.setFts(src, false, 0);
    parseSent(count);
    const held = builder.start(src, 50)!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    held.stop();
    expect(await held.done).toMatchObject({ built: false, batches: 0 });
    expect(parts.state.fts(src)).toEqual({ built: false, cursor: 0 });
  });

  it('does not start without its file (one warning), on an in-memory database, or for fewer goods than minGoods', async () => {
    const { parts, src } = await loaded();
    const { log, lines } = recordingLogger();
    const missing = createSearchIndexBuilder(temp.db, parts.state, {
      log,
      minGoods: 0,
      workerFile: join(temp.dir, 'no-such-worker.mjs'),
    });
    expect(missing.start(src, 10)).toBeNull();
    expect(missing.start(src, 10)).toBeNull();
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect(lines[0]!.message).toMatch(/worker is missing/);

    // Five goods: a worker for five or fewer, none for six.
    expect(createSearchIndexBuilder(temp.db, parts.state, { minGoods: 6 }).start(src, 10)).toBeNull();
    const five = createSearchIndexBuilder(temp.db, parts.state, { minGoods: 5 }).start(src, 10);
    expect(five).not.toBeNull();
    expect((await five!.done).built).toBe(true);

    const memory = openDatabase(':memory:');
    registerTextFunctions(memory);
    try {
      const memParts = createSyncParts(memory, { now: () => new Date(), searchWorkerMinGoods: 0 });
      expect(memParts.searchIndex!.start(memParts.state.sourceId('memory'), 10)).toBeNull();
    } finally {
      memory.close();
    }
    expect(parts.state.fts(src).built).toBe(true);
  });

  it('a sync run leaves the whole build to the worker and waits for it at the end (indexing)', async () => {
    const { log, lines } = recordingLogger();
    const parts = partsOf(log);
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    seedMany(op, 3000);
    const hostBatches = countHostBatches(parts);
    const states: RunProgress['state'][] = [];
    const summary = await syncWith(parts, op, { src, storeId, ftsBatch: 20, onProgress: (p) => states.push(p.state) });
    expect(summary.progress.state).toBe('done');
    expect(states).toContain('indexing');
    expect(states.indexOf('indexing')).toBeLessThan(states.lastIndexOf('done'));
    expect(hostBatches()).toBe(0);
    expect(parts.state.fts(src).built).toBe(true);
    expect(ftsRowids()).toEqual(goodsRowids(src));
    expect(matches('n501234g0')).toHaveLength(1);
    expect(lines.filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('a run cancelled while the worker builds ends cancelled with the worker stopped; so does the next run, which resumes it', async () => {
    const parts = partsOf();
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    seedMany(op, 3000);
    const hostBatches = countHostBatches(parts);
    let workers = 0;
    const builder = parts.searchIndex!;
    const start = builder.start.bind(builder);
    builder.start = (s, batch) => {
      const build = start(s, batch);
      if (build) workers++;
      return build;
    };

    /** A run cancelled once it waits for the index; where the index stands a while after it returned. */
    async function cancelledRun() {
      const cancel = new AbortController();
      let last: RunProgress | undefined;
      const run = syncWith(parts, op, {
        src,
        storeId,
        ftsBatch: 1,
        signal: cancel.signal,
        onProgress: (p) => {
          last = p;
          // As the app's cancel arrives: a message handled on a later turn of the loop.
          if (p.state === 'indexing') setImmediate(() => cancel.abort());
        },
      });
      await expect(run).rejects.toThrow(/cancelled/);
      expect(last?.state).toBe('cancelled');
      const stoppedAt = parts.state.fts(src);
      expect(stoppedAt.built).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(parts.state.fts(src)).toEqual(stoppedAt);
      expect(ftsRowids()).toEqual((goodsRowids(src) as number[]).filter((r) => r <= stoppedAt.cursor));
      return stoppedAt.cursor;
    }

    const first = await cancelledRun();
    expect(workers).toBe(1);
    // Goods loaded, the index part-built: the next run starts the worker at its start, and only then.
    const second = await cancelledRun();
    expect(workers).toBe(2);
    expect(second).toBeGreaterThan(first);
    expect(hostBatches()).toBe(0);
  });

  it('a run whose worker fails finishes the index on this thread, with one warning', async () => {
    const broken = join(temp.dir, 'broken-worker.mjs');
    writeFileSync(broken, "throw new Error('no SQLite here');\n");
    const { log, lines } = recordingLogger();
    const parts = createSyncParts(temp.db, {
      now: () => new Date(),
      searchWorkerMinGoods: 0,
      searchWorkerFile: broken,
      log,
    });
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    seedMany(op, 100);
    const hostBatches = countHostBatches(parts);
    const summary = await syncWith(parts, op, { src, storeId, ftsBatch: 10 });
    expect(summary.progress.state).toBe('done');
    expect(hostBatches()).toBeGreaterThan(10);
    expect(parts.state.fts(src).built).toBe(true);
    expect(ftsRowids()).toEqual(goodsRowids(src));
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/worker failed/);
  });

  it('a build and this thread renaming goods meanwhile end with an index that matches the goods exactly', async () => {
    const { log, lines } = recordingLogger();
    const { src, op } = await loaded(3000);
    const logged = createSyncParts(temp.db, { now: () => new Date(), searchWorkerMinGoods: 0, log });
    const rowidOf = new Map(
      temp.db
        .prepare<[number], { nnt: number; rowid: number }>('SELECT nnt, rowid FROM dict_goods_normalized WHERE src = ?')
        .all(src)
        .map((r) => [r.nnt, r.rowid]),
    );
    const generation = new Map<number, number>();
    const build = logged.searchIndex!.start(src, 50)!;
    let finished = false;
    void build.done.then(() => (finished = true));
    let duringBuild = 0;
    for (let round = 1; !finished || round <= 3; round++) {
      // 40 goods spread over the rowids: some the build has passed, some it has yet to reach.
      for (let i = 0; i < 40; i++) {
        const nnt = 500100 + ((round * 389 + i * 75) % 3000);
        generation.set(nnt, round);
        putGoods(op, nnt, round);
      }
      const before = logged.state.fts(src);
      if (!before.built && before.cursor > 0) duringBuild++;
      const cursor = logged.state.state(src, 'goods_normalized').cursor;
      const records = await op.chunk(
        'goods_normalized',
        { rvInt: cursor, count: 10_000 },
        new AbortController().signal,
      );
      // Through the parts that started the build: their writes take the search file's lock before
      // the worker's next batch (goods-fts.ts, HostTurn), so rounds keep coming during the build.
      const outcome = logged.writer.write({ src, name: 'goods_normalized', scope: '' }, records, { cursor });
      expect(outcome.stored).toBe(40);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const result = await build.done;
    expect(result.built).toBe(true);
    expect(duringBuild).toBeGreaterThan(1);
    expect(lines).toEqual([]);
    expect(temp.db.prepare('SELECT count(*) FROM dict_fts_pending').pluck().get()).toBe(0);

    expect(ftsRowids()).toEqual(goodsRowids(src));
    temp.db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('integrity-check', 0)");
    expect(generation.size).toBeGreaterThan(100);
    for (let nnt = 500100; nnt < 503100; nnt++) {
      const now = generation.get(nnt) ?? 0;
      expect(matches(`n${nnt}g${now}`), `goods ${nnt} by its name`).toEqual([rowidOf.get(nnt)]);
      for (let old = 0; old < now; old++) expect(matches(`n${nnt}g${old}`), `goods ${nnt} by an old name`).toEqual([]);
    }
  });
});
