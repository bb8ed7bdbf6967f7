import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { guidSchema } from '@shared/protocol/common';
import { registerFaultHooks } from '../faults/fault-hooks';
import type { FaultInjector } from '../faults/fault-injector';
import type { StoreDirectory } from '../store-directory';
import { signJwt } from './jwt';

/** Token lifetime in seconds: fixed, or chosen per token (argument: 0-based count of tokens issued). */
export type TokenLifetime = number | ((issued: number) => number);

export interface TokenServerOptions {
  signingKey: Buffer;
  stores: StoreDirectory;
  now: () => Date;
  lifetime: TokenLifetime;
  faults: FaultInjector;
  /** The issuer written into tokens (the auth base URL, once known). */
  issuer: () => string;
  logger: boolean;
  /** Test hook: told every access token issued (the leak test looks for them in the app's files). */
  onIssued?: (token: string) => void;
  /** `client_id` must be the GUID exactly as issued (letter case included), as some operators check it. */
  caseSensitiveClientId?: boolean;
}

const notForm = Symbol('not-form');

/** OAuth 2.0 error answer (RFC 6749 5.2), the shape IdentityServer uses: `{"error":"invalid_client"}`. */
function oauthError(reply: FastifyReply, status: number, error: string, description?: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Pragma', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(description ? { error, error_description: description } : { error });
}

/** Builds the separate authorization server with `POST /connect/token` (client credentials). */
export function buildTokenServer(options: TokenServerOptions): FastifyInstance {
  // As the API server: close() drops every connection at once.
  const app = Fastify({ logger: options.logger, forceCloseConnections: true });
  let issued = 0;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, new URLSearchParams(body as string));
  });
  // Any other body is read and answered with invalid_request instead of Fastify's 415.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) => done(null, notForm));

  registerFaultHooks(app, options.faults, 'auth', (url) => url.startsWith('/connect/'), {
    error500: (reply) => oauthError(reply, 500, 'server_error', 'Injected sandbox fault.'),
    error429: (reply, seconds) =>
      oauthError(
        reply.header('Retry-After', String(seconds)),
        429,
        'temporarily_unavailable',
        'Injected sandbox fault.',
      ),
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    return status < 500
      ? oauthError(reply, 400, 'invalid_request', error.message)
      : oauthError(reply, 500, 'server_error');
  });
  app.setNotFoundHandler((_request, reply) =>
    oauthError(reply, 404, 'not_found', 'The token endpoint is POST /connect/token.'),
  );

  app.post('/connect/token', async (request, reply) => {
    const form = request.body;
    if (!(form instanceof URLSearchParams)) {
      return oauthError(reply, 400, 'invalid_request', 'Send the fields as application/x-www-form-urlencoded.');
    }
    const clientId = form.get('client_id') ?? '';
    const clientSecret = form.get('client_secret') ?? '';
    const grantType = form.get('grant_type') ?? '';
    if (!grantType)
      return oauthError(reply, 400, 'invalid_request', 'grant_type is missing; send grant_type=client_credentials.');
    if (grantType !== 'client_credentials') return oauthError(reply, 400, 'unsupported_grant_type');
    if (!clientId || !clientSecret) {
      return oauthError(reply, 400, 'invalid_request', 'client_id and client_secret are both required.');
    }
    const found = guidSchema.safeParse(clientId).success ? options.stores.get(clientId) : undefined;
    const store = options.caseSensitiveClientId && found?.issuedId !== clientId ? undefined : found;
    if (!store || store.secret !== clientSecret) return oauthError(reply, 400, 'invalid_client');

    const lifetime = typeof options.lifetime === 'function' ? options.lifetime(issued) : options.lifetime;
    issued += 1;
    const iat = Math.floor(options.now().getTime() / 1000);
    // An early-expiry fault makes the token die before the lifetime the client is told.
    const real = options.faults.effectiveLifetime(lifetime);
    const token = signJwt(
      {
        iss: options.issuer(),
        sub: store.issuedId,
        client_id: store.issuedId,
        iat,
        nbf: iat,
        exp: iat + real,
        jti: randomUUID(),
      },
      options.signingKey,
    );
    options.onIssued?.(token);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Pragma', 'no-cache')
      .type('application/json; charset=utf-8')
      .send({ access_token: token, expires_in: lifetime, token_type: 'Bearer' });
  });
  return app;
}
