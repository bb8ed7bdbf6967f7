import type { i18n as I18n, TFunction } from 'i18next';
import { errorFault } from '@shared/i18n/error-fault';
import { wordIssue, type PlainIssue } from '@shared/i18n/zod-issue';
import type { IpcError } from '@shared/ipc/result';
import { DeskInvokeError } from '../lib/ipc';
import { runtimeKey } from '../i18n/runtime-key';

/** An error in the user's words, and the English text behind it when no words exist for it. */
export interface ErrorWording {
  /** The sentence: the fault's, else the code's, else the generic one naming the code. */
  text: string;
  /** A schema check's issues (bad input, a malformed answer), each worded: record, field, what. */
  issues: string[];
  /** The id of main's log entry (an internal error), for "error 3F9A0C — see the log". */
  errorId?: string;
  /** Core's (or a thrown Error's) English text, set only when the sentence is the generic one: for support, folded. */
  coreText?: string;
}

/** An error as it travels: code, core's message, details (IPC, a sync's progress, a stored result). */
type ErrorShape = Pick<IpcError, 'code' | 'message'> & { details?: unknown };

/** The IPC-shaped error behind a thrown invoke error or a plain `{ code, message }` record. */
function ipcShape(error: unknown): ErrorShape | undefined {
  if (error instanceof DeskInvokeError) return error.error;
  if (error instanceof Error || typeof error !== 'object' || error === null) return undefined;
  const e = error as Record<string, unknown>;
  return typeof e.code === 'string' && typeof e.message === 'string' ? (error as ErrorShape) : undefined;
}

/**
 * How an error reads in the user's language: its fault (what exactly, where, how to fix it) when
 * core named one, else its code's text, else — for a code the tables do not know or an error that
 * is not the app's (a thrown Error) — a generic sentence with the code, the English kept aside.
 */
export function errorWording(t: TFunction, i18n: I18n, error: unknown): ErrorWording {
  const ipcError = ipcShape(error);
  const details =
    ipcError?.details && typeof ipcError.details === 'object' ? (ipcError.details as Record<string, unknown>) : {};
  const lng = i18n.language === 'en' ? 'en' : 'ru';
  const issues = (Array.isArray(details.issues) ? (details.issues as PlainIssue[]) : [])
    .filter((i) => Array.isArray(i?.path))
    .map((issue) => wordIssue((k, p) => t(runtimeKey(k), p), lng, issue));
  const errorId = typeof details.errorId === 'string' ? details.errorId : undefined;
  const fault = ipcError ? errorFault(ipcError) : null;
  if (fault) return { text: t(runtimeKey(fault.key), { ...details, ...fault.params }), issues, errorId };
  const code = ipcError?.code ?? (error instanceof Error ? error.name : 'unexpected');
  if (ipcError && i18n.exists(`errors.${ipcError.code}`))
    return { text: t(runtimeKey(`errors.${code}`), { stalledSeconds: '', ...details }), issues, errorId };
  const coreText = ipcError?.message ?? (error instanceof Error ? error.message : String(error));
  return { text: t('errors.fallback', { code }), issues, errorId, coreText: coreText || undefined };
}

/**
 * The one line an error reads as where there is room for one line (a status bar, a toast): the
 * sentence, its issues, and an internal error's log id. Never core's English text.
 */
export function errorSentence(t: TFunction, i18n: I18n, error: unknown): string {
  const w = errorWording(t, i18n, error);
  return [w.text, ...w.issues, w.errorId ? t('errors.logged', { errorId: w.errorId }) : '']
    .filter((s) => s !== '')
    .join(' ');
}
