// The worker thread that builds a source's goods search index in the search file while the core
// host's thread goes on writing the other dictionaries (search-index-build.ts starts it). Its own
// connection: the search file as main, the app's file attached to read the goods and their names.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { createFtsProgress, createGoodsFts } from '../goods-fts';
import type { SearchBuildJob, SearchBuildReply } from './search-build-job';
import { whileAboveZero } from './shared-count';
import { lowerThisThread } from './thread-priority';

const job = workerData as SearchBuildJob;
const port = parentPort!;
// Below the writer and the parser, which the sync waits for; the index waits for no one
// (thread-priority.ts). 10 niceness levels: ~1/10 of a core the others want.
const BUILD_PRIORITY_STEPS = 10;
const niceness = lowerThisThread(BUILD_PRIORITY_STEPS);
// Above 0 while the host wants the search file's lock (goods-fts.ts, HostTurn).
const hostTurn = job.hostTurn ? new Int32Array(job.hostTurn) : null;
// Above 0 while the parsing worker has chunks the host's writer waits for (parse-load.ts).
const parseLoad = job.parseLoad ? new Int32Array(job.parseLoad) : null;
// The count that holds the next batch back, if any.
const holding = () => [hostTurn, parseLoad].find((count) => count !== null && Atomics.load(count, 0) > 0);
let stopping = false;
port.on('message', (message: unknown) => {
  if (message === 'stop') stopping = true;
});

function open(): Database.Database {
  const db = new Database(job.searchFile, { fileMustExist: true });
  // The app's connection made both files WAL; a wait for the search file's lock (a refresh of the
  // host's) is short, a batch of the host's at most.
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = NORMAL');
  // Each batch reads goods in rowid order once and writes new segments: a small cache does.
  db.pragma('cache_size = -4000');
  db.prepare('ATTACH DATABASE ? AS desk').run(job.deskFile);
  return db;
}

async function build(): Promise<SearchBuildReply> {
  let db: Database.Database | null = null;
  try {
    db = open();
    const fts = createGoodsFts(db, createFtsProgress(db));
    let batches = 0;
    let more = true;
    for (;;) {
      // The host and the parser first: the host's transaction waits for one batch of ours at most,
      // never for the build; a batch of ours beside the parser on the second core delayed the chunk
      // the writer waits for. Both are looked at again after any wait.
      for (let held = holding(); !stopping && held; held = holding()) await whileAboveZero(held, 50);
      if (stopping || !(more = fts.buildBatch(job.src, job.batch))) break;
      batches++;
      // A turn of the loop between batches: a stop request is read here.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return { ok: true, built: !more, batches, niceness };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    db?.close();
  }
}

void build().then((reply) => {
  port.postMessage(reply);
  // The port's listener would keep this thread (and the host) alive: the answer was the last word.
  port.close();
});
