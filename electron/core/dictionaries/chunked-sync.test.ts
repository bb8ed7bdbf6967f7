import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChunkQuery, ChunkSource } from './chunk-source';
import { syncScavenges } from './sync-scavenges';
import { createMemoryOperator, type MemoryOperator } from '@tests/kits/core/dictionaries/memory-operator';
import { localRecords, openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';

/** An operator that serves `rows` trademarks, reshaped by `serve` (cap, ignore the cursor...). */
function operatorWith(rows: number): MemoryOperator {
  const op = createMemoryOperator();
  for (let id = 1; id <= rows; id++) op.put('trademarks', { id, name: `Знак ${id}`, actual: true });
  return op;
}

/** The operator's trademarks after `rvInt` (exclusive), `count` at most, as parsed records. */
const served = (op: MemoryOperator, query: ChunkQuery) =>
  op.chunk('trademarks', query, new AbortController().signal) as Promise<Record<string, unknown>[]>;

/** A source whose every answer is `answer(query)`; the queries are recorded. */
function reshaped(answer: (query: ChunkQuery) => Promise<Record<string, unknown>[]>) {
  const queries: ChunkQuery[] = [];
  const source: ChunkSource = {
    chunk: (_name, query) => {
      queries.push(query);
      return answer(query);
    },
    goodsLinks: async () => [],
  };
  return { source, queries };
}

describe('chunked dictionary paging', () => {
  let temp: ReturnType<typeof openTempDb>;
  let parts: ReturnType<typeof testParts>;
  let src: number;
  beforeEach(() => {
    temp = openTempDb();
    parts = testParts(temp.db);
    src = parts.state.sourceId('paging');
  });
  afterEach(() => temp.cleanup());

  const sync = (source: ChunkSource, count: number) =>
    syncWith(parts, source, { src, storeId: 'x', names: ['trademarks'], count });

  it('goes on past short chunks (an operator capping at 30 of the 100 asked) and stops on the empty one', async () => {
    const op = operatorWith(250);
    const capped = reshaped(async (q) => (await served(op, q)).slice(0, 30));
    await sync(capped.source, 100);
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(250);
    // ceil(250 / 30) = 9 chunks with records, then the empty one: the one extra request.
    expect(capped.queries).toHaveLength(10);
    expect(parts.state.state(src, 'trademarks')).toMatchObject({ lastStatus: 'ok', rowCount: 250, loaded: true });
  });

  it('stops when the cursor stops advancing: an operator that ignores rvInt, or counts it inclusively', async () => {
    const op = operatorWith(40);
    const ignoring = reshaped((q) => served(op, { ...q, rvInt: 0n }));
    const ignored = await sync(ignoring.source, 100);
    // The first, the one with nothing newer, and the second request that confirms the end.
    const [first, second, third] = ignoring.queries.map((q) => q.rvInt);
    expect([ignoring.queries.length, first, second]).toEqual([3, 0n, third]);
    // Every record of the repeats is older than the cursor asked after: a finding.
    expect(ignored.outcomes[0]!.belowCursor).toBe(78);
    expect(parts.state.state(src, 'trademarks')).toMatchObject({ lastStatus: 'ok', rowCount: 40 });

    // Inclusive: the record at the cursor comes back again each time, and alone at the end.
    temp.cleanup();
    temp = openTempDb();
    parts = testParts(temp.db);
    src = parts.state.sourceId('paging');
    const inclusive = reshaped((q) => served(op, { ...q, rvInt: q.rvInt > 0n ? q.rvInt - 1n : 0n }));
    await sync(inclusive.source, 15);
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(40);
    expect(parts.state.state(src, 'trademarks').lastStatus).toBe('ok');
    expect(inclusive.queries.length).toBeLessThan(10);
  });

  it('asks for each chunk once, after the highest version of the one before, whatever order its records come in', async () => {
    const op = operatorWith(95);
    const shuffled = reshaped(async (q) => (await served(op, q)).reverse());
    await sync(shuffled.source, 20);
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(95);
    const highest = async (rvInt: bigint) =>
      BigInt(
        Math.max(
          Number(rvInt),
          ...(await served(op, { count: 20, rvInt, actual: false })).map((r) => r.rvInt as number),
        ),
      );
    const expected = [0n];
    for (let i = 0; i < 5; i++) expected.push(await highest(expected.at(-1)!));
    expect(shuffled.queries.map((q) => q.rvInt)).toEqual(expected);
  });

  it('a short chunk with nothing newer ends only when a second request confirms it', async () => {
    const op = operatorWith(30);
    let asked = 0;
    // Once, the operator answers the second chunk with old rows only (a cache in front of it, say).
    const glitchy = reshaped(async (q) => (++asked === 2 ? served(op, { ...q, rvInt: 0n, count: 5 }) : served(op, q)));
    const summary = await sync(glitchy.source, 10);
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(30);
    const versions = glitchy.queries.map((q) => q.rvInt);
    // 0, c1, c1 again (the confirmation brings the real chunk), c2, c3 (empty: the end).
    expect(versions).toHaveLength(5);
    expect(versions[1]).toBe(versions[2]);
    expect(new Set(versions).size).toBe(4);
    expect(summary.outcomes[0]!.belowCursor).toBe(5);
  });

  it('refuses a full chunk that brings nothing newer, rather than looping', async () => {
    const op = operatorWith(20);
    const stuck = reshaped((q) => served(op, { ...q, rvInt: 0n }));
    await expect(sync(stuck.source, 10)).rejects.toMatchObject({ code: 'bad-response' });
    expect(stuck.queries).toHaveLength(3);
    expect(parts.state.state(src, 'trademarks').lastStatus).toBe('failed');
  });

  it('keeps its run settings only while it runs: page cache, checkpoints and serial scavenges are back after it, failed or not', async () => {
    const setting = () => ({
      cache: temp.db.pragma('cache_size', { simple: true }),
      checkpoint: temp.db.pragma('wal_autocheckpoint', { simple: true }),
      serial: syncScavenges.held,
    });
    const before = setting();
    expect(before.serial).toBe(false);
    const op = operatorWith(30);
    const during: ReturnType<typeof setting>[] = [];
    const { source } = reshaped((query) => {
      during.push(setting());
      return served(op, query);
    });
    await syncWith(parts, source, { src, storeId: 'x', names: ['trademarks'], count: 10 });
    expect(during[0]).toEqual({ cache: -8000, checkpoint: 8000, serial: true });
    expect(setting()).toEqual(before);

    const failing = reshaped(() => Promise.reject(new Error('the link went down')));
    await expect(
      syncWith(parts, failing.source, { src, storeId: 'x', names: ['manufacturers'], count: 10 }),
    ).rejects.toThrow('the link went down');
    expect(setting()).toEqual(before);
  });
});
