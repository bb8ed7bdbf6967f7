import type { FastifyInstance } from 'fastify';
import type { FaultInjector, FaultOptions } from '../faults/fault-injector';
import { sendError } from '../http/error-body';
import { parseJsonObject, rawBody } from '../http/json-body';
import type { UploadLimits } from '../limits/upload-limits';
import type { RateLimiter } from '../limits/rate-limiter';
import type { StoreDirectory } from '../store-directory';

/**
 * Sandbox-only controls outside /v5 (no token), so a sandbox in another process (npm run
 * sandbox, e2e) can be steered: stores without secrets, faults, limit reset.
 */
export function registerControlRoutes(
  app: FastifyInstance,
  deps: { stores: StoreDirectory; faults: FaultInjector; uploadLimits: UploadLimits; rateLimiter: RateLimiter },
): void {
  app.get('/sandbox/info', async () => ({
    protocol: 'v5',
    stores: deps.stores.all().map((s) => ({ storeId: s.storeId, name: s.name, realNetId: s.realNetId })),
    faults: deps.faults.current(),
  }));

  app.put('/sandbox/faults', async (request, reply) => {
    const parsed = parseJsonObject(rawBody(request.body));
    if (!parsed.ok) return sendError(reply, 400, parsed.message);
    deps.faults.configure(parsed.value as FaultOptions);
    return reply.code(204).send();
  });

  app.post('/sandbox/limits/reset', async (_request, reply) => {
    deps.uploadLimits.reset();
    deps.rateLimiter.reset();
    return reply.code(204).send();
  });
}
