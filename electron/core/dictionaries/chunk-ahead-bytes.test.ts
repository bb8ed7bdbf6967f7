import { describe, expect, it } from 'vitest';
import { createChunkAhead } from './chunk-ahead';
import type { ChunkBody } from './chunk-body';
import { parseChunk } from './worker/parsed-chunk';

/** A chunk of `records` trademarks after version `after`, each padded to about `recordBytes`. */
function body(after: number, records: number, recordBytes: number): Uint8Array {
  const rows = Array.from({ length: records }, (_, i) => ({
    id: after + i + 1,
    name: 'x'.repeat(Math.max(1, recordBytes - 60)),
    actual: true,
    rv: 'AAAAAAAAB9E=',
    rvInt: after + i + 1,
  }));
  return new TextEncoder().encode(JSON.stringify(rows));
}

/** Chunks of 10 records after 0, 10, 20…; records which cursors were asked, and in what order. */
function pipeline(recordBytes: number, aheadBytes: number) {
  const asked: number[] = [];
  const ahead = createChunkAhead({
    fetch: async (after): Promise<ChunkBody> => {
      asked.push(Number(after));
      return body(Number(after), Number(after) < 100 ? 10 : 0, recordBytes);
    },
    parse: async (b) => parseChunk('trademarks', b),
    aheadBytes,
  });
  return { asked, ahead };
}

/** Lets every pending fetch and parse settle. */
const drain = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('how far chunks are asked ahead', () => {
  it('two deep while the bodies are small', async () => {
    const { asked, ahead } = pipeline(100, 16 * 1024);
    await ahead.take(0n);
    await drain();
    // Chunk after 0 taken (the writer writes it); 10 and 20 wait ahead.
    expect(asked).toEqual([0, 10, 20]);
    ahead.close();
  });

  it('one deep once a second body of that size would pass the byte limit, and the next asked when it is taken', async () => {
    const { asked, ahead } = pipeline(1_000, 16 * 1024);
    await ahead.take(0n);
    await drain();
    // ~10 KB bodies: one waits ahead; a second would make ~20 KB, over 16 KB.
    expect(asked).toEqual([0, 10]);
    const next = await ahead.take(10n);
    expect(next.parsed.records).toBe(10);
    await drain();
    expect(asked).toEqual([0, 10, 20]);
    ahead.close();
  });
});
