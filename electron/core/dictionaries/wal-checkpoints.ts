import type { Db } from '../db/open-database';
import type { ChunkParser } from './worker/chunk-parser';

/** Pages the database may grow by, or chunks written, between two checkpoints asked of the worker. */
const STEP_PAGES = 8_000;
const STEP_CHUNKS = 16;
/** The host's own autocheckpoint while the worker checkpoints: a fallback, ~128 MB of WAL. */
const FALLBACK_PAGES = 32_000;
/** Without the worker: every ~32 MB rather than every 4 MB (pages written again and again are copied once). */
const OWN_PAGES = 8_000;

/** The WAL checkpoints of a sync run. */
export interface WalCheckpoints {
  /** After a chunk's transaction: asks the worker for a checkpoint when enough was written since the last. */
  afterWrite(): void;
  /** Waits for the checkpoint on its way and gives the connection its own setting back. */
  stop(): Promise<void>;
  /** Checkpoints done by the worker in this run (tests, the benchmark). */
  readonly done: number;
}

/**
 * A run's WAL is copied into the database file by the parsing worker's thread (a PASSIVE
 * checkpoint on its own connection: worker/wal-checkpoint.ts), not inside the commit of the write
 * that crossed SQLite's threshold: that copy and its two fsyncs took ~1 s of a first load's writing
 * thread (8 ms to 50 ms each on an SSD, far more on a disk). The host's autocheckpoint stays as a
 * fallback at ~128 MB of WAL, and takes over at ~32 MB whenever no worker is there to ask (an
 * in-memory database, chunks parsed on this thread, a checkpoint that failed). A PASSIVE checkpoint
 * never waits for the writer nor makes it wait; at most one is asked at a time.
 */
export function startWalCheckpoints(db: Db, parser: ChunkParser): WalCheckpoints {
  const own = db.pragma('wal_autocheckpoint', { simple: true }) as number;
  const file = db.memory ? '' : db.name;
  const setAuto = (pages: number) => db.pragma(`wal_autocheckpoint = ${pages}`);
  const pageCount = () => db.pragma('page_count', { simple: true }) as number;
  let worker = file !== '' && parser.inWorker;
  setAuto(worker ? FALLBACK_PAGES : OWN_PAGES);
  let lastPages = pageCount();
  let chunks = 0;
  let done = 0;
  let inFlight: Promise<void> | null = null;

  const fallBack = () => {
    worker = false;
    setAuto(OWN_PAGES);
  };

  return {
    afterWrite() {
      if (!worker || inFlight) return;
      chunks++;
      const pages = pageCount();
      if (pages - lastPages < STEP_PAGES && chunks < STEP_CHUNKS) return;
      lastPages = pages;
      chunks = 0;
      inFlight = parser
        .checkpoint(file)
        .then((result) => {
          if (result === null) fallBack();
          else done++;
        })
        .finally(() => (inFlight = null));
    },
    async stop() {
      await inFlight;
      setAuto(own);
    },
    get done() {
      return done;
    },
  };
}
