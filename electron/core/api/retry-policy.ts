import type { DeskError } from '../errors';

/** How failed calls are repeated: capped exponential backoff with full jitter. */
export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  /** Upper bound of the first retry's delay; it doubles with each retry... */
  baseDelayMs: number;
  /** ...up to this cap. */
  maxDelayMs: number;
  /** Longest `Retry-After` the client waits out by itself; a longer one ends the call with `rate-limited`. */
  maxRetryAfterMs: number;
}

/** Defaults: 4 attempts, delays drawn from [0, 0.5 s], [0, 1 s], [0, 2 s] (cap 15 s), Retry-After waited up to 60 s. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 15_000,
  maxRetryAfterMs: 60_000,
};

/**
 * A background job (the dictionary sync) can wait longer than a person at a button: more attempts
 * and longer gaps, in the same single loop (executeCall), never a retry loop around a retry loop.
 * Attempts 7, delays drawn from [0, 1 s] … [0, 30 s]: up to about a minute of patience per chunk.
 */
export const backgroundRetryPolicy: RetryPolicy = {
  maxAttempts: 7,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
};

/** Fills a partial policy from `base` (default: the interactive defaults) and checks it is usable. */
export function resolveRetryPolicy(
  partial: Partial<RetryPolicy> = {},
  base: RetryPolicy = defaultRetryPolicy,
): RetryPolicy {
  const policy = { ...base, ...partial };
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1)
    throw new RangeError('maxAttempts must be an integer ≥ 1');
  for (const key of ['baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const) {
    if (!Number.isFinite(policy[key]) || policy[key] < 0) throw new RangeError(`${key} must be a finite number ≥ 0`);
  }
  return policy;
}

/** The ceiling of the delay before retry number `retry` (1 for the first retry): base × 2^(retry−1), capped. */
export function backoffCeilingMs(retry: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
}

/** Full jitter: a delay drawn uniformly from [0, ceiling), so many clients do not retry in step. */
export function backoffDelayMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return Math.floor(r * backoffCeilingMs(retry, policy));
}

/** The error codes worth repeating: the server or the network may do better a moment later. */
const RETRYABLE = new Set(['network', 'timeout', 'server-error', 'rate-limited']);

/**
 * How long to wait before retry number `retry` after `error`, or null when the call must not be
 * repeated (a final answer, no attempts left, or a Retry-After longer than the policy waits out).
 * A Retry-After from the server replaces the jittered delay: the server said when.
 */
export function retryDelayMs(
  error: DeskError,
  retry: number,
  policy: RetryPolicy,
  random: () => number,
): number | null {
  if (!RETRYABLE.has(error.code) || retry >= policy.maxAttempts) return null;
  const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter)) {
    const ms = retryAfter * 1000;
    return ms > policy.maxRetryAfterMs ? null : ms;
  }
  return backoffDelayMs(retry, policy, random);
}
