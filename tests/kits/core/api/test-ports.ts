import type { Clock, LogLevel, Logger } from '@core/ports';

/** A clock that starts at a fixed instant, moves only when told, and records every sleep instead of waiting. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  /** Every delay asked of `sleep`, in order. */
  sleeps: number[];
}

export function createTestClock(start = '2024-05-01T03:00:00.000Z'): TestClock {
  let nowMs = Date.parse(start);
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => new Date(nowMs),
    advance(ms) {
      nowMs += ms;
    },
    async sleep(ms, signal) {
      if (signal?.aborted) throw signal.reason;
      sleeps.push(ms);
      nowMs += ms;
    },
  };
}

/** Deterministic [0, 1) numbers from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LoggedLine {
  level: LogLevel;
  message: string;
  fields?: Record<string, unknown>;
}

/** A Logger that keeps lines in memory; `text()` is everything logged, for leak checks. */
export function createMemoryLogger(): Logger & { lines: LoggedLine[]; text(): string } {
  const lines: LoggedLine[] = [];
  return {
    lines,
    log: (level, message, fields) => lines.push({ level, message, fields }),
    text: () => JSON.stringify(lines),
  };
}
