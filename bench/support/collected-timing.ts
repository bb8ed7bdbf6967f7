import { getHeapCodeStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// One way to time side-by-side contenders in one process (bench/validate, bench/import): each
// starts from a collected heap, otherwise it pays for collecting what the one before left behind
// (100,000 rows made JSON.parse alone swing between 300 and 1,100 ms); CPU time is kept beside the
// wall time (this process's, GC threads included), because scheduling waits on a loaded machine do
// not count in it and its ratios move less.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * A full collection, finished: V8 sweeps the collected pages on another thread after `gc()`
 * returns, and that sweeping, still running when a contender's clock started, cost a 30 ms
 * contender 15 ms (the code resolution of bench/import: 45 ms against 29 ms on rows made after the
 * collection, 29–30 ms with the sweeping finished first; docs/performance.md, "Twelfth round").
 * Reading the heap's code statistics walks the heap, which makes V8 finish sweeping first.
 */
function collect(): void {
  gc();
  getHeapCodeStatistics();
}

/** Wall and CPU milliseconds of each named contender, in the order they ran. */
export class CollectedTimings {
  readonly wall: Record<string, number[]> = {};
  readonly cpu: Record<string, number[]> = {};

  /** Collects the heap, then times `f` under `name`; returns its wall milliseconds. */
  time(name: string, f: () => unknown): number {
    collect();
    return this.timed(name, f);
  }

  /** The same for a contender that answers a promise. */
  async timeAsync(name: string, f: () => Promise<unknown>): Promise<number> {
    collect();
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await f();
    return this.record(name, start, startCpu);
  }

  /**
   * Collects the heap, makes `f`'s input untimed, then times `f` on it: for a contender whose
   * input the app uses moments after making it (no collection between the two).
   */
  async timeMadeAfter<T>(name: string, make: () => Promise<T>, f: (input: T) => unknown): Promise<number> {
    collect();
    const input = await make();
    return this.timed(name, () => f(input));
  }

  /** Times `f` under `name` from here, with no collection first. */
  private timed(name: string, f: () => unknown): number {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    f();
    return this.record(name, start, startCpu);
  }

  private record(name: string, start: number, startCpu: NodeJS.CpuUsage): number {
    const used = process.cpuUsage(startCpu);
    const ms = performance.now() - start;
    (this.wall[name] ??= []).push(ms);
    (this.cpu[name] ??= []).push((used.user + used.system) / 1000);
    return ms;
  }
}
