import { createHash, createHmac } from 'node:crypto';

/** Per-client webhook secrets (2.7): derived from the sandbox seed, so stable per client across restarts. */
export interface WebhookKeys {
  secretFor(clientId: string): string;
}

/** Creates the key book for a seed. */
export function createWebhookKeys(seed: number): WebhookKeys {
  const master = createHash('sha256').update(`pharmacy-sandbox-webhook-keys:${seed}`).digest();
  return {
    secretFor: (clientId) =>
      createHmac('sha256', master).update(clientId.toLowerCase()).digest('base64url').slice(0, 32),
  };
}

/** `sha256=` + upper-case hex HMAC-SHA256 of the raw body bytes, keyed by the secret's UTF-8 bytes (part 6). */
export function signWebhookBody(body: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex').toUpperCase()}`;
}
