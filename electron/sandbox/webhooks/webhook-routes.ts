import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { subscribeBodySchema, unsubscribeBodySchema, webhookEventNames } from '@shared/protocol/webhooks';
import type { ApiContext } from '../api-context';
import { sendError } from '../http/error-body';
import { parseJsonObject, rawBody } from '../http/json-body';
import { authorizeStore, sendJson } from '../http/store-access';

type EventParams = { Params: { eventName: string } };

/** Webhook key and subscription endpoints of 4.5. */
export function registerWebhookRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const hub = ctx.webhooks;

  app.get('/v5/keys/webhooks', async (request, reply) =>
    sendJson(request, reply, { secret: hub.keys.secretFor(request.sandboxClientId) }),
  );

  app.post<EventParams>('/v5/events/:eventName/subscribe', async (request, reply) => {
    const body = readBody(request, reply, 'subscribe');
    if (!body) return reply;
    const { event, clientId, url } = body;
    if (hub.subscriptions.get(event, clientId)) {
      return sendError(
        reply,
        ctx.behaviour.duplicateSubscriptionStatus,
        `Client ${clientId} is already subscribed to ${event}; change its URL with PUT /v5/events/${event}/subscribe.`,
      );
    }
    hub.subscriptions.create(event, clientId, url as string, ctx.now());
    return reply.code(201).send();
  });

  app.put<EventParams>('/v5/events/:eventName/subscribe', async (request, reply) => {
    const body = readBody(request, reply, 'subscribe');
    if (!body) return reply;
    const { event, clientId, url } = body;
    if (!hub.subscriptions.update(event, clientId, url as string, ctx.now())) {
      return sendError(
        reply,
        404,
        `Client ${clientId} has no subscription to ${event} to change; create it with POST /v5/events/${event}/subscribe.`,
      );
    }
    return reply.code(200).send();
  });

  app.delete<EventParams>('/v5/events/:eventName', async (request, reply) => {
    const body = readBody(request, reply, 'unsubscribe');
    if (!body) return reply;
    if (!hub.subscriptions.remove(body.event, body.clientId)) {
      if (ctx.behaviour.missingSubscriptionDeleteStatus === 204) return reply.code(204).send();
      return sendError(reply, 404, `Client ${body.clientId} has no subscription to ${body.event}.`);
    }
    return reply.code(204).send();
  });
}

/** Checks the event name, the body (2.6) and that the body's clientId is the token's store. */
function readBody(
  request: FastifyRequest<EventParams>,
  reply: FastifyReply,
  kind: 'subscribe' | 'unsubscribe',
): { event: string; clientId: string; url?: string } | null {
  const event = request.params.eventName;
  if (!(webhookEventNames as readonly string[]).includes(event)) {
    void sendError(reply, 400, `Unknown event name '${event}'; use one of ${webhookEventNames.join(', ')}.`);
    return null;
  }
  const parsed = parseJsonObject(rawBody(request.body));
  if (!parsed.ok) {
    void sendError(reply, 400, parsed.message);
    return null;
  }
  const schema = kind === 'subscribe' ? subscribeBodySchema : unsubscribeBodySchema;
  const checked = schema.safeParse(parsed.value);
  if (!checked.success) {
    const details = checked.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    const expected =
      kind === 'subscribe' ? '{"clientId": "<store GUID>", "url": "https://..."}' : '{"clientId": "<store GUID>"}';
    void sendError(reply, 400, `The subscription body is not valid (${details}); send ${expected}.`);
    return null;
  }
  const clientId = authorizeStore(request, reply, checked.data.clientId, 'clientId');
  if (!clientId) return null;
  const url = (checked.data as { url?: string }).url;
  return { event, clientId, url };
}
