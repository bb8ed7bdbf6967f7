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

/** An error code of a store operation in plain words: what happened and what to do (never core's English). */
export function describeStoreError(t: TFunction, code: string): string {
  if (KNOWN.includes(code)) return t(runtimeKey(`stores.errors.${code}`));
  // Any other code in the app's words for it, else the generic sentence naming the code.
  return t(runtimeKey(`errors.${code}`), { stalledSeconds: '', defaultValue: t('errors.fallback', { code }) });
}

/** The same for a thrown invoke error: its fault (what exactly, where) when core named one. */
export function describeStoreFailure(t: TFunction, error: unknown): string {
  const code = error instanceof DeskInvokeError ? error.error.code : error instanceof Error ? error.name : 'unexpected';
  const fault = error instanceof DeskInvokeError ? errorFault(error.error) : null;
  const text = fault ? t(runtimeKey(fault.key), fault.params) : describeStoreError(t, code);
  const errorId = errorIdOf(error);
  return errorId ? `${text} ${t('errors.logged', { errorId })}` : text;
}

/** Field problems main reported (`invalid-field` / `conflict` with details.fields), as field → code. */
export function fieldCodesOf(error: unknown): Record<string, string> {
  if (!(error instanceof DeskInvokeError)) return {};
  const fields = (error.error.details as { fields?: { field?: unknown; code?: unknown }[] } | undefined)?.fields;
  const out: Record<string, string> = {};
  for (const f of fields ?? []) if (typeof f.field === 'string' && typeof f.code === 'string') out[f.field] ??= f.code;
  return out;
}
