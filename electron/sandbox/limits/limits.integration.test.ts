import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import {
  callApi,
  fetchToken,
  getFrom,
  manualClock,
  startTestSandbox,
  stockPackage,
} from '@tests/kits/sandbox/sandbox-test-kit';
import { createRateLimiter } from './rate-limiter';

describe('limits', () => {
  let sandbox: RunningSandbox;
  afterEach(async () => sandbox?.close());

  const send = async (method: 'POST' | 'PUT', token: string, storeIndex = 0) => {
    const r = await callApi(sandbox, token, method, `/v5/stores/${sandbox.stores[storeIndex]!.storeId}/stocks`, {
      body: stockPackage(sandbox, 1),
    });
    const body = r.status === 202 ? null : ((await r.json()) as { statusCode: number; exceptionMessage: string });
    return { status: r.status, retryAfter: r.headers.get('retry-after'), body };
  };

  it('allows one full upload per store per Moscow calendar day, with Retry-After up to Moscow midnight', async () => {
    const clock = manualClock('2024-05-01T20:58:00Z'); // 23:58 in Moscow
    sandbox = await startTestSandbox({ clock, limits: { fullUploadsPerMoscowDay: 1 }, tokenLifetimeSeconds: 86_400 });
    const token = await fetchToken(sandbox);
    expect((await send('POST', token)).status).toBe(202);
    const second = await send('POST', token);
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBe('120');
    expect(second.body).toMatchObject({ statusCode: 429, isError: true, isTransient: true });
    expect(second.body!.exceptionMessage).toMatch(/already uploaded today/);
    // Another store has its own allowance.
    expect((await send('POST', await fetchToken(sandbox, sandbox.stores[1]), 1)).status).toBe(202);
    clock.set('2024-05-01T20:59:59Z');
    expect((await send('POST', token)).status).toBe(429);
    clock.set('2024-05-01T21:00:00Z'); // 00:00 Moscow, next day
    expect((await send('POST', token)).status).toBe(202);
  });

  it('does not count a refused (invalid) full upload', async () => {
    sandbox = await startTestSandbox({ limits: { fullUploadsPerMoscowDay: 1 } });
    const token = await fetchToken(sandbox);
    const path = `/v5/stores/${sandbox.stores[0]!.storeId}/stocks`;
    expect((await callApi(sandbox, token, 'POST', path, { body: '{"date": 1}' })).status).toBe(400);
    expect((await send('POST', token)).status).toBe(202);
  });

  it('allows one changes upload per 10 minutes', async () => {
    const clock = manualClock('2024-05-01T09:00:00Z');
    sandbox = await startTestSandbox({ clock, limits: { changesIntervalSeconds: 600 } });
    const token = await fetchToken(sandbox);
    expect((await send('PUT', token)).status).toBe(202);
    clock.advance(4 * 60_000);
    const early = await send('PUT', token);
    expect(early.status).toBe(429);
    expect(early.retryAfter).toBe('360');
    clock.advance(6 * 60_000);
    expect((await send('PUT', token)).status).toBe(202);
  });

  it('limits the request rate per client IP address (spec part 7), whatever the store, with 429 and Retry-After', async () => {
    const clock = manualClock('2024-05-01T09:00:00Z');
    sandbox = await startTestSandbox({ clock, limits: { requestRate: { maxRequests: 3, windowSeconds: 60 } } });
    const a = await fetchToken(sandbox, sandbox.stores[0]);
    const b = await fetchToken(sandbox, sandbox.stores[1]);
    const get = (t: string) => callApi(sandbox, t, 'GET', '/v5/keys/webhooks');
    for (let i = 0; i < 2; i++) expect((await get(a)).status).toBe(200);
    // A second store from the same address spends the same budget.
    expect((await get(b)).status).toBe(200);
    clock.advance(15_000);
    const limited = await get(a);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(((await limited.json()) as { exceptionMessage: string }).exceptionMessage).toMatch(
      /Too many requests from IP address 127\.0\.0\.1; retry after 45 s/,
    );
    expect((await get(b)).status).toBe(429);
    // Another machine (another loopback source address) has its own budget, even for store a.
    expect((await getFrom(sandbox, '127.0.0.2', a, '/v5/keys/webhooks')).status).toBe(200);
    clock.advance(45_000);
    expect((await get(a)).status).toBe(200);
  });

  it('refuses count above the maximum on the reference dictionaries with 400', async () => {
    sandbox = await startTestSandbox({ limits: { maxDictionaryCount: 10_000 } });
    const token = await fetchToken(sandbox);
    expect((await callApi(sandbox, token, 'GET', '/v5/references/trademarks?count=10001')).status).toBe(400);
    expect((await callApi(sandbox, token, 'GET', '/v5/references/trademarks?count=10000')).status).toBe(200);
  });
});

describe('rate limiter', () => {
  it('never limits when switched off', () => {
    const limiter = createRateLimiter(null, () => new Date(0));
    for (let i = 0; i < 1000; i++) expect(limiter.hit('x').allowed).toBe(true);
  });
});
