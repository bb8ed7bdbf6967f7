// Builds a source's goods search index in a worker thread (worker/search-index-worker.ts): the
// index is in a file of its own (dictionaries-schema.ts, goodsSearchSchema), so the worker writes
// it while this thread writes the dictionaries after goods, each file under its own lock. The
// worker is the bundled `dict-search-worker.cjs` beside the core host in the desktop app, and the
// TypeScript source through tsx (search-index-worker-boot.mjs) in development, the CLI and the tests.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Db } from '../db/open-database';
import type { Logger } from '../ports';
import type { HostTurn } from './goods-fts';
import type { SyncStateRepo } from './sync-state';
import type { ParseLoad } from './worker/parse-load';
import type { SearchBuildJob, SearchBuildOutcome, SearchBuildReply } from './worker/search-build-job';
import { coreWorkerFile } from '../worker-files';

/** A build on its way. `done` never rejects: `built` false means the caller finishes it on its own thread. */
export interface SearchIndexBuild {
  readonly done: Promise<SearchBuildOutcome>;
  /** Asks the worker to stop after its current batch (a cancelled sync); `done` then settles. */
  stop(): void;
}

export interface SearchIndexBuilder {
  /**
   * Starts building `src`'s index in a worker; null when a worker is not worth it or cannot run
   * (few goods, an in-memory database, no worker file): the caller builds in steps itself.
   */
  start(src: number, batch: number): SearchIndexBuild | null;
}

export interface SearchIndexBuilderOptions {
  log?: Logger;
  /** The worker's file (default searchWorkerFile()); a missing file means building on this thread. */
  workerFile?: string;
  /**
   * Fewer goods than this are indexed on this thread (default 20,000: ~0.25 s of steps, less than
   * a worker's start costs in development, and nothing a sync waits for).
   */
  minGoods?: number;
  /** The host's turn at the search file's lock, shared with the worker (goods-fts.ts). */
  hostTurn?: HostTurn;
  /** The parsing worker's unfinished chunks: the build waits while there are some (parse-load.ts). */
  parseLoad?: ParseLoad;
}

/** The worker's file: the bundled one beside the core host's bundle, else the TypeScript source's boot. */
export const searchWorkerFile = (): string => coreWorkerFile('search');

export function createSearchIndexBuilder(
  db: Db,
  state: SyncStateRepo,
  options: SearchIndexBuilderOptions = {},
): SearchIndexBuilder {
  const file = options.workerFile ?? searchWorkerFile();
  const minGoods = options.minGoods ?? 20_000;
  let missingLogged = false;
  const fileOf = (schema: string) =>
    db
      .prepare<[], { name: string; file: string }>('PRAGMA database_list')
      .all()
      .find((d) => d.name === schema)?.file ?? '';

  return {
    start(src, batch) {
      if (state.state(src, 'goods_normalized').rowCount < minGoods) return null;
      const job: SearchBuildJob = {
        searchFile: fileOf('search'),
        deskFile: fileOf('main'),
        src,
        batch,
        hostTurn: options.hostTurn?.shared,
        parseLoad: options.parseLoad?.shared,
      };
      if (job.searchFile === '' || job.deskFile === '') return null;
      if (!existsSync(file)) {
        if (!missingLogged)
          options.log?.log('warn', "The goods search index is built on the core host's thread: its worker is missing", {
            file,
          });
        missingLogged = true;
        return null;
      }
      const worker = new Worker(file, { workerData: job, stdout: false, stderr: false });
      // A build never keeps the host running: one stopped half-way resumes from its progress.
      worker.unref();
      const done = new Promise<SearchBuildOutcome>((resolve) => {
        let answered = false;
        const fail = (reason: string) => {
          if (answered) return;
          answered = true;
          // The progress it committed stays: the caller goes on from there on its own thread.
          options.log?.log(
            'warn',
            'The goods search index worker failed; the index is finished on the core host’s thread',
            {
              src,
              reason: reason.slice(0, 300),
            },
          );
          resolve({ built: false, batches: 0, niceness: null });
        };
        worker.on('message', (reply: SearchBuildReply) => {
          if (!reply.ok) return fail(reply.message);
          answered = true;
          resolve({ built: reply.built, batches: reply.batches, niceness: reply.niceness });
        });
        worker.on('error', (error) => fail(error.message));
        worker.on('exit', (code) => fail(`exit ${code} without an answer`));
      });
      return { done, stop: () => worker.postMessage('stop') };
    },
  };
}
