// The worker thread that reads one stock list (read-in-worker.ts starts it): whatever the reader
// does — a bug, a loop, memory that runs out — stays in this thread, bounded by its heap and time.
import { parentPort, workerData } from 'node:worker_threads';
import { DeskError } from '../../errors';
import { convertStockFile } from '../import-convert';
import { readStockList } from '../stock-list-input';
import type { ReadJob, ReadReply } from './read-job';

/** Reads the job; never throws (a DeskError travels as its code and message). */
async function answer(job: ReadJob): Promise<ReadReply> {
  try {
    const result =
      job.kind === 'stock-list'
        ? await readStockList(job.fileName, job.bytes, job.options)
        : await convertStockFile(job.bytes, job.options);
    return { ok: true, result };
  } catch (error) {
    return error instanceof DeskError
      ? { ok: false, code: error.code, message: error.message, details: error.details }
      : { ok: false, code: 'internal', message: error instanceof Error ? error.message : String(error) };
  }
}

// No top-level await: the desktop app bundles this file as CommonJS.
void answer(workerData as ReadJob).then((reply) =>
  // The package's row numbers move, not copy.
  parentPort!.postMessage(reply, reply.ok ? [reply.result.sourceRows.buffer as ArrayBuffer] : []),
);
