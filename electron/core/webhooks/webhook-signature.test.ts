import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, hmacSha256, signWebhookBody, verifyWebhookSignature } from './webhook-signature';

const ascii = (s: string) => new TextEncoder().encode(s);
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));

describe('hmacSha256 (RFC 4231 test cases)', () => {
  it('case 1: short key', () => {
    expect(toHex(hmacSha256(new Uint8Array(20).fill(0x0b), ascii('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
  });
  it('case 2: key shorter than the block', () => {
    expect(toHex(hmacSha256(ascii('Jefe'), ascii('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
  it('case 6: key longer than the block is hashed first', () => {
    expect(
      toHex(
        hmacSha256(new Uint8Array(131).fill(0xaa), ascii('Test Using Larger Than Block-Size Key - Hash Key First')),
      ),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });
});

describe('verifyWebhookSignature', () => {
  const secret = 'k3y-for-tests';
  const body = ascii('{"ClientId":"5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30","Event":"stocks_full","Message":"Processed"}');
  const upper = signWebhookBody(body, secret);
  const lowerHex = upper.slice('sha256='.length).toLowerCase();

  it('signs as the operator does: sha256= and upper-case hex', () => {
    expect(upper).toMatch(/^sha256=[0-9A-F]{64}$/);
  });

  it('accepts upper- and lower-case hex, any-case prefix and surrounding spaces', () => {
    expect(verifyWebhookSignature(body, upper, secret)).toBe(true);
    expect(verifyWebhookSignature(body, `sha256=${lowerHex}`, secret)).toBe(true);
    expect(verifyWebhookSignature(body, `SHA256=${lowerHex}`, secret)).toBe(true);
    expect(verifyWebhookSignature(body, `  ${upper}\t`, secret)).toBe(true);
  });

  it('accepts the key as bytes', () => {
    expect(verifyWebhookSignature(body, upper, ascii(secret))).toBe(true);
  });

  it('rejects another key, a changed body and a flipped digit', () => {
    expect(checkWebhookSignature(body, upper, 'other')).toBe('mismatch');
    const changed = body.slice();
    changed[changed.length - 2] ^= 1;
    expect(checkWebhookSignature(changed, upper, secret)).toBe('mismatch');
    const last = upper.at(-1) === '0' ? '1' : '0';
    expect(checkWebhookSignature(body, upper.slice(0, -1) + last, secret)).toBe('mismatch');
  });

  it('never throws on missing, short, long or garbage headers, and says why', () => {
    const cases: [unknown, string][] = [
      [undefined, 'missing'],
      [null, 'missing'],
      ['', 'missing'],
      [lowerHex, 'no-prefix'],
      ['md5=' + lowerHex, 'no-prefix'],
      ['sha256=', 'malformed'],
      ['sha256=' + lowerHex.slice(0, 63), 'malformed'],
      ['sha256=' + lowerHex + '00', 'malformed'],
      ['sha256=' + 'zz'.repeat(32), 'malformed'],
      ['sha256=' + '€'.repeat(64), 'malformed'],
      ['sha256=' + lowerHex.slice(0, 62) + ' 0', 'malformed'],
    ];
    for (const [header, verdict] of cases) {
      expect(() => checkWebhookSignature(body, header as string, secret)).not.toThrow();
      expect(checkWebhookSignature(body, header as string, secret)).toBe(verdict);
    }
    expect(checkWebhookSignature('not bytes' as unknown as Uint8Array, upper, secret)).toBe('mismatch');
    expect(checkWebhookSignature(body, 42 as unknown as string, secret)).toBe('missing');
  });

  it('verifies a body of raw bytes that are not valid UTF-8', () => {
    const raw = fromHex('ff00fe7b7d');
    expect(verifyWebhookSignature(raw, signWebhookBody(raw, secret), secret)).toBe(true);
  });
});

describe('agreement with an independent implementation', () => {
  it('signs a Cyrillic key and body as openssl does (`openssl dgst -sha256 -hmac`, computed once)', () => {
    const secret = 'ключ-вебхуков-🔑';
    const body = ascii('{"Message":"Обработан"}');
    const openssl = '83852a2bd2b4d8be83e4211923bfcab4c46b6cae6b222e93db17dbb2c22d6308';
    expect(signWebhookBody(body, secret)).toBe(`sha256=${openssl.toUpperCase()}`);
    expect(verifyWebhookSignature(body, `sha256=${openssl}`, secret)).toBe(true);
  });
});
