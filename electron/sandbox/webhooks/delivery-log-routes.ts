import type { FastifyInstance } from 'fastify';
import { guidSchema } from '@shared/protocol/common';
import { sendError } from '../http/error-body';
import type { WebhookHub } from './webhook-hub';

/**
 * Sandbox-only `GET /sandbox/webhooks/deliveries?clientId=`: every delivery attempt for a client
 * (oldest first), for the app's webhook screen. Not part of protocol v5; no token needed.
 */
export function registerDeliveryLogRoutes(app: FastifyInstance, hub: WebhookHub): void {
  app.get<{ Querystring: { clientId?: string } }>('/sandbox/webhooks/deliveries', async (request, reply) => {
    const { clientId } = request.query;
    if (!clientId || !guidSchema.safeParse(clientId).success) {
      return sendError(reply, 400, 'Query parameter clientId must be the store GUID whose deliveries you want.');
    }
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(hub.log.forClient(clientId)));
  });
}
