import type { i18n as I18n, TFunction } from 'i18next';
import { errorFault } from '@shared/i18n/error-fault';
import { DeskInvokeError } from '../lib/ipc';
import { runtimeKey } from '../i18n/runtime-key';

/**
 * The one sentence an error reads as in the user's language: its fault (what exactly, where, how
 * to fix it) when core named one, else its code's text, else — for an error that is not the app's
 * (a thrown Error) — its own message.
 */
export function errorSentence(t: TFunction, i18n: I18n, error: unknown): string {
  const ipcError = error instanceof DeskInvokeError ? error.error : undefined;
  const message = ipcError?.message ?? (error instanceof Error ? error.message : String(error));
  const details =
    ipcError?.details && typeof ipcError.details === 'object' ? (ipcError.details as Record<string, unknown>) : {};
  const fault = ipcError ? errorFault(ipcError) : null;
  const key = fault
    ? fault.key
    : ipcError && i18n.exists(`errors.${ipcError.code}`)
      ? `errors.${ipcError.code}`
      : 'errors.fallback';
  return t(runtimeKey(key), { ...details, ...fault?.params, message });
}
