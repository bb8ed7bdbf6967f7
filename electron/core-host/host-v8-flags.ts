import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the core host's process, set as its entry starts (both entries, and the
 * dict-sync bench's child, which runs the sync as the host does).
 *
 * `--no-parallel-scavenge`: a young-generation collection runs on the thread that needs it, not
 * spread over V8's helper threads. On a 2-core PC a large sync keeps both cores busy (the writing
 * thread, the parsing worker, the search index's build), and the parsing worker's ~900
 * collections of its small young generation each woke helper threads that took a core from the
 * writer: with the flag a first sync of 2.19 M records took ~1 s less (three alternating rounds,
 * docs/performance.md, "The collector's helpers, seventh round").
 *
 * Only flags V8 reads afresh at each collection may change once the process runs: set so,
 * `--single-threaded-gc` and `--no-parallel-marking` made V8 abort in the middle of a marking
 * (host-v8-flags.test.ts runs these under collections in a child process).
 */
export const HOST_V8_FLAGS: readonly string[] = ['--no-parallel-scavenge'];

export function applyHostV8Flags(): void {
  for (const flag of HOST_V8_FLAGS) setFlagsFromString(flag);
}
