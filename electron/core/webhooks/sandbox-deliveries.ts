import { z } from 'zod';
import { webhookDeliverySchema, type WebhookDelivery } from '@shared/ipc/channels/webhooks';
import { checkWebhookSignature } from './webhook-signature';
import { DeskError } from '../errors';
import type { HttpFetch } from '../ports';

/**
 * An entry of the sandbox's delivery log (GET /sandbox/webhooks/deliveries), read tolerantly:
 * the delivery the renderer sees, before the signature is checked here (it carries the raw signature instead).
 */
const logEntrySchema = z.looseObject({
  ...webhookDeliverySchema.omit({ message: true, signatureVerdict: true }).shape,
  signature: z.string(),
});

/** Newest first, at most this many. */
const MAX_ENTRIES = 200;

function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { Message?: unknown };
    return typeof parsed.Message === 'string' ? parsed.Message : null;
  } catch {
    return null;
  }
}

/**
 * Reads the Sandbox's delivery log for some client ids (sandbox-only, outside /v5, no token)
 * and checks each attempt's X-Signature against the raw body bytes with the store's key.
 */
export async function fetchSandboxDeliveries(
  fetch: HttpFetch,
  baseUrl: string,
  clientIds: readonly string[],
  secret: string,
): Promise<WebhookDelivery[]> {
  const entries: z.infer<typeof logEntrySchema>[] = [];
  for (const clientId of new Set(clientIds.map((c) => c.toLowerCase()))) {
    const url = `${baseUrl.replace(/\/+$/, '')}/sandbox/webhooks/deliveries?clientId=${encodeURIComponent(clientId)}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new DeskError('network', `The sandbox's delivery log could not be read: ${(error as Error).message}.`);
    }
    const text = await response.text();
    const parsed = response.ok ? z.array(logEntrySchema).safeParse(safeJson(text)) : undefined;
    if (!parsed?.success) {
      throw new DeskError(
        'bad-response',
        `The sandbox's delivery log answered ${response.status} with something unexpected.`,
        {
          fault: 'sandbox-shape',
          status: response.status,
        },
      );
    }
    entries.push(...parsed.data);
  }
  return entries
    .sort((a, b) => b.id - a.id)
    .slice(0, MAX_ENTRIES)
    .map((e) => ({
      id: e.id,
      event: e.event,
      url: e.url,
      messageId: e.messageId,
      attempt: e.attempt,
      maxAttempts: e.maxAttempts,
      at: e.at,
      status: e.status,
      error: e.error,
      outcome: e.outcome,
      nextAttemptAt: e.nextAttemptAt,
      body: e.body,
      message: messageOf(e.body),
      signatureVerdict: checkWebhookSignature(new Uint8Array(Buffer.from(e.body, 'utf8')), e.signature, secret),
    }));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
