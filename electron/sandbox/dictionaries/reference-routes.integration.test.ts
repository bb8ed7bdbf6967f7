import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryNames, dictionaryRecordSchemas } from '@shared/protocol/dictionaries';
import { startBareReferenceServer, type BareReferenceServer } from './bare-server';
import { createDictionaryStore, type ChunkedDictionaryName } from './dictionary-store';
import { rvIntToBase64 } from './row-version';

const STORE_A = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const STORE_B = 'c9d8e7f6-1111-4222-8333-944455556666';
type Row = Record<string, unknown>;

const store = createDictionaryStore({ scale: 'small', seed: 3, storeIds: [STORE_A, STORE_B] });
let server: BareReferenceServer;
let limited: BareReferenceServer;

beforeAll(async () => {
  server = await startBareReferenceServer(store, { storeId: STORE_A });
  limited = await startBareReferenceServer(store, { storeId: STORE_A, maxCount: 100 });
});
afterAll(async () => {
  await server.close();
  await limited.close();
});

async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; type: string | null }> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'application/json', ...headers } });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), type: response.headers.get('content-type') };
}

async function readAll(name: string, count: number, by: 'rvInt' | 'rv', extra = ''): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: Row | undefined;
  for (;;) {
    const from =
      cursor === undefined
        ? ''
        : by === 'rvInt'
          ? `&rvInt=${cursor.rvInt}`
          : `&rv=${encodeURIComponent(cursor.rv as string)}`;
    const { status, body } = await get(`/v5/references/${name}?count=${count}${from}${extra}`);
    expect(status).toBe(200);
    const chunk = body as Row[];
    rows.push(...chunk);
    if (chunk.length < count) return rows;
    cursor = chunk[chunk.length - 1];
  }
}

describe('GET /v5/references/:name', () => {
  it('serves all 24 paths as JSON arrays that parse with the shared schemas', async () => {
    for (const name of dictionaryNames) {
      const { status, body, type } = await get(`/v5/references/${name}?count=50`);
      expect(status, name).toBe(200);
      expect(type).toBe('application/json; charset=utf-8');
      expect(Array.isArray(body)).toBe(true);
      expect((body as Row[]).length, name).toBeGreaterThan(0);
      for (const r of body as Row[]) expect(dictionaryRecordSchemas[name].safeParse(r).success, name).toBe(true);
    }
  });

  it('pages by rvInt and by rv to exactly the store content, with a short last chunk', async () => {
    const expected = [...store.allRecords('goods_normalized')];
    const byRvInt = await readAll('goods_normalized', 700, 'rvInt');
    const byRv = await readAll('goods_normalized', 700, 'rv');
    expect(byRvInt).toEqual(expected);
    expect(byRv).toEqual(expected);
    const last = expected[expected.length - 1] as Row;
    expect((await get(`/v5/references/goods_normalized?rvInt=${last.rvInt}`)).body).toEqual([]);
  });

  it('starts strictly after the given version, also for a version between two rows', async () => {
    const rows = [...store.allRecords('manufacturers')];
    const k = 10;
    const exact = (await get(`/v5/references/manufacturers?count=2&rvInt=${rows[k]?.rvInt}`)).body as Row[];
    expect(exact.map((r) => r.id)).toEqual([rows[k + 1]?.id, rows[k + 2]?.id]);
    const between = (rows[k]?.rvInt as number) + 1;
    expect(rows.some((r) => r.rvInt === between)).toBe(false);
    const rv = encodeURIComponent(rvIntToBase64(between));
    expect(((await get(`/v5/references/manufacturers?count=1&rv=${rv}`)).body as Row[])[0]?.id).toBe(rows[k + 1]?.id);
    // rv and rvInt together must name the same version.
    expect((await get(`/v5/references/manufacturers?count=1&rv=${rv}&rvInt=${between}`)).status).toBe(200);
    expect((await get(`/v5/references/manufacturers?count=1&rv=${rv}&rvInt=${between + 1}`)).status).toBe(400);
  });

  it('defaults count to the maximum and refuses a count above it with a JSON error body', async () => {
    expect(((await get('/v5/references/trademarks')).body as Row[]).length).toBe(store.counts().trademarks);
    const capped = await fetch(`${limited.baseUrl}/v5/references/trademarks`);
    expect(((await capped.json()) as Row[]).length).toBe(100);
    const tooMany = await fetch(`${limited.baseUrl}/v5/references/trademarks?count=101`);
    expect(tooMany.status).toBe(400);
    const over = await get('/v5/references/goods_normalized?count=10001');
    expect(over.status).toBe(400);
    expect(over.type).toBe('application/json; charset=utf-8');
    expect(over.body).toMatchObject({
      statusCode: 400,
      isError: true,
      exceptionMessage: expect.stringContaining('10000'),
    });
    expect((await get('/v5/references/barcodes?count=10001')).status).toBe(400);
    expect((await get('/v5/references/goods_normalized?count=10000')).status).toBe(200);
  });

  it('says what is wrong with bad parameters', async () => {
    const cases: Array<[string, RegExp]> = [
      ['trademarks?count=abc', /whole number/],
      ['trademarks?count=0', /at least 1/],
      ['trademarks?count=5&count=6', /more than once/],
      ['trademarks?rvInt=-5', /non-negative/],
      ['trademarks?rvInt=99999999999999999999', /not a non-negative whole number|larger than a long/],
      ['trademarks?rv=AAAAASoS%209w=', /%2B/],
      ['trademarks?rv=%25%25', /not valid base64/],
      ['barcodes?actual=yes', /actual=true or actual=false/],
      ['barcodes?rv=AAAAAAAAAAE%3D', /rvInt/],
      ['goods_links?names=1', /names=true or names=false/],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await get(`/v5/references/${path}`);
      expect(status, path).toBe(400);
      expect((body as Row).exceptionMessage, path).toMatch(message);
    }
    const unknown = await get('/v5/references/price_lists');
    expect(unknown.status).toBe(404);
    expect((unknown.body as Row).exceptionMessage).toContain('goods_normalized');
  });

  it('filters barcodes with actual=true and keeps paging by rvInt', async () => {
    const all = await readAll('barcodes', 1000, 'rvInt');
    const current = await readAll('barcodes', 1000, 'rvInt', '&actual=true');
    expect(all.length).toBe(store.counts().barcodes);
    expect(current).toEqual(all.filter((b) => b.actual === true));
    expect(current.length).toBeLessThan(all.length);
    // actual=false is the default: every row, current or not.
    expect(await readAll('barcodes', 1000, 'rvInt', '&actual=false')).toEqual(all);
    expect(all.every((b) => !('rv' in b))).toBe(true);
  });

  it("returns the token's store links, with names only when asked", async () => {
    const plain = (await get('/v5/references/goods_links')).body as Row[];
    const named = (await get('/v5/references/goods_links?names=true')).body as Row[];
    const other = (await get('/v5/references/goods_links?names=TRUE', { 'x-sandbox-store': STORE_B.toUpperCase() }))
      .body as Row[];
    expect(plain.length).toBe(300);
    expect(plain.every((l) => Object.keys(l).join() === 'nnt,sku')).toBe(true);
    expect(named.map((l) => ({ nnt: l.nnt, sku: l.sku }))).toEqual(plain);
    expect(named.every((l) => typeof l.name === 'string' && (l.name as string).length > 3)).toBe(true);
    expect(other.map((l) => l.nnt)).not.toEqual(named.map((l) => l.nnt));
    expect(
      (await get('/v5/references/goods_links', { 'x-sandbox-store': '00000000-0000-4000-8000-000000000009' })).body,
    ).toEqual([]);
  });

  it('writes null fields only for Accept: application/x-json-full', async () => {
    const plain = (await get('/v5/references/goods_denormalized?count=10000')).body as Row[];
    const full = (await get('/v5/references/goods_denormalized?count=10000', { accept: 'application/x-json-full' }))
      .body as Row[];
    expect(full.length).toBe(plain.length);
    expect(full.some((r) => r.pt === null)).toBe(true);
    expect(plain.some((r) => 'pt' in r && r.pt === null)).toBe(false);
    expect(full.map((r) => r.rvInt)).toEqual(plain.map((r) => r.rvInt));
  });
});

describe('sandbox dictionary controls', () => {
  it('mutates over HTTP, and an incremental read after the old maximum returns the changed rows', async () => {
    const counts = (await (await fetch(`${server.baseUrl}/sandbox/dictionaries/counts`)).json()) as {
      counts: Record<string, number>;
      maxRvInt: Record<ChunkedDictionaryName, number>;
    };
    expect(counts.counts.goods_normalized).toBe(store.counts().goods_normalized);
    const response = await fetch(`${server.baseUrl}/sandbox/dictionaries/mutate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ share: 0.02, seed: 4 }),
    });
    expect(response.status).toBe(200);
    const { changed, maxRvInt } = (await response.json()) as {
      changed: Record<string, number>;
      maxRvInt: Record<string, number>;
    };
    for (const name of ['goods_normalized', 'goods_denormalized', 'barcodes', 'marketing_brands'] as const) {
      const delta = await readAll(name, 10_000, 'rvInt', `&rvInt=${counts.maxRvInt[name]}`);
      expect(delta.length, name).toBe(changed[name]);
      expect(delta[delta.length - 1]?.rvInt).toBe(maxRvInt[name]);
    }
    const bad = await fetch(`${server.baseUrl}/sandbox/dictionaries/mutate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ share: 2 }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Row).exceptionMessage).toContain('share');
  });
});
