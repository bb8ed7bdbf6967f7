// Parses dictionary chunks in a worker thread, so the core host's thread is free to write the
// chunk before while the next one is decoded, split and checked (docs/architecture.md, "A sync").
// The worker is the bundled `dict-parse-worker.cjs` beside the core host in the desktop app, and
// `parse-worker.ts` through tsx (parse-worker-boot.mjs) in development, the CLI and the tests.
// Without a worker (its file missing, or it failed to start) chunks are parsed on this thread,
// as before the worker existed, and the log says so once.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import { DeskError } from '../../errors';
import type { Logger } from '../../ports';
import { LeasedBytes } from '../byte-pool';
import { releaseBody, type ChunkBody } from '../chunk-body';
import type { ParseJob, ParseReply, RecycleJob } from './parse-job';
import { parseReset, parseSent, type ParseLoad } from './parse-load';
import { parseChunk, transferablesOf, type ParsedChunk } from './parsed-chunk';
import { coreWorkerFile } from '../../worker-files';

/** Turns a chunk's body into checked columns. */
export interface ChunkParser {
  /** Parses the body and releases it (a pooled buffer goes back to its pool). */
  parse(name: DictionaryName, body: ChunkBody): Promise<ParsedChunk>;
  /**
   * The chunk is written: its buffers move back to the worker, which frees them at its next
   * collection (every few milliseconds while it parses). Left to this thread's collector, which
   * runs seldom when the writer makes little garbage, dead chunks were up to 90 MB of the host's
   * memory at the peak of a sync. The chunk must not be read afterwards (its arrays are empty).
   */
  recycle(parsed: ParsedChunk): void;
  /** Whether chunks go to a worker (false: this thread); starts nothing. */
  readonly inWorker: boolean;
  close(): Promise<void>;
}

export interface ChunkParserOptions {
  log?: Logger;
  /** The worker's file (default parseWorkerFile()); a missing file means parsing on this thread. */
  workerFile?: string;
  /** An idle worker is stopped after this long, giving its memory back (default 10 s). */
  idleMs?: number;
  /** Counts the chunks the worker holds unfinished, for the search index's build to give way (parse-load.ts). */
  load?: ParseLoad;
}

/** The worker's file: the bundled one beside the core host's bundle, else the TypeScript source's boot. */
export const parseWorkerFile = (): string => coreWorkerFile('parse');

/** Bodies smaller than this are copied to the worker rather than moved (not worth a pool buffer). */
const MOVE_BYTES = 64 * 1024;

interface Pending {
  resolve(parsed: ParsedChunk): void;
  reject(error: Error): void;
  lease: LeasedBytes | null;
}

export function createChunkParser(options: ChunkParserOptions = {}): ChunkParser {
  const file = options.workerFile ?? parseWorkerFile();
  const idleMs = options.idleMs ?? 10_000;
  const load = options.load ? new Int32Array(options.load.shared) : null;
  let failed = false;
  let starting: Promise<Worker | null> | null = null;
  // The worker once it is ready (recycle posts to it without waiting).
  let running: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const giveUp = (why: string, error?: unknown) => {
    if (failed) return;
    failed = true;
    options.log?.log(
      'warn',
      "Dictionary chunks are parsed on the core host's thread: the parsing worker is unavailable",
      {
        reason: why,
        file,
        ...(error instanceof Error ? { error: error.message.slice(0, 300) } : {}),
      },
    );
  };

  const stop = (worker: Worker, why: string) => {
    if (starting === null) return;
    starting = null;
    running = null;
    worker.removeAllListeners();
    void worker.terminate();
    const error = new DeskError(
      'internal',
      `The dictionary parsing worker stopped (${why}); the next sync continues from the last chunk written.`,
    );
    for (const job of pending.values()) {
      job.lease?.release();
      job.reject(error);
    }
    pending.clear();
    if (load) parseReset(load);
  };

  const start = (): Promise<Worker | null> => {
    if (!existsSync(file)) {
      giveUp('the worker file is missing');
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      let ready = false;
      // A small young generation: each record's objects die within its parse, and the default
      // (up to 48 MB) only grew the process; the old generation is bounded against a runaway chunk.
      const worker = new Worker(file, {
        stdout: false,
        stderr: false,
        workerData: { load: options.load?.shared },
        resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 512 },
      });
      worker.on('message', (message: ParseReply | { ready: true }) => {
        if ('ready' in message) {
          ready = true;
          running = worker;
          worker.unref();
          resolve(worker);
          return;
        }
        const job = pending.get(message.id);
        if (!job) return;
        pending.delete(message.id);
        job.lease?.release(message.bytes ? new Uint8Array(message.bytes) : undefined);
        if (message.ok) job.resolve(message.parsed);
        else job.reject(new DeskError(message.code, message.message, message.details));
        if (pending.size === 0) idle(worker);
      });
      worker.on('error', (error) => {
        if (!ready) {
          giveUp('the worker failed to start', error);
          starting = null;
          resolve(null);
        } else stop(worker, error.message.slice(0, 200));
      });
      worker.on('exit', (code) => {
        if (!ready) {
          giveUp(`the worker exited with code ${code} before it was ready`);
          starting = null;
          resolve(null);
        } else stop(worker, `exit ${code}`);
      });
    });
  };

  // No job: the worker no longer keeps the process alive, and is stopped after a while.
  const idle = (worker: Worker) => {
    worker.unref();
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (pending.size === 0) stop(worker, 'idle');
    }, idleMs);
    idleTimer.unref();
  };

  const inThread = async (name: DictionaryName, body: ChunkBody): Promise<ParsedChunk> => {
    try {
      return parseChunk(name, body);
    } finally {
      releaseBody(body);
    }
  };

  const post = (worker: Worker, name: DictionaryName, body: ChunkBody): Promise<ParsedChunk> => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    worker.ref();
    const id = nextId++;
    const job: ParseJob = { id, name };
    const moved: ArrayBuffer[] = [];
    let lease: LeasedBytes | null = null;
    const bytes = body instanceof LeasedBytes ? body.bytes : body instanceof Uint8Array ? body : null;
    if (typeof body === 'string') job.text = body;
    else if (bytes && body instanceof LeasedBytes && bytes.byteOffset === 0 && bytes.byteLength >= MOVE_BYTES) {
      // The pool's buffer itself moves to the worker and back (no copy of 8-16 MB).
      lease = body;
      job.bytes = bytes.buffer as ArrayBuffer;
      job.length = bytes.byteLength;
      moved.push(job.bytes);
    } else if (bytes) {
      job.bytes = bytes.slice().buffer;
      job.length = bytes.byteLength;
      moved.push(job.bytes);
      releaseBody(body);
    }
    return new Promise<ParsedChunk>((resolve, reject) => {
      pending.set(id, { resolve, reject, lease });
      if (load) parseSent(load);
      worker.postMessage(job, moved);
    });
  };

  return {
    get inWorker() {
      return !failed;
    },
    async parse(name, body) {
      // Records already parsed (tests, the benchmark's floor): nothing to gain from a thread hop.
      if (Array.isArray(body) || failed) return inThread(name, body);
      starting ??= start();
      const worker = await starting;
      return worker ? post(worker, name, body) : inThread(name, body);
    },
    recycle(parsed) {
      if (!running) return;
      // Each buffer once (a transfer list must not repeat one), none already moved or empty.
      const buffers = [...new Set(transferablesOf(parsed))].filter((buffer) => buffer.byteLength > 0);
      running.postMessage({ recycle: buffers } satisfies RecycleJob, buffers);
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      const worker = starting && (await starting);
      if (worker) stop(worker, 'closed');
    },
  };
}
