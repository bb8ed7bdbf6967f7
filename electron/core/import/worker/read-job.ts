// What the reading worker is asked and answers (structured-clone data only).
import type { ErrorCode } from '@shared/ipc/result';
import type { ConvertOptions, ConvertResult } from '../import-convert';

export interface ReadJob {
  /** `stock-list` also takes a JSON package (the changes generator); `convert` a CSV, XLSX, XLS or DBF. */
  kind: 'convert' | 'stock-list';
  fileName: string;
  bytes: Uint8Array;
  options: ConvertOptions;
}

export type ReadReply =
  { ok: true; result: ConvertResult } | { ok: false; code: ErrorCode; message: string; details?: unknown };
