import type { FastifyInstance } from 'fastify';
import type { RateLimiter, RateLimitOptions } from '../limits/rate-limiter';
import { negotiateAccept } from './accept';
import { sendError } from './error-body';

/** A period as rate-limit middlewares write it: `60s`, `1m`, `12h`, `1d`. */
export function periodText(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400}d`;
  if (seconds % 3600 === 0) return `${seconds / 3600}h`;
  if (seconds % 60 === 0) return `${seconds / 60}m`;
  return `${seconds}s`;
}

export interface ApiHookOptions {
  rateLimiter: RateLimiter;
  /** The limiter's budget, named in the plain-text 429 (null: no limit). */
  requestRate: RateLimitOptions | null;
  /** Answer the rate 429 as plain text, as a common .NET rate-limit middleware does. */
  plainTextRateLimit: boolean;
  strictAccept: boolean;
  applies: (url: string) => boolean;
}

/**
 * Hooks that run after the token check on /v5: the request budget of the client IP address
 * (spec part 7: "too many requests from one IP address"), then Accept. Accept is enforced
 * (406) only on GET, where a representation is returned.
 */
export function registerApiHooks(app: FastifyInstance, options: ApiHookOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!options.applies(request.url)) return;
    const decision = options.rateLimiter.hit(request.ip);
    if (!decision.allowed) {
      const retryAfter = { 'Retry-After': String(decision.retryAfterSeconds) };
      if (options.plainTextRateLimit && options.requestRate) {
        const { maxRequests, windowSeconds } = options.requestRate;
        return reply
          .code(429)
          .headers(retryAfter)
          .type('text/plain; charset=utf-8')
          .send(`API calls quota exceeded! maximum admitted ${maxRequests} per ${periodText(windowSeconds)}.`);
      }
      return sendError(
        reply,
        429,
        `Too many requests from IP address ${request.ip}; retry after ${decision.retryAfterSeconds} s.`,
        retryAfter,
      );
    }
    const mode = negotiateAccept(request.headers.accept);
    request.sandboxFullJson = mode === 'full';
    if (mode === 'unacceptable' && request.method === 'GET' && options.strictAccept) {
      return sendError(
        reply,
        406,
        `Cannot answer with '${request.headers.accept}': send "Accept: application/json" or "Accept: application/x-json-full".`,
      );
    }
    return;
  });
}
