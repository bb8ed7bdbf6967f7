// The worker thread that decodes, splits and checks dictionary chunks (chunk-parser.ts starts it),
// so the core host's thread only writes: it never sees a token or a request, only bytes. Between
// two chunks it also checkpoints the database's WAL when the sync asks (wal-checkpoint.ts).
import { parentPort } from 'node:worker_threads';
import { DeskError } from '../../errors';
import type { CheckpointJob, CheckpointReply, ParseJob, ParseReply, ParseWorkerReady } from './parse-job';
import { checkpointWal } from './wal-checkpoint';
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

/** A checkpoint between two parses; a failure is answered, the worker goes on parsing. */
async function checkpoint(job: CheckpointJob): Promise<CheckpointReply> {
  try {
    return { id: job.id, checkpointed: await checkpointWal(job.checkpoint) };
  } catch (error) {
    return { id: job.id, checkpointFailed: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort!;
port.on('message', (job: ParseJob | CheckpointJob) => {
  if ('checkpoint' in job) return void checkpoint(job).then((reply) => port.postMessage(reply));
  const reply = answer(job);
  const moved = reply.ok ? transferablesOf(reply.parsed) : [];
  if (reply.bytes) moved.push(reply.bytes);
  port.postMessage(reply, moved);
});
port.postMessage({ ready: true } satisfies ParseWorkerReady);
