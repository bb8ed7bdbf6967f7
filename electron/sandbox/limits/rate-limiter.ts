/** Request budget of one client IP address: at most `maxRequests` per fixed window of `windowSeconds`. */
export interface RateLimitOptions {
  maxRequests: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A fixed-window counter per key, driven by the injectable clock. */
export interface RateLimiter {
  hit(key: string): RateDecision;
  reset(key?: string): void;
}

/** Creates a limiter; `null` options never limit. */
export function createRateLimiter(options: RateLimitOptions | null, now: () => Date): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      if (!options) return { allowed: true };
      const t = now().getTime();
      const windowMs = options.windowSeconds * 1000;
      let w = windows.get(key);
      if (!w || t >= w.start + windowMs || t < w.start) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= options.maxRequests) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) };
    },
    reset(key) {
      if (key === undefined) windows.clear();
      else windows.delete(key);
    },
  };
}
