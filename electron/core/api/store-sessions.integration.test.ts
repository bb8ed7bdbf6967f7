import { afterEach, describe, expect, it } from 'vitest';
import { createDictionaryReader } from '../dictionaries/dictionary-reader';
import { recordsOf } from '../dictionaries/chunk-body';
import { systemClock, type Logger } from '../ports';
import type { StoreConnections } from '../profiles/store-connections';
import { backgroundRetryPolicy } from './retry-policy';
import { createStoreSessions } from './store-sessions';
import { sendJson, startTestServer, type TestServer } from '@tests/kits/core/api/http-test-server';

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const quiet: Logger = { log: () => undefined };
const deps = {
  fetch: (input: string | URL, init?: RequestInit) => fetch(input, init),
  clock: { now: () => new Date(), sleep: (ms: number, s?: AbortSignal) => systemClock.sleep(Math.min(ms, 2), s) },
  logger: quiet,
};

describe('one session per store: one token manager for the API client and the dictionary reader', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  /** An operator whose references answer `reference(attempt)`; stock reads are empty. */
  async function operator(reference: (attempt: number) => number = () => 200) {
    let tokens = 0;
    let attempts = 0;
    server = await startTestServer((req, res) => {
      if (req.url === '/connect/token')
        return sendJson(res, 200, { access_token: `token-${++tokens}`, expires_in: 3600, token_type: 'Bearer' });
      if (req.url.startsWith('/v5/references/')) {
        const status = reference(++attempts);
        return status === 200 ? sendJson(res, 200, [{ id: 1 }]) : sendJson(res, status, { statusCode: status });
      }
      return sendJson(res, 200, []);
    });
    const connections: StoreConnections = {
      resolve: async (profileId) => ({
        profileId,
        storeId,
        baseUrl: server.url,
        authUrl: server.url,
        isSandbox: false,
        getSecret: async () => 'secret',
      }),
    };
    return { sessions: createStoreSessions(connections, deps), tokenRequests: () => tokens };
  }

  it('asks for one token for uploads, read-backs and a dictionary chunk of the same store', async () => {
    const { sessions, tokenRequests } = await operator();
    const client = await sessions.clientFor(1);
    const reader = createDictionaryReader(await sessions.sessionFor(1));
    await Promise.all([
      client.getStocks('2026-11-24T00:00:00+03:00'),
      reader.chunk('trademarks', { count: 10, rvInt: 0n }, new AbortController().signal),
      client.getStocks('2026-11-24T00:00:00+03:00'),
    ]);
    expect(tokenRequests()).toBe(1);
    expect(await sessions.clientFor(1)).toBe(client);
    // Every request carried the one token.
    const bearers = new Set(
      server.requests.filter((r) => r.url !== '/connect/token').map((r) => r.headers.authorization),
    );
    expect([...bearers]).toEqual(['Bearer token-1']);
  });

  it('forgetting a store forgets its token everywhere: the next calls ask for a new one', async () => {
    const { sessions, tokenRequests } = await operator();
    await (await sessions.clientFor(1)).getStocks('2026-11-24T00:00:00+03:00');
    sessions.forget(1);
    const reader = createDictionaryReader(await sessions.sessionFor(1));
    await reader.chunk('trademarks', { count: 10, rvInt: 0n }, new AbortController().signal);
    await (await sessions.clientFor(1)).getStocks('2026-11-24T00:00:00+03:00');
    expect(tokenRequests()).toBe(2);
  });

  it('a chunk that keeps failing is tried exactly as often as the one retry policy says, not attempts × rounds', async () => {
    const { sessions } = await operator(() => 503);
    const reader = createDictionaryReader(await sessions.sessionFor(1), { policy: { baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(
      reader.chunk('trademarks', { count: 10, rvInt: 0n }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'server-error' });
    expect(server.requestsTo('/v5/references/trademarks')).toHaveLength(backgroundRetryPolicy.maxAttempts);
  });

  it('a background chunk outlasts more failures than a button press would', async () => {
    const { sessions } = await operator((attempt) => (attempt <= 5 ? 500 : 200));
    const reader = createDictionaryReader(await sessions.sessionFor(1), { policy: { baseDelayMs: 1, maxDelayMs: 1 } });
    const body = await reader.chunk('trademarks', { count: 10, rvInt: 0n }, new AbortController().signal);
    expect([...recordsOf(body)]).toEqual([{ id: 1 }]);
    // The API client (interactive policy) gives up within the same run of failures.
    let failures = 0;
    await server.close();
    const again = await operator(() => (++failures <= 5 ? 500 : 200));
    const client = await again.sessions.clientFor(1);
    await expect(client.getDictionaryChunk('trademarks', { count: 10 })).rejects.toMatchObject({
      code: 'server-error',
    });
  });
});
