/**
 * Sleeps that a test can cut short: `flushMode` makes every pending and future sleep end at
 * once, `close` ends them all and tells the sleepers to stop.
 */
export interface DeferredTimers {
  /** Resolves to false when the timers were closed meanwhile. `null` waits for a flush. */
  sleep(ms: number | null): Promise<boolean>;
  setImmediateMode(on: boolean): void;
  close(): void;
  readonly closed: boolean;
}

/** Creates a timer set. */
export function createDeferredTimers(): DeferredTimers {
  const waiting = new Set<{ timer?: NodeJS.Timeout; resolve: (alive: boolean) => void }>();
  let immediate = false;
  let closed = false;
  const releaseAll = (alive: boolean): void => {
    for (const w of waiting) {
      if (w.timer) clearTimeout(w.timer);
      w.resolve(alive);
    }
    waiting.clear();
  };
  return {
    sleep(ms) {
      if (closed) return Promise.resolve(false);
      if (immediate || ms === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const entry: { timer?: NodeJS.Timeout; resolve: (alive: boolean) => void } = { resolve };
        if (ms !== null) {
          entry.timer = setTimeout(() => {
            waiting.delete(entry);
            resolve(true);
          }, ms);
        }
        waiting.add(entry);
      });
    },
    setImmediateMode(on) {
      immediate = on;
      if (on) releaseAll(true);
    },
    close() {
      closed = true;
      releaseAll(false);
    },
    get closed() {
      return closed;
    },
  };
}
