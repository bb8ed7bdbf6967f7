/**
 * Reusable buffers for chunk bodies. A sync holds a body only until it is parsed, and at most two
 * are on the way at once (chunk-ahead.ts), so two buffers of the largest chunk's size serve a
 * whole sync, instead
 * of a fresh 8–16 MB allocation per chunk that only V8's next full collection returns: that
 * garbage alone kept a large sync's RSS some 60 MB higher. When a body outgrows its buffer (no
 * size given), the larger buffer is the one kept: keeping the smaller one too held 8 MB that no
 * later chunk fitted in, and every body started in it and was copied over.
 */

/**
 * Bytes on loan from a pool; `release` gives the buffer back once the chunk is parsed. A buffer
 * moved to the parsing worker is detached here; the worker moves it back, and `release(returned)`
 * gives the pool that one instead (a detached buffer is never kept).
 */
export class LeasedBytes {
  private released = false;
  constructor(
    readonly bytes: Uint8Array,
    private readonly giveBack: (returned?: Uint8Array) => void,
  ) {}

  release(returned?: Uint8Array): void {
    if (this.released) return;
    this.released = true;
    this.giveBack(returned);
  }
}

/** Buffers to read response bodies into; at most `keep` idle buffers are kept. */
export interface BytePool {
  /** Reads a whole body stream into a pooled buffer. */
  read(stream: ReadableStream<Uint8Array>, sizeHint: number): Promise<LeasedBytes>;
}

/**
 * A new buffer's size for a body of `size`: 1/16 more, in whole 64 KB. Chunks of one dictionary
 * differ by a few kilobytes (goods: 10.95–11.02 MB), and a buffer of the exact size fitted no
 * larger body after it: a new one was allocated and the idle ones dropped, 11 MB of garbage each
 * time, held until the main thread's next full collection.
 */
export function withHeadroom(size: number): number {
  const block = 64 * 1024;
  return Math.ceil((size + (size >> 4)) / block) * block;
}

export function createBytePool(keep = 1): BytePool {
  const idle: Uint8Array[] = [];
  // The largest idle buffer when it fits; otherwise a new one, and the idle ones, too small for today's chunks, go.
  const take = (size: number): Uint8Array => {
    let best = -1;
    for (let i = 0; i < idle.length; i++) if (best < 0 || idle[i]!.length > idle[best]!.length) best = i;
    if (best >= 0 && idle[best]!.length >= size) return idle.splice(best, 1)[0]!;
    idle.length = 0;
    return new Uint8Array(Math.max(withHeadroom(size), 1 << 20));
  };
  const giveBack = (buffer: Uint8Array) => {
    if (buffer.byteLength === 0) return; // detached: moved to a worker and not come back
    if (idle.length < keep) {
      idle.push(buffer);
      return;
    }
    let smallest = 0;
    for (let i = 1; i < idle.length; i++) if (idle[i]!.length < idle[smallest]!.length) smallest = i;
    if (idle.length > 0 && idle[smallest]!.length < buffer.length) idle[smallest] = buffer;
  };
  return {
    async read(stream, sizeHint) {
      let buffer = take(sizeHint > 0 ? sizeHint : 0);
      let length = 0;
      const reader = stream.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (length + value.length > buffer.length) {
            // Outgrown: copied into a larger one, and let go (the larger one is kept afterwards).
            const bigger = take(Math.max(buffer.length * 2, length + value.length));
            bigger.set(buffer.subarray(0, length));
            buffer = bigger;
          }
          buffer.set(value, length);
          length += value.length;
        }
      } catch (error) {
        giveBack(buffer);
        throw error;
      } finally {
        reader.releaseLock();
      }
      const full = buffer;
      return new LeasedBytes(full.subarray(0, length), (returned) => giveBack(returned ?? full));
    },
  };
}
