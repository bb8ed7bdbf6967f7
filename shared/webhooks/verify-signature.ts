import { sha256, toHex, utf8Bytes } from './sha256';

/**
 * Webhook signatures (part 6): `X-Signature: sha256=<hex HMAC-SHA256 of the raw body bytes>`,
 * keyed by the `secret` of GET /v5/keys/webhooks. Pure TypeScript over Uint8Array (no Node, no
 * DOM), so main, the CLI and tests share one verifier.
 */

const BLOCK = 64;
const PREFIX = 'sha256=';

/** HMAC-SHA256 (RFC 2104) of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const k = new Uint8Array(BLOCK);
  k.set(key.length > BLOCK ? sha256(key) : key);
  const inner = new Uint8Array(BLOCK + message.length);
  const outer = new Uint8Array(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    inner[i] = k[i]! ^ 0x36;
    outer[i] = k[i]! ^ 0x5c;
  }
  inner.set(message, BLOCK);
  outer.set(sha256(inner), BLOCK);
  return sha256(outer);
}

/** The key bytes: a string secret is used as its UTF-8 bytes (what the operator's sample and the sandbox do). */
function keyBytes(secret: string | Uint8Array): Uint8Array {
  return typeof secret === 'string' ? utf8Bytes(secret) : secret;
}

/** The `X-Signature` value for a body, as the operator writes it: `sha256=` + upper-case hex. */
export function signWebhookBody(body: Uint8Array, secret: string | Uint8Array): string {
  return PREFIX + toHex(hmacSha256(keyBytes(secret), body)).toUpperCase();
}

/** Why a signature did not verify; `valid` when it did. */
export type SignatureVerdict = 'valid' | 'missing' | 'no-prefix' | 'malformed' | 'mismatch';

/** Decodes exactly 64 hex digits (either case) to 32 bytes; null for anything else. */
function decodeDigest(hex: string): Uint8Array | null {
  if (hex.length !== 64) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    const hi = hexValue(hex.charCodeAt(i * 2));
    const lo = hexValue(hex.charCodeAt(i * 2 + 1));
    if (hi < 0 || lo < 0) return null;
    out[i] = (hi << 4) | lo;
  }
  return out;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48; // 0-9
  if (c >= 65 && c <= 70) return c - 55; // A-F
  if (c >= 97 && c <= 102) return c - 87; // a-f
  return -1;
}

/** Compares two equal-length byte arrays in time independent of where they differ. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * Checks an `X-Signature` header against the raw body bytes and says why it fails. Accepts
 * upper- or lower-case hex and a `sha256=` prefix in any case, ignores surrounding spaces;
 * never throws on a missing, short, long or garbage header. The digests are compared in
 * constant time.
 */
export function checkWebhookSignature(
  body: Uint8Array,
  header: string | null | undefined,
  secret: string | Uint8Array,
): SignatureVerdict {
  if (typeof header !== 'string' || header.trim() === '') return 'missing';
  const value = header.trim();
  if (value.slice(0, PREFIX.length).toLowerCase() !== PREFIX) return 'no-prefix';
  const claimed = decodeDigest(value.slice(PREFIX.length));
  if (!claimed) return 'malformed';
  if (!(body instanceof Uint8Array)) return 'mismatch';
  const expected = hmacSha256(keyBytes(secret), body);
  return constantTimeEqual(expected, claimed) ? 'valid' : 'mismatch';
}

/** True when `header` is the valid signature of the raw `body` bytes under `secret` (see checkWebhookSignature). */
export function verifyWebhookSignature(
  body: Uint8Array,
  header: string | null | undefined,
  secret: string | Uint8Array,
): boolean {
  return checkWebhookSignature(body, header, secret) === 'valid';
}
