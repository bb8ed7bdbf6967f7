/** One delivery attempt, as the app's webhook screen shows it. */
export interface WebhookDelivery {
  /** Attempt record id, ascending. */
  id: number;
  /** Same for every attempt of one notification. */
  notificationId: string;
  clientId: string;
  event: string;
  url: string;
  messageId: string;
  attempt: number;
  maxAttempts: number;
  /** When the attempt started (Moscow time, ISO 8601). */
  at: string;
  durationMs: number;
  /** HTTP status of the subscriber's answer; null when there was none (refused, timeout...). */
  status: number | null;
  error: string | null;
  outcome: 'delivered' | 'retry-scheduled' | 'failed';
  /** When the next attempt is due, for `retry-scheduled`. */
  nextAttemptAt: string | null;
  /** The exact body sent, and its X-Signature (a signature does not reveal the key). */
  body: string;
  signature: string;
}

/** A bounded in-memory log of delivery attempts. */
export interface DeliveryLog {
  add(entry: Omit<WebhookDelivery, 'id'>): WebhookDelivery;
  forClient(clientId?: string): WebhookDelivery[];
}

/** Creates a log keeping the latest `capacity` attempts. */
export function createDeliveryLog(capacity = 5000): DeliveryLog {
  const entries: WebhookDelivery[] = [];
  let nextId = 1;
  return {
    add(entry) {
      const full = { id: nextId++, ...entry };
      entries.push(full);
      if (entries.length > capacity) entries.splice(0, entries.length - capacity);
      return full;
    },
    forClient: (clientId) =>
      clientId === undefined ? [...entries] : entries.filter((e) => e.clientId === clientId.toLowerCase()),
  };
}
