import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, fetchToken, startTestSandbox } from '@tests/kits/sandbox/sandbox-test-kit';

describe('sandbox controls over HTTP', () => {
  let sandbox: RunningSandbox;
  afterEach(async () => sandbox?.close());

  it('lists stores without secrets, switches faults and resets limits', async () => {
    sandbox = await startTestSandbox({ limits: { requestRate: { maxRequests: 1, windowSeconds: 3600 } } });
    const info = await (await fetch(`${sandbox.baseUrl}/sandbox/info`)).text();
    expect(info).toContain(sandbox.stores[0]!.storeId);
    expect(info).not.toContain(sandbox.stores[0]!.secret);

    const token = await fetchToken(sandbox);
    expect((await callApi(sandbox, token, 'GET', '/v5/keys/webhooks')).status).toBe(200);
    expect((await callApi(sandbox, token, 'GET', '/v5/keys/webhooks')).status).toBe(429);
    expect((await fetch(`${sandbox.baseUrl}/sandbox/limits/reset`, { method: 'POST' })).status).toBe(204);

    const put = (body: unknown) =>
      fetch(`${sandbox.baseUrl}/sandbox/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ error500Rate: 2 })).status).toBe(400);
    expect((await put({ error500Rate: 1 })).status).toBe(204);
    expect((await callApi(sandbox, token, 'GET', '/v5/keys/webhooks')).status).toBe(500);
    expect((await put({})).status).toBe(204);
    expect((await callApi(sandbox, token, 'GET', '/v5/keys/webhooks')).status).toBe(200);
  });
});
