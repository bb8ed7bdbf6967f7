import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChunkSource } from './chunk-source';
import { PRIMED_BODY_WAIT_MS } from './chunked-sync';
import { createMemoryOperator, type MemoryOperator } from '@tests/kits/core/dictionaries/memory-operator';
import { localRecords, openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';

/** A text source that logs each request (and each answer) beside the index builds, in the order they happened. */
function loggedSource(op: MemoryOperator, events: string[], delayMs: (name: string) => number = () => 0): ChunkSource {
  return {
    chunk: async (name, query, signal) => {
      events.push(`ask ${name} ${query.rvInt}${query.actual ? ' actual' : ''}`);
      const body = JSON.stringify(await op.chunk(name, query, signal));
      await new Promise((resolve) => setTimeout(resolve, delayMs(name)));
      events.push(`body ${name} ${query.rvInt}`);
      return body;
    },
    goodsLinks: async () => '[]',
  };
}

describe("the next dictionary's first chunk, asked while this one builds its indexes", () => {
  let temp: ReturnType<typeof openTempDb>;
  let parts: ReturnType<typeof testParts>;
  let events: string[];
  beforeEach(() => {
    temp = openTempDb();
    parts = testParts(temp.db);
    events = [];
    const ensure = parts.indexes.ensure.bind(parts.indexes);
    parts.indexes.ensure = (name) => {
      events.push(`indexes ${name}`);
      ensure(name);
    };
  });
  afterEach(async () => {
    await parts.parser.close();
    temp.cleanup();
  });

  it('is on its way before the indexes are built, asked once, and the content is whole', async () => {
    const op = createMemoryOperator();
    for (let id = 1; id <= 25; id++) op.put('trademarks', { id, name: `Знак ${id}`, actual: true });
    for (let id = 1; id <= 7; id++) op.put('dosages', { id, name: `Дозировка ${id}`, actual: true });
    const src = parts.state.sourceId('prime');
    await syncWith(parts, loggedSource(op, events), { src, storeId: 's', names: ['trademarks', 'dosages'], count: 10 });
    expect(events.indexOf('ask dosages 0')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('ask dosages 0')).toBeLessThan(events.indexOf('indexes trademarks'));
    expect(events.filter((e) => e === 'ask dosages 0')).toHaveLength(1);
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(25);
    expect(localRecords(temp.db, src, 'dosages').size).toBe(7);
  });

  it('is in hand before the indexes are built when it comes quickly, and a slow one does not hold the build back', async () => {
    const op = createMemoryOperator();
    for (let id = 1; id <= 25; id++) op.put('trademarks', { id, name: `Знак ${id}`, actual: true });
    for (let id = 1; id <= 7; id++) op.put('dosages', { id, name: `Дозировка ${id}`, actual: true });
    const src = parts.state.sourceId('prime-body');
    const names = ['trademarks', 'dosages'] as const;
    await syncWith(
      parts,
      loggedSource(op, events, (n) => (n === 'dosages' ? 40 : 0)),
      { src, storeId: 's', names, count: 10 },
    );
    expect(events.indexOf('body dosages 0')).toBeLessThan(events.indexOf('indexes trademarks'));

    // Slower than the wait allows (PRIMED_BODY_WAIT_MS): the build goes ahead while it comes.
    const again = parts.state.sourceId('prime-slow');
    events.length = 0;
    const startedAt = performance.now();
    await syncWith(
      parts,
      loggedSource(op, events, (n) => (n === 'dosages' ? PRIMED_BODY_WAIT_MS + 400 : 0)),
      {
        src: again,
        storeId: 's',
        names,
        count: 10,
      },
    );
    expect(events.indexOf('indexes trademarks')).toBeLessThan(events.indexOf('body dosages 0'));
    expect(performance.now() - startedAt).toBeLessThan(2 * PRIMED_BODY_WAIT_MS + 400 + 1_000);
    expect(localRecords(temp.db, again, 'dosages').size).toBe(7);
  });

  it('asks barcodes about to switch to actual from version 0, in that mode', async () => {
    const op = createMemoryOperator();
    op.put('trademarks', { id: 1, name: 'Знак', actual: true });
    for (let i = 0; i < 12; i++)
      op.put('barcodes', { nnt: 500001 + i, barcode: `46000000000${10 + i}`, actual: i % 3 !== 0 });
    const src = parts.state.sourceId('prime-actual');
    const names = ['trademarks', 'barcodes'] as const;
    await syncWith(parts, loggedSource(op, events), { src, storeId: 's', names, count: 5 });
    expect(localRecords(temp.db, src, 'barcodes').size).toBe(12);
    op.put('trademarks', { id: 2, name: 'Знак 2', actual: true });
    events.length = 0;
    await syncWith(parts, loggedSource(op, events), { src, storeId: 's', names, count: 5, barcodesActual: true });
    expect(events.indexOf('ask barcodes 0 actual')).toBeLessThan(events.indexOf('indexes trademarks'));
    expect(events.filter((e) => e === 'ask barcodes 0 actual')).toHaveLength(1);
    expect(localRecords(temp.db, src, 'barcodes').size).toBe(8);
  });
});
