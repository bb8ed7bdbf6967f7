import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { backoffCeilingMs, backoffDelayMs, resolveRetryPolicy } from './retry-policy';
import { closedPortUrl, sendJson } from '@tests/kits/core/api/http-test-server';
import { SECRET, STORE_ID, startFakeOperator, type FakeOperator } from '@tests/kits/core/api/fake-operator';
import { createMemoryLogger, createTestClock, seededRandom } from '@tests/kits/core/api/test-ports';

const STOCKS_PATH = `/v5/stores/${STORE_ID}/stocks`;
const MESSAGE_ID = '0b3a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const PACKAGE = JSON.stringify({ date: '2024-05-01T06:00:00+03:00', stocks: [{ prtId: 'p-1', nnt: 100, qnt: 3 }] });

let operator: FakeOperator | undefined;
afterEach(async () => {
  await operator?.close();
  operator = undefined;
});

const accepted = (res: Parameters<typeof sendJson>[0]) => {
  res.writeHead(202, { Location: `/v5/messages/${MESSAGE_ID}/status`, Vary: 'Accept' });
  res.end();
};

describe('Retry-After', () => {
  it('waits the seconds a 429 asks for, then succeeds', async () => {
    let refusals = 1;
    operator = await startFakeOperator({
      api: (_r, res) =>
        refusals-- > 0
          ? sendJson(res, 429, { message: 'slow down' }, { 'Retry-After': '7' })
          : sendJson(res, 200, { secret: 'k-1234567' }),
    });
    await operator.client().getWebhookKey();
    expect(operator.clock.sleeps).toEqual([7000]);
    expect(operator.apiRequests()).toHaveLength(2);
  });

  it('waits until the HTTP date a 429 names', async () => {
    let refusals = 1;
    operator = await startFakeOperator({
      api: (_r, res) => {
        if (refusals-- <= 0) return sendJson(res, 200, { secret: 'k-1234567' });
        const at = new Date(operator!.clock.now().getTime() + 12_000).toUTCString();
        sendJson(res, 429, {}, { 'Retry-After': at });
      },
    });
    await operator.client().getWebhookKey();
    expect(operator.clock.sleeps).toEqual([12_000]);
  });

  it('gives up at once with rate-limited and retryAfter when the wait is longer than the policy allows', async () => {
    operator = await startFakeOperator({
      api: (_r, res) => sendJson(res, 429, { message: 'one per 10 minutes' }, { 'Retry-After': '600' }),
    });
    const error = await operator
      .client({ policy: { maxRetryAfterMs: 60_000 } })
      .uploadStocks('changes', PACKAGE)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'rate-limited',
      details: {
        retryAfter: 600,
        retryAt: '2024-05-01T03:10:00.000Z',
        status: 429,
        body: { message: 'one per 10 minutes' },
      },
    });
    expect(operator.apiRequests()).toHaveLength(1);
    expect(operator.clock.sleeps).toEqual([]);
  });

  it('ends with rate-limited (retryAfter from the HTTP date) when every attempt is refused', async () => {
    operator = await startFakeOperator({
      api: (_r, res) =>
        sendJson(res, 429, {}, { 'Retry-After': new Date(operator!.clock.now().getTime() + 5_000).toUTCString() }),
    });
    const error = await operator
      .client({ policy: { maxAttempts: 3 } })
      .getWebhookKey()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'rate-limited', details: { retryAfter: 5, attempts: 3 } });
    expect(operator.clock.sleeps).toEqual([5000, 5000]);
  });
});

describe('backoff', () => {
  it('draws each delay from [0, min(cap, base·2^(n−1))) with full jitter', () => {
    const policy = resolveRetryPolicy({ baseDelayMs: 100, maxDelayMs: 1000, maxAttempts: 10 });
    const random = seededRandom(7);
    for (let retry = 1; retry <= 9; retry++) {
      const ceiling = backoffCeilingMs(retry, policy);
      expect(ceiling).toBe(Math.min(1000, 100 * 2 ** (retry - 1)));
      for (let i = 0; i < 200; i++) {
        const delay = backoffDelayMs(retry, policy, random);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(ceiling);
      }
    }
    expect(backoffDelayMs(3, policy, () => 0)).toBe(0);
    expect(backoffDelayMs(3, policy, () => 0.999999)).toBe(399);
    expect(backoffDelayMs(9, policy, () => 1)).toBe(999); // a random() of exactly 1 stays below the cap
  });

  it('stays within its bounds over real HTTP 500s and stops after maxAttempts', async () => {
    operator = await startFakeOperator({ api: (_r, res) => sendJson(res, 500, { message: 'boom' }) });
    const client = operator.client({
      random: seededRandom(1234),
      policy: { maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 1000 },
    });
    const error = await client.getStocks('2024-05-01T00:00:00+03:00').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'server-error',
      details: { status: 500, attempts: 6, body: { message: 'boom' } },
    });
    expect(operator.apiRequests()).toHaveLength(6);
    const sleeps = operator.clock.sleeps;
    expect(sleeps).toHaveLength(5);
    sleeps.forEach((delay, i) => {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(Math.min(1000, 100 * 2 ** i));
    });
    // The same seed gives the same delays: the schedule is reproducible.
    const again = createTestClock();
    await createApiClient(
      {
        fetch,
        clock: again,
        logger: createMemoryLogger(),
        random: seededRandom(1234),
        policy: { maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 1000 },
      },
      { storeId: STORE_ID, baseUrl: operator.server.url, authUrl: operator.server.url, getSecret: async () => SECRET },
    )
      .getStocks('2024-05-01T00:00:00+03:00')
      .catch(() => undefined);
    expect(again.sleeps).toEqual(sleeps);
  });

  it('repeats a GET after a dropped connection, never a PUT after a 503', async () => {
    let drops = 1;
    operator = await startFakeOperator({
      api: (request, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        if (request.method === 'GET' && drops-- > 0) return void res.socket?.destroy();
        if (request.method === 'GET') return sendJson(res, 200, []);
        sendJson(res, 503, { message: 'gateway' });
      },
    });
    const client = operator.client();
    expect(await client.getStocks('2024-05-01T00:00:00Z')).toEqual([]);
    const error = await client.uploadStocks('changes', PACKAGE).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'outcome-unknown', details: { answerStatus: 503, failure: 'server-error' } });
    expect((error as Error).message).toMatch(/HTTP 503/);
    expect(operator.apiRequests().map((r) => r.method)).toEqual(['GET', 'GET', 'PUT']);
    expect(operator.clock.sleeps).toHaveLength(1);
  });

  it('ends with network after the attempts when nothing listens', async () => {
    const url = await closedPortUrl();
    const clock = createTestClock();
    const client = createApiClient(
      { fetch, clock, logger: createMemoryLogger(), random: seededRandom(3), policy: { maxAttempts: 3 } },
      { storeId: STORE_ID, baseUrl: url, authUrl: url, getSecret: async () => SECRET },
    );
    const error = await client.testConnection().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network', details: { sent: false, attempts: 3 } });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect(clock.sleeps).toHaveLength(2);
  });
});

describe('an upload is never re-sent once it may have arrived', () => {
  it('a PUT answered by a reset after its body was read is sent exactly once: outcome-unknown', async () => {
    operator = await startFakeOperator({
      api: (request, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        if (request.method === 'PUT') return void res.socket?.resetAndDestroy(); // body read, then RST
        sendJson(res, 404, {});
      },
    });
    const error = await operator
      .client({ policy: { maxAttempts: 5 } })
      .uploadStocks('changes', PACKAGE)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'outcome-unknown', details: { method: 'PUT', failure: 'maybe-sent' } });
    expect((error as Error).message).toMatch(/NOT sent again automatically.*apply twice/);
    const puts = operator.apiRequests().filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toBe(PACKAGE);
    expect(operator.clock.sleeps).toEqual([]);
  });

  it('a PUT with no answer in time is outcome-unknown, sent once', async () => {
    operator = await startFakeOperator({
      api: (request, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        if (request.method !== 'PUT') sendJson(res, 404, {});
      },
    });
    const error = await operator
      .client({ policy: { maxAttempts: 5 } })
      .uploadStocks('changes', PACKAGE, { timeoutMs: 150 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'outcome-unknown', details: { failure: 'timeout' } });
    expect(operator.apiRequests().filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('a server that drops the connection after reading the body receives it exactly once: outcome-unknown', async () => {
    operator = await startFakeOperator({
      api: (request, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        if (request.method === 'POST') return void res.socket?.destroy(); // body fully read, then gone
        sendJson(res, 404, {});
      },
    });
    let started = 0;
    const error = await operator
      .client({ policy: { maxAttempts: 5 } })
      .uploadStocks('full', PACKAGE, { onRequestStart: () => started++ })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'outcome-unknown',
      details: { method: 'POST', path: STOCKS_PATH, failure: 'maybe-sent' },
    });
    expect((error as Error).message).toMatch(/NOT sent again automatically/);
    expect((error as Error).message).toMatch(/count as the day’s upload/);
    const posts = operator.apiRequests().filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toBe(PACKAGE);
    expect(started).toBe(1);
    expect(operator.clock.sleeps).toEqual([]);
  });

  it('a timeout after the body was sent is outcome-unknown, sent once', async () => {
    operator = await startFakeOperator({
      api: (request, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        if (request.method !== 'POST') sendJson(res, 404, {});
        // POST: never answered
      },
    });
    const error = await operator
      .client()
      .uploadStocks('full', PACKAGE, { timeoutMs: 150 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'outcome-unknown', details: { failure: 'timeout' } });
    expect(operator.apiRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('500 (outcome unknown) and 429 answers to the full upload are reported, not retried', async () => {
    const answers = [500, 429];
    operator = await startFakeOperator({
      api: (_r, res, { valid }) =>
        valid ? sendJson(res, answers.shift()!, {}, { 'Retry-After': '1' }) : sendJson(res, 401, {}),
    });
    const client = operator.client();
    await expect(client.uploadStocks('full', PACKAGE)).rejects.toMatchObject({
      code: 'outcome-unknown',
      details: { answerStatus: 500 },
    });
    await expect(client.uploadStocks('full', PACKAGE)).rejects.toMatchObject({
      code: 'rate-limited',
      details: { retryAfter: 1 },
    });
    expect(operator.apiRequests()).toHaveLength(2);
    expect(operator.clock.sleeps).toEqual([]);
  });

  it('a refused connection is a plain network error: nothing was sent', async () => {
    const url = await closedPortUrl();
    operator = await startFakeOperator();
    const client = createApiClient(
      { fetch, clock: createTestClock(), logger: createMemoryLogger() },
      { storeId: STORE_ID, baseUrl: url, authUrl: operator.server.url, getSecret: async () => SECRET },
    );
    await expect(client.uploadStocks('full', PACKAGE)).rejects.toMatchObject({
      code: 'network',
      details: { sent: false },
    });
  });

  it('a 401 is a refusal, so the upload is repeated once with a new token', async () => {
    operator = await startFakeOperator({
      api: (_r, res, { valid }) => (valid ? accepted(res) : sendJson(res, 401, {})),
    });
    const client = operator.client();
    await client.testConnection();
    operator.revokeAll();
    expect(await client.uploadStocks('full', PACKAGE)).toEqual({
      status: 202,
      location: `${operator.server.url}/v5/messages/${MESSAGE_ID}/status`,
      messageId: MESSAGE_ID,
    });
    expect(operator.apiRequests().map((r) => r.headers.authorization)).toEqual([
      `Bearer ${operator.issued[0]}`,
      `Bearer ${operator.issued[1]}`,
    ]);
  });
});

describe('timeouts and cancellation', () => {
  it('a GET with no answer ends in timeout after its attempts', async () => {
    operator = await startFakeOperator({ api: () => undefined });
    const error = await operator
      .client({ policy: { maxAttempts: 2 } })
      .getMessageStatus(MESSAGE_ID, { timeoutMs: 100 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout', details: { attempts: 2 } });
    expect((error as Error).message).toMatch(/did not answer package status check within 0.1 s/);
    expect(operator.apiRequests()).toHaveLength(2);
  });

  it('a caller’s abort ends the call with cancelled', async () => {
    const controller = new AbortController();
    // The user cancels while the server is still working on the request.
    operator = await startFakeOperator({ api: () => controller.abort() });
    await expect(
      operator.client().getStocks('2024-05-01T00:00:00Z', { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    expect(operator.apiRequests()).toHaveLength(1);
  });
});
