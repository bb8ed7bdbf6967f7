import { afterEach, describe, expect, it } from 'vitest';
import { forgetSecret, REDACTED, redact, redactText, rememberSecret } from './redact';

// A real-shaped JWT (header {"alg":"HS256","typ":"JWT"}); its parts must never survive.
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiZXhwIjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLXBhcnQtb2YtdGhlLXRva2Vu';
const JWT_PARTS = JWT.split('.');

function expectNoJwt(text: string) {
  for (const part of JWT_PARTS) expect(text).not.toContain(part);
}

describe('redactText', () => {
  it('hides a bare JWT inside a sentence', () => {
    const out = redactText(`token was ${JWT} for store`);
    expectNoJwt(out);
    expect(out).toBe(`token was ${REDACTED} for store`);
  });

  it('hides Bearer and Basic credentials whatever they look like', () => {
    expect(redactText('Authorization: Bearer opaque-token-1234')).not.toContain('opaque-token-1234');
    expect(redactText('sent "Basic dXNlcjpwYXNzd29yZA==" upstream')).toBe(`sent "Basic ${REDACTED}" upstream`);
    expect(redactText(`header bearer ${JWT}`)).toBe(`header bearer ${REDACTED}`);
  });

  it('hides an Authorization header value without a scheme', () => {
    expect(redactText('authorization=plain-value-99')).toBe(`authorization=${REDACTED}`);
    expect(redactText('{"Authorization":"raw-credential"}')).toBe(`{"Authorization":"${REDACTED}"}`);
  });

  it('hides client_secret, access_token and secret in forms, JSON and query strings', () => {
    const form = redactText('client_id=4f0c&client_secret=Sup3r-S3cret!&grant_type=client_credentials');
    expect(form).toBe(`client_id=4f0c&client_secret=${REDACTED}&grant_type=client_credentials`);
    const json = redactText('{"access_token":"opaque.value.here","expires_in":3600,"token_type":"Bearer"}');
    expect(json).not.toContain('opaque.value.here');
    expect(json).toContain('"expires_in":3600');
    expect(redactText('GET /cb?secret=abcdef123&x=1')).toBe(`GET /cb?secret=${REDACTED}&x=1`);
    expect(redactText("webhook secret: 'k3y-value'")).toBe(`webhook secret: '${REDACTED}'`);
    expect(redactText('refresh_token = r-123456')).toBe(`refresh_token = ${REDACTED}`);
  });

  it('hides the password of a URL with credentials', () => {
    expect(redactText('proxy http://user:pa55word@proxy.local:3128 failed')).toBe(
      `proxy http://user:${REDACTED}@proxy.local:3128 failed`,
    );
  });

  it('leaves ordinary text alone', () => {
    const text = 'Upload of 1200 rows to store 6f1e2d3c-0000-4000-8000-000000000001 took 350 ms; the secret is not set';
    expect(redactText(text)).toBe(text);
  });
});

describe('remembered secrets', () => {
  afterEach(() => forgetSecret('correct-horse-battery'));

  it('hides a registered value that no pattern would recognise, anywhere', () => {
    rememberSecret('correct-horse-battery');
    expect(redactText('login with correct-horse-battery failed')).toBe(`login with ${REDACTED} failed`);
    expect(redact({ note: ['x', { deep: 'prefix correct-horse-battery suffix' }] })).toEqual({
      note: ['x', { deep: `prefix ${REDACTED} suffix` }],
    });
    forgetSecret('correct-horse-battery');
    expect(redactText('correct-horse-battery')).toBe('correct-horse-battery');
  });

  it('ignores values too short to hide safely', () => {
    rememberSecret('abc');
    expect(redactText('abc abc')).toBe('abc abc');
  });
});

describe('redact', () => {
  it('hides sensitive fields at any depth and in any spelling', () => {
    const input = {
      headers: { Authorization: 'Bearer x', 'Proxy-Authorization': 'Basic y', accept: 'application/json' },
      body: {
        client_secret: 's',
        clientSecret: 's2',
        access_token: 't',
        accessToken: 't2',
        secret: 'k',
        password: 1234,
      },
      list: [{ webhookSecret: 'w' }, { refresh_token: 'r' }],
      storeId: '6f1e2d3c-0000-4000-8000-000000000001',
      expires_in: 3600,
      hasSecret: true,
      tokenType: 'Bearer',
    };
    expect(redact(input)).toEqual({
      headers: { Authorization: REDACTED, 'Proxy-Authorization': REDACTED, accept: 'application/json' },
      body: {
        client_secret: REDACTED,
        clientSecret: REDACTED,
        access_token: REDACTED,
        accessToken: REDACTED,
        secret: REDACTED,
        password: REDACTED,
      },
      list: [{ webhookSecret: REDACTED }, { refresh_token: REDACTED }],
      storeId: '6f1e2d3c-0000-4000-8000-000000000001',
      expires_in: 3600,
      hasSecret: true,
      tokenType: 'Bearer',
    });
  });

  it('hides whole objects under a sensitive name', () => {
    expect(redact({ credentials: { user: 'u', pass: 'p' } })).toEqual({ credentials: REDACTED });
  });

  it('scrubs strings inside arrays, Headers, Maps and errors (message, details, cause, stack)', () => {
    const headers = new Headers({ authorization: `Bearer ${JWT}`, 'content-type': 'application/json' });
    const error = Object.assign(new Error(`request failed with ${JWT}`), {
      code: 'auth-failed',
      details: { body: `access_token=${JWT}` },
      cause: new Error(`Authorization: Bearer ${JWT}`),
    });
    const out = redact({ items: [`x ${JWT}`], headers, map: new Map([['secret', 'v']]), error });
    const text = JSON.stringify(out);
    expectNoJwt(text);
    expect(out).toMatchObject({
      items: [`x ${REDACTED}`],
      headers: { authorization: REDACTED, 'content-type': 'application/json' },
      map: { secret: REDACTED },
      error: { name: 'Error', code: 'auth-failed', message: `request failed with ${REDACTED}` },
    });
    expect((out as { error: { stack: string } }).error.stack).toContain('request failed with');
  });

  it('survives cycles, binary data, dates and bigints', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    expect(redact({ cyclic, bytes: new Uint8Array(3), at: new Date(0), big: 10n })).toEqual({
      cyclic: { name: 'a', self: '[Circular]' },
      bytes: '[binary 3 bytes]',
      at: '1970-01-01T00:00:00.000Z',
      big: '10',
    });
  });
});
