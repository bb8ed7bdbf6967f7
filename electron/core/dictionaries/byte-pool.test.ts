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
