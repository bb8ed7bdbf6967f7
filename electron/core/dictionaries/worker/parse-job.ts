// What the parsing worker is asked and answers (structured-clone data; buffers in the transfer list).
import type { ErrorCode } from '@shared/ipc/result';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { ParsedChunk } from './parsed-chunk';

/** One chunk to parse: the response bytes (moved here, the first `length` of `bytes`) or a text. */
export interface ParseJob {
  id: number;
  name: DictionaryName;
  bytes?: ArrayBuffer;
  length?: number;
  text?: string;
}

/** A written chunk's buffers, moved back to be freed by the worker's collector (chunk-parser.ts, recycle). */
export interface RecycleJob {
  recycle: ArrayBuffer[];
}

/** The answer; `bytes` is the job's buffer moved back, for the byte pool to lend again. */
export type ParseReply = { id: number; bytes?: ArrayBuffer } & (
  { ok: true; parsed: ParsedChunk } | { ok: false; code: ErrorCode; message: string; details?: unknown }
);

/** The worker's first message: its modules are loaded, bytes may be sent. */
export interface ParseWorkerReady {
  ready: true;
}
