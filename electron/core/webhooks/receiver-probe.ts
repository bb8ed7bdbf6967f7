import type { ReceiverCheck } from '@shared/ipc/channels/webhooks';
import type { HttpFetch } from '../ports';

/** How long a receiver has to answer a check. */
export const RECEIVER_PROBE_TIMEOUT_MS = 5_000;

/** Node's and Chromium's network error codes, by what a manager is told. */
const reasons: [RegExp, NonNullable<ReceiverCheck['reason']>][] = [
  [/ECONNREFUSED|ERR_CONNECTION_REFUSED|ECONNRESET|ERR_CONNECTION_RESET|UND_ERR_SOCKET/i, 'refused'],
  [/ENOTFOUND|EAI_AGAIN|ERR_NAME_NOT_RESOLVED/i, 'dns'],
  [/CERT|SSL|TLS|ERR_CERT/i, 'tls'],
  [/TIMEOUT|TimeoutError|AbortError|ETIMEDOUT/i, 'timeout'],
];

/** Every code and message in an error and its causes (fetch wraps the socket's error in `cause`). */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, message } = e as { name?: string; code?: string; message?: string };
    parts.push(String(name ?? ''), String(code ?? ''), String(message ?? ''));
  }
  return parts.join(' ');
}

/**
 * Asks a subscriber's address whether anything answers there, from this PC: a GET without a
 * body (no notification is faked, nothing is signed), redirects not followed. Any HTTP answer
 * below 500 counts as "answers" (a receiver that takes only POST says 404 or 405 to a GET); 5xx
 * means the server is up but the receiver behind it is not; no answer is `unreachable`.
 */
export async function probeReceiver(
  fetch: HttpFetch,
  url: string,
  at: () => Date,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ReceiverCheck> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? RECEIVER_PROBE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const response = await fetch(url, { method: 'GET', redirect: 'manual', signal });
    await response.body?.cancel().catch(() => undefined);
    return {
      at: at().toISOString(),
      outcome: response.status >= 500 ? 'error-status' : 'answers',
      status: response.status,
      reason: null,
    };
  } catch (error) {
    const text = timeout.aborted ? 'TimeoutError' : describe(error);
    return {
      at: at().toISOString(),
      outcome: 'unreachable',
      status: null,
      reason: reasons.find(([pattern]) => pattern.test(text))?.[1] ?? 'network',
    };
  }
}
