// The worker thread that decodes, splits and checks dictionary chunks (chunk-parser.ts starts it),
// so the core host's thread only writes: it never sees a token or a request, only bytes.
import { parentPort, workerData } from 'node:worker_threads';
import { DeskError } from '../../errors';
import type { ParseJob, ParseReply, ParseWorkerReady, RecycleJob } from './parse-job';
import { parseDone } from './parse-load';
import { parseChunk, transferablesOf } from './parsed-chunk';

/** Parses one job; never throws (a DeskError travels as its code and message). */
function answer(job: ParseJob): ParseReply {
  const back = job.bytes ? { bytes: job.bytes } : {};
  try {
    const body = job.bytes ? new Uint8Array(job.bytes, 0, job.length) : (job.text ?? '[]');
    return { id: job.id, ...back, ok: true, parsed: parseChunk(job.name, body) };
  } catch (error) {
    return error instanceof DeskError
      ? { id: job.id, ...back, ok: false, code: error.code, message: error.message, details: error.details }
      : {
          id: job.id,
          ...back,
          ok: false,
          code: 'internal',
          message: error instanceof Error ? error.message : String(error),
        };
  }
}

const port = parentPort!;
// The chunks sent and not yet parsed, counted down here (parse-load.ts); absent when the parser was
// made without a load (a test's).
const shared = (workerData as { load?: SharedArrayBuffer } | null)?.load;
const load = shared ? new Int32Array(shared) : null;
port.on('message', (job: ParseJob | RecycleJob) => {
  // A written chunk's buffers: dropped here, freed by this thread's next (frequent) collection.
  if ('recycle' in job) return;
  const reply = answer(job);
  if (load) parseDone(load);
  const moved = reply.ok ? transferablesOf(reply.parsed) : [];
  if (reply.bytes) moved.push(reply.bytes);
  port.postMessage(reply, moved);
});
port.postMessage({ ready: true } satisfies ParseWorkerReady);
