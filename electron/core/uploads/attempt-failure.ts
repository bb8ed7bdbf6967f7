import type { ValidationErrorResponse } from '@shared/protocol/validation-errors';
import { wordingFacts } from '@shared/i18n/error-fault';
import { DeskError } from '../errors';
import type { AttemptFailure } from './ledger-repo';
import { checkFromBody } from './package-check';

/** Failures that happen before any request could leave (token, keychain, profile). */
const BEFORE_SENDING = new Set([
  'invalid-client',
  'secret-missing',
  'keychain-locked',
  'keychain-unavailable',
  'invalid-input',
  'not-found',
]);

/**
 * How a failed attempt goes into the ledger. `refused`: the operator answered with an error
 * status (nothing was accepted). `failed`: certainly never reached the operator. `unknown`:
 * it may have reached the operator but no answer came (never re-sent automatically).
 */
export function attemptFailure(
  error: unknown,
  ctx: {
    requestStarted: boolean;
    now: Date;
    prtIds: readonly (string | null)[] | null;
    /**
     * An earlier attempt of the same kind ended "outcome unknown": the operator may hold it in its
     * queue, so a 429 now is not a refusal of the data (it may be the first one being counted).
     */
    earlierMayBeQueued?: boolean;
  },
): AttemptFailure {
  const desk =
    error instanceof DeskError
      ? error
      : new DeskError('internal', error instanceof Error ? error.message : String(error));
  const details = (typeof desk.details === 'object' && desk.details !== null ? desk.details : {}) as Record<
    string,
    unknown
  >;
  const status = typeof details.status === 'number' ? details.status : null;
  const base = {
    finishedAt: ctx.now,
    errorCode: desk.code,
    errorMessage: desk.message,
    errorParams: wordingFacts(desk.details),
    retryAt: null,
    errors: [] as AttemptFailure['errors'],
  };
  const bodyText =
    details.body === undefined ? null : typeof details.body === 'string' ? details.body : JSON.stringify(details.body);

  if (BEFORE_SENDING.has(desk.code)) {
    // Nothing left this PC: a token refused (its HTTP status is the authorization server's, not an
    // answer to the package), no password, a locked keychain. The server's own words are kept.
    return { ...base, outcome: 'failed', httpStatus: null, errorBody: bodyText };
  }
  if (status === 429 && ctx.earlierMayBeQueued) {
    const retryAt = typeof details.retryAt === 'string' ? new Date(details.retryAt) : null;
    return {
      ...base,
      outcome: 'unknown',
      errorCode: 'rate-limited',
      errorMessage:
        `${desk.message} An earlier attempt of this upload ended without an answer and may be in the operator’s queue: ` +
        'it is not marked refused. Check that attempt’s status or read the stock back before sending again.',
      httpStatus: status,
      errorBody: bodyText,
      retryAt,
    };
  }
  if (status !== null) {
    // The operator answered: whatever it said, it did not accept the package.
    let errors: AttemptFailure['errors'] = [];
    if (desk.code === 'validation-failed' && typeof details.body === 'object' && details.body !== null) {
      errors = checkFromBody('server', details.body as ValidationErrorResponse, ctx.prtIds, ctx.now).errors;
    }
    const retryAt = typeof details.retryAt === 'string' ? new Date(details.retryAt) : null;
    return {
      ...base,
      outcome: 'refused',
      httpStatus: status,
      errorBody: bodyText,
      retryAt,
      errors,
    };
  }
  if (desk.code === 'outcome-unknown' || desk.code === 'timeout') {
    // A 5xx to an upload is "unknown" too (call-executor.ts): its status and body are kept for the manager.
    const answerStatus = typeof details.answerStatus === 'number' ? details.answerStatus : null;
    return {
      ...base,
      outcome: 'unknown',
      httpStatus: answerStatus,
      errorBody: answerStatus === null ? null : bodyText,
    };
  }
  if (desk.code === 'network') {
    // After several attempts an early one may have arrived even if the last never left.
    const retried = typeof details.attempts === 'number' && details.attempts > 1;
    const sent = details.sent === false && !retried ? false : ctx.requestStarted;
    return {
      ...base,
      outcome: sent ? 'unknown' : 'failed',
      httpStatus: null,
      errorBody: null,
    };
  }
  if (desk.code === 'cancelled') {
    return {
      ...base,
      outcome: ctx.requestStarted ? 'unknown' : 'cancelled',
      httpStatus: null,
      errorBody: null,
    };
  }
  if (!ctx.requestStarted) {
    return { ...base, outcome: 'failed', httpStatus: null, errorBody: null };
  }
  return { ...base, outcome: 'unknown', httpStatus: null, errorBody: null };
}
