import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncChunkedDictionary, type ChunkReport } from './chunked-sync';
import type { ChunkSource } from './chunk-source';
import { createMemoryOperator } from '@tests/kits/core/dictionaries/memory-operator';
import { openTempDb, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';

const DELAY_MS = 40;

describe('stage timings of a chunked sync', () => {
  let temp: ReturnType<typeof openTempDb>;
  beforeEach(() => (temp = openTempDb()));
  afterEach(() => temp.cleanup());

  it('reports per chunk how long the writer waited for the body and how long the write took', async () => {
    const op = createMemoryOperator();
    for (let id = 1; id <= 50; id++) op.put('trademarks', { id, name: `Знак ${id}`, actual: true });
    // A slow operator: every answer takes DELAY_MS, so the writer must be seen waiting for it.
    const slow: ChunkSource = {
      chunk: async (name, query, signal) => {
        await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
        return op.chunk(name, query, signal);
      },
      goodsLinks: async () => [],
    };
    const parts = testParts(temp.db);
    const src = parts.state.sourceId('stages');
    const reports: ChunkReport[] = [];
    await syncChunkedDictionary(
      parts,
      slow,
      { src, name: 'trademarks' },
      {
        count: 20,
        signal: new AbortController().signal,
        onChunk: (report) => reports.push(report),
      },
    );
    // 20 + 20 + 10 records, then the empty chunk that ends it.
    expect(reports.map((r) => r.fetched)).toEqual([20, 20, 10, 0]);
    for (const { stages } of reports) {
      expect(stages.waitMs).toBeGreaterThanOrEqual(DELAY_MS - 5);
      expect(stages.writeMs).toBeGreaterThan(0);
    }
  });
});
