import type { TFunction } from 'i18next';
import { errorFault } from '@shared/i18n/error-fault';
import { DeskInvokeError, errorIdOf } from '@renderer/lib/ipc';
import { runtimeKey } from '@renderer/i18n/runtime-key';

const KNOWN = [
  'invalid-client',
  'secret-missing',
  'keychain-locked',
  'keychain-unavailable',
  'network',
  'timeout',
  'not-found',
  'server-error',
  'bad-request',
  'bad-response',
  'rate-limited',
];

/** An error code of a store operation in plain words: what happened and what to do. */
export function describeStoreError(t: TFunction, code: string, message = ''): string {
  if (KNOWN.includes(code)) return t(runtimeKey(`stores.errors.${code}`));
  // Any other code in the app's words for it; core's English text only where no words exist.
  return t(runtimeKey(`errors.${code}`), {
    message,
    defaultValue: t('stores.errors.other', { message: message || code }),
  });
}

/** The same for a thrown invoke error: its fault (what exactly, where) when core named one. */
export function describeStoreFailure(t: TFunction, error: unknown): string {
  if (error instanceof DeskInvokeError) {
    const fault = errorFault(error.error);
    const text = fault
      ? t(runtimeKey(fault.key), fault.params)
      : describeStoreError(t, error.error.code, error.error.message);
    const errorId = errorIdOf(error);
    return errorId ? `${text} ${t('errors.logged', { errorId })}` : text;
  }
  return t('stores.errors.other', { message: error instanceof Error ? error.message : String(error) });
}

/** Field problems main reported (`invalid-field` / `conflict` with details.fields), as field → code. */
export function fieldCodesOf(error: unknown): Record<string, string> {
  if (!(error instanceof DeskInvokeError)) return {};
  const fields = (error.error.details as { fields?: { field?: unknown; code?: unknown }[] } | undefined)?.fields;
  const out: Record<string, string> = {};
  for (const f of fields ?? []) if (typeof f.field === 'string' && typeof f.code === 'string') out[f.field] ??= f.code;
  return out;
}
