/**
 * Redaction of secrets before anything is written out (logs, crash reports, exported files).
 * Three nets, because any one of them can miss: sensitive field names, secret-looking text
 * (JWTs, bearer credentials, `key=value` pairs, passwords in URLs), and the exact values of
 * secrets this process has handled (registered with `rememberSecret`).
 */

export const REDACTED = '[REDACTED]';

/** Field names whose values are always hidden; compared lower-cased with `-`, `_` and spaces removed. */
const SENSITIVE_KEY_ENDINGS = [
  'authorization',
  'secret',
  'password',
  'passwd',
  'token',
  'apikey',
  'cookie',
  'signature',
  'credentials',
];

const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const AUTH_SCHEME = /\b(Bearer|Basic|Digest)\s+[A-Za-z0-9._~+/=-]{4,}/gi;
/** `client_secret=...`, `"access_token": "..."`, `Authorization: ...`, `secret=...` in free text, forms, JSON and query strings. */
const KEY_VALUE =
  /((?:client_secret|access_token|refresh_token|id_token|token|secret|password|authorization|proxy-authorization|x-signature)["']?\s*[:=]\s*["']?)(?!(?:(?:Bearer|Basic|Digest)\s+)?\[REDACTED\])((?:Bearer|Basic|Digest)\s+)?[^\s"'&,;}]+/gi;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:)[^@\s/]+@/gi;

const MIN_REMEMBERED_LENGTH = 6;
const MAX_REMEMBERED = 256;
const remembered = new Set<string>();

/**
 * Registers a secret value (client secret, access token, webhook key) so that `redact` hides it
 * wherever it appears, even in free text that no pattern recognises. Very short values are
 * ignored: hiding them would mangle ordinary text.
 */
export function rememberSecret(value: string | null | undefined): void {
  if (!value || value.length < MIN_REMEMBERED_LENGTH) return;
  remembered.delete(value);
  remembered.add(value);
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.values().next().value!);
}

/** Drops a secret from the registry (e.g. after a store is removed). */
export function forgetSecret(value: string): void {
  remembered.delete(value);
}

/** True when a field of this name must never be written out. */
export function isSensitiveKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[-_\s]/g, '');
  return SENSITIVE_KEY_ENDINGS.some((ending) => normalized.endsWith(ending));
}

/** Hides secrets inside one string. */
export function redactText(text: string): string {
  let out = text;
  // Longest first, so a token that contains another registered value is hidden whole.
  const known = [...remembered].sort((a, b) => b.length - a.length);
  for (const secret of known) {
    if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  return out
    .replace(JWT, REDACTED)
    .replace(AUTH_SCHEME, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(KEY_VALUE, (_m, prefix: string, scheme: string | undefined) => `${prefix}${scheme ?? ''}${REDACTED}`)
    .replace(URL_PASSWORD, (_m, prefix: string) => `${prefix}${REDACTED}@`);
}

const MAX_DEPTH = 10;

/**
 * Returns a JSON-friendly deep copy of `value` with secrets hidden: sensitive fields' values
 * replaced, every string scrubbed, errors reduced to name/message/code/stack, headers and binary
 * data made safe. Booleans and numbers under sensitive names are kept (`hasSecret: true` says
 * nothing secret; a numeric secret is hidden by value only if remembered).
 */
export function redact(value: unknown): unknown {
  return walk(value, 0, new WeakSet());
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    return value;
  }
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Too deep]';
  seen.add(value);
  try {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
    if (value instanceof Uint8Array || value instanceof ArrayBuffer) return `[binary ${value.byteLength} bytes]`;
    if (value instanceof Error) return walkError(value, depth, seen);
    if (typeof Headers !== 'undefined' && value instanceof Headers)
      return walkEntries([...value.entries()], depth, seen);
    if (value instanceof Map)
      return walkEntries(
        [...value.entries()].map(([k, v]) => [String(k), v]),
        depth,
        seen,
      );
    if (value instanceof Set) return [...value].map((item) => walk(item, depth + 1, seen));
    if (value instanceof URL) return redactText(value.href);
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1, seen));
    return walkEntries(Object.entries(value), depth, seen);
  } finally {
    seen.delete(value);
  }
}

function walkEntries(entries: [string, unknown][], depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    const safeKey = redactText(key);
    if (isSensitiveKey(key) && item !== null && item !== undefined && typeof item !== 'boolean') {
      out[safeKey] = REDACTED;
    } else {
      const walked = walk(item, depth + 1, seen);
      if (walked !== undefined) out[safeKey] = walked;
    }
  }
  return out;
}

function walkError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const own = error as Error & { code?: unknown; details?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { name: error.name, message: redactText(error.message) };
  if (own.code !== undefined) out.code = walk(own.code, depth + 1, seen);
  if (own.details !== undefined) out.details = walk(own.details, depth + 1, seen);
  if (own.cause !== undefined) out.cause = walk(own.cause, depth + 1, seen);
  if (error.stack) out.stack = redactText(error.stack);
  return out;
}
