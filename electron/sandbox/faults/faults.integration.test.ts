import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, fetchToken, manualClock, startTestSandbox, stockPackage } from '@tests/kits/sandbox/sandbox-test-kit';
import { createFaultInjector } from './fault-injector';

describe('fault injector', () => {
  it('gives the same decisions for the same seed and request order', () => {
    const options = {
      error500Rate: 0.2,
      error429Rate: 0.2,
      dropRate: 0.1,
      latencyRate: 0.3,
      latencyMs: [5, 50] as [number, number],
    };
    const a = createFaultInjector(options, 42);
    const b = createFaultInjector(options, 42);
    const seqA = Array.from({ length: 200 }, () => a.decide('api'));
    const seqB = Array.from({ length: 200 }, () => b.decide('api'));
    expect(seqA).toEqual(seqB);
    const kinds = new Set(seqA.map((d) => d.kind));
    expect(kinds).toEqual(new Set(['none', 'error500', 'error429', 'drop']));
    const c = createFaultInjector(options, 43);
    expect(Array.from({ length: 200 }, () => c.decide('api'))).not.toEqual(seqA);
    // Token lifetimes draw from their own stream: the request sequence does not shift.
    const d = createFaultInjector({ ...options, earlyExpiryRate: 0.5 }, 42);
    d.effectiveLifetime(3600);
    expect(Array.from({ length: 200 }, () => d.decide('api'))).toEqual(seqA);
  });

  it('never interferes when off', () => {
    const none = createFaultInjector(undefined, 1);
    for (let i = 0; i < 100; i++) expect(none.decide('api')).toMatchObject({ kind: 'none', latencyMs: 0 });
    expect(none.effectiveLifetime(3600)).toBe(3600);
  });
});

describe('fault injection over HTTP', () => {
  let sandbox: RunningSandbox;
  afterEach(async () => sandbox?.close());

  const statuses = async (token: string, n: number) => {
    const out: Array<number | 'dropped'> = [];
    for (let i = 0; i < n; i++) {
      try {
        const r = await callApi(sandbox, token, 'GET', '/v5/keys/webhooks');
        await r.arrayBuffer();
        out.push(r.status);
      } catch {
        out.push('dropped');
      }
    }
    return out;
  };

  it('injects 500, 429 with Retry-After and dropped connections, the same sequence for the same seed', async () => {
    const faults = {
      seed: 9,
      error500Rate: 0.25,
      error429Rate: 0.25,
      dropRate: 0.1,
      retryAfterSeconds: 3,
      targets: { auth: false },
    };
    sandbox = await startTestSandbox({ faults });
    const token = await fetchToken(sandbox);
    const first = await statuses(token, 40);
    expect(new Set(first)).toEqual(new Set([200, 500, 429, 'dropped']));
    sandbox.control.setFaults(faults); // restarts the sequence
    expect(await statuses(token, 40)).toEqual(first);

    sandbox.control.setFaults({ error429Rate: 1, retryAfterSeconds: 7 });
    const limited = await callApi(sandbox, token, 'GET', '/v5/keys/webhooks');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toMatchObject({ statusCode: 429, isTransient: true });
    sandbox.control.setFaults(undefined);
    expect((await callApi(sandbox, token, 'GET', '/v5/keys/webhooks')).status).toBe(200);
  });

  it('can drop the connection after the request took effect (outcome unknown)', async () => {
    sandbox = await startTestSandbox();
    const token = await fetchToken(sandbox);
    const storeId = sandbox.stores[0]!.storeId;
    sandbox.control.setFaults({ dropRate: 1, dropPhase: 'after-handler' });
    await expect(
      callApi(sandbox, token, 'POST', `/v5/stores/${storeId}/stocks`, { body: stockPackage(sandbox, 2) }),
    ).rejects.toThrow();
    sandbox.control.setFaults(undefined);
    await sandbox.control.flush();
    expect(sandbox.control.stockRows(storeId)).toHaveLength(2);
  });

  it('adds latency without changing the answer', async () => {
    sandbox = await startTestSandbox({ faults: { latencyRate: 1, latencyMs: 30 } });
    const token = await fetchToken(sandbox);
    const t0 = performance.now();
    expect((await callApi(sandbox, token, 'GET', '/v5/keys/webhooks')).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(25);
  });

  it('applies to the auth server too, with OAuth error bodies', async () => {
    sandbox = await startTestSandbox({ faults: { error500Rate: 1, targets: { api: false } } });
    await expect(fetchToken(sandbox)).rejects.toThrow(/500 .*server_error/);
  });

  it('makes tokens expire early on the sandbox clock while expires_in announces the full lifetime', async () => {
    const clock = manualClock('2024-05-01T06:00:00Z');
    sandbox = await startTestSandbox({
      clock,
      tokenLifetimeSeconds: 3600,
      faults: { earlyExpiryRate: 1, earlyExpiryFactor: 0.1 },
    });
    const store = sandbox.stores[0]!;
    const r = await fetch(`${sandbox.authUrl}/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: store.storeId,
        client_secret: store.secret,
        grant_type: 'client_credentials',
      }),
    });
    const body = (await r.json()) as { access_token: string; expires_in: number };
    expect(body.expires_in).toBe(3600);
    clock.advance(359_000);
    expect((await callApi(sandbox, body.access_token, 'GET', '/v5/keys/webhooks')).status).toBe(200);
    clock.advance(1_000);
    expect((await callApi(sandbox, body.access_token, 'GET', '/v5/keys/webhooks')).status).toBe(401);
  });
});
