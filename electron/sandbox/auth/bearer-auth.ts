import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-body';
import type { StoreDirectory } from '../store-directory';
import { verifyJwt } from './jwt';

export interface BearerAuthOptions {
  signingKey: Buffer;
  stores: StoreDirectory;
  now: () => Date;
  /** Which URLs need a token (the /v5 API). */
  applies: (url: string) => boolean;
}

const reasons = {
  missing:
    'The Authorization header is missing; send "Authorization: Bearer <access_token>" from {auth_url}/connect/token.',
  scheme: 'The Authorization header must be "Bearer <access_token>".',
  malformed: 'The bearer token is not a well-formed JWT issued by this service; request a new token.',
  'bad-signature': 'The bearer token signature is not valid; request a new token.',
  expired: 'The bearer token has expired; request a new token.',
  'unknown-store': 'The bearer token was issued to a store this service no longer knows; request a new token.',
} as const;

/** Checks `Authorization: Bearer` on every API request and records the token's store on the request. */
export function registerBearerAuth(app: FastifyInstance, options: BearerAuthOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!options.applies(request.url)) return;
    const header = request.headers.authorization;
    let reason: keyof typeof reasons | null = null;
    let storeId = '';
    if (!header) reason = 'missing';
    else {
      const match = /^Bearer[ ]+([^ ]+)[ ]*$/i.exec(header);
      if (!match) reason = 'scheme';
      else {
        const result = verifyJwt(match[1] as string, options.signingKey, Math.floor(options.now().getTime() / 1000));
        if (!result.ok) reason = result.reason;
        else if (!options.stores.get(result.claims.sub)) reason = 'unknown-store';
        else storeId = result.claims.sub.toLowerCase();
      }
    }
    if (reason) {
      const challenge =
        reason === 'missing' || reason === 'scheme'
          ? 'Bearer'
          : `Bearer error="invalid_token", error_description="${reason}"`;
      return sendError(reply, 401, reasons[reason], { 'WWW-Authenticate': challenge });
    }
    request.sandboxClientId = storeId;
    return;
  });
}
