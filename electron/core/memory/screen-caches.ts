import type { AppScreen } from '@shared/ipc/channels/app';

/** How long core keeps what a screen asked for. */
export interface ScreenCacheTimes {
  /** After its screen was left (a quick look elsewhere and back rebuilds nothing). */
  leftMs: number;
  /** Untouched while its screen is still shown (the renderer may never say it left: a reload, a crash). */
  idleMs: number;
}

export const defaultScreenCacheTimes: ScreenCacheTimes = { leftMs: 15_000, idleMs: 10 * 60_000 };

/** One cache a feature holds for a screen; its owner rebuilds it on the next use after a release. */
export interface HeldCache {
  /** In use now, for the screen shown: (re)starts its lifetime. */
  touch(): void;
  /** The owner forgot it (replaced, evicted): never released by the keeper again. */
  drop(): void;
}

/**
 * Who holds what, for which screen, and for how long. Each cache is owned by the screen that last
 * used it; the keeper releases it `leftMs` after that screen was left, or after `idleMs` untouched,
 * then gives the memory back once (SQLite's spare pages, V8's garbage). A big read that left only
 * garbage behind (a stock read-back) asks for the same give-back when its screen is left.
 */
export interface ScreenCaches {
  /** The renderer's current screen (`app:set-current-screen`). */
  shown(screen: AppScreen): void;
  /** Registers a cache, not yet in use (`touch` when it is); `release` frees it (at most once per touch). */
  hold(name: string, release: () => void): HeldCache;
  /** A big read or check finished: give its garbage back when the screen shown now is left. */
  bigWorkDone(): void;
  /** What is held now, by name (tests and diagnostics). */
  held(): string[];
  close(): void;
}

export interface ScreenCachesDeps {
  times?: Partial<ScreenCacheTimes>;
  /** Gives released memory back to the OS (shrinks SQLite's caches, collects V8's garbage). */
  giveBack: () => void;
  now?: () => number;
}

type Entry = { name: string; release: () => void; owner: AppScreen | null; touchedAt: number; live: boolean };

export function createScreenCaches(deps: ScreenCachesDeps): ScreenCaches {
  const times = { ...defaultScreenCacheTimes, ...deps.times };
  const now = deps.now ?? (() => Date.now());
  const entries = new Set<Entry>();
  let screen: AppScreen | null = null;
  let shownAt = now();
  // The screen a big read was made on, and whether its garbage is still to be given back.
  let workOn: { screen: AppScreen | null; since: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const deadlineOf = (owner: AppScreen | null, touchedAt: number) =>
    owner === screen ? touchedAt + times.idleMs : Math.max(touchedAt, shownAt) + times.leftMs;

  const sweep = () => {
    timer = undefined;
    const at = now();
    let released = false;
    for (const entry of entries) {
      if (!entry.live || deadlineOf(entry.owner, entry.touchedAt) > at) continue;
      entry.live = false;
      entry.release();
      released = true;
    }
    if (workOn && deadlineOf(workOn.screen, workOn.since) <= at) {
      workOn = null;
      released = true;
    }
    if (released) deps.giveBack();
    schedule();
  };

  // One timer, for the earliest deadline; unref'd, so it never keeps a process alive.
  const schedule = () => {
    if (closed) return;
    let next = Infinity;
    for (const entry of entries) if (entry.live) next = Math.min(next, deadlineOf(entry.owner, entry.touchedAt));
    if (workOn) next = Math.min(next, deadlineOf(workOn.screen, workOn.since));
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (next === Infinity) return;
    timer = setTimeout(sweep, Math.max(0, next - now()));
    timer.unref?.();
  };

  return {
    shown(next) {
      if (next === screen) return;
      screen = next;
      shownAt = now();
      schedule();
    },
    hold(name, release) {
      const entry: Entry = { name, release, owner: screen, touchedAt: now(), live: false };
      entries.add(entry);
      return {
        touch() {
          if (!entries.has(entry)) return;
          entry.owner = screen;
          entry.touchedAt = now();
          entry.live = true;
          schedule();
        },
        drop() {
          entries.delete(entry);
          schedule();
        },
      };
    },
    bigWorkDone() {
      workOn = { screen, since: now() };
      schedule();
    },
    held: () => [...entries].filter((e) => e.live).map((e) => e.name),
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      entries.clear();
    },
  };
}
