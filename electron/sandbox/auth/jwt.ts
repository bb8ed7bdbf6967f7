import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the sandbox puts in its access tokens. */
export interface SandboxTokenClaims {
  iss: string;
  /** Store GUID, lower case. */
  sub: string;
  client_id: string;
  iat: number;
  nbf: number;
  exp: number;
  jti: string;
}

export type JwtVerifyResult =
  { ok: true; claims: SandboxTokenClaims } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Signs claims as an HS256 JWT. */
export function signJwt(claims: SandboxTokenClaims, key: Buffer): string {
  const signingInput = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`;
}

/** Verifies an HS256 JWT's shape, signature and expiry (exp is exclusive, in seconds). */
export function verifyJwt(token: string, key: Buffer, nowSeconds: number): JwtVerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) {
    return { ok: false, reason: 'malformed' };
  }
  const [header, payload, signature] = parts as [string, string, string];
  let claims: SandboxTokenClaims;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    // Only our own algorithm: a token claiming "none" or RS256 is not ours.
    if (head.alg !== 'HS256') return { ok: false, reason: 'malformed' };
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxTokenClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    typeof claims.sub !== 'string' ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (nowSeconds >= claims.exp) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
