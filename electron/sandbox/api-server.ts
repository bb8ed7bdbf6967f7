import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiContext } from './api-context';
import { registerBearerAuth } from './auth/bearer-auth';
import { registerDispersionPage } from './dispersion/dispersion-page';
import type { DispersionRule } from './dispersion/dispersion-rule';
import { decorateSandboxRequest } from './fastify-types';
import { registerFaultHooks } from './faults/fault-hooks';
import type { FaultInjector } from './faults/fault-injector';
import type { RateLimitOptions } from './limits/rate-limiter';
import { registerApiHooks } from './http/api-hooks';
import { installErrorEnvelope, sendError } from './http/error-body';
import { installRawJsonParser } from './http/json-body';
import { registerStatusRoutes } from './messages/status-routes';
import { registerStockRoutes } from './stocks/stock-routes';
import { registerValidationRoutes } from './validation/validation-routes';
import { registerDeliveryLogRoutes } from './webhooks/delivery-log-routes';
import { registerWebhookRoutes } from './webhooks/webhook-routes';

export interface ApiServerOptions {
  ctx: ApiContext;
  signingKey: Buffer;
  faults: FaultInjector;
  strictAccept: boolean;
  bodyLimitBytes: number;
  dispersion: DispersionRule;
  logger: boolean;
  /** The request budget per client IP (for the plain-text 429's wording). */
  requestRate: RateLimitOptions | null;
  /** Mounts routes owned elsewhere (reference dictionaries and their sandbox controls). */
  mountExtra: (app: FastifyInstance) => void;
}

/** True for protocol URLs: the token, rate-limit and fault hooks apply only there. */
export const isApiUrl = (url: string): boolean => url.startsWith('/v5/') || url === '/v5';

/** Builds the API server: hooks in order faults → bearer → rate limit and Accept, then the routes. */
export function buildApiServer(options: ApiServerOptions): FastifyInstance {
  const { ctx } = options;
  // close() drops every connection at once: a keep-alive connection holding a client's aborted,
  // half-sent request would otherwise keep close() waiting for Node's 60 s headers timeout.
  const app = Fastify({ logger: options.logger, bodyLimit: options.bodyLimitBytes, forceCloseConnections: true });
  decorateSandboxRequest(app);
  app.decorate('sandboxErrorStyle', ctx.behaviour);
  installRawJsonParser(app, options.bodyLimitBytes);
  installErrorEnvelope(app);

  registerFaultHooks(app, options.faults, 'api', isApiUrl, {
    error500: (reply) =>
      void sendError(reply, 500, 'Injected sandbox fault: internal service error; repeat the request.'),
    error429: (reply, seconds) =>
      void sendError(reply, 429, `Injected sandbox fault: too many requests; retry after ${seconds} s.`, {
        'Retry-After': String(seconds),
      }),
  });
  registerBearerAuth(app, { signingKey: options.signingKey, stores: ctx.stores, now: ctx.now, applies: isApiUrl });
  registerApiHooks(app, {
    rateLimiter: ctx.rateLimiter,
    requestRate: options.requestRate,
    plainTextRateLimit: ctx.behaviour.plainTextRateLimit,
    strictAccept: options.strictAccept,
    applies: isApiUrl,
  });

  registerStockRoutes(app, ctx);
  registerStatusRoutes(app, ctx);
  registerValidationRoutes(app);
  registerWebhookRoutes(app, ctx);
  registerDeliveryLogRoutes(app, ctx.webhooks);
  registerDispersionPage(app, { stores: ctx.stores, ledger: ctx.ledger, rule: options.dispersion });
  options.mountExtra(app);
  return app;
}
