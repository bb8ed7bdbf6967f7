import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256, toHex, utf8Bytes } from '../../../shared/webhooks/sha256';
import { hmacSha256, signWebhookBody, verifyWebhookSignature } from '../../../shared/webhooks/verify-signature';

// The shared verifier is pure TypeScript (shared/ has no Node); here it is checked against node:crypto.
describe('shared HMAC-SHA256 agrees with node:crypto', () => {
  const lengths = [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 65_537];

  it('hashes every padding edge and random data alike', () => {
    for (const n of lengths) {
      const data = randomBytes(n);
      expect(toHex(sha256(new Uint8Array(data)))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('signs with short, block-sized and long keys alike, as text or bytes', () => {
    for (const keyLength of [1, 32, 63, 64, 65, 200]) {
      for (const n of [0, 17, 64, 300]) {
        const key = randomBytes(keyLength);
        const body = randomBytes(n);
        expect(toHex(hmacSha256(new Uint8Array(key), new Uint8Array(body)))).toBe(
          createHmac('sha256', key).update(body).digest('hex'),
        );
      }
    }
    const secret = 'ключ-вебхуков-🔑';
    const body = new Uint8Array(Buffer.from('{"Message":"Обработан"}', 'utf8'));
    expect(signWebhookBody(body, secret)).toBe(
      `sha256=${createHmac('sha256', secret).update(body).digest('hex').toUpperCase()}`,
    );
    expect(toHex(utf8Bytes(secret))).toBe(Buffer.from(secret, 'utf8').toString('hex'));
  });

  it('verifies node-made signatures in either letter case and rejects node-made ones of other bodies', () => {
    for (let i = 0; i < 50; i++) {
      const secret = randomBytes(24).toString('base64url');
      const body = randomBytes(1 + i * 13);
      const hex = createHmac('sha256', secret).update(body).digest('hex');
      expect(verifyWebhookSignature(new Uint8Array(body), `sha256=${hex}`, secret)).toBe(true);
      expect(verifyWebhookSignature(new Uint8Array(body), `sha256=${hex.toUpperCase()}`, secret)).toBe(true);
      const other = createHmac('sha256', secret).update(randomBytes(body.length)).digest('hex');
      expect(verifyWebhookSignature(new Uint8Array(body), `sha256=${other}`, secret)).toBe(false);
    }
  });
});
