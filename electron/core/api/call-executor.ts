import { DeskError } from '../errors';
import type { Clock, HttpFetch, Logger } from '../ports';
import { errorFromResponse, type CallInfo } from './http-errors';
import { retryDelayMs, type RetryPolicy } from './retry-policy';
import type { TokenManager } from './token-manager';
import { sendOnce, TransportFailure, type HttpReply } from './transport';

/** What every call of one client shares. */
export interface CallContext {
  fetch: HttpFetch;
  clock: Clock;
  logger: Logger;
  random: () => number;
  policy: RetryPolicy;
  /** The ceiling of one ordinary request. */
  timeoutMs: number;
  /** No byte for this long ends a request as a stall ("the connection stopped for N s"). */
  idleMs?: number;
}

/** One API operation, as the client methods describe it. */
export interface CallSpec {
  call: CallInfo;
  url: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  /** The Accept header; default `application/json` (`application/x-json-full` asks for null fields and prtId too). */
  acceptType?: string;
  /**
   * `retry`: repeat with backoff after network failures, timeouts, 429 and 5xx (GET, DELETE,
   * token, validation, subscriptions). `never`: the uploads (POST full, PUT changes): once a body
   * may have reached the server it is not sent again, and a lost answer or a 5xx (a gateway may
   * answer after the operator queued it) is `outcome-unknown`.
   */
  resend: 'retry' | 'never';
  /** Sends `Authorization: Bearer` from this token manager; a 401 gets one refresh and one retry. */
  tokens?: TokenManager;
  /** Statuses that are answers to hand back rather than errors (e.g. 200 and 400 for validation). */
  accept: (status: number) => boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** This call's idle limit, when it is not the client's. */
  idleMs?: number;
  /** False for uploads: the operator may work on a large body before its answer starts (the ceiling covers that). */
  idleBeforeHeaders?: boolean;
  /** True for uploads: the idle limit watches the body going out (idle-fetch.ts). */
  idleWhileSending?: boolean;
  /** This call's retry policy, when it is not the client's (a background job waits longer). */
  policy?: RetryPolicy;
  onRequestStart?: () => void;
}

/**
 * Runs one API operation to a final answer: token, send, one refresh-and-retry on 401 (the
 * protocol's procedure; a second 401 is `auth-failed`, never a loop), backoff with full
 * jitter or the server's Retry-After for what is worth repeating, typed errors for the rest.
 */
export async function executeCall(ctx: CallContext, spec: CallSpec): Promise<HttpReply> {
  let attempt = 0;
  let refreshedAfter401 = false;
  for (;;) {
    attempt++;
    const token = spec.tokens ? await spec.tokens.getToken() : undefined;
    const headers: Record<string, string> = { Accept: spec.acceptType ?? 'application/json' };
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    if (spec.contentType) headers['Content-Type'] = spec.contentType;

    let reply: HttpReply;
    try {
      reply = await sendOnce(ctx, {
        call: spec.call,
        url: spec.url,
        headers,
        body: spec.body,
        timeoutMs: spec.timeoutMs ?? ctx.timeoutMs,
        idleMs: spec.idleMs ?? ctx.idleMs,
        idleBeforeHeaders: spec.idleBeforeHeaders,
        idleWhileSending: spec.idleWhileSending,
        signal: spec.signal,
        onRequestStart: spec.onRequestStart,
        attempt,
      });
    } catch (error) {
      if (!(error instanceof TransportFailure)) throw error;
      await waitBeforeRetry(ctx, spec, failureToError(error, spec, ctx), attempt);
      continue;
    }

    if (reply.status === 401 && spec.tokens && token !== undefined && !refreshedAfter401) {
      // The server refused the request itself, so nothing was accepted: renewing and repeating
      // once is safe for every method, the full upload included.
      refreshedAfter401 = true;
      spec.tokens.invalidate(token);
      ctx.logger.log('info', `${spec.call.method} ${spec.call.path}: 401, renewing the token and repeating once`, {
        operation: spec.call.operation,
        storeId: spec.call.storeId,
      });
      attempt--;
      continue;
    }
    if (spec.accept(reply.status)) return reply;
    const error = errorFromResponse(spec.call, reply.status, reply.headers, reply.text, ctx.clock.now());
    if (spec.resend === 'never' && reply.status >= 500) throw unknownAfter5xx(spec, error, reply.status);
    await waitBeforeRetry(ctx, spec, error, attempt);
  }
}

/** Sleeps before the next attempt, or throws `error` when the call must end here. */
async function waitBeforeRetry(ctx: CallContext, spec: CallSpec, error: DeskError, attempt: number): Promise<void> {
  const delay = spec.resend === 'retry' ? retryDelayMs(error, attempt, spec.policy ?? ctx.policy, ctx.random) : null;
  if (delay === null) throw withAttempts(error, attempt);
  ctx.logger.log('info', `${spec.call.method} ${spec.call.path}: ${error.code}, retrying in ${delay} ms`, {
    operation: spec.call.operation,
    storeId: spec.call.storeId,
    attempt,
    delayMs: delay,
  });
  try {
    await ctx.clock.sleep(delay, spec.signal);
  } catch {
    throw new DeskError('cancelled', `${capitalize(spec.call.operation)} was cancelled while waiting to retry.`, {
      ...detailsOf(error),
      attempts: attempt,
      lastError: error.code,
    });
  }
}

function failureToError(failure: TransportFailure, spec: CallSpec, ctx: CallContext): DeskError {
  const { call } = spec;
  const host = safeHost(spec.url);
  const base = { operation: call.operation, method: call.method, path: call.path, host, reason: failure.reason };
  if (failure.kind === 'redirected') {
    return new DeskError(
      'bad-response',
      `${host} answered ${call.operation} with a redirect, which the app does not follow with credentials. Use the final address (often https://) as the store's address.`,
      { ...base, fault: 'redirect' },
    );
  }
  if (failure.kind === 'cancelled' && !failure.started) {
    return new DeskError('cancelled', `${capitalize(call.operation)} was cancelled before it was sent.`, base);
  }
  if (spec.resend === 'never' && failure.kind !== 'not-sent') {
    const how =
      failure.stalledMs !== undefined
        ? `the connection stopped for ${seconds(failure.stalledMs)} s${failure.stalledWhile === 'sending' ? ' while sending' : ''}`
        : failure.kind === 'timeout'
          ? 'no answer came in time'
          : failure.kind === 'cancelled'
            ? 'it was cancelled while under way'
            : 'the connection broke before an answer came';
    return new DeskError(
      'outcome-unknown',
      `The ${call.operation} for store ${call.storeId} may have reached the server, but ${how} (${failure.reason}). ` +
        notResentWhy(call.method),
      { ...base, failure: failure.kind },
    );
  }
  if (failure.kind === 'cancelled')
    return new DeskError('cancelled', `${capitalize(call.operation)} was cancelled.`, base);
  if (failure.kind === 'timeout' && failure.stalledMs !== undefined) {
    // `context` picks the renderer's text `errors.timeout_stalled` (i18next context), `stalledSeconds` fills it.
    return new DeskError(
      'timeout',
      `The connection to ${host} stopped for ${seconds(failure.stalledMs)} s during ${call.operation}: no byte arrived. Check the connection and try again.`,
      { ...base, stalledSeconds: seconds(failure.stalledMs), context: 'stalled' },
    );
  }
  if (failure.kind === 'timeout') {
    return new DeskError(
      'timeout',
      `${host} did not answer ${call.operation} within ${seconds(spec.timeoutMs ?? ctx.timeoutMs)} s. Check the connection and try again.`,
      base,
    );
  }
  return new DeskError(
    'network',
    `Could not reach ${host} for ${call.operation}: ${failure.reason}. Check the internet connection, the proxy settings and the store’s addresses.`,
    { ...base, sent: failure.kind === 'not-sent' ? false : 'maybe' },
  );
}

/** Why an upload is not repeated by itself, by method: a full upload counts once a day, changes once per 10 minutes. */
function notResentWhy(method: string): string {
  return method === 'PUT'
    ? 'It was NOT sent again automatically: the operator may have queued it, and changes sent twice may apply twice or count against the one-per-10-minutes limit. ' +
        'Check the upload’s status or read the stock back, then decide whether to send it again.'
    : 'It was NOT sent again automatically: a full upload replaces all of the store’s stock and is allowed once a day, ' +
        'so sending it again may count as the day’s upload. Check the upload’s status or read the stock back, then decide whether to send it again.';
}

/**
 * A 5xx to an upload: a gateway (502, 504) or a failing operator may answer after the body was
 * queued, so nothing is known. The status travels as `answerStatus`, not `status`: `status` means
 * "the operator refused it" to the ledger.
 */
function unknownAfter5xx(spec: CallSpec, error: DeskError, status: number): DeskError {
  const { call } = spec;
  const { status: _status, ...rest } = detailsOf(error);
  return new DeskError(
    'outcome-unknown',
    `The ${call.operation} for store ${call.storeId} was answered with HTTP ${status}, which does not say whether the operator queued it. ` +
      notResentWhy(call.method),
    { ...rest, answerStatus: status, failure: 'server-error' },
  );
}

function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

function withAttempts(error: DeskError, attempts: number): DeskError {
  if (attempts <= 1) return error;
  return new DeskError(error.code, `${error.message} (after ${attempts} attempts)`, { ...detailsOf(error), attempts });
}

function detailsOf(error: DeskError): Record<string, unknown> {
  return typeof error.details === 'object' && error.details !== null ? (error.details as Record<string, unknown>) : {};
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
