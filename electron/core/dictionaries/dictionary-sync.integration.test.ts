import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dictionaryNames, type DictionaryName } from '@shared/protocol/dictionaries';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { recordsOf } from './chunk-body';
import type { ChunkQuery, ChunkSource } from './chunk-source';
import { syncOrder } from './sync-run';
import {
  differences,
  localRecords,
  openTempDb,
  sandboxRecords,
  sandboxSource,
  startDictSandbox,
  syncWith,
  testParts,
} from '@tests/kits/core/dictionaries/dict-test-kit';

/** Wraps a source to count the records each dictionary brought and the queries it sent. */
function counting(source: ChunkSource) {
  const records = new Map<DictionaryName, number>();
  const queries: { name: DictionaryName; query: ChunkQuery }[] = [];
  const add = (name: DictionaryName, n: number) => records.set(name, (records.get(name) ?? 0) + n);
  const wrapped: ChunkSource = {
    async chunk(name, query, signal) {
      queries.push({ name, query });
      const got = await source.chunk(name, query, signal);
      add(name, [...recordsOf(got)].length);
      return got;
    },
    async goodsLinks(signal) {
      const got = await source.goodsLinks(signal);
      add('goods_links', [...recordsOf(got)].length);
      return got;
    },
  };
  return { source: wrapped, records, queries };
}

describe('dictionary sync against the sandbox over HTTP', () => {
  let sandbox: RunningSandbox;
  let temp: ReturnType<typeof openTempDb>;
  let parts: ReturnType<typeof testParts>;
  let src: number;
  let storeId: string;

  beforeAll(async () => {
    sandbox = await startDictSandbox();
    storeId = sandbox.stores[0]!.storeId.toLowerCase();
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(() => {
    temp = openTempDb();
    parts = testParts(temp.db);
    src = parts.state.sourceId('sandbox');
  });
  afterEach(() => {
    sandbox.control.setFaults(undefined);
    temp.cleanup();
  });

  it('a full sync matches the sandbox exactly for all 24 dictionaries, in counts and content', async () => {
    const counted = counting(sandboxSource(sandbox));
    const summary = await syncWith(parts, counted.source, { src, storeId, count: 100 });

    expect(differences(temp.db, src, sandbox)).toEqual([]);
    const counts = sandbox.control.dictionaries.counts();
    for (const name of dictionaryNames) {
      const scope = name === 'goods_links' ? storeId : '';
      expect(parts.state.state(src, name, scope).rowCount, name).toBe(
        name === 'goods_links' ? sandboxRecords(sandbox, name).size : counts[name],
      );
      expect(parts.state.state(src, name, scope).lastStatus, name).toBe('ok');
    }
    // Chunks of `count`, each after the last version held, then one empty chunk that ends the
    // dictionary (a short chunk does not); the cursor is the highest rvInt.
    const goodsQueries = counted.queries.filter((q) => q.name === 'goods_normalized');
    expect(goodsQueries.length).toBe(Math.ceil(counts.goods_normalized / 100) + 1);
    expect(goodsQueries.at(-1)!.query.rvInt).toBe(BigInt(sandbox.control.dictionaries.maxRvInt('goods_normalized')));
    expect(goodsQueries[0]!.query).toMatchObject({ count: 100, rvInt: 0n });
    expect(parts.state.state(src, 'goods_normalized').cursor).toBe(
      BigInt(sandbox.control.dictionaries.maxRvInt('goods_normalized')),
    );
    expect(summary.progress).toMatchObject({ state: 'done', completed: 24, total: 24, quarantined: 0 });
    expect(temp.db.pragma('integrity_check', { simple: true })).toBe('ok');
    // marketing_brands' extra boolean is kept, not dropped.
    const brand = temp.db.prepare('SELECT extra FROM dict_marketing_brands WHERE src = ? LIMIT 1').get(src) as {
      extra: string | null;
    };
    expect(brand.extra).toMatch(/Brand/i);
    // Secondary indexes and the FTS index exist after the first full load.
    expect(parts.indexes.complete('barcodes')).toBe(true);
    expect(parts.indexes.complete('goods_normalized')).toBe(true);
    expect(parts.state.fts(src).built).toBe(true);
  });

  it('after the sandbox mutates rows, an incremental sync fetches only the changed versions and ends identical', async () => {
    await syncWith(parts, sandboxSource(sandbox), { src, storeId });
    const changed = sandbox.control.dictionaries.mutate({ share: 0.05, seed: 11 });

    const counted = counting(sandboxSource(sandbox));
    await syncWith(parts, counted.source, { src, storeId });

    for (const name of dictionaryNames) {
      if (name === 'goods_links') continue; // fetched whole, by the protocol
      expect(counted.records.get(name) ?? 0, name).toBe(changed[name]);
    }
    expect([...counted.records.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(differences(temp.db, src, sandbox)).toEqual([]);
    // The FTS index follows renamed goods, МНН, trademarks and manufacturers.
    const fts = temp.db.prepare('SELECT count(*) AS n FROM dict_goods_fts').get() as { n: number };
    expect(fts.n).toBe(sandbox.control.dictionaries.counts().goods_normalized);
  });

  it('goods_links are reconciled: links the operator no longer returns are deleted', async () => {
    await syncWith(parts, sandboxSource(sandbox), { src, storeId, names: ['goods_links'] });
    // A link only the local copy has (as if the operator deleted it since) must go.
    temp.db
      .prepare("INSERT INTO dict_goods_links (src, store, nnt, sku, name) VALUES (?, ?, 1, 'GONE-1', 'old link')")
      .run(src, storeId);
    const before = localRecords(temp.db, src, 'goods_links', storeId);
    sandbox.control.dictionaries.mutate({ share: 0.2, seed: 5 });
    const remote = sandboxRecords(sandbox, 'goods_links', { storeId });
    const vanished = [...before.keys()].filter((k) => !remote.has(k));
    expect(vanished.length).toBeGreaterThan(1);

    await syncWith(parts, sandboxSource(sandbox), { src, storeId, names: ['goods_links'] });
    const after = localRecords(temp.db, src, 'goods_links', storeId);
    expect(after).toEqual(remote);
    for (const key of vanished) expect(after.has(key)).toBe(false);
    // Another store's links are not touched by this store's reconciliation.
    const other = sandbox.stores[1]!.storeId.toLowerCase();
    await syncWith(parts, sandboxSource(sandbox, 1), { src, storeId: other, names: ['goods_links'] });
    expect(localRecords(temp.db, src, 'goods_links', storeId)).toEqual(remote);
    expect(localRecords(temp.db, src, 'goods_links', other)).toEqual(
      sandboxRecords(sandbox, 'goods_links', { storeId: other }),
    );
  });

  it('barcodes with actual=true clear the local table first and hold only current barcodes; later syncs stay incremental', async () => {
    await syncWith(parts, sandboxSource(sandbox), { src, storeId, names: ['barcodes'] });
    sandbox.control.dictionaries.mutate({ share: 0.1, seed: 3 });
    const retiredBefore = (
      temp.db.prepare('SELECT count(*) AS n FROM dict_barcodes WHERE actual = 0').get() as { n: number }
    ).n;

    const counted = counting(sandboxSource(sandbox));
    await syncWith(parts, counted.source, { src, storeId, names: ['barcodes'], barcodesActual: true });
    expect(counted.queries.every((q) => q.query.actual === true)).toBe(true);
    expect(counted.queries[0]!.query.rvInt).toBe(0n);
    const current = sandboxRecords(sandbox, 'barcodes', { actualOnly: true });
    expect(localRecords(temp.db, src, 'barcodes')).toEqual(current);
    expect(current.size).toBeLessThan(sandboxRecords(sandbox, 'barcodes').size);
    // Retired barcodes were held before; the actual=true load left none.
    expect(retiredBefore).toBeGreaterThan(0);
    expect((temp.db.prepare('SELECT count(*) AS n FROM dict_barcodes WHERE actual = 0').get() as { n: number }).n).toBe(
      0,
    );
    expect(parts.state.state(src, 'barcodes').mode).toBe('incremental');

    // After the snapshot: incremental (actual=false) from its cursor, so later retirements arrive too.
    const cursor = parts.state.state(src, 'barcodes').cursor;
    sandbox.control.dictionaries.mutate({ share: 0.1, seed: 4 });
    const later = counting(sandboxSource(sandbox));
    await syncWith(parts, later.source, { src, storeId, names: ['barcodes'] });
    expect(later.queries.every((q) => q.query.actual === false && q.query.rvInt >= cursor)).toBe(true);
    const expected = new Map(
      [...sandboxRecords(sandbox, 'barcodes')].filter(([, json]) => {
        const record = JSON.parse(json) as { actual: boolean; rvInt: number };
        return record.actual || record.rvInt > cursor;
      }),
    );
    expect(localRecords(temp.db, src, 'barcodes')).toEqual(expected);
  });

  it('429 and 500 answers injected at 20% each still end with identical content', async () => {
    sandbox.control.setFaults({ seed: 99, error500Rate: 0.2, error429Rate: 0.2, retryAfterSeconds: 0 });
    const statuses: number[] = [];
    await syncWith(
      parts,
      sandboxSource(sandbox, 0, (s) => statuses.push(s)),
      { src, storeId, count: 200 },
    );
    sandbox.control.dictionaries.mutate({ share: 0.05, seed: 12 });
    await syncWith(
      parts,
      sandboxSource(sandbox, 0, (s) => statuses.push(s)),
      { src, storeId, count: 200 },
    );
    sandbox.control.setFaults(undefined);
    // The faults did happen, and were retried through.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(3);
    expect(statuses.filter((s) => s === 500).length).toBeGreaterThan(3);
    expect(differences(temp.db, src, sandbox)).toEqual([]);
    expect(temp.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('a cancelled sync keeps what it loaded and the next one continues to the same content', async () => {
    const controller = new AbortController();
    let chunks = 0;
    await expect(
      syncWith(parts, sandboxSource(sandbox), {
        src,
        storeId,
        count: 50,
        signal: controller.signal,
        progressIntervalMs: 0,
        onProgress: (p) => {
          chunks = p.chunks;
          if (p.dictionary === 'goods_normalized' && p.chunks > 0 && !controller.signal.aborted) controller.abort();
        },
      }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    expect(chunks).toBeGreaterThan(0);
    const stopped = parts.state.state(src, 'goods_normalized');
    expect(stopped.lastStatus).toBe('cancelled');
    expect(parts.state.state(src, 'trademarks').loaded).toBe(true);

    const counted = counting(sandboxSource(sandbox));
    await syncWith(parts, counted.source, { src, storeId, count: 50 });
    // Resumed from the cursor: the dictionaries already loaded were asked once and brought nothing.
    expect(counted.records.get('trademarks') ?? 0).toBe(0);
    expect(counted.queries.find((q) => q.name === 'goods_normalized')!.query.rvInt).toBe(stopped.cursor);
    expect(differences(temp.db, src, sandbox)).toEqual([]);
  });

  it('runs the dictionaries in the documented order', () => {
    expect([...syncOrder].sort()).toEqual([...dictionaryNames].sort());
    expect(syncOrder.indexOf('mnns')).toBeLessThan(syncOrder.indexOf('goods_normalized'));
  });
});
