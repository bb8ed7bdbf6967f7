import { maxDictionaryCount, type DictionaryName } from '../../../shared/protocol/dictionaries';
import type { ApiClientDeps, ApiConnection } from '../api/api-types';
import { executeCall, type CallContext } from '../api/call-executor';
import { checkBaseUrl, joinUrl, pathOf } from '../api/endpoints';
import { resolveRetryPolicy } from '../api/retry-policy';
import { createTokenManager } from '../api/token-manager';
import { requestToken } from '../api/token-request';
import { DeskError } from '../errors';
import type { ChunkQuery, ChunkSource } from './chunk-source';

/**
 * The dictionary calls of 4.6 answered as text, for the sync. The API client's methods parse
 * each chunk into an array of 10,000 objects, which live long enough to be promoted to V8's old
 * generation: a large sync then grows the process to 450 MB. The sync instead splits the text
 * and parses one record at a time inside the chunk's transaction (chunk-body.ts), so each
 * object dies young. Everything else is the client's own machinery: the same token handling
 * (single-flight, renewal, one refresh on 401), retries with backoff and Retry-After, typed errors.
 */
export function createDictionaryReader(deps: ApiClientDeps, conn: ApiConnection): ChunkSource {
  const storeId = conn.storeId.trim().toLowerCase();
  const baseUrl = checkBaseUrl('API address', conn.baseUrl);
  const authUrl = checkBaseUrl('authorization address', conn.authUrl);
  const ctx: CallContext = {
    fetch: deps.fetch,
    clock: deps.clock,
    logger: deps.logger,
    random: deps.random ?? Math.random,
    policy: resolveRetryPolicy(deps.policy),
    timeoutMs: deps.timeoutMs ?? 60_000,
  };
  const tokens = createTokenManager({
    clock: deps.clock,
    refreshMarginMs: deps.tokenRefreshMarginMs,
    fetchToken: () => requestToken(ctx, { storeId, authUrl, getSecret: conn.getSecret }),
  });

  const read = async (name: DictionaryName, query: URLSearchParams, signal: AbortSignal): Promise<string> => {
    const url = joinUrl(baseUrl, `/v5/references/${name}${query.size > 0 ? `?${query}` : ''}`);
    const operation = `${name} dictionary download`;
    const reply = await executeCall(ctx, {
      call: { operation, method: 'GET', path: pathOf(url), storeId },
      url,
      tokens,
      resend: 'retry',
      accept: (status) => status === 200,
      signal,
    });
    if (!reply.text.trimStart().startsWith('[')) {
      throw new DeskError(
        'bad-response',
        `The answer to ${operation} (GET ${pathOf(url)}) is not a JSON array of records as protocol v5 describes. Check that the store’s API address points to the operator’s v5 service.`,
        { operation, path: pathOf(url), status: reply.status },
      );
    }
    return reply.text;
  };

  return {
    chunk(name, query: ChunkQuery, signal) {
      if (!Number.isInteger(query.count) || query.count < 1 || query.count > maxDictionaryCount) {
        throw new DeskError('invalid-input', `count must be a whole number from 1 to ${maxDictionaryCount}, got ${query.count}.`);
      }
      const params = new URLSearchParams({ count: String(query.count), rvInt: String(query.rvInt) });
      if (name === 'barcodes' && query.actual) params.set('actual', 'true');
      return read(name, params, signal);
    },
    goodsLinks: (signal) => read('goods_links', new URLSearchParams({ names: 'true' }), signal),
  };
}
