import type { GuardFinding } from '@shared/ipc/channels/uploads';
import { DeskError } from '../core/errors';
import { ArgsError } from './args';
import { CliError, IpcFailure } from './cli-error';
import { ExitCode, exitCodeFor } from './exit-codes';
import { blockedLines } from './findings-text';
import { formatInstant } from './format';
import { foreignWords } from '@shared/i18n/foreign-words';
import { errorFault, operatorWordsOf } from '@shared/i18n/error-fault';
import { operatorReasonKey } from '@shared/i18n/operator-reason';
import { wordIssue, type PlainIssue, type WordT } from '@shared/i18n/zod-issue';
import type { CliStrings } from './strings/cli-strings';

/** The CLI's log file and a way to write an internal error there (returns the entry's id). */
export interface CliErrorLog {
  file: string;
  record(error: unknown): string;
}

interface CoreFailure {
  code: string;
  message: string;
  details?: unknown;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * A core error in the user's language: what happened (by code), the specifics core gave
 * (fields, guard rails, retry time) and core's own message (which names where and what).
 */
export function fromCoreFailure(t: CliStrings, failure: CoreFailure, log: CliErrorLog, cause?: unknown): CliError {
  const details = asRecord(failure.details);
  const lines = [`${t.errors.prefix}${t.errors.codes[failure.code] ?? failure.code}`];
  if (failure.code === 'guard-rail' && Array.isArray(details.blocking)) {
    lines.push(...blockedLines(t, details.blocking as GuardFinding[]));
  }
  if (Array.isArray(details.fields)) {
    for (const item of details.fields as { field?: string; code?: string }[]) {
      const field = t.profiles.fields[item.field ?? ''] ?? item.field ?? '';
      lines.push(t.errors.field({ field, issue: t.profiles.issues[item.code ?? ''] ?? item.code ?? '' }));
    }
  }
  // What exactly went wrong, where and how to fix it: the sentence the screen shows too (shared/i18n).
  const fault = errorFault(failure);
  if (fault) lines.push(t.wording(fault.key, fault.params));
  // A schema check's issues (bad input, a malformed answer): record, field and what, in words.
  if (Array.isArray(details.issues)) {
    const wordT: WordT = (key, params) => t.wording(key, params);
    for (const issue of details.issues as PlainIssue[])
      if (Array.isArray(issue?.path)) lines.push(`  ${wordIssue(wordT, t.language, issue)}`);
  }
  if (typeof details.retryAt === 'string') lines.push(t.upload.retryAt({ at: formatInstant(details.retryAt, t) }));
  // The operator's own words (any body shape), apart from core's English message.
  const operatorWords = operatorWordsOf(failure);
  if (operatorWords) {
    lines.push(t.errors.operatorSays({ reason: operatorWords }));
    // What those words mean, in the reader's language, when the app recognises them (shared/i18n).
    const explained = operatorReasonKey(operatorWords);
    if (explained) lines.push(t.wording(explained));
  }
  if (showsCoreText(t, failure)) lines.push(`${t.errors.details}${failure.message}`);
  let errorId: string | undefined;
  if (failure.code === 'internal' || failure.code === 'invalid-output') {
    // Core's dispatcher already logged it (details.errorId); anything else is logged here, so the hint never points at nothing.
    errorId = typeof details.errorId === 'string' ? details.errorId : log.record(cause ?? new Error(failure.message));
    lines.push(t.errors.internalHint({ id: errorId, log: log.file }));
  }
  const exit =
    failure.code === 'conflict' && details.reason === 'already-held' ? ExitCode.guardRail : exitCodeFor(failure.code);
  return new CliError(exit, failure.code, lines.join('\n'), {
    coreMessage: failure.message,
    ...(failure.details === undefined ? {} : { details: failure.details }),
    ...(errorId === undefined ? {} : { errorId, logFile: log.file }),
  });
}

/**
 * Whether the "Подробности:" line is printed: always in English; in Russian only when core's
 * text has no English words in it (every code is worded from its fault and details instead).
 * The --json document keeps core's text either way (`coreMessage`).
 */
function showsCoreText(t: CliStrings, failure: CoreFailure): boolean {
  if (failure.message === '') return false;
  if (t.language === 'en') return true;
  return foreignWords(failure.message).length === 0;
}

/**
 * One failure's reason in the reader's words, for a sentence that names it: its fault's sentence
 * (shared/i18n), else its code's text — never core's English message.
 */
export function failureReason(t: CliStrings, failure: { code: string; details?: unknown }): string {
  const fault = errorFault(failure);
  if (fault) return t.wording(fault.key, fault.params);
  const text = t.errors.codes[failure.code];
  // The code texts are fragments after "Ошибка: "; here they start a sentence. A code with no text reads as itself.
  return text === undefined ? failure.code : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Turns anything a command threw into a CliError with a specific message and an exit code. */
export function toCliError(error: unknown, t: CliStrings, log: CliErrorLog): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof ArgsError) {
    const text =
      error.reason === 'unknown-flag'
        ? t.usage.unknownFlag({ flag: error.flag })
        : error.reason === 'missing-value'
          ? t.usage.missingValue({ flag: error.flag })
          : t.usage.noValueExpected({ flag: error.flag });
    return new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${text}\n${t.usage.seeMainHelp}`, {
      reason: error.reason,
      flag: error.flag,
    });
  }
  if (error instanceof IpcFailure) return fromCoreFailure(t, error.error, log, error);
  if (error instanceof DeskError)
    return fromCoreFailure(t, { code: error.code, message: error.message, details: error.details }, log, error);
  const message = error instanceof Error ? error.message : String(error);
  return fromCoreFailure(t, { code: 'internal', message }, log, error);
}
