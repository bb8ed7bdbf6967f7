// How many chunks the parsing worker holds unfinished, shared by three threads: the host counts a
// chunk up as it sends it (chunk-parser.ts), the parsing worker counts it down once parsed
// (parse-worker.ts), and the search index's worker starts no batch while the count is above 0
// (search-index-worker.ts, waiting with shared-count.ts's whileAboveZero).
//
// Why: on two cores the host writes on one, and the parser and the search index's build share the
// other. Left to the OS they split it evenly, and a chunk the writer needs next came late while
// a build batch ran beside it (a third thread on two cores slows the writer too). So the parser
// goes first and the build fills the gaps between chunks: what an idle priority for the build
// would do, and that Node cannot set for a thread on every OS (Windows sets it per process).

import type { SharedCount } from './shared-count';

/** The shared count, passed to both workers. */
export type ParseLoad = SharedCount;

/** The host: one more chunk on its way to the parser. */
export function parseSent(load: Int32Array): void {
  Atomics.add(load, 0, 1);
}

/** The parser: a chunk is parsed; a waiting build is woken when none is left. */
export function parseDone(load: Int32Array): void {
  if (Atomics.sub(load, 0, 1) > 1) return;
  // Never below 0 (a chunk sent before the host's reset); a count the host added meanwhile stays.
  const now = Atomics.load(load, 0);
  if (now < 0) Atomics.compareExchange(load, 0, now, 0);
  Atomics.notify(load, 0);
}

/** The host, after its parser stopped: what it had sent will never be counted down. */
export function parseReset(load: Int32Array): void {
  Atomics.store(load, 0, 0);
  Atomics.notify(load, 0);
}
