/**
 * Reusable buffers for chunk bodies. A sync holds at most two chunks at once (the one being
 * written and the next one arriving), so two buffers of ~8 MB serve a whole sync,
 * instead of a fresh 8 MB allocation per chunk that only V8's next full collection returns: that
 * garbage alone kept a large sync's RSS some 60 MB higher.
 */

/** Bytes on loan from a pool; `release` gives the buffer back once the chunk is written. */
export class LeasedBytes {
  private released = false;
  constructor(
    readonly bytes: Uint8Array,
    private readonly giveBack: () => void,
  ) {}

  release(): void {
    if (this.released) return;
    this.released = true;
    this.giveBack();
  }
}

/** Buffers to read response bodies into; at most `keep` idle buffers are kept. */
export interface BytePool {
  /** Reads a whole body stream into a pooled buffer. */
  read(stream: ReadableStream<Uint8Array>, sizeHint: number): Promise<LeasedBytes>;
}

export function createBytePool(keep = 2): BytePool {
  const idle: Uint8Array[] = [];
  const take = (size: number): Uint8Array => {
    const at = idle.findIndex((b) => b.length >= size);
    if (at >= 0) return idle.splice(at, 1)[0]!;
    idle.shift(); // too small for today's chunks: let it go
    return new Uint8Array(Math.max(size, 1 << 20));
  };
  const giveBack = (buffer: Uint8Array) => {
    if (idle.length < keep) idle.push(buffer);
  };
  return {
    async read(stream, sizeHint) {
      let buffer = take(sizeHint > 0 ? sizeHint : 1 << 20);
      let length = 0;
      const reader = stream.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (length + value.length > buffer.length) {
            const bigger = take(Math.max(buffer.length * 2, length + value.length));
            bigger.set(buffer.subarray(0, length));
            giveBack(buffer);
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
      return new LeasedBytes(full.subarray(0, length), () => giveBack(full));
    },
  };
}
