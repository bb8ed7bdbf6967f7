import { dateTimeSchema, guidSchema } from '@shared/protocol/common';
import { DeskError } from '../errors';

/** `base` + `path`, tolerating a trailing slash on the base (which may itself carry a path prefix). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Checks a configured base address: absolute http(s), no credentials in it. */
export function checkBaseUrl(label: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DeskError(
      'invalid-input',
      `The ${label} "${value}" is not an absolute URL; enter it like https://api.example.com.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new DeskError(
      'invalid-input',
      `The ${label} must start with https:// (or http:// for a local test server), not ${url.protocol}.`,
    );
  }
  if (url.username || url.password) {
    throw new DeskError(
      'invalid-input',
      `The ${label} must not contain a user name or password; the store's secret is kept in the OS keychain.`,
    );
  }
  if (url.search || url.hash)
    throw new DeskError('invalid-input', `The ${label} must not contain a query or fragment.`);
  return value.replace(/\/+$/, '');
}

/**
 * The `since` query value: an ISO 8601 date-time with offset, percent-encoded so the `+` of an
 * offset survives (`2024-05-01T06:00:00+03:00` → `2024-05-01T06:00:00%2B03:00`); colons stay
 * readable as in the spec's sample.
 */
export function encodeSince(since: string | Date): string {
  const text = since instanceof Date ? since.toISOString() : since;
  if (!dateTimeSchema.safeParse(text).success) {
    throw new DeskError(
      'invalid-input',
      `"${text}" is not a date-time with a time zone offset (e.g. 2024-05-01T06:00:00+03:00).`,
    );
  }
  return encodeURIComponent(text).replace(/%3A/gi, ':');
}

const MESSAGE_STATUS_PATH =
  /\/v5\/messages\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\/status\/?$/;

const GUID_SEGMENT = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * The messageId in a `Location` (or status URL): from `/v5/messages/{id}/status`, else the last
 * path segment that is a GUID (an operator behind a gateway may use its own path); null when none.
 */
export function messageIdFromLocation(location: string, baseUrl: string): string | null {
  try {
    const { pathname } = new URL(location, `${baseUrl}/`);
    const match = MESSAGE_STATUS_PATH.exec(pathname);
    if (match) return match[1]!;
    const segments = pathname.split('/').map((segment) => decodeURIComponent(segment));
    return segments.reverse().find((segment) => GUID_SEGMENT.test(segment)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The URL to poll for a package's status, from its messageId or from a 202's `Location`.
 * A Location on the API's own origin is used as given; one pointing elsewhere is never sent
 * the bearer token: its messageId is read and the URL rebuilt on the API's address.
 */
export function messageStatusUrl(
  baseUrl: string,
  locationOrMessageId: string,
): { url: string; messageId: string | null } {
  const value = locationOrMessageId.trim();
  if (guidSchema.safeParse(value).success) {
    return { url: joinUrl(baseUrl, `/v5/messages/${value}/status`), messageId: value };
  }
  let resolved: URL;
  try {
    resolved = new URL(value, `${baseUrl}/`);
  } catch {
    throw new DeskError('invalid-input', `"${value}" is neither a message id (GUID) nor a status URL.`);
  }
  const messageId = messageIdFromLocation(resolved.href, baseUrl);
  if (
    resolved.origin === new URL(baseUrl).origin &&
    (resolved.protocol === 'https:' || resolved.protocol === 'http:')
  ) {
    return { url: resolved.href, messageId };
  }
  if (messageId) return { url: joinUrl(baseUrl, `/v5/messages/${messageId}/status`), messageId };
  throw new DeskError(
    'invalid-input',
    `The status address "${value}" is not on the store's API (${baseUrl}) and holds no message id.`,
  );
}

/** Path and query of a URL, for logs and messages. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
