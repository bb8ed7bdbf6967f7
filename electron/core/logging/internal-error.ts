import { randomBytes } from 'node:crypto';
import type { Logger } from '../ports';

/** A short id for one internal error: said on the phone, searched for in the log ("error 3F9A0C"). */
export function newErrorId(): string {
  return randomBytes(3).toString('hex').toUpperCase();
}

/**
 * Writes an unexpected error to the log under a fresh id and returns the id, which the user
 * sees ("error 3F9A0C — details in the log"). The logger redacts message and stack, so a secret
 * caught in an exception text never reaches the file.
 */
export function logInternalError(logger: Logger, error: unknown, context: Record<string, unknown> = {}): string {
  const errorId = newErrorId();
  const fields: Record<string, unknown> = { errorId, ...context };
  if (error instanceof Error) {
    fields.errorName = error.name;
    fields.errorMessage = error.message;
    fields.stack = error.stack;
  } else {
    fields.errorMessage = String(error);
  }
  logger.log('error', `Internal error ${errorId}`, fields);
  return errorId;
}
