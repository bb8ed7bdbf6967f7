import { z } from 'zod';

/**
 * Error codes that travel over IPC. The renderer translates each code (i18n key `errors.<code>`),
 * so `message` is an English technical fallback for logs and the CLI, never the UI text itself.
 */
export const errorCodes = [
  // transport and contract
  'unknown-channel',
  'invalid-input',
  'forbidden-sender',
  'invalid-output',
  'internal',
  // the core host process died or is restarting (details.reason says which)
  'core-unavailable',
  'not-found',
  'conflict',
  'cancelled',
  // keychain
  'keychain-locked',
  'keychain-unavailable',
  'secret-missing',
  // operator API
  'invalid-client',
  'auth-failed',
  'forbidden',
  'validation-failed',
  'bad-request',
  'rate-limited',
  'server-error',
  'network',
  'timeout',
  'bad-response',
  'outcome-unknown',
  // guard rails and local files
  'guard-rail',
  'file-invalid',
  // a form field the user typed (details.fields: [{ field, code }]); the form shows it inline
  'invalid-field',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const ipcErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  details: z.unknown().optional(),
});
export type IpcError = z.infer<typeof ipcErrorSchema>;

/** What every invoke returns: Electron keeps only an Error's message, so errors travel as data. */
export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError };

export const ipcResultSchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: ipcErrorSchema }),
]);
