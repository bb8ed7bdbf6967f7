import type { HttpFetch, Logger } from '../ports';
import { describeFetchFailure, failedBeforeSending, isUnfollowedRedirect } from './fetch-failure';
import type { CallInfo } from './http-errors';
import { utf8BodyText } from '../files/utf8-text';
import { stallOf, withIdleTimeout } from './idle-fetch';

/** One HTTP exchange to send. Headers may hold the bearer token: they are never logged. */
export interface OutgoingRequest {
  call: CallInfo;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** The ceiling of the whole exchange, body included. */
  timeoutMs: number;
  /** No byte for this long ends the exchange as a stall (idle-fetch.ts); absent: the ceiling alone. */
  idleMs?: number;
  /** Whether the wait for the answer's headers counts as idle (default true; false for uploads). */
  idleBeforeHeaders?: boolean;
  /** The idle limit also watches the body going out (uploads; idle-fetch.ts). */
  idleWhileSending?: boolean;
  signal?: AbortSignal;
  /** Called just before the request goes out (e.g. to mark a ledger row "sending"). */
  onRequestStart?: () => void;
  /** 1 for the first attempt; logged. */
  attempt: number;
}

/** A complete HTTP answer, body read. */
export interface HttpReply {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Why no answer came: `not-sent` (certainly never reached the server), `maybe-sent` (the
 * connection broke at some point after it opened), `timeout`, `cancelled` by the caller, or
 * `redirected` (the server answered with a redirect the fetch refused to report as a response).
 */
export type FailureKind = 'not-sent' | 'maybe-sent' | 'timeout' | 'cancelled' | 'redirected';

/** A request that got no complete HTTP answer. */
export class TransportFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    /** False only when the caller cancelled before anything was sent. */
    readonly started: boolean,
    /** Secret-free description of the low-level failure. */
    readonly reason: string,
    /** For a timeout by stall: how long no byte moved. */
    readonly stalledMs?: number,
    /** For a timeout by stall: whether the body was going out or the answer coming in. */
    readonly stalledWhile?: 'sending' | 'receiving',
  ) {
    super(`${kind}: ${reason}`);
    this.name = 'TransportFailure';
  }
}

/** Statuses whose body the client never needs: a failure while reading it does not lose the answer. */
const BODYLESS_SUCCESS = new Set([201, 202, 204]);

/**
 * Sends one request through the injected fetch with a timeout that covers the whole exchange,
 * body included; does not follow redirects (they would carry credentials elsewhere); logs
 * method, host, path, status and duration, never headers or bodies.
 */
export async function sendOnce(
  deps: { fetch: HttpFetch; logger: Logger },
  request: OutgoingRequest,
): Promise<HttpReply> {
  const { call } = request;
  const host = safeHost(request.url);
  const logFields = {
    operation: call.operation,
    method: call.method,
    host,
    path: call.path,
    storeId: call.storeId,
    attempt: request.attempt,
  };
  if (request.signal?.aborted) throw new TransportFailure('cancelled', false, 'cancelled before sending');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`no complete answer within ${request.timeoutMs} ms`));
  }, request.timeoutMs);
  const onCallerAbort = () => controller.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const startedAt = performance.now();
  let status: number | undefined;
  try {
    request.onRequestStart?.();
    const fetch =
      request.idleMs === undefined
        ? deps.fetch
        : withIdleTimeout(deps.fetch, request.idleMs, {
            beforeHeaders: request.idleBeforeHeaders ?? true,
            whileSending: request.idleWhileSending,
          });
    const response = await fetch(request.url, {
      method: call.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      redirect: 'manual',
    });
    status = response.status;
    let text = '';
    try {
      // As response.text() would, several times faster on Cyrillic (files/utf8-text.ts).
      text = utf8BodyText(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      if (!BODYLESS_SUCCESS.has(response.status)) throw error;
    }
    const durationMs = Math.round(performance.now() - startedAt);
    deps.logger.log(response.status >= 500 ? 'warn' : 'info', `${call.method} ${call.path} ${response.status}`, {
      ...logFields,
      status: response.status,
      durationMs,
    });
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    const stall = timedOut ? null : stallOf(error);
    const kind: FailureKind =
      timedOut || stall
        ? 'timeout'
        : request.signal?.aborted
          ? 'cancelled'
          : status === undefined && isUnfollowedRedirect(error)
            ? 'redirected'
            : status === undefined && failedBeforeSending(error)
              ? 'not-sent'
              : 'maybe-sent';
    const reason = timedOut
      ? `no complete answer within ${request.timeoutMs} ms`
      : stall
        ? stall.message
        : describeFetchFailure(error);
    deps.logger.log('warn', `${call.method} ${call.path} failed: ${kind}`, {
      ...logFields,
      ...(status === undefined ? {} : { status }),
      failure: kind,
      reason,
      durationMs: Math.round(performance.now() - startedAt),
    });
    throw new TransportFailure(kind, true, reason, stall?.idleMs, stall?.phase);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(invalid URL)';
  }
}
