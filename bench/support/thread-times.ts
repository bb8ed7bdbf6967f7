// The calling thread's time on a core and waiting for one, from Linux's per-thread counters
// (/proc/self/task/<tid>/stat and schedstat). The sync's writing thread is the main thread, whose
// thread id is the process id. What it tells: a writer that is slow because it works, or because
// other threads (the parser, the search index's build, V8's garbage-collection helpers) kept it
// off the two cores. Elsewhere (or without schedstat) null: the figure is left out.
import { readFileSync } from 'node:fs';

export interface ThreadTimes {
  /** User + system time on a core. */
  cpuMs: number;
  /** Time runnable but waiting for a core (schedstat's second field). */
  waitingMs: number;
}

/** The main thread's times so far, or null where Linux's counters are not there. */
export function mainThreadTimes(): ThreadTimes | null {
  try {
    const task = `/proc/self/task/${process.pid}`;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`${task}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const [, waitingNs] = readFileSync(`${task}/schedstat`, 'utf8').trim().split(' ').map(Number);
    // USER_HZ is 100 on every Linux build that matters here (the kernel's ABI fixes it for /proc).
    if (!Number.isFinite(ticks) || !Number.isFinite(waitingNs)) return null;
    return { cpuMs: ticks * 10, waitingMs: Math.round(waitingNs! / 1e6) };
  } catch {
    return null;
  }
}

/** What happened between two readings (null when either is missing). */
export function threadTimesBetween(from: ThreadTimes | null, to: ThreadTimes | null): ThreadTimes | null {
  return from && to ? { cpuMs: to.cpuMs - from.cpuMs, waitingMs: to.waitingMs - from.waitingMs } : null;
}
