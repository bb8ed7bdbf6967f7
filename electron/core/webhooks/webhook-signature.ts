import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (part 6): `X-Signature: sha256=<hex HMAC-SHA256 of the raw body bytes>`,
 * keyed by the `secret` of GET /v5/keys/webhooks. node:crypto does the hashing; every user
 * (core, CLI, tests) runs in Node, and the renderer never verifies signatures.
 */

const PREFIX = 'sha256=';

/** HMAC-SHA256 of `message` under `key`; a string key is used as its UTF-8 bytes (the spec's sample and the sandbox do so). */
export function hmacSha256(key: string | Uint8Array, message: Uint8Array): Buffer {
  return createHmac('sha256', key).update(message).digest();
}

/** The `X-Signature` value for a body, as the operator writes it: `sha256=` + upper-case hex. */
export function signWebhookBody(body: Uint8Array, secret: string | Uint8Array): string {
  return PREFIX + hmacSha256(secret, body).toString('hex').toUpperCase();
}

/** Why a signature did not verify; `valid` when it did. */
export type SignatureVerdict = 'valid' | 'missing' | 'no-prefix' | 'malformed' | 'mismatch';

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
  const hex = value.slice(PREFIX.length);
  // Buffer.from(hex, 'hex') stops silently at the first bad digit, so the shape is checked first.
  if (!/^[0-9a-f]{64}$/i.test(hex)) return 'malformed';
  if (!(body instanceof Uint8Array)) return 'mismatch';
  return timingSafeEqual(hmacSha256(secret, body), Buffer.from(hex, 'hex')) ? 'valid' : 'mismatch';
}

/** True when `header` is the valid signature of the raw `body` bytes under `secret` (see checkWebhookSignature). */
export function verifyWebhookSignature(
  body: Uint8Array,
  header: string | null | undefined,
  secret: string | Uint8Array,
): boolean {
  return checkWebhookSignature(body, header, secret) === 'valid';
}
