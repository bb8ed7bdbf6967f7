import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationErrorResponseSchema } from '@shared/protocol/validation-errors';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, fetchToken, startTestSandbox, stockPackage } from '@tests/kits/sandbox/sandbox-test-kit';

describe('POST /v5/json_schemas/{schemaName}/validation', () => {
  let sandbox: RunningSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    token = await fetchToken(sandbox);
  });
  afterAll(async () => sandbox.close());

  const validate = (schema: string, body: string) =>
    callApi(sandbox, token, 'POST', `/v5/json_schemas/${schema}/validation`, { body });

  it('answers 200 without a body for a valid stock package', async () => {
    const r = await validate('stocks', JSON.stringify(stockPackage(sandbox, 3)));
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('');
  });

  it('lists one entry per offending field with line and position (the four observed behaviours)', async () => {
    const pkg = stockPackage(
      sandbox,
      4,
      (i) => [{ prtId: 12 }, { supDate: '' }, { gnvls: 1, dp: 0 }, { exp: 20250101 }][i] ?? {},
    );
    const r = await validate('stocks', JSON.stringify(pkg, null, 2));
    expect(r.status).toBe(400);
    const body = validationErrorResponseSchema.parse(await r.json());
    expect(body).toMatchObject({ statusCode: 400, isError: true, isTransient: false });
    const fields = body.validationErrors!.map((e) => e.field).sort();
    expect(fields).toEqual([
      'stocks[0].prtId',
      'stocks[1].supDate',
      'stocks[2].dp',
      'stocks[2].gnvls',
      'stocks[3].exp',
    ]);
    for (const e of body.validationErrors!) expect(e.message).toMatch(/Line \d+, position \d+/);
  });

  it('gives the parser message without validationErrors for an unparseable package', async () => {
    const r = await validate('stocks', '{"date": "2024-05-01T08:00:00+03:00",\n "stocks": [ { "prtId": "a", } ]}');
    expect(r.status).toBe(400);
    const body = validationErrorResponseSchema.parse(await r.json());
    expect(body.validationErrors).toBeUndefined();
    expect(body.exceptionMessage).toMatch(/line 2/i);
  });

  it('checks preorders, orders and transactions against its plausible schemas, with positions', async () => {
    const date = '2024-05-01T08:00:00+03:00';
    const good = {
      preorders: { date, preorders: [{ nnt: 1, sku: 'A-1', prc: 10.5, qnt: 3 }] },
      orders: { date, orders: [{ orderId: 'З-1', date, status: 1, nnt: 1, qnt: 2, prc: 100 }] },
      transactions: { date, transactions: [{ id: 'T-1', date, type: 'sale', nnt: 1, qnt: 1, sum: 99 }] },
    };
    for (const [schema, body] of Object.entries(good)) {
      expect((await validate(schema, JSON.stringify(body))).status, schema).toBe(200);
      expect((await validate(schema, '[1, 2]')).status, schema).toBe(400);
    }
    const bad = { date, orders: [{ orderId: '', date: 'вчера', status: 1, nnt: -1, qnt: 2, prc: 100 }] };
    const r = await validate('orders', JSON.stringify(bad, null, 2));
    expect(r.status).toBe(400);
    const entries = validationErrorResponseSchema.parse(await r.json()).validationErrors!;
    expect(entries.map((e) => e.field).sort()).toEqual(['orders[0].date', 'orders[0].nnt', 'orders[0].orderId']);
    for (const e of entries) expect(e.message).toMatch(/Line \d+, position \d+/);
  });

  it('answers 404 for an unknown schema name and 401 without a token', async () => {
    const r = await validate('invoices', '{}');
    expect(r.status).toBe(404);
    expect(((await r.json()) as { exceptionMessage: string }).exceptionMessage).toMatch(
      /stocks, preorders, orders, transactions/,
    );
    const anon = await callApi(sandbox, null, 'POST', '/v5/json_schemas/stocks/validation', { body: '{}' });
    expect(anon.status).toBe(401);
  });
});
