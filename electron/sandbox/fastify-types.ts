import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Lower-case store GUID from the verified bearer token; '' outside /v5. */
    sandboxClientId: string;
    /** True when the client asked for `application/x-json-full` (null fields kept). */
    sandboxFullJson: boolean;
  }
}

/** Declares the request fields the /v5 hooks fill in, so Fastify keeps one object shape per request. */
export function decorateSandboxRequest(app: FastifyInstance): void {
  app.decorateRequest('sandboxClientId', '');
  app.decorateRequest('sandboxFullJson', false);
}
