import type { IpcError } from '@shared/ipc/result';
import type { ExitCodeValue } from './exit-codes';

/**
 * A failure the CLI explains itself: `message` is already in the user's language and says what
 * went wrong, where and how to fix it; `code` and `details` go into the JSON error for scripts.
 */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCodeValue,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** An error result of a contract channel, as the CLI received it from core. */
export class IpcFailure extends Error {
  constructor(
    readonly channel: string,
    readonly error: IpcError,
  ) {
    super(`${channel}: ${error.code}: ${error.message}`);
    this.name = 'IpcFailure';
  }
}
