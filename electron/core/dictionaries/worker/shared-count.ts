// Waiting on a count shared between threads (an Int32 in a SharedArrayBuffer) without blocking
// the waiting thread's event loop: the search index's worker waits so for the host's turn at the
// search file (goods-fts.ts, HostTurn) and for the parser's chunks (parse-load.ts). Whoever brings
// a count down to 0 calls Atomics.notify, so the wait ends then rather than at a poll.

/** A count shared between threads (passed to a worker in its job or workerData). */
export interface SharedCount {
  readonly shared: SharedArrayBuffer;
}

export function createSharedCount(): SharedCount {
  return { shared: new SharedArrayBuffer(4) };
}

/**
 * Resolves once `count` is 0 or below, or after `maxMs` (the caller looks again, and reads its
 * messages, e.g. a stop request, between looks).
 */
export async function whileAboveZero(count: Int32Array, maxMs: number): Promise<void> {
  const now = Atomics.load(count, 0);
  if (now <= 0) return;
  const waited = Atomics.waitAsync(count, 0, now, maxMs);
  if (waited.async) await waited.value;
}
