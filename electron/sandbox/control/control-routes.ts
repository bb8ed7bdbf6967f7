import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FaultInjector } from '../faults/fault-injector';
import { sendError } from '../http/error-body';
import { parseJsonObject, rawBody } from '../http/json-body';
import type { UploadLimits } from '../limits/upload-limits';
import type { RateLimiter } from '../limits/rate-limiter';
import type { StoreDirectory } from '../store-directory';

const rate = z.number().min(0).max(1).optional();

/** Body of PUT /sandbox/faults: the FaultOptions of startSandbox. */
const faultOptionsSchema = z.strictObject({
  seed: z.int().optional(),
  error500Rate: rate,
  error429Rate: rate,
  retryAfterSeconds: z.int().min(0).optional(),
  dropRate: rate,
  dropPhase: z.enum(['before-handler', 'after-handler']).optional(),
  latencyRate: rate,
  latencyMs: z.union([z.number().min(0), z.tuple([z.number().min(0), z.number().min(0)])]).optional(),
  earlyExpiryRate: rate,
  earlyExpiryFactor: z.number().min(0).max(1).optional(),
  targets: z.strictObject({ api: z.boolean().optional(), auth: z.boolean().optional() }).optional(),
});

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
    const checked = faultOptionsSchema.safeParse(parsed.value);
    if (!checked.success) {
      const details = checked.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
      return sendError(reply, 400, `Fault options are not valid (${details}).`);
    }
    deps.faults.configure(checked.data);
    return reply.code(204).send();
  });

  app.post('/sandbox/limits/reset', async (_request, reply) => {
    deps.uploadLimits.reset();
    deps.rateLimiter.reset();
    return reply.code(204).send();
  });
}
