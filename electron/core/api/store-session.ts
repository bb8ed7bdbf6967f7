import { guidSchema } from '@shared/protocol/common';
import { DeskError } from '../errors';
import type { ApiClientDeps, ApiConnection } from './api-types';
import type { CallContext } from './call-executor';
import { checkBaseUrl } from './endpoints';
import { resolveRetryPolicy } from './retry-policy';
import { createTokenManager, type TokenManager } from './token-manager';
import { requestToken } from './token-request';

/**
 * One store on one operator, as every caller of its API shares it: the checked addresses, the
 * call context (fetch, clock, retry policy) and the store's ONE token manager. The API client
 * and the dictionary reader are both built on a session, so a dictionary sync and an upload of
 * the same store never ask for two tokens, and "forget the store" forgets its token everywhere.
 */
export interface StoreSession {
  /** The store GUID exactly as issued (trimmed): an operator may compare client_id with case. */
  readonly storeId: string;
  readonly baseUrl: string;
  readonly authUrl: string;
  readonly ctx: CallContext;
  readonly tokens: TokenManager;
  /** The knobs the session was made with (the client reads its upload timeout from them). */
  readonly deps: ApiClientDeps;
}

/** Checks the connection and builds the session; the token is fetched on first use. */
export function createStoreSession(deps: ApiClientDeps, conn: ApiConnection): StoreSession {
  const storeId = conn.storeId.trim();
  if (!guidSchema.safeParse(storeId).success)
    throw new DeskError('invalid-input', `"${conn.storeId}" is not a store GUID.`);
  const baseUrl = checkBaseUrl('API address', conn.baseUrl);
  const authUrl = checkBaseUrl('authorization address', conn.authUrl);
  const ctx: CallContext = {
    fetch: deps.fetch,
    clock: deps.clock,
    logger: deps.logger,
    random: deps.random ?? Math.random,
    policy: resolveRetryPolicy(deps.policy),
    timeoutMs: deps.timeoutMs ?? 30_000,
    idleMs: deps.idleMs ?? 30_000,
  };
  const tokens = createTokenManager({
    clock: deps.clock,
    refreshMarginMs: deps.tokenRefreshMarginMs,
    fetchToken: () => requestToken(ctx, { storeId, authUrl, getSecret: conn.getSecret }),
  });
  return { storeId, baseUrl, authUrl, ctx, tokens, deps };
}
