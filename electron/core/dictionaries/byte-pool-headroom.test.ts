import { describe, expect, it } from 'vitest';
import { createBytePool, withHeadroom } from './byte-pool';

/** A body of `size` bytes in one piece. */
const streamOf = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(size).fill(0x20));
      controller.close();
    },
  });

describe('buffers of the byte pool', () => {
  it('are allocated with room to spare, so the next slightly larger body of a dictionary fits the same one', async () => {
    const pool = createBytePool(2);
    const sizes = [2_000_000, 2_003_000, 1_998_000, 2_010_000, 2_030_000];
    const buffers = new Set<ArrayBufferLike>();
    for (const size of sizes) {
      const leased = await pool.read(streamOf(size), size);
      expect(leased.bytes.byteLength).toBe(size);
      buffers.add(leased.bytes.buffer);
      leased.release();
    }
    expect(buffers.size).toBe(1);
  });

  it('spare 1/16 in whole 64 KB blocks', () => {
    expect(withHeadroom(11_000_000)).toBeGreaterThanOrEqual(11_000_000 + 11_000_000 / 16);
    expect(withHeadroom(11_000_000) % 65_536).toBe(0);
    expect(withHeadroom(11_000_000) - 11_000_000 * (17 / 16)).toBeLessThan(65_536);
  });
});
