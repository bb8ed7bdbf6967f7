import { describe, expect, it } from 'vitest';
import { createBytePool } from './byte-pool';

/** A body stream delivering `parts` as separate chunks. */
function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('the byte pool for chunk bodies', () => {
  it('reads a body whole, whatever the size hint, growing the buffer when the body is longer', async () => {
    const pool = createBytePool();
    const long = 'ж'.repeat(700_000); // 1.4 MB: longer than the 1 MB first buffer
    const leased = await pool.read(streamOf('[', long, ']'), 0);
    expect(new TextDecoder().decode(leased.bytes)).toBe(`[${long}]`);
    leased.release();
  });

  it('lends a released buffer again instead of allocating another', async () => {
    const pool = createBytePool();
    const first = await pool.read(streamOf('[1,2,3]'), 7);
    const buffer = first.bytes.buffer;
    first.release();
    first.release(); // twice is harmless
    const second = await pool.read(streamOf('[4]'), 3);
    expect(second.bytes.buffer).toBe(buffer);
    expect(new TextDecoder().decode(second.bytes)).toBe('[4]');
    // While it is lent, another read gets its own buffer.
    const third = await pool.read(streamOf('[5]'), 3);
    expect(third.bytes.buffer).not.toBe(buffer);
  });

  it('keeps the buffer a body without a size grew into, and the next such body starts in it', async () => {
    const pool = createBytePool();
    const long = 'x'.repeat(1_500_000); // 1.5 MB: the 1 MB first buffer grows twice (the long part, then ']')
    const first = await pool.read(streamOf('[', long, ']'), 0);
    const grown = first.bytes.buffer;
    expect(grown.byteLength).toBeGreaterThanOrEqual(1_500_002);
    first.release();
    const second = await pool.read(streamOf('[', long.slice(1), ']'), 0);
    expect(second.bytes.buffer).toBe(grown);
    expect(new TextDecoder().decode(second.bytes)).toBe(`[${long.slice(1)}]`);
    second.release();
    // A body longer than anything kept gets a new buffer, which is then the one kept.
    const longer = await pool.read(streamOf('[', long, long, long, ']'), 0);
    expect(longer.bytes.buffer).not.toBe(grown);
    const kept = longer.bytes.buffer;
    longer.release();
    expect((await pool.read(streamOf('[]'), 2)).bytes.buffer).toBe(kept);
  });

  it('gives the buffer back when the body breaks off', async () => {
    const pool = createBytePool();
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([91]));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(pool.read(broken, 10)).rejects.toThrow('connection reset');
    const next = await pool.read(streamOf('[]'), 2);
    expect(next.bytes.length).toBe(2);
  });
});
