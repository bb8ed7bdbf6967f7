import { setFlagsFromString } from 'node:v8';

/**
 * V8's young-generation collections on the thread that needs them (`--no-parallel-scavenge`)
 * while a dictionary sync runs, V8's default again once no sync runs.
 *
 * A large sync keeps both cores of a 2-core PC busy (the writing thread, the parsing worker, the
 * search index's build), and the parsing worker collects its small young generation some 900
 * times: each collection woke V8's helper threads, which took a core from the writer. Serial, a
 * first sync of 2.19 M records took ~1 s less (docs/performance.md, seventh round). Outside a sync
 * the helpers shorten the host's own pauses: with the flag for the whole host, one quiet set had
 * the stock table's scroll with a 483 ms frame and the host's loop delay p99 at 8.8–15.1 ms
 * (≤ 10); with it held by the sync alone, those read as before.
 *
 * The flag is process-wide and V8 reads it at each collection, so it may change while the process
 * runs (`setFlagsFromString`, the same in Electron's utility process as in Node: no start
 * arguments). Not every flag may: `--single-threaded-gc` and `--no-parallel-marking` made V8 abort
 * in the middle of a marking (sync-scavenges.test.ts toggles this one under collections).
 */
export interface ScavengeMode {
  /** Serial scavenges until the returned release is called (runs may overlap: the last release restores). */
  hold(): () => void;
  /** Whether a hold is on (the flag set). */
  readonly held: boolean;
}

export function createScavengeMode(setFlag: (flag: string) => void = setFlagsFromString): ScavengeMode {
  let holders = 0;
  return {
    get held() {
      return holders > 0;
    },
    hold() {
      if (holders++ === 0) setFlag('--no-parallel-scavenge');
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holders === 0) setFlag('--parallel-scavenge');
      };
    },
  };
}

/** The process's one mode (the flag is the process's). */
export const syncScavenges: ScavengeMode = createScavengeMode();
