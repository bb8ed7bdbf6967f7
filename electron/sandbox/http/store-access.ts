import type { FastifyReply, FastifyRequest } from 'fastify';
import { guidSchema } from '@shared/protocol/common';
import { sendError } from './error-body';

/**
 * Checks that a store GUID from the path or body is well formed and belongs to the token.
 * Returns the lower-case id, or null after sending 400 or 403.
 */
export function authorizeStore(
  request: FastifyRequest,
  reply: FastifyReply,
  storeId: string | undefined,
  what: string,
): string | null {
  if (!storeId || !guidSchema.safeParse(storeId).success) {
    void sendError(
      reply,
      400,
      `${what} '${storeId ?? ''}' is not a GUID; use the store GUID from the operator's directory.`,
    );
    return null;
  }
  if (storeId.toLowerCase() !== request.sandboxClientId) {
    void sendError(
      reply,
      403,
      `The token was issued to store ${request.sandboxClientId} and has no rights on store ${storeId.toLowerCase()}; ` +
        `request a token with that store's client_id and secret.`,
    );
    return null;
  }
  return storeId.toLowerCase();
}

/** Sends JSON in the negotiated representation (plain or x-json-full). */
export function sendJson(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  return reply
    .code(200)
    .header('Vary', 'Accept')
    .type(request.sandboxFullJson ? 'application/x-json-full; charset=utf-8' : 'application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
