/**
 * Reading a failed fetch: did the request (and its body) possibly reach the server? Node's fetch
 * (undici) reports `TypeError: fetch failed` with the socket error as `cause`; Electron's
 * net.fetch reports Chromium's `net::ERR_*` names. Only failures that certainly happened before
 * a connection existed count as "not sent"; anything else may have delivered the body.
 */

/** Errors raised before a connection was established: the request was certainly not delivered. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_INVALID_URL',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

const NOT_SENT_NET_ERRORS =
  /net::ERR_(CONNECTION_REFUSED|NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|ADDRESS_INVALID|CONNECTION_TIMED_OUT|PROXY_CONNECTION_FAILED|TUNNEL_CONNECTION_FAILED|CERT_[A-Z_]+|SSL_[A-Z_]+|BAD_SSL_CLIENT_AUTH_CERT|NETWORK_ACCESS_DENIED|BLOCKED_BY_[A-Z_]+|INVALID_URL|UNKNOWN_URL_SCHEME|DISALLOWED_URL_SCHEME)\b/;

/** The codes and messages along an error's `cause` chain. */
function chain(error: unknown): { codes: string[]; messages: string[] } {
  const codes: string[] = [];
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (typeof current === 'object') {
      const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
      if (typeof code === 'string') codes.push(code);
      if (typeof message === 'string') messages.push(message);
      current = cause;
    } else {
      messages.push(String(current));
      current = undefined;
    }
  }
  return { codes, messages };
}

/** True when the failure certainly happened before the request could reach the server. */
export function failedBeforeSending(error: unknown): boolean {
  const { codes, messages } = chain(error);
  if (codes.some((code) => NOT_SENT_CODES.has(code) || code.startsWith('ERR_TLS_') || code.startsWith('CERT_')))
    return true;
  return messages.some((message) => NOT_SENT_NET_ERRORS.test(message));
}

/**
 * True when the server answered with a redirect that was not followed. Node's fetch returns the
 * 3xx itself with `redirect: 'manual'`; Electron's net.fetch instead fails with "Redirect was
 * cancelled". Either way the server answered: nothing was accepted.
 */
export function isUnfollowedRedirect(error: unknown): boolean {
  return chain(error).messages.some((message) =>
    /Redirect was cancelled|unexpected redirect|redirect policy was 'error'/i.test(message),
  );
}

/** A short, secret-free description of a network failure, e.g. `ECONNRESET: other side closed`. */
export function describeFetchFailure(error: unknown): string {
  const { codes, messages } = chain(error);
  const deepest = messages.filter((m) => m !== 'fetch failed').at(-1) ?? messages.at(-1) ?? 'unknown network error';
  const code = codes.find((c) => c !== 'GenericFailure');
  return code && !deepest.includes(code) ? `${code}: ${deepest}` : deepest;
}
