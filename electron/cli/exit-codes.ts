import type { ErrorCode } from '@shared/ipc/result';

/** The CLI's exit codes, documented in docs/cli.md; scripts branch on them. */
export const ExitCode = {
  ok: 0,
  /** A bug or an unexpected failure (please report it with the log). */
  internal: 1,
  /** The command line is wrong: unknown command or flag, missing argument, unknown store, invalid field. */
  usage: 2,
  /** The file or signature did not pass the check (this PC's or the operator's). */
  invalid: 3,
  /** The operator refused: wrong store id or password, no rights, too many requests, bad request. */
  refused: 4,
  /** The operator could not be reached or failed: network, timeout, 5xx, an unreadable answer. */
  unreachable: 5,
  /** A guard rail stopped the upload, or the operator (you) answered "no". */
  guardRail: 6,
  /** The OS keychain is locked or missing, or holds no password for the store. */
  keychain: 7,
  /** The upload may or may not have reached the operator. */
  outcomeUnknown: 8,
  /** The operator processed the package with status 3 (Error). */
  processingError: 9,
  /** Waiting ended without a final status (no information, timeout, tracking stopped). */
  notFinal: 10,
  /** Interrupted with Ctrl+C. */
  interrupted: 130,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

const byErrorCode: Record<ErrorCode, ExitCodeValue> = {
  'unknown-channel': ExitCode.internal,
  'invalid-output': ExitCode.internal,
  'forbidden-sender': ExitCode.internal,
  internal: ExitCode.internal,
  'core-unavailable': ExitCode.internal,
  cancelled: ExitCode.interrupted,
  'invalid-input': ExitCode.usage,
  'invalid-field': ExitCode.usage,
  'not-found': ExitCode.usage,
  conflict: ExitCode.usage,
  'keychain-locked': ExitCode.keychain,
  'keychain-unavailable': ExitCode.keychain,
  'secret-missing': ExitCode.keychain,
  'invalid-client': ExitCode.refused,
  'auth-failed': ExitCode.refused,
  forbidden: ExitCode.refused,
  'bad-request': ExitCode.refused,
  'rate-limited': ExitCode.refused,
  'validation-failed': ExitCode.invalid,
  'file-invalid': ExitCode.invalid,
  'server-error': ExitCode.unreachable,
  network: ExitCode.unreachable,
  timeout: ExitCode.unreachable,
  'bad-response': ExitCode.unreachable,
  'outcome-unknown': ExitCode.outcomeUnknown,
  'guard-rail': ExitCode.guardRail,
};

/** The exit code for a core error code (or a ledger error code such as `app-stopped`). */
export function exitCodeFor(code: string): ExitCodeValue {
  return (byErrorCode as Record<string, ExitCodeValue>)[code] ?? ExitCode.internal;
}
