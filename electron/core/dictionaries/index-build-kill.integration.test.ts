import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { dictionaryNames } from '@shared/protocol/dictionaries';
import {
  localRecords,
  openTempDb,
  quietLogger,
  sandboxRecords,
  sandboxSource,
  startDictSandbox,
  syncWith,
  testParts,
} from '@tests/kits/core/dictionaries/dict-test-kit';
import { openDatabase, type Db } from '../db/open-database';
import { registerTextFunctions } from './dictionary-pages';
import { createGoodsSearch } from './goods-search';
import { repairReplica } from './replica-repair';

const root = resolve(import.meta.dirname, '../../..');
const child = join(import.meta.dirname, '../../../tests/kits/core/dictionaries/sync-child.ts');

/** Runs the sync child until it kills itself after `name`'s load; resolves with how it ended. */
function syncUntilKilled(settings: object): Promise<string | null> {
  return new Promise((done, fail) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, JSON.stringify(settings)], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on('exit', (code, signal) => (signal ? done(signal) : fail(new Error(`exit ${code}: ${stderr}`))));
  });
}

const barcodeIndexUsed = (db: Db) =>
  (
    db.prepare('EXPLAIN QUERY PLAN SELECT nnt FROM dict_barcodes WHERE src = ? AND barcode = ?').all(1, 'x') as {
      detail: string;
    }[]
  ).some((row) => row.detail.includes('dict_barcodes__barcode'));

/** Every barcode of the sandbox found by the search, each with its own product. */
function lookupsMatch(db: Db, src: number, sandbox: RunningSandbox): void {
  const search = createGoodsSearch(db, testParts(db).state);
  const barcodes = [...sandboxRecords(sandbox, 'barcodes').values()].map(
    (r) => JSON.parse(r) as { nnt: number; barcode: string },
  );
  expect(barcodes.length).toBeGreaterThan(100);
  for (const { nnt, barcode } of barcodes.slice(0, 200))
    expect(
      search.byBarcode(src, barcode).map((hit) => hit.nnt),
      barcode,
    ).toContain(nnt);
}

describe('a sync killed between its load and its index build', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startDictSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it(
    'builds the missing indexes at the next start, finishes the search index, and resumes to the same content',
    {
      timeout: 120_000,
    },
    async () => {
      const store = sandbox.stores[0]!;
      const storeId = store.storeId.toLowerCase();
      const killed = openTempDb();
      const reference = openTempDb();
      try {
        killed.db.close();
        const signal = await syncUntilKilled({
          baseUrl: sandbox.baseUrl,
          authUrl: sandbox.authUrl,
          storeId: store.storeId,
          secret: store.secret,
          dbFile: killed.file,
          sourceKey: 'sandbox',
          count: 100,
          ftsBatch: 50,
          killAtEndOf: 'barcodes',
        });
        expect(signal).toBe('SIGKILL');

        const db = openDatabase(killed.file);
        registerTextFunctions(db);
        try {
          const parts = testParts(db);
          const src = parts.state.sourceId('sandbox');
          // Where the kill landed: every barcode stored, the load not marked done, no index yet.
          expect(parts.state.state(src, 'barcodes').loaded).toBe(false);
          expect(localRecords(db, src, 'barcodes')).toEqual(sandboxRecords(sandbox, 'barcodes'));
          expect(parts.indexes.complete('barcodes')).toBe(false);
          expect(barcodeIndexUsed(db)).toBe(false);
          expect(parts.state.fts(src).built).toBe(false);

          // The next start: the indexes before anything is served, the search index in the background.
          let closed = false;
          const finishing = repairReplica(parts, { log: quietLogger, syncing: () => false, closed: () => closed });
          expect(parts.indexes.complete('barcodes')).toBe(true);
          expect(barcodeIndexUsed(db)).toBe(true);
          lookupsMatch(db, src, sandbox);
          await finishing;
          closed = true;
          expect(parts.state.fts(src).built).toBe(true);

          // The resumed sync ends where an uninterrupted one does.
          await syncWith(parts, sandboxSource(sandbox), { src, storeId, count: 100 });
          const refParts = testParts(reference.db);
          const refSrc = refParts.state.sourceId('sandbox');
          await syncWith(refParts, sandboxSource(sandbox), { src: refSrc, storeId, count: 100 });
          for (const name of dictionaryNames) {
            expect(localRecords(db, src, name, storeId), name).toEqual(
              localRecords(reference.db, refSrc, name, storeId),
            );
            expect(parts.indexes.complete(name), name).toBe(true);
            expect(parts.state.state(src, name, name === 'goods_links' ? storeId : '').loaded, name).toBe(true);
          }
          lookupsMatch(db, src, sandbox);
          const search = createGoodsSearch(db, parts.state);
          const refSearch = createGoodsSearch(reference.db, refParts.state);
          for (const q of ['амо', 'таб', 'пар', 'мг']) {
            const nnts = (s: typeof search, source: number) =>
              s
                .search(source, q, 100)
                .items.map((h) => h.nnt)
                .sort();
            expect(nnts(search, src), q).toEqual(nnts(refSearch, refSrc));
          }
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        } finally {
          db.close();
        }
      } finally {
        killed.cleanup();
        reference.cleanup();
      }
    },
  );

  it("leaves the goods' indexes to the run's end, and builds them when the run stops before it", async () => {
    const goods = ['goods_normalized', 'goods_denormalized'] as const;
    const storeId = sandbox.stores[0]!.storeId.toLowerCase();
    const whole = openTempDb();
    const stopped = openTempDb();
    try {
      // A whole run: while goods_denormalized loads, goods_normalized is loaded and not yet indexed.
      const parts = testParts(whole.db);
      const src = parts.state.sourceId('sandbox');
      const seen: boolean[] = [];
      // The manager sees the indexing while they are built: 'indexing' comes before them.
      let indexedAtIndexing: boolean | undefined;
      await syncWith(parts, sandboxSource(sandbox), {
        src,
        storeId,
        names: [...goods],
        count: 50,
        progressIntervalMs: 0,
        onProgress: (p) => {
          if (p.dictionary === 'goods_denormalized' && p.chunks > 0)
            seen.push(parts.state.state(src, 'goods_normalized').loaded && !parts.indexes.complete('goods_normalized'));
          if (p.state === 'indexing') indexedAtIndexing ??= parts.indexes.complete('goods_normalized');
        },
      });
      expect(indexedAtIndexing).toBe(false);
      expect(seen.length).toBeGreaterThan(1);
      expect(seen.every(Boolean)).toBe(true);
      expect(parts.indexes.complete('goods_normalized')).toBe(true);

      // A run cancelled during goods_denormalized: goods_normalized's indexes are there when it reports.
      const cut = testParts(stopped.db);
      const cutSrc = cut.state.sourceId('sandbox');
      const controller = new AbortController();
      const run = syncWith(cut, sandboxSource(sandbox), {
        src: cutSrc,
        storeId,
        names: [...goods],
        count: 50,
        progressIntervalMs: 0,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.dictionary === 'goods_denormalized' && p.chunks > 0) controller.abort();
        },
      });
      await expect(run).rejects.toThrow(/cancelled/);
      expect(cut.state.state(cutSrc, 'goods_normalized').loaded).toBe(true);
      expect(cut.state.state(cutSrc, 'goods_denormalized').loaded).toBe(false);
      expect(cut.indexes.complete('goods_normalized')).toBe(true);
    } finally {
      whole.cleanup();
      stopped.cleanup();
    }
  });

  it('builds the indexes of a first load that is cancelled, before the run reports it', async () => {
    const temp = openTempDb();
    try {
      const parts = testParts(temp.db);
      const src = parts.state.sourceId('sandbox');
      const controller = new AbortController();
      let chunks = 0;
      const run = syncWith(parts, sandboxSource(sandbox), {
        src,
        storeId: sandbox.stores[0]!.storeId.toLowerCase(),
        names: ['barcodes'],
        count: 50,
        progressIntervalMs: 0,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.chunks > chunks && p.chunks >= 2) controller.abort();
          chunks = p.chunks;
        },
      });
      await expect(run).rejects.toThrow(/cancelled/);
      expect(parts.state.state(src, 'barcodes').loaded).toBe(false);
      expect(parts.state.state(src, 'barcodes').rowCount).toBeGreaterThan(0);
      expect(parts.indexes.complete('barcodes')).toBe(true);
      expect(barcodeIndexUsed(temp.db)).toBe(true);
    } finally {
      temp.cleanup();
    }
  });
});
