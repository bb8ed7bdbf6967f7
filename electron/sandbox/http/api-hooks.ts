import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../limits/rate-limiter';
import { negotiateAccept } from './accept';
import { sendError } from './error-body';

/**
 * Hooks that run after the token check on /v5: the per-client request budget, then Accept.
 * Accept is enforced (406) only on GET, where a representation is returned.
 */
export function registerApiHooks(
  app: FastifyInstance,
  options: { rateLimiter: RateLimiter; strictAccept: boolean; applies: (url: string) => boolean },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!options.applies(request.url)) return;
    const decision = options.rateLimiter.hit(request.sandboxClientId);
    if (!decision.allowed) {
      return sendError(
        reply,
        429,
        `Too many requests from client ${request.sandboxClientId}; retry after ${decision.retryAfterSeconds} s.`,
        { 'Retry-After': String(decision.retryAfterSeconds) },
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
