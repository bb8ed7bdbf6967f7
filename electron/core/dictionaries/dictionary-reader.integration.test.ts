import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '@tests/kits/core/api/http-test-server';
import { LeasedBytes } from './byte-pool';
import { recordsOf } from './chunk-body';
import { serverReader } from '@tests/kits/core/dictionaries/dict-test-kit';

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';

describe('the dictionary reader (bytes through the API client’s machinery)', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  /** A server with a token endpoint, answering references with `answer`. */
  async function serve(answer: (url: string, attempt: number) => { status: number; body: unknown }) {
    let attempts = 0;
    server = await startTestServer((req, res) => {
      if (req.url === '/connect/token')
        return sendJson(res, 200, { access_token: `t${attempts}`, expires_in: 3600, token_type: 'Bearer' });
      const { status, body } = answer(req.url, ++attempts);
      if (typeof body === 'string') {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(body);
      } else sendJson(res, status, body);
    });
    return serverReader(server.url, storeId);
  }

  it('sends count and rvInt (actual for barcodes) with the bearer token, and hands over the bytes', async () => {
    const reader = await serve(() => ({ status: 200, body: '[{"id":1,"name":"Ёж"}]' }));
    const body = await reader.chunk(
      'barcodes',
      { count: 10, rvInt: 5_000_000_123n, actual: true },
      new AbortController().signal,
    );
    expect(body).toBeInstanceOf(LeasedBytes);
    expect([...recordsOf(body)]).toEqual([{ id: 1, name: 'Ёж' }]);
    const seen = server.requestsTo('/v5/references/barcodes')[0]!;
    expect(seen.url).toBe('/v5/references/barcodes?count=10&rvInt=5000000123&actual=true');
    expect(seen.headers.authorization).toMatch(/^Bearer t/);
    await reader.goodsLinks(new AbortController().signal);
    expect(server.requestsTo('/v5/references/goods_links')[0]!.url).toBe('/v5/references/goods_links?names=true');
  });

  it('retries 500 and 429 through the client and returns the answer that came', async () => {
    const reader = await serve((_url, attempt) =>
      attempt === 1
        ? { status: 500, body: { statusCode: 500 } }
        : attempt === 2
          ? { status: 429, body: {} }
          : { status: 200, body: [] },
    );
    const body = await reader.chunk('trademarks', { count: 10, rvInt: 0n }, new AbortController().signal);
    expect([...recordsOf(body)]).toEqual([]);
    expect(server.requestsTo('/v5/references/trademarks')).toHaveLength(3);
  });

  it('says what is wrong when the answer is not a JSON array or not a success', async () => {
    let reader = await serve(() => ({ status: 200, body: { records: [] } }));
    await expect(
      reader.chunk('trademarks', { count: 10, rvInt: 0n }, new AbortController().signal),
    ).rejects.toMatchObject({
      code: 'bad-response',
      message: expect.stringMatching(/not a JSON array of records/),
    });
    await server.close();
    reader = await serve(() => ({ status: 403, body: { statusCode: 403, exceptionMessage: 'no rights' } }));
    await expect(
      reader.chunk('trademarks', { count: 10, rvInt: 0n }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(() => reader.chunk('trademarks', { count: 10_001, rvInt: 0n }, new AbortController().signal)).toThrow(
      /from 1 to 10000/,
    );
  });
});
