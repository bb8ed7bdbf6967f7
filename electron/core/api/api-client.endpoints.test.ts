import { afterEach, describe, expect, it } from 'vitest';
import { DeskError } from '../errors';
import { createApiClient } from './api-client';
import { sendJson, startTestServer, type SeenRequest, type TestServer } from '@tests/kits/core/api/http-test-server';
import { STORE_ID, startFakeOperator, type FakeOperator } from '@tests/kits/core/api/fake-operator';
import { createMemoryLogger, createTestClock } from '@tests/kits/core/api/test-ports';

const STOCKS_PATH = `/v5/stores/${STORE_ID}/stocks`;
const MESSAGE_ID = '0b3a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const CLIENT_ID = STORE_ID;
const PACKAGE = JSON.stringify({ date: '2024-05-01T06:00:00+03:00', stocks: [] });

type Route = (request: SeenRequest, res: Parameters<typeof sendJson>[0]) => void;

let operator: FakeOperator | undefined;
let foreign: TestServer | undefined;
afterEach(async () => {
  await operator?.close();
  await foreign?.close();
  operator = undefined;
  foreign = undefined;
});

/** An operator whose authorised /v5 requests go to `route`. */
async function withRoute(route: Route) {
  operator = await startFakeOperator({
    api: (request, res, { valid }) => (valid ? route(request, res) : sendJson(res, 401, {})),
  });
  return operator.client({ policy: { maxAttempts: 2 } });
}

const lastApiRequest = () => operator!.apiRequests().at(-1)!;

describe('stock endpoints', () => {
  it('full upload: POST with the body as given, JSON type and bearer; 202 gives the absolute Location and messageId', async () => {
    const client = await withRoute((_r, res) => {
      res.writeHead(202, { Location: `/v5/messages/${MESSAGE_ID}/status`, Vary: 'Accept' });
      res.end();
    });
    const result = await client.uploadStocks('full', PACKAGE);
    expect(result).toEqual({
      status: 202,
      location: `${operator!.server.url}/v5/messages/${MESSAGE_ID}/status`,
      messageId: MESSAGE_ID,
    });
    const request = lastApiRequest();
    expect([request.method, request.url, request.body]).toEqual(['POST', STOCKS_PATH, PACKAGE]);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers.authorization).toBe(`Bearer ${operator!.issued[0]}`);
  });

  it('changes upload is a PUT; a 202 without Location is still success, with nothing to poll', async () => {
    const client = await withRoute((_r, res) => {
      res.writeHead(202);
      res.end();
    });
    expect(await client.uploadStocks('changes', PACKAGE)).toEqual({ status: 202, location: null, messageId: null });
    expect(lastApiRequest().method).toBe('PUT');
    expect(operator!.logger.lines.some((l) => l.level === 'warn' && /without a Location/.test(l.message))).toBe(true);
  });

  it('an upload refused with the 2.9 body is validation-failed carrying that body', async () => {
    const body = {
      statusCode: 400,
      isError: true,
      isTransient: false,
      exceptionMessage: 'Validation failed',
      validationErrors: [{ field: 'stocks[0].supDate', message: 'Line 1, position 80: "" is not a date-time' }],
    };
    const client = await withRoute((_r, res) => sendJson(res, 400, body));
    const error = await client.uploadStocks('full', PACKAGE).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'validation-failed', details: { status: 400, body } });
    expect((error as Error).message).toMatch(/1 field error/);
  });

  it('DELETE expects 204', async () => {
    const client = await withRoute((_r, res) => {
      res.writeHead(204);
      res.end();
    });
    await client.deleteStocks();
    expect([lastApiRequest().method, lastApiRequest().url]).toEqual(['DELETE', STOCKS_PATH]);
  });

  it('GET stocks encodes the + of the offset and keeps unknown fields of the rows', async () => {
    const rows = [
      {
        storeId: STORE_ID,
        nnt: 100,
        qnt: 2,
        prcRet: 10.5,
        stkDate: '2024-05-01T06:00:00+03:00',
        rv: 'AAAAAAAAB9E=',
        extra: 'kept',
      },
    ];
    const client = await withRoute((_r, res) => sendJson(res, 200, rows));
    const result = await client.getStocks('2024-05-01T06:00:00+03:00');
    expect(lastApiRequest().url).toBe(`${STOCKS_PATH}?since=2024-05-01T06:00:00%2B03:00`);
    expect(result).toEqual(rows);
    await client.getStocks(new Date('2024-05-01T03:00:00Z'));
    expect(lastApiRequest().url).toBe(`${STOCKS_PATH}?since=2024-05-01T03:00:00.000Z`);
    await expect(client.getStocks('yesterday')).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('asks for application/x-json-full only when told to', async () => {
    const client = await withRoute((_r, res) => sendJson(res, 200, []));
    await client.getStocks('2024-05-01T06:00:00+03:00');
    expect(lastApiRequest().headers.accept).toBe('application/json');
    await client.getStocks('2024-05-01T06:00:00+03:00', { fullJson: true });
    expect(lastApiRequest().headers.accept).toBe('application/x-json-full');
  });
});

describe('message status', () => {
  const status = {
    id: 7,
    messageId: MESSAGE_ID,
    statusId: 2,
    statusMessage: 'Processed',
    statusDate: '2024-05-01T03:00:05+00:00',
  };

  it('parses 200 and returns null for 204, by messageId or by Location', async () => {
    let known = true;
    const client = await withRoute((_r, res) => {
      if (known) return sendJson(res, 200, status);
      res.writeHead(204);
      res.end();
    });
    expect(await client.getMessageStatus(MESSAGE_ID)).toEqual(status);
    expect(lastApiRequest().url).toBe(`/v5/messages/${MESSAGE_ID}/status`);
    known = false;
    expect(await client.getMessageStatus(`${operator!.server.url}/v5/messages/${MESSAGE_ID}/status`)).toBeNull();
  });

  it('never sends the token to a Location on another host: it polls its own API for that message', async () => {
    foreign = await startTestServer((_r, res) => sendJson(res, 200, status));
    const client = await withRoute((_r, res) => sendJson(res, 200, status));
    await client.getMessageStatus(`${foreign.url}/v5/messages/${MESSAGE_ID}/status`);
    expect(foreign.requests).toHaveLength(0);
    expect(lastApiRequest().url).toBe(`/v5/messages/${MESSAGE_ID}/status`);
    await expect(client.getMessageStatus(`${foreign.url}/elsewhere`)).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('a status body that is not JSON, or has no whole statusId, is a bad-response naming the endpoint; empty or null is "nothing"', async () => {
    const bodies = ['<html>gateway</html>', JSON.stringify({ ...status, statusId: '2' }), '', 'null'];
    const client = await withRoute((_r, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(bodies.shift());
    });
    const notJson = await client.getMessageStatus(MESSAGE_ID).catch((e: unknown) => e);
    expect(notJson).toBeInstanceOf(DeskError);
    expect(notJson).toMatchObject({
      code: 'bad-response',
      details: { path: `/v5/messages/${MESSAGE_ID}/status`, status: 200 },
    });
    expect((notJson as Error).message).toMatch(/package status check .*not JSON/);
    const wrongField = await client.getMessageStatus(MESSAGE_ID).catch((e: unknown) => e);
    expect(wrongField).toMatchObject({ code: 'bad-response', details: { issues: [{ path: ['statusId'] }] } });
    expect((wrongField as Error).message).toMatch(/statusId/);
    expect(await client.getMessageStatus(MESSAGE_ID)).toBeNull();
    expect(await client.getMessageStatus(MESSAGE_ID)).toBeNull();
  });
});

describe('validation', () => {
  const unparseable = {
    statusCode: 400,
    isError: true,
    isTransient: false,
    exceptionMessage: "Unexpected character at line 1, position 3, path 'date'",
  };

  it('200 is ok; any 400 is returned as a 2.9 body (not thrown), the operator’s reason in exceptionMessage', async () => {
    const answers: [number, unknown][] = [
      [200, undefined],
      [400, unparseable],
      [400, { error: 'something else' }],
    ];
    const client = await withRoute((_r, res) => {
      const [code, body] = answers.shift()!;
      if (body === undefined) {
        res.writeHead(code);
        return res.end();
      }
      sendJson(res, code, body);
    });
    expect(await client.validate('stocks', PACKAGE)).toEqual({ ok: true });
    expect([lastApiRequest().method, lastApiRequest().url, lastApiRequest().body]).toEqual([
      'POST',
      '/v5/json_schemas/stocks/validation',
      PACKAGE,
    ]);
    expect(await client.validate('stocks', '{bad')).toEqual({ ok: false, body: unparseable });
    expect(await client.validate('orders', '{}')).toEqual({
      ok: false,
      body: {
        statusCode: 400,
        isError: true,
        isTransient: false,
        exceptionMessage: 'something else',
        validationErrors: [],
      },
    });
  });
});

describe('webhooks', () => {
  it('gets the key and sends subscribe (POST), update (PUT) and unsubscribe (DELETE, clientId only)', async () => {
    const client = await withRoute((request, res) => {
      if (request.url === '/v5/keys/webhooks') return sendJson(res, 200, { secret: 'hook-key-123456', rotated: false });
      res.writeHead(request.method === 'POST' ? 201 : request.method === 'PUT' ? 200 : 204);
      res.end();
    });
    expect(await client.getWebhookKey()).toEqual({ secret: 'hook-key-123456', rotated: false });
    await client.subscribe('stocks_full', CLIENT_ID, 'https://hooks.example.com/desk');
    await client.updateSubscription('stocks_full', CLIENT_ID, 'https://hooks.example.com/desk2');
    await client.unsubscribe('stocks_full', CLIENT_ID);
    expect(
      operator!
        .apiRequests()
        .slice(1)
        .map((r) => [r.method, r.url, JSON.parse(r.body)]),
    ).toEqual([
      ['POST', '/v5/events/stocks_full/subscribe', { clientId: CLIENT_ID, url: 'https://hooks.example.com/desk' }],
      ['PUT', '/v5/events/stocks_full/subscribe', { clientId: CLIENT_ID, url: 'https://hooks.example.com/desk2' }],
      ['DELETE', '/v5/events/stocks_full', { clientId: CLIENT_ID }],
    ]);
    expect(operator!.logger.text()).not.toContain('hook-key-123456');
  });

  it('refuses unknown events and bad URLs before sending anything', async () => {
    const client = await withRoute((_r, res) => sendJson(res, 500, {}));
    await expect(client.subscribe('stocks_all' as 'stocks_full', CLIENT_ID, 'https://x.example')).rejects.toMatchObject(
      { code: 'invalid-input' },
    );
    await expect(client.subscribe('stocks_full', CLIENT_ID, 'ftp://x.example')).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(client.unsubscribe('stocks_full', 'not-a-guid')).rejects.toMatchObject({ code: 'invalid-input' });
    expect(operator!.apiRequests()).toHaveLength(0);
  });

  it('a webhook key answer without secret is a bad-response', async () => {
    const client = await withRoute((_r, res) => sendJson(res, 200, { key: 'x' }));
    await expect(client.getWebhookKey()).rejects.toMatchObject({
      code: 'bad-response',
      details: { path: '/v5/keys/webhooks', issues: [{ path: ['secret'] }] },
    });
  });
});

describe('dictionaries', () => {
  it('builds each query and returns the raw records unchecked', async () => {
    const records = [{ id: 1, name: 'Аспирин', actual: true, rv: 'AAAAAAAAAAE=', rvInt: 1 }, { broken: true }];
    const client = await withRoute((_r, res) => sendJson(res, 200, records));
    expect(await client.getDictionaryChunk('trademarks', { count: 10_000, rvInt: 123 })).toEqual(records);
    expect(lastApiRequest().url).toBe('/v5/references/trademarks?count=10000&rvInt=123');
    await client.getDictionaryChunk('goods_normalized', { count: 500 });
    expect(lastApiRequest().url).toBe('/v5/references/goods_normalized?count=500');
    await client.getGoodsLinks({ names: true });
    expect(lastApiRequest().url).toBe('/v5/references/goods_links?names=true');
    await client.getGoodsLinks();
    expect(lastApiRequest().url).toBe('/v5/references/goods_links');
    await client.getBarcodes({ count: 1000, rvInt: 0, actual: true });
    expect(lastApiRequest().url).toBe('/v5/references/barcodes?count=1000&rvInt=0&actual=true');
  });

  it('refuses count over 10000, bad versions and the wrong call for goods_links/barcodes, without a request', async () => {
    const client = await withRoute((_r, res) => sendJson(res, 200, []));
    await expect(client.getDictionaryChunk('trademarks', { count: 10_001 })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(client.getDictionaryChunk('trademarks', { count: 10, rvInt: -1 })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(client.getDictionaryChunk('barcodes' as 'trademarks', { count: 10 })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(client.getDictionaryChunk('goods_links' as 'trademarks', { count: 10 })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(operator!.apiRequests()).toHaveLength(0);
  });

  it('a chunk that is not a JSON array is a bad-response naming the dictionary', async () => {
    const client = await withRoute((_r, res) => sendJson(res, 200, { items: [] }));
    const error = await client.getDictionaryChunk('countries', { count: 10 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'bad-response', details: { path: '/v5/references/countries?count=10' } });
    expect((error as Error).message).toMatch(/countries dictionary download.*expected a JSON array/);
  });
});

describe('HTTP errors', () => {
  it.each([
    [403, 'forbidden'],
    [404, 'not-found'],
    [500, 'server-error'],
    [502, 'server-error'],
    [409, 'bad-request'],
  ])('status %i becomes %s', async (status, code) => {
    const client = await withRoute((_r, res) => sendJson(res, status, { message: 'nope' }));
    await expect(client.getWebhookKey()).rejects.toMatchObject({
      code,
      details: { status, path: '/v5/keys/webhooks' },
    });
  });

  it('a redirect is not followed (it would carry the token elsewhere)', async () => {
    foreign = await startTestServer((_r, res) => sendJson(res, 200, { secret: 'stolen' }));
    const client = await withRoute((_r, res) => {
      res.writeHead(302, { Location: `${foreign!.url}/v5/keys/webhooks` });
      res.end();
    });
    await expect(client.getWebhookKey()).rejects.toMatchObject({ code: 'bad-response', details: { status: 302 } });
    expect(foreign.requests).toHaveLength(0);
  });
});

describe('configuration', () => {
  it('refuses a bad store id or address up front', () => {
    const deps = { fetch, clock: createTestClock(), logger: createMemoryLogger() };
    const getSecret = async () => 'x';
    const make = (storeId: string, baseUrl: string) => () =>
      createApiClient(deps, { storeId, baseUrl, authUrl: 'https://auth.example.com', getSecret });
    expect(make('nope', 'https://api.example.com')).toThrow(/not a store GUID/);
    expect(make(STORE_ID, 'api.example.com')).toThrow(/not an absolute URL/);
    expect(make(STORE_ID, 'https://user:pw@api.example.com')).toThrow(/user name or password/);
    expect(make(STORE_ID, 'file:///etc')).toThrow(/https/);
    // As issued: trimmed, letter case kept (an operator may compare it with case).
    expect(make(` ${STORE_ID.toUpperCase()} `, 'https://api.example.com/')().storeId).toBe(STORE_ID.toUpperCase());
  });

  it('keeps a path prefix of the API address', async () => {
    const server = await startTestServer((request, res) => {
      if (request.url === '/connect/token')
        return sendJson(res, 200, { access_token: 'opaque-token-1', expires_in: 60, token_type: 'bearer' });
      sendJson(res, 200, { secret: 'k-1234567' });
    });
    try {
      const client = createApiClient(
        { fetch, clock: createTestClock(), logger: createMemoryLogger() },
        {
          storeId: STORE_ID,
          baseUrl: `${server.url}/operator/`,
          authUrl: server.url,
          getSecret: async () => 'secret-1',
        },
      );
      await client.getWebhookKey();
      expect(server.requests.map((r) => r.url)).toEqual(['/connect/token', '/operator/v5/keys/webhooks']);
    } finally {
      await server.close();
    }
  });
});
