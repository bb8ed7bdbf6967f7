// What the parsing worker is asked and answers (structured-clone data; buffers in the transfer list).
import type { ErrorCode } from '@shared/ipc/result';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { ParsedChunk } from './parsed-chunk';
import type { WalCheckpoint } from './wal-checkpoint';

/** One chunk to parse: the response bytes (moved here, the first `length` of `bytes`) or a text. */
export interface ParseJob {
  id: number;
  name: DictionaryName;
  bytes?: ArrayBuffer;
  length?: number;
  text?: string;
}

/** The answer; `bytes` is the job's buffer moved back, for the byte pool to lend again. */
export type ParseReply = { id: number; bytes?: ArrayBuffer } & (
  { ok: true; parsed: ParsedChunk } | { ok: false; code: ErrorCode; message: string; details?: unknown }
);

/** A WAL checkpoint of the database file at `checkpoint` (wal-checkpoint.ts). */
export interface CheckpointJob {
  id: number;
  checkpoint: string;
}

/** Its answer: the pages, or why it could not (the host's own autocheckpoint then does it). */
export type CheckpointReply = { id: number; checkpointed: WalCheckpoint } | { id: number; checkpointFailed: string };

/** The worker's first message: its modules are loaded, bytes may be sent. */
export interface ParseWorkerReady {
  ready: true;
}
