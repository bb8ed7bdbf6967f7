import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from './start-sandbox';
import {
  callApi,
  fetchToken,
  startTestSandbox,
  stockPackage,
  tinyDictionaryProfile,
} from '@tests/kits/sandbox/sandbox-test-kit';

describe('sandbox variant terse (HTTP)', () => {
  let sandbox: RunningSandbox;
  afterEach(async () => sandbox?.close());

  it('answers empty reads with 204 No Content: stock read-back, a chunk past the end', async () => {
    sandbox = await startTestSandbox({ variant: 'terse' });
    const token = await fetchToken(sandbox);
    const stocks = await callApi(sandbox, token, 'GET', `/v5/stores/${sandbox.stores[0]!.storeId}/stocks`);
    expect(stocks.status).toBe(204);
    expect(await stocks.text()).toBe('');

    const last = sandbox.control.dictionaries.maxRvInt('trademarks');
    const past = await callApi(sandbox, token, 'GET', `/v5/references/trademarks?count=100&rvInt=${last}`);
    expect(past.status).toBe(204);
    expect(await past.text()).toBe('');
    const barcodes = sandbox.control.dictionaries.maxRvInt('barcodes');
    expect((await callApi(sandbox, token, 'GET', `/v5/references/barcodes?rvInt=${barcodes}`)).status).toBe(204);
    // A chunk with records is still 200 with the array.
    expect((await callApi(sandbox, token, 'GET', '/v5/references/trademarks?count=5')).status).toBe(200);
    expect((await callApi(sandbox, token, 'GET', '/v5/references/goods_links?names=true')).status).toBe(200);
  });

  it('answers goods_links with 204 for a store that has no links', async () => {
    sandbox = await startTestSandbox({
      variant: 'terse',
      dictionaries: { profile: { ...tinyDictionaryProfile, linksPerStore: 0 } },
    });
    const token = await fetchToken(sandbox);
    const links = await callApi(sandbox, token, 'GET', '/v5/references/goods_links?names=true');
    expect(links.status).toBe(204);
    expect(await links.text()).toBe('');
  });

  it('refuses a duplicate subscription with 400 saying it exists, and deleting a missing one with 404', async () => {
    sandbox = await startTestSandbox({ variant: 'terse' });
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    const call = (method: string, path: string, body: unknown) => callApi(sandbox, token, method, path, { body });
    const sub = '/v5/events/stocks_full/subscribe';
    expect((await call('POST', sub, { clientId, url: 'http://127.0.0.1:9/a' })).status).toBe(201);
    const again = await call('POST', sub, { clientId, url: 'http://127.0.0.1:9/b' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { exceptionMessage: string }).exceptionMessage).toMatch(/already subscribed/);
    expect((await call('DELETE', '/v5/events/stocks_updates', { clientId })).status).toBe(404);
  });

  it('issues upper-case store GUIDs and takes client_id only exactly as issued', async () => {
    sandbox = await startTestSandbox({ variant: 'terse' });
    const store = sandbox.stores[0]!;
    expect(store.storeId).toBe(store.storeId.toUpperCase());
    expect(store.storeId).toMatch(/[A-F]/);
    const token = await fetchToken(sandbox, store);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      client_id: string;
    };
    expect(claims.client_id).toBe(store.storeId);
    const lower = await fetch(`${sandbox.authUrl}/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: store.storeId.toLowerCase(),
        client_secret: store.secret,
        grant_type: 'client_credentials',
      }),
    });
    expect(lower.status).toBe(400);
    expect(await lower.json()).toEqual({ error: 'invalid_client' });
    // Paths still compare without letter case.
    const path = `/v5/stores/${store.storeId.toLowerCase()}/stocks`;
    expect((await callApi(sandbox, token, 'POST', path, { body: stockPackage(sandbox, 1) })).status).toBe(202);
  });

  it('gives a Location that answers 404, while /v5/messages/{id}/status answers', async () => {
    sandbox = await startTestSandbox({ variant: 'terse' });
    const token = await fetchToken(sandbox);
    const upload = await callApi(sandbox, token, 'POST', `/v5/stores/${sandbox.stores[0]!.storeId}/stocks`, {
      body: stockPackage(sandbox, 1),
    });
    expect(upload.status).toBe(202);
    const location = upload.headers.get('location')!;
    const id = /\/messages\/([0-9a-f-]{36})\//.exec(location)?.[1];
    expect(id).toBeDefined();
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    expect((await fetch(location, auth)).status).toBe(404);
    expect((await fetch(`${sandbox.baseUrl}/v5/messages/${id}/status`, auth)).status).toBe(200);
  });

  it('lets a single switch override its variant', async () => {
    sandbox = await startTestSandbox({
      variant: 'terse',
      behaviour: { duplicateSubscriptionStatus: 409, missingSubscriptionDeleteStatus: 204 },
    });
    expect(sandbox.behaviour).toMatchObject({ duplicateSubscriptionStatus: 409, emptyReadNoContent: true });
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    const body = { clientId, url: 'http://127.0.0.1:9/a' };
    expect((await callApi(sandbox, token, 'POST', '/v5/events/stocks_full/subscribe', { body })).status).toBe(201);
    expect((await callApi(sandbox, token, 'POST', '/v5/events/stocks_full/subscribe', { body })).status).toBe(409);
    // An idempotent operator: deleting what is not there is success.
    const gone = await callApi(sandbox, token, 'DELETE', '/v5/events/stocks_updates', { body: { clientId } });
    expect(gone.status).toBe(204);
  });
});
