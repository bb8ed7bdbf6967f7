import type { FastifyInstance } from 'fastify';
import { guidSchema } from '@shared/protocol/common';
import type { ApiContext } from '../api-context';
import { sendError } from '../http/error-body';
import { sendJson } from '../http/store-access';

/** `GET /v5/messages/{messageId}/status` (4.3): 200 with 2.5, or 204 when nothing is known. */
export function registerStatusRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get<{ Params: { messageId: string } }>('/v5/messages/:messageId/status', async (request, reply) => {
    const { messageId } = request.params;
    if (!guidSchema.safeParse(messageId).success) {
      return sendError(
        reply,
        400,
        `Message id '${messageId}' is not a GUID; use the id from the upload's Location header.`,
      );
    }
    const message = ctx.queue.get(messageId);
    // Another store's package is reported as unknown, so ids of other stores do not leak.
    if (!message || message.storeId !== request.sandboxClientId) return reply.code(204).send();
    return sendJson(request, reply, {
      id: message.id,
      messageId: message.messageId,
      statusId: message.statusId,
      statusMessage: message.statusMessage,
      statusDate: ctx.dates.utc(message.statusDate),
    });
  });
}
