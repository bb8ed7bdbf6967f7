// A background thread giving the CPU to its process's other threads. On 2 cores the search
// index's build, the parsing worker and the sync's writer compete for both; the writer is the
// sync's critical path and the build is not, so the build runs at a lower priority than the rest
// of its process: what the scheduler then does within a batch, the build's cooperative waits
// (below) can only do between batches. Measured: the writer waits less for a core, the sync's
// time moves within the machine's noise (docs/performance.md, eighth round); kept as the right
// order of the work.
//
// Linux alone lets one thread of a process have a niceness of its own: setpriority() on a thread id
// changes that thread only (man 2 setpriority, "Linux notes"). Elsewhere Node can only change the
// whole process's priority (os.setPriority with a thread id on Windows would name a process), so
// there the build keeps its cooperative yielding alone (goods-fts.ts HostTurn, parse-load.ts).
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Linux's lowest priority (the highest niceness). */
const LOWEST = 19;

/**
 * Lowers the calling thread's priority by `steps` niceness levels from where it is (a core host
 * already at 10 puts the thread at 19). Returns the thread's new niceness, or null where a thread
 * cannot have one of its own or the system refused: the thread then runs as before.
 */
export function lowerThisThread(steps: number, platform: NodeJS.Platform = process.platform): number | null {
  if (platform !== 'linux') return null;
  try {
    // "<pid>/task/<tid>": the calling thread's id, which Node does not expose.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(tid) || tid <= 0) return null;
    const niceness = Math.min(LOWEST, getPriority(tid) + steps);
    setPriority(tid, niceness);
    return niceness;
  } catch {
    return null;
  }
}
