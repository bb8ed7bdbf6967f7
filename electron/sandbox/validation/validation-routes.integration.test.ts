import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationErrorResponseSchema } from '../../../shared/protocol/validation-errors';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, fetchToken, startTestSandbox, stockPackage } from '../testing/sandbox-test-kit';

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

  it('accepts any well-formed JSON object for preorders, orders and transactions', async () => {
    for (const schema of ['preorders', 'orders', 'transactions']) {
      expect((await validate(schema, '{"anything": [1, 2]}')).status).toBe(200);
      expect((await validate(schema, '[1, 2]')).status).toBe(400);
    }
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
