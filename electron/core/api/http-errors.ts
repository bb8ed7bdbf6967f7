import { DeskError } from '../errors';
import { redact, redactText } from '../logging/redact';
import { readOperatorErrorBody, toValidationBody } from './operator-error-body';

/** Which call an error belongs to, for messages and `details`. */
export interface CallInfo {
  /** A readable name of the operation, e.g. `full stock upload`. */
  operation: string;
  method: string;
  /** Path and query, without the host: never a token, never a secret. */
  path: string;
  storeId: string;
}

const MAX_BODY_EXCERPT = 2000;

/** The seconds a `Retry-After` header asks to wait: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date starts with the day name ("Wed, 01 May 2024 03:00:30 GMT"); anything else is unreadable.
  if (!/^[A-Za-z]{3,9},? /.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The response body for `details`: parsed JSON when it is JSON, otherwise a redacted excerpt. */
export function bodyForDetails(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return redact(JSON.parse(text));
  } catch {
    return redactText(text.length > MAX_BODY_EXCERPT ? `${text.slice(0, MAX_BODY_EXCERPT)}…` : text);
  }
}

/**
 * The DeskError for a non-success HTTP answer of the operator API (part 7): what happened,
 * to which call, and what the user can do. 401 is handled by the caller (refresh and retry)
 * and only reaches here when the retry was refused too.
 */
export function errorFromResponse(
  call: CallInfo,
  status: number,
  headers: Headers,
  text: string,
  now: Date,
): DeskError {
  const where = `${call.operation} (${call.method} ${call.path})`;
  const said = readOperatorErrorBody(text);
  // The operator's own words travel with every error: in the message and as `details.reason`.
  const says = said.reason === null ? '' : ` The operator says: "${said.reason}".`;
  const base = {
    operation: call.operation,
    method: call.method,
    path: call.path,
    status,
    ...(said.reason === null ? {} : { reason: said.reason }),
  };
  if (status === 400) {
    if (said.validationShaped || said.fieldErrors.length > 0) {
      const validation = toValidationBody(said, status);
      const count = validation.validationErrors?.length;
      const summary =
        count === undefined
          ? `the package could not be parsed: ${validation.exceptionMessage}`
          : count === 0
            ? `"${validation.exceptionMessage}"`
            : `${count} field error(s)`;
      return new DeskError(
        'validation-failed',
        `The operator refused the data of ${where}: ${summary}. ${count ? 'Fix the listed fields' : 'Fix what it names'} and send again.`,
        { ...base, body: validation },
      );
    }
    return new DeskError(
      'bad-request',
      `The operator refused ${where} as a bad request (400).${says || ' It gave no reason; the details show its answer.'}`,
      { ...base, fault: 'operator-refused', body: bodyForDetails(text) },
    );
  }
  if (status === 401) {
    return new DeskError(
      'auth-failed',
      `The operator rejected the access token of store ${call.storeId} for ${where} (401), even with a freshly issued token. ` +
        'Check that the store, the API address and the authorization address belong to the same operator environment, or contact the operator’s support.' +
        says,
      { ...base, body: bodyForDetails(text) },
    );
  }
  if (status === 403) {
    return new DeskError(
      'forbidden',
      `Store ${call.storeId} has no rights for ${where} (403). Ask the operator’s support to grant them.${says}`,
      { ...base, body: bodyForDetails(text) },
    );
  }
  if (status === 429) {
    const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
    const when = retryAfter === undefined ? 'Wait a while' : `Wait ${retryAfter} s`;
    return new DeskError(
      'rate-limited',
      `The operator is limiting requests: ${where} was refused with 429. ${when} and try again.${says}`,
      {
        ...base,
        retryAfter,
        ...(retryAfter === undefined ? {} : { retryAt: new Date(now.getTime() + retryAfter * 1000).toISOString() }),
        body: bodyForDetails(text),
      },
    );
  }
  if (status === 404) {
    return new DeskError(
      'not-found',
      `The server has no ${call.method} ${call.path} (404). Check the store's API address (it should be the operator's base URL, without /v5).${says}`,
      {
        ...base,
        fault: 'operator-path',
        body: bodyForDetails(text),
      },
    );
  }
  if (status >= 500) {
    return new DeskError(
      'server-error',
      `The operator’s service failed on ${where} (${status}). Try again later; report it to the operator if it persists.${says}`,
      {
        ...base,
        body: bodyForDetails(text),
      },
    );
  }
  if (status >= 300 && status < 400) {
    return new DeskError(
      'bad-response',
      `The server answered ${where} with a redirect (${status}) to ${headers.get('location') ?? 'nowhere'}; the app does not follow redirects with credentials. Use the final address (often https://) as the store's API address.`,
      { ...base, fault: 'redirect', host: hostOf(call.path, headers.get('location')) },
    );
  }
  return new DeskError('bad-request', `The operator answered ${where} with an unexpected status ${status}.${says}`, {
    ...base,
    fault: 'unexpected-status',
    body: bodyForDetails(text),
  });
}

/** The host a redirect points to (for the message), or the called path when the target is not an address. */
function hostOf(path: string, location: string | null): string {
  try {
    return location ? new URL(location).host || path : path;
  } catch {
    return path;
  }
}
