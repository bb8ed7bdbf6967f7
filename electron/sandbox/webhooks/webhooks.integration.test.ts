import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookKeySchema, webhookNotificationSchema } from '@shared/protocol/webhooks';
import type { RunningSandbox } from '../start-sandbox';
import {
  callApi,
  fetchToken,
  startReceiver,
  startTestSandbox,
  stockPackage,
} from '@tests/kits/sandbox/sandbox-test-kit';
import type { WebhookDelivery } from './delivery-log';

/** HMAC-SHA256 by the openssl binary, hex in its own case. */
function opensslHmac(key: string, data: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('openssl', ['dgst', '-sha256', '-hmac', key]);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out.trim().split(/\s+/).pop()!) : reject(new Error(`openssl ${code}`)),
    );
    child.stdin.end(data);
  });
}

describe('webhooks', () => {
  let sandbox: RunningSandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterEach(async () => {
    await sandbox?.close();
    await receiver?.close();
    receiver = undefined;
  });

  const key = async (token: string) => {
    const r = await callApi(sandbox, token, 'GET', '/v5/keys/webhooks', { headers: { Accept: 'application/json' } });
    expect(r.status).toBe(200);
    return webhookKeySchema.parse(await r.json()).secret;
  };

  it('gives each client its own secret, stable across calls and restarts with the same seed', async () => {
    sandbox = await startTestSandbox({ seed: 11 });
    const a = await key(await fetchToken(sandbox, sandbox.stores[0]));
    const b = await key(await fetchToken(sandbox, sandbox.stores[1]));
    expect(a).not.toBe(b);
    expect(await key(await fetchToken(sandbox, sandbox.stores[0]))).toBe(a);
    await sandbox.close();
    sandbox = await startTestSandbox({ seed: 11 });
    expect(await key(await fetchToken(sandbox, sandbox.stores[0]))).toBe(a);
  });

  it('subscribes (201), updates (200) and unsubscribes (204), keyed by event and clientId', async () => {
    sandbox = await startTestSandbox();
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    const call = (method: string, path: string, body: unknown) => callApi(sandbox, token, method, path, { body });
    const sub = '/v5/events/stocks_full/subscribe';

    expect((await call('PUT', sub, { clientId, url: 'http://127.0.0.1:9/a' })).status).toBe(404);
    const created = await call('POST', sub, { clientId, url: 'http://127.0.0.1:9/a' });
    expect(created.status).toBe(201);
    expect(await created.text()).toBe('');
    expect((await call('POST', sub, { clientId, url: 'http://127.0.0.1:9/b' })).status).toBe(409);
    // Same client, another event: a separate subscription.
    expect(
      (await call('POST', '/v5/events/stocks_updates/subscribe', { clientId, url: 'http://127.0.0.1:9/c' })).status,
    ).toBe(201);
    const updated = await call('PUT', sub, { clientId: clientId.toUpperCase(), url: 'https://example.test/hook' });
    expect(updated.status).toBe(200);
    expect(await updated.text()).toBe('');
    expect((await call('DELETE', '/v5/events/stocks_full', { clientId })).status).toBe(204);
    expect((await call('DELETE', '/v5/events/stocks_full', { clientId })).status).toBe(404);
    expect((await call('DELETE', '/v5/events/stocks_updates', { clientId })).status).toBe(204);
  });

  it('checks the event name, the body and the clientId rights', async () => {
    sandbox = await startTestSandbox();
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    const call = (path: string, body: unknown) => callApi(sandbox, token, 'POST', path, { body });
    expect((await call('/v5/events/stock_full/subscribe', { clientId, url: 'http://x.test/' })).status).toBe(400);
    expect((await call('/v5/events/stocks_full/subscribe', { clientId, url: 'ftp://x.test/' })).status).toBe(400);
    expect((await call('/v5/events/stocks_full/subscribe', { clientId })).status).toBe(400);
    expect((await call('/v5/events/stocks_full/subscribe', '{nope')).status).toBe(400);
    const other = await call('/v5/events/stocks_full/subscribe', {
      clientId: sandbox.stores[1]!.storeId,
      url: 'http://x.test/',
    });
    expect(other.status).toBe(403);
  });

  it('posts the signed 2.8 body when a package is processed; openssl agrees with X-Signature', async () => {
    receiver = await startReceiver([200]);
    sandbox = await startTestSandbox();
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    await callApi(sandbox, token, 'POST', '/v5/events/stocks_full/subscribe', {
      body: { clientId, url: receiver.url },
    });
    const upload = await callApi(sandbox, token, 'POST', `/v5/stores/${clientId}/stocks`, {
      body: stockPackage(sandbox, 2),
    });
    const messageId = upload.headers.get('location')!.split('/').at(-2);
    await sandbox.control.flush();
    await sandbox.control.webhooksIdle();

    expect(receiver.received).toHaveLength(1);
    const hook = receiver.received[0]!;
    expect(hook.headers['content-type']).toBe('application/json; charset=utf-8');
    const notification = webhookNotificationSchema.parse(JSON.parse(hook.raw.toString('utf8')));
    expect(notification).toMatchObject({
      ClientId: clientId,
      Event: 'stocks_full',
      Message: 'Processed',
      MessageId: messageId,
    });
    expect(Object.keys(notification)).toEqual(['ClientId', 'Event', 'Message', 'MessageId', 'Date']);

    const signature = hook.headers['x-signature'] as string;
    expect(signature).toMatch(/^sha256=[0-9A-F]{64}$/);
    const expected = await opensslHmac(await key(token), hook.raw);
    expect(signature).toBe(`sha256=${expected.toUpperCase()}`);
  });

  it('does not notify other events or other clients', async () => {
    receiver = await startReceiver([200]);
    sandbox = await startTestSandbox();
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    await callApi(sandbox, token, 'POST', '/v5/events/stocks_updates/subscribe', {
      body: { clientId, url: receiver.url },
    });
    const other = await fetchToken(sandbox, sandbox.stores[1]);
    await callApi(sandbox, other, 'PUT', `/v5/stores/${sandbox.stores[1]!.storeId}/stocks`, {
      body: stockPackage(sandbox, 1),
    });
    await callApi(sandbox, token, 'POST', `/v5/stores/${clientId}/stocks`, { body: stockPackage(sandbox, 1) });
    await sandbox.control.flush();
    await sandbox.control.webhooksIdle();
    expect(receiver.received).toHaveLength(0);
    await callApi(sandbox, token, 'PUT', `/v5/stores/${clientId}/stocks`, { body: stockPackage(sandbox, 1) });
    await sandbox.control.flush();
    await sandbox.control.webhooksIdle();
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.raw.toString()).Event).toBe('stocks_updates');
  });

  it('retries non-2xx answers with backoff and logs every attempt at /sandbox/webhooks/deliveries', async () => {
    receiver = await startReceiver([500, 503, 204]);
    sandbox = await startTestSandbox({ webhooks: { maxAttempts: 5, initialDelayMs: 5, factor: 2, maxDelayMs: 10 } });
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    await callApi(sandbox, token, 'POST', '/v5/events/stocks_full/subscribe', {
      body: { clientId, url: receiver.url },
    });
    await callApi(sandbox, token, 'POST', `/v5/stores/${clientId}/stocks`, { body: stockPackage(sandbox, 1) });
    await sandbox.control.flush();
    await sandbox.control.webhooksIdle();
    expect(receiver.received).toHaveLength(3);
    // Every attempt carries the same body and signature.
    expect(new Set(receiver.received.map((h) => h.raw.toString())).size).toBe(1);

    const r = await fetch(`${sandbox.baseUrl}/sandbox/webhooks/deliveries?clientId=${clientId}`);
    expect(r.status).toBe(200);
    const log = (await r.json()) as WebhookDelivery[];
    expect(log.map((d) => [d.attempt, d.status, d.outcome])).toEqual([
      [1, 500, 'retry-scheduled'],
      [2, 503, 'retry-scheduled'],
      [3, 204, 'delivered'],
    ]);
    expect(log[0]!.nextAttemptAt).toMatch(/\+03:00$/);
    expect(log[0]!.signature).toBe(receiver.received[0]!.headers['x-signature']);
    expect((await fetch(`${sandbox.baseUrl}/sandbox/webhooks/deliveries`)).status).toBe(400);
  });

  it('gives up after maxAttempts, also when the subscriber is unreachable', async () => {
    sandbox = await startTestSandbox({ webhooks: { maxAttempts: 3, initialDelayMs: 1, maxDelayMs: 2 } });
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    const gone = await startReceiver();
    await gone.close(); // a port nobody listens on any more
    await callApi(sandbox, token, 'POST', '/v5/events/orders_updates_site/subscribe', {
      body: { clientId, url: gone.url },
    });
    expect(
      sandbox.control.fireEvent('orders_updates_site', clientId, '0b5f0000-0000-4000-8000-000000000001', 'Processed'),
    ).toBe(1);
    await sandbox.control.webhooksIdle();
    const log = sandbox.control.deliveries(clientId);
    expect(log.map((d) => d.outcome)).toEqual(['retry-scheduled', 'retry-scheduled', 'failed']);
    expect(log[2]!.status).toBeNull();
    expect(log[2]!.error).toMatch(/ECONNREFUSED/);
  });
});
