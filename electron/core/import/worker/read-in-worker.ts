// Runs every stock-list reader (CSV, XLSX, XLS, DBF, a JSON package) in a worker thread with a
// heap limit and a time limit, so that a reader's bug, a loop in a damaged file or memory that
// runs out ends as a finding, never as a crashed or blocked core host (docs/architecture.md,
// "Reading stock lists"). The worker is the bundled `read-worker.cjs` beside the core host in the
// desktop app, and `read-worker.ts` through tsx (read-worker-boot.mjs) in development, the CLI and the tests.
import { Worker } from 'node:worker_threads';
import { DeskError } from '../../errors';
import { coreWorkerFile } from '../../worker-files';
import { FindingList, type ImportFindingCode } from '../import-findings';
import { blankSourceInfo, type ConvertOptions, type ConvertResult } from '../import-convert';
import type { ReadJob, ReadReply } from './read-job';

export interface ReadBounds {
  /** The worker's V8 old-generation heap (a 500,000-row list needs ~600 MB at most). */
  heapMb: number;
  /** The whole read, from the worker's start to its answer. */
  timeMs: number;
}

export const defaultReadBounds: ReadBounds = { heapMb: 1024, timeMs: 180_000 };

/** The worker's file: the bundled one beside the core host's bundle, else the TypeScript source's boot. */
export const readWorkerFile = (): string => coreWorkerFile('read');

/** A result holding one finding: the read ended without an answer from the reader. */
function endedResult(code: ImportFindingCode, message: string, options: ConvertOptions): ConvertResult {
  const findings = new FindingList();
  findings.add({ severity: 'error', code, message });
  return {
    info: blankSourceInfo('csv'),
    mapping: options.mapping ?? { version: 1, columns: {} },
    pkg: { date: '', stocks: [] },
    sourceRows: new Int32Array(0),
    fieldColumns: {},
    unsent: {},
    preview: [],
    findings: findings.items,
    errorCount: 1,
    warningCount: 0,
  };
}

/**
 * Reads one stock list in a bounded worker. Bytes that own their whole buffer (a file read, an IPC
 * message) of 1 MB or more are moved to the worker, not copied — the caller must not use them after;
 * smaller ones and views into a larger buffer are copied. A DeskError of the reader (a JSON file that is no package) is thrown here as it was;
 * a crossed bound or a crash comes back as a result with one finding.
 */
export function readInWorker(job: ReadJob, bounds: ReadBounds = defaultReadBounds): Promise<ConvertResult> {
  const { bytes } = job;
  const movable =
    bytes.byteLength >= 1024 * 1024 &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer;
  const worker = new Worker(readWorkerFile(), {
    workerData: job,
    transferList: movable ? [bytes.buffer as ArrayBuffer] : [],
    resourceLimits: { maxOldGenerationSizeMb: bounds.heapMb, maxYoungGenerationSizeMb: 64 },
    stdout: false,
    stderr: false,
  });
  return new Promise<ConvertResult>((resolve, reject) => {
    let settled = false;
    const settle = (act: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      act();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          resolve(
            endedResult(
              'read-timeout',
              `Reading the file took longer than ${bounds.timeMs / 1000} s and was stopped: the file is damaged or far larger than a stock list. Export the list again, or split it.`,
              job.options,
            ),
          ),
        ),
      bounds.timeMs,
    );
    worker.on('message', (reply: ReadReply) =>
      settle(() =>
        reply.ok ? resolve(reply.result) : reject(new DeskError(reply.code, reply.message, reply.details)),
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        resolve(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? endedResult(
                'read-out-of-memory',
                `Reading the file needed more than ${bounds.heapMb} MB and was stopped: the file is damaged or built to exhaust memory. Export the list again, or split it.`,
                job.options,
              )
            : endedResult(
                'reader-failed',
                `The file could not be read (${error.message.slice(0, 200)}): it is damaged or of a kind the app does not read. Export the list again as CSV or XLSX.`,
                job.options,
              ),
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() =>
        resolve(endedResult('reader-failed', `The reader stopped (exit ${code}) without an answer.`, job.options)),
      ),
    );
  });
}
