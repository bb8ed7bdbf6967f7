/** One subscription, identified by event name plus clientId (part 6). */
export interface Subscription {
  event: string;
  clientId: string;
  url: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The subscription table of a sandbox. */
export interface SubscriptionBook {
  get(event: string, clientId: string): Subscription | undefined;
  create(event: string, clientId: string, url: string, at: Date): Subscription;
  update(event: string, clientId: string, url: string, at: Date): Subscription | undefined;
  remove(event: string, clientId: string): boolean;
  matching(event: string, clientId: string): Subscription[];
  all(): Subscription[];
}

/** Creates an empty book; client ids compare without letter case. */
export function createSubscriptionBook(): SubscriptionBook {
  const byKey = new Map<string, Subscription>();
  const key = (event: string, clientId: string) => `${event}|${clientId.toLowerCase()}`;
  return {
    get: (event, clientId) => byKey.get(key(event, clientId)),
    create(event, clientId, url, at) {
      const s = { event, clientId: clientId.toLowerCase(), url, createdAt: at, updatedAt: at };
      byKey.set(key(event, clientId), s);
      return s;
    },
    update(event, clientId, url, at) {
      const s = byKey.get(key(event, clientId));
      if (!s) return undefined;
      s.url = url;
      s.updatedAt = at;
      return s;
    },
    remove: (event, clientId) => byKey.delete(key(event, clientId)),
    matching: (event, clientId) => {
      const s = byKey.get(key(event, clientId));
      return s ? [s] : [];
    },
    all: () => [...byKey.values()],
  };
}
