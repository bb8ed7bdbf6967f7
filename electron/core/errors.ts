import type { ErrorCode, IpcError } from '@shared/ipc/result';

/**
 * The one error type core throws on purpose. `code` drives the renderer's translated message;
 * `details` carries what the message needs (row, field, retry time, validation body...).
 * Never put a secret or a token in either.
 */
export class DeskError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DeskError';
  }
}

/** Turns anything thrown into the IPC error shape; unexpected errors become `internal`. */
export function toIpcError(error: unknown): IpcError {
  if (error instanceof DeskError) {
    return error.details === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, details: error.details };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal', message };
}
