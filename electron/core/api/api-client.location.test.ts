import { afterEach, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { sendJson } from '@tests/kits/core/api/http-test-server';
import { SECRET, STORE_ID, startFakeOperator, type FakeOperator } from '@tests/kits/core/api/fake-operator';
import { createApiClient } from './api-client';
import { uploadTimeoutMs } from './upload-timeout';

const MESSAGE_ID = '0B3A1C2D-3E4F-4A5B-8C6D-7E8F9A0B1C2D';
const STATUS = {
  id: 1,
  messageId: MESSAGE_ID,
  statusId: 1,
  statusMessage: 'Processing',
  statusDate: '2024-05-01T03:00:00.1234567',
};
const PACKAGE = JSON.stringify({ date: '2024-05-01T06:00:00+03:00', stocks: [] });

let operator: FakeOperator | undefined;
afterEach(async () => {
  await operator?.close();
  operator = undefined;
});

/**
 * An operator whose 202 points to `location`; `routes` answers the GETs by path (default: only
 * the standard status path); `apiPath` puts the store's API address under a path (a gateway).
 */
async function withLocation(
  location: string,
  routes: (path: string, res: ServerResponse) => boolean = (path, res) =>
    path === `/v5/messages/${MESSAGE_ID}/status` ? (sendJson(res, 200, STATUS), true) : false,
  apiPath = '',
) {
  operator = await startFakeOperator({
    api: (request, res, { valid }) => {
      if (!valid) return sendJson(res, 401, {});
      if (request.method === 'POST') {
        res.writeHead(202, { Location: location });
        res.end();
        return;
      }
      if (!routes(request.url, res)) sendJson(res, 404, { exceptionMessage: 'Not found' });
    },
  });
  return createApiClient(
    { fetch, clock: operator.clock, logger: operator.logger, policy: { maxAttempts: 1 } },
    {
      storeId: STORE_ID,
      baseUrl: `${operator.server.url}${apiPath}`,
      authUrl: operator.server.url,
      getSecret: async () => SECRET,
    },
  );
}

const statusRequests = () => operator!.server.requests.filter((r) => r.method === 'GET').map((r) => r.url);

describe('Location of a queued upload', () => {
  it('a relative Location that 404s falls back to /v5/messages/{id}/status, and asks the fallback first from then on', async () => {
    const client = await withLocation(`/queue/items/${MESSAGE_ID}`);
    const { location, messageId } = await client.uploadStocks('full', PACKAGE);
    expect(messageId).toBe(MESSAGE_ID);
    expect(location).toBe(`${operator!.server.url}/queue/items/${MESSAGE_ID}`);
    expect(await client.getMessageStatus(location!)).toMatchObject({
      statusId: 1,
      statusDate: '2024-05-01T03:00:00.1234567Z',
    });
    expect(await client.getMessageStatus(location!)).toMatchObject({ statusId: 1 });
    expect(statusRequests()).toEqual([
      `/queue/items/${MESSAGE_ID}`,
      `/v5/messages/${MESSAGE_ID}/status`,
      `/v5/messages/${MESSAGE_ID}/status`,
    ]);
    expect(operator!.logger.lines.some((l) => l.level === 'warn' && /answered 404/.test(l.message))).toBe(true);
  });

  it('a Location on another host is never called: the status is asked of the store’s own API by message id', async () => {
    const client = await withLocation(`https://elsewhere.example.com/status/${MESSAGE_ID}`);
    const { location } = await client.uploadStocks('full', PACKAGE);
    expect(await client.getMessageStatus(location!)).toMatchObject({ messageId: MESSAGE_ID });
    expect(statusRequests()).toEqual([`/v5/messages/${MESSAGE_ID}/status`]);
  });

  it('a 404 with no GUID in the Location is not-found (nothing to fall back to)', async () => {
    const client = await withLocation('/queue/items/42');
    const { location, messageId } = await client.uploadStocks('full', PACKAGE);
    expect(messageId).toBeNull();
    await expect(client.getMessageStatus(location!)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('Location under an API with a base path (https://host/gw)', () => {
  /** An operator behind a gateway at /gw. */
  const behindGateway = (location: string, routes: (path: string, res: ServerResponse) => boolean) =>
    withLocation(location, routes, '/gw');
  const gets = () => operator!.server.requests.filter((r) => r.method === 'GET').map((r) => r.url);
  const gwStatus = `/gw/v5/messages/${MESSAGE_ID}/status`;

  it('a root-relative Location is resolved below the base path first', async () => {
    const client = await behindGateway(`/v5/messages/${MESSAGE_ID}/status`, (path, res) =>
      path === gwStatus ? (sendJson(res, 200, STATUS), true) : false,
    );
    const { location } = await client.uploadStocks('full', PACKAGE);
    expect(location).toBe(`${operator!.server.url}${gwStatus}`);
    expect(await client.getMessageStatus(location!)).toMatchObject({ statusId: 1 });
    expect(gets()).toEqual([gwStatus]);
  });

  it('then the host root, whatever the first answer is (an HTML page with 200); the one that answered is asked first next time', async () => {
    const client = await behindGateway(`/queue/${MESSAGE_ID}`, (path, res) => {
      if (path === `/gw/queue/${MESSAGE_ID}`) {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html><body>Portal login</body></html>');
        return true;
      }
      return path === `/queue/${MESSAGE_ID}` ? (sendJson(res, 200, STATUS), true) : false;
    });
    const { location } = await client.uploadStocks('full', PACKAGE);
    expect(await client.getMessageStatus(location!)).toMatchObject({ statusId: 1 });
    expect(await client.getMessageStatus(location!)).toMatchObject({ statusId: 1 });
    expect(gets()).toEqual([`/gw/queue/${MESSAGE_ID}`, `/queue/${MESSAGE_ID}`, `/queue/${MESSAGE_ID}`]);
  });

  it('then the status fallback by message id, after a 403, a redirect or a 401 from the others', async () => {
    for (const first of [403, 302, 401]) {
      const client = await behindGateway(`/queue/${MESSAGE_ID}`, (path, res) => {
        if (path === `/gw/queue/${MESSAGE_ID}`) {
          res.writeHead(first, first === 302 ? { Location: 'https://login.example/' } : {});
          res.end();
          return true;
        }
        return path === gwStatus ? (sendJson(res, 200, STATUS), true) : false;
      });
      const { location } = await client.uploadStocks('full', PACKAGE);
      expect(await client.getMessageStatus(location!)).toMatchObject({ statusId: 1 });
      expect(gets().at(-1)).toBe(gwStatus);
      expect(gets()).toContain(`/queue/${MESSAGE_ID}`);
      await operator!.close();
    }
    operator = undefined;
  });
});

describe('upload timeouts grow with the body', () => {
  it('base plus a share per MiB (configurable)', () => {
    expect(uploadTimeoutMs('x'.repeat(10), { baseMs: 120_000 })).toBe(120_000);
    expect(uploadTimeoutMs(new Uint8Array(50 * 1024 * 1024), { baseMs: 120_000 })).toBe(1_620_000);
    expect(uploadTimeoutMs('я'.repeat(1024 * 1024), { baseMs: 1000, perMebibyteMs: 100 })).toBe(1200);
  });

  it('a slow server gets the longer time for a large package: the upload still arrives', async () => {
    operator = await startFakeOperator({
      api: (_request, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        // Slower than the base timeout, faster than base + the per-MiB share of a 1 MiB body.
        setTimeout(() => {
          res.writeHead(202, { Location: `/v5/messages/${MESSAGE_ID}/status` });
          res.end();
        }, 400);
      },
    });
    const big = JSON.stringify({ date: '2024-05-01T06:00:00+03:00', stocks: [], pad: 'x'.repeat(1024 * 1024) });
    const client = operator.client({ uploadTimeout: { baseMs: 150, perMebibyteMs: 2000 } });
    expect((await client.uploadStocks('changes', big)).messageId).toBe(MESSAGE_ID);
    const small = operator.client({ uploadTimeout: { baseMs: 150, perMebibyteMs: 2000 }, policy: { maxAttempts: 1 } });
    await expect(small.uploadStocks('changes', PACKAGE)).rejects.toMatchObject({
      code: 'outcome-unknown',
      details: { failure: 'timeout' },
    });
  });
});
