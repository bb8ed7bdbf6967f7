import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { decorateSandboxRequest } from '../fastify-types';
import { negotiateAccept } from '../http/accept';
import type { DictionaryStore } from './dictionary-store';
import { registerDictionaryControls } from './dictionary-controls';
import { registerReferenceRoutes } from './reference-routes';

/** A running dictionary-only server. */
export interface BareReferenceServer {
  baseUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The reference routes alone on a loopback port, for tests and the benchmark: no auth server;
 * a tiny hook stands in for the /v5 auth hook (store from the `x-sandbox-store` header or the
 * given default, full JSON from Accept).
 */
export async function startBareReferenceServer(
  store: DictionaryStore,
  options: { storeId: string; maxCount?: number; defaultCount?: number },
): Promise<BareReferenceServer> {
  const app = Fastify({ logger: false });
  decorateSandboxRequest(app);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-sandbox-store'];
    request.sandboxClientId = (typeof header === 'string' ? header : options.storeId).toLowerCase();
    request.sandboxFullJson = negotiateAccept(request.headers.accept) === 'full';
  });
  registerReferenceRoutes(app, store, { maxCount: options.maxCount ?? 10_000, defaultCount: options.defaultCount });
  registerDictionaryControls(app, store);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}
