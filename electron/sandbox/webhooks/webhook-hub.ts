import { randomUUID } from 'node:crypto';
import { createDeferredTimers } from '../messages/deferred-timers';
import { formatMoscowIso } from '@shared/time/moscow-time';
import { createDeliveryLog, type DeliveryLog } from './delivery-log';
import { createSubscriptionBook, type SubscriptionBook } from './subscriptions';
import { createWebhookKeys, signWebhookBody, type WebhookKeys } from './webhook-keys';

/**
 * How failed deliveries are retried: any non-2xx answer, a timeout or a network error is a
 * failure; attempt n+1 follows after min(maxDelayMs, initialDelayMs × factor^(n-1)).
 */
export interface WebhookRetryPolicy {
  maxAttempts: number;
  initialDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** Per-attempt timeout. */
  timeoutMs: number;
}

export const defaultWebhookRetryPolicy: WebhookRetryPolicy = {
  maxAttempts: 6,
  initialDelayMs: 1000,
  factor: 2,
  maxDelayMs: 60_000,
  timeoutMs: 10_000,
};

/** Subscriptions, keys, delivery and its log. */
export interface WebhookHub {
  keys: WebhookKeys;
  subscriptions: SubscriptionBook;
  log: DeliveryLog;
  /** Sends the 2.8 notification to each subscriber of (event, clientId); returns how many. */
  notify(event: string, clientId: string, messageId: string, message: string): number;
  /** Resolves when no delivery is in flight or waiting for a retry. */
  idle(): Promise<void>;
  close(): void;
}

export interface WebhookHubOptions {
  seed: number;
  now: () => Date;
  retry: WebhookRetryPolicy;
  /** How the notification's `Date` is written (default: Moscow time with offset). */
  formatDate?: (date: Date) => string;
}

/** Creates the hub; deliveries use Node's fetch. */
export function createWebhookHub(options: WebhookHubOptions): WebhookHub {
  const keys = createWebhookKeys(options.seed);
  const subscriptions = createSubscriptionBook();
  const log = createDeliveryLog();
  const timers = createDeferredTimers();
  const inFlight = new Set<Promise<void>>();
  const closing = new AbortController();
  const policy = options.retry;

  const deliver = async (clientId: string, event: string, url: string, messageId: string, body: string) => {
    const signature = signWebhookBody(Buffer.from(body, 'utf8'), keys.secretFor(clientId));
    const notificationId = randomUUID();
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
      const startedAt = options.now();
      const t0 = performance.now();
      let status: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Signature': signature },
          body,
          redirect: 'manual',
          signal: AbortSignal.any([AbortSignal.timeout(policy.timeoutMs), closing.signal]),
        });
        status = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (status < 200 || status > 299) error = `The subscriber answered HTTP ${status}; a 2xx answer is expected.`;
      } catch (e) {
        if (closing.signal.aborted) return;
        const cause = (e as { cause?: { code?: string; message?: string } }).cause;
        error = `Could not deliver to ${url}: ${cause?.code ?? cause?.message ?? (e as Error).message}`;
      }
      const delivered = error === null;
      const last = attempt === policy.maxAttempts;
      const delayMs = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (attempt - 1));
      log.add({
        notificationId,
        clientId,
        event,
        url,
        messageId,
        attempt,
        maxAttempts: policy.maxAttempts,
        at: formatMoscowIso(startedAt),
        durationMs: Math.round(performance.now() - t0),
        status,
        error,
        outcome: delivered ? 'delivered' : last ? 'failed' : 'retry-scheduled',
        nextAttemptAt: delivered || last ? null : formatMoscowIso(new Date(options.now().getTime() + delayMs)),
        body,
        signature,
      });
      if (delivered || last) return;
      if (!(await timers.sleep(delayMs))) return;
    }
  };

  return {
    keys,
    subscriptions,
    log,
    notify(event, clientId, messageId, message) {
      const targets = subscriptions.matching(event, clientId);
      const body = JSON.stringify({
        // As the token carries it (the GUID as issued, letter case kept): what the store knows itself by.
        ClientId: clientId,
        Event: event,
        Message: message,
        MessageId: messageId,
        Date: (options.formatDate ?? formatMoscowIso)(options.now()),
      });
      for (const s of targets) {
        const p = deliver(s.clientId, event, s.url, messageId, body).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      return targets.length;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closing.abort();
      timers.close();
    },
  };
}
