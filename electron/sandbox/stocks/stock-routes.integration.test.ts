import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { stockRowsReadSchema } from '@shared/protocol/stocks';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, fetchToken, manualClock, startTestSandbox, stockPackage } from '@tests/kits/sandbox/sandbox-test-kit';

const run = promisify(execFile);
type Row = Record<string, unknown>;

describe('stock endpoints', () => {
  let sandbox: RunningSandbox;
  let token: string;
  let storeId: string;
  afterEach(async () => sandbox?.close());

  const setup = async (options: Parameters<typeof startTestSandbox>[0] = {}) => {
    sandbox = await startTestSandbox(options);
    token = await fetchToken(sandbox);
    storeId = sandbox.stores[0]!.storeId;
  };
  const stocksPath = () => `/v5/stores/${storeId}/stocks`;
  const upload = async (method: 'POST' | 'PUT', body: unknown) => {
    const r = await callApi(sandbox, token, method, stocksPath(), { body });
    await r.arrayBuffer();
    return r;
  };
  const read = async (query = '', accept = 'application/json'): Promise<Row[]> => {
    const r = await callApi(sandbox, token, 'GET', stocksPath() + query, { headers: { Accept: accept } });
    expect(r.status).toBe(200);
    return (await r.json()) as Row[];
  };

  it('queues a full upload with 202, Location and Vary: Accept, and replaces the stock when processed', async () => {
    await setup({ demoStockRows: 20 });
    expect(sandbox.control.stockRows(storeId)).toHaveLength(20);
    const r = await upload('POST', stockPackage(sandbox, 3));
    expect(r.status).toBe(202);
    expect(r.headers.get('vary')).toBe('Accept');
    expect(r.headers.get('location')).toMatch(new RegExp(`^${sandbox.baseUrl}/v5/messages/[0-9a-f-]{36}/status$`));
    await sandbox.control.flush();
    const rows = await read('', 'application/x-json-full');
    expect(rows.map((row) => row.prtId)).toEqual(['P-1', 'P-2', 'P-3']);
  });

  it('upserts changes by prtId and keeps a run-out batch as a row with qnt 0', async () => {
    await setup();
    await upload('POST', stockPackage(sandbox, 3));
    await sandbox.control.flush();
    const changes = stockPackage(sandbox, 4, (i) => (i === 0 ? { qnt: 0 } : i === 1 ? { prcRet: 150 } : {}));
    changes.stocks = [changes.stocks[0]!, changes.stocks[1]!, { ...changes.stocks[3]!, prtId: 'NEW' }];
    expect((await upload('PUT', changes)).status).toBe(202);
    await sandbox.control.flush();
    const byPrt = new Map((await read('', 'application/x-json-full')).map((row) => [row.prtId, row]));
    expect([...byPrt.keys()].sort()).toEqual(['NEW', 'P-1', 'P-2', 'P-3']);
    expect(byPrt.get('P-1')?.qnt).toBe(0);
    expect(byPrt.get('P-2')?.prcRet).toBe(150);
    expect(byPrt.get('P-3')?.prcRet).toBe(120);
  });

  it('deletes all stock with 204 and refuses changes until a full upload', async () => {
    await setup({ demoStockRows: 5 });
    const del = await callApi(sandbox, token, 'DELETE', stocksPath());
    expect(del.status).toBe(204);
    expect(await read()).toEqual([]);
    const refused = await upload('PUT', stockPackage(sandbox, 1));
    expect(refused.status).toBe(400);
    const again = await callApi(sandbox, token, 'PUT', stocksPath(), { body: stockPackage(sandbox, 1) });
    expect(((await again.json()) as { exceptionMessage: string }).exceptionMessage).toMatch(/full stock \(POST\)/);
    expect((await upload('POST', stockPackage(sandbox, 2))).status).toBe(202);
    expect((await upload('PUT', stockPackage(sandbox, 1))).status).toBe(202);
    await sandbox.control.flush();
    expect(await read()).toHaveLength(2);
  });

  it('writes rows as 2.4: realNetId, storeId, stkDate, loadDate, base64 8-byte rv; plain JSON drops nulls and prtId', async () => {
    const clock = manualClock('2024-05-01T05:30:00Z');
    await setup({ clock });
    await upload('POST', stockPackage(sandbox, 2));
    await sandbox.control.flush();
    const plain = await read();
    expect(stockRowsReadSchema.parse(plain)).toHaveLength(2);
    const row = plain[0]!;
    expect(row).toMatchObject({
      realNetId: 1000,
      storeId,
      stkDate: '2024-05-01T08:00:00+03:00',
      loadDate: '2024-05-01T08:30:00+03:00',
      supDate: '2024-04-01T10:00:00+03:00',
    });
    expect(row).not.toHaveProperty('prtId');
    expect(row).not.toHaveProperty('exp');
    expect(Buffer.from(row.rv as string, 'base64')).toHaveLength(8);
    const rvs = plain.map((r) => Buffer.from(r.rv as string, 'base64').readBigUInt64BE());
    expect(rvs[1]! > rvs[0]!).toBe(true);

    const full = await read('', 'application/x-json-full');
    expect(full[0]).toHaveProperty('prtId', 'P-1');
    expect(full[0]).toHaveProperty('exp', null);
    expect(Object.keys(full[0]!)).toContain('prcGnvlsMax');
  });

  it('answers 406 for an Accept it cannot serve and JSON for wildcards', async () => {
    await setup();
    const xml = await callApi(sandbox, token, 'GET', stocksPath(), { headers: { Accept: 'application/xml' } });
    expect(xml.status).toBe(406);
    const any = await callApi(sandbox, token, 'GET', stocksPath(), { headers: { Accept: '*/*' } });
    expect(any.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('filters on the load date with since, including a URL-encoded +03:00 offset sent by curl', async () => {
    const clock = manualClock('2024-05-01T05:30:00Z');
    await setup({ clock, tokenLifetimeSeconds: 86_400 });
    await upload('POST', stockPackage(sandbox, 3));
    await sandbox.control.flush();
    clock.set('2024-05-01T07:00:00Z'); // 10:00 Moscow
    await upload(
      'PUT',
      stockPackage(sandbox, 1, () => ({ qnt: 1 })),
    );
    await sandbox.control.flush();

    expect(await read('?since=2024-05-01T09:00:00%2B03:00', 'application/x-json-full')).toEqual([
      expect.objectContaining({ prtId: 'P-1', qnt: 1 }),
    ]);
    expect(await read('?since=2024-05-01T08:30:00%2B03:00')).toHaveLength(3);
    expect(await read('?since=2024-05-01T05:30:00Z')).toHaveLength(3);

    const { stdout } = await run('curl', [
      '-sS',
      '-H',
      `Authorization: Bearer ${token}`,
      '-H',
      'Accept: application/json',
      `${sandbox.baseUrl}${stocksPath()}?since=2024-05-01T09:59:59%2B03:00`,
    ]);
    const rows = JSON.parse(stdout) as Row[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ qnt: 1, loadDate: '2024-05-01T10:00:00+03:00' });
  });

  it('explains a + that arrived as a space, and rejects a since without offset', async () => {
    await setup();
    const raw = await callApi(sandbox, token, 'GET', `${stocksPath()}?since=2024-05-01T09:00:00+03:00`);
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { exceptionMessage: string }).exceptionMessage).toMatch(/%2B/);
    const local = await callApi(sandbox, token, 'GET', `${stocksPath()}?since=2024-05-01T09:00:00`);
    expect(local.status).toBe(400);
  });

  it('refuses a package failing the schema with the validation endpoint body, and a non-JSON content type', async () => {
    await setup();
    const bad = stockPackage(sandbox, 2, (i) => (i === 1 ? { prtId: 7, supDate: '' } : {}));
    const text = JSON.stringify(bad, null, 2);
    const refused = await callApi(sandbox, token, 'POST', stocksPath(), { body: text });
    expect(refused.status).toBe(400);
    const refusedBody = await refused.json();
    const validated = await callApi(sandbox, token, 'POST', '/v5/json_schemas/stocks/validation', { body: text });
    expect(refusedBody).toEqual(await validated.json());
    expect(refusedBody).toMatchObject({
      validationErrors: expect.arrayContaining([expect.objectContaining({ field: 'stocks[1].supDate' })]),
    });
    expect(sandbox.control.stockRows(storeId)).toEqual([]);

    const form = await callApi(sandbox, token, 'POST', stocksPath(), {
      body: 'a=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ statusCode: 415, isError: true });
  });
});
