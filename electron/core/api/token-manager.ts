import type { Clock } from '../ports';

/** A freshly issued access token and its lifetime in seconds (`expires_in`). */
export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

/** One store's access token: cached, shared by concurrent calls, renewed before it expires. */
export interface TokenManager {
  /** A token that is not about to expire; fetches one when needed, one request for any number of callers. */
  getToken(): Promise<string>;
  /** Forgets `token` after the API refused it (401), unless a newer one already replaced it. */
  invalidate(token: string): void;
  /** Fetches a new token now, whatever is cached (joins a request already under way); returns its lifetime. */
  refresh(): Promise<{ expiresIn: number }>;
  /** Drops the cached token (e.g. after the secret changed). */
  clear(): void;
  /** Where the token stands, for the status bar: never the token itself. */
  state(): TokenStatus;
}

/**
 * `none`: not requested since the app started (or forgotten); `valid`: held until `expiresAt`;
 * `expired`: its lifetime ran out (the next call gets a new one); `failed`: the last request was
 * refused or failed (`errorCode` says how).
 */
export interface TokenStatus {
  state: 'none' | 'valid' | 'expired' | 'failed';
  expiresAt: Date | null;
  errorCode: string | null;
}

export interface TokenManagerOptions {
  fetchToken: () => Promise<IssuedToken>;
  clock: Clock;
  /** Renew this long before `expires_in` runs out; capped at half the lifetime. Default 60 s. */
  refreshMarginMs?: number;
}

interface Cached {
  token: string;
  expiresIn: number;
  refreshAtMs: number;
  expiresAtMs: number;
}

/**
 * Single-flight token cache. The lifetime counts from the moment the request was sent, so a slow
 * answer errs on the early side; `expires_in` is read from every answer because it may change.
 */
export function createTokenManager(options: TokenManagerOptions): TokenManager {
  const margin = Math.max(0, options.refreshMarginMs ?? 60_000);
  let cached: Cached | undefined;
  let pending: Promise<Cached> | undefined;
  let lastError: string | null = null;
  // Bumped by clear(): an answer to a request made before the clear is not cached.
  let generation = 0;

  const fetchNew = (): Promise<Cached> => {
    if (pending) return pending;
    const startedAtMs = options.clock.now().getTime();
    const startedGeneration = generation;
    const request = options
      .fetchToken()
      .then((issued) => {
        const lifetimeMs = Math.max(0, issued.expiresIn) * 1000;
        const next: Cached = {
          token: issued.accessToken,
          expiresIn: issued.expiresIn,
          refreshAtMs: startedAtMs + lifetimeMs - Math.min(margin, lifetimeMs / 2),
          expiresAtMs: startedAtMs + lifetimeMs,
        };
        if (startedGeneration === generation) {
          cached = next;
          lastError = null;
        }
        return next;
      })
      .catch((error: unknown) => {
        if (startedGeneration === generation) {
          const code = (error as { code?: unknown } | null)?.code;
          lastError = typeof code === 'string' ? code : 'internal';
        }
        throw error;
      })
      .finally(() => {
        if (pending === request) pending = undefined;
      });
    pending = request;
    return request;
  };

  return {
    async getToken() {
      if (cached && options.clock.now().getTime() < cached.refreshAtMs) return cached.token;
      return (await fetchNew()).token;
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
    async refresh() {
      if (!pending) cached = undefined;
      const next = await fetchNew();
      return { expiresIn: next.expiresIn };
    },
    clear() {
      cached = undefined;
      pending = undefined;
      lastError = null;
      generation++;
    },
    state() {
      if (lastError !== null && !cached) return { state: 'failed', expiresAt: null, errorCode: lastError };
      if (!cached) return { state: 'none', expiresAt: null, errorCode: null };
      const expired = options.clock.now().getTime() >= cached.expiresAtMs;
      return { state: expired ? 'expired' : 'valid', expiresAt: new Date(cached.expiresAtMs), errorCode: null };
    },
  };
}
