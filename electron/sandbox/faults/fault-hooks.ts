import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultInjector, RequestFault } from './fault-injector';

const dropAfter = Symbol('sandboxDropAfterHandler');

type FaultyRequest = FastifyRequest & { [dropAfter]?: boolean };

/** How the faulty server words its injected 500 and 429 answers. */
export interface FaultResponder {
  error500(reply: FastifyReply): void;
  error429(reply: FastifyReply, retryAfterSeconds: number): void;
}

/**
 * Registers the fault hooks on a server, for the URLs `applies` selects. Runs first, so an
 * injected failure looks like the service failing before it even checked the token.
 */
export function registerFaultHooks(
  app: FastifyInstance,
  injector: FaultInjector,
  target: 'api' | 'auth',
  applies: (url: string) => boolean,
  responder: FaultResponder,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!applies(request.url)) return;
    const fault: RequestFault = injector.decide(target);
    if (fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    switch (fault.kind) {
      case 'error500':
        responder.error500(reply);
        return reply;
      case 'error429':
        responder.error429(reply, fault.retryAfterSeconds);
        return reply;
      case 'drop':
        if (fault.dropPhase === 'after-handler') {
          (request as FaultyRequest)[dropAfter] = true;
          return;
        }
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      default:
        return;
    }
  });
  // The handler has run (the upload is queued, the stock deleted...), but the answer is lost.
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request as FaultyRequest)[dropAfter]) {
      reply.raw.socket?.destroy();
    }
    return payload;
  });
}
