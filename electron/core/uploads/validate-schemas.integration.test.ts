import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@sandbox/start-sandbox';
import {
  createUploadsTestEnv,
  fastSandboxOptions,
  samplePackage,
  type UploadsTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';

const date = '2024-05-01T08:00:00+03:00';
const stocks = JSON.parse(samplePackage(3)) as { date: string; stocks: Record<string, unknown>[] };

/** For each schema: a package the sandbox accepts, and one with errors in known records and fields. */
const cases = {
  stocks: {
    good: stocks,
    bad: { ...stocks, stocks: stocks.stocks.map((row, i) => (i === 1 ? { ...row, qnt: 'много' } : row)) },
    errors: [{ rowIndex: 1, field: 'qnt' }],
  },
  preorders: {
    good: { date, preorders: [{ nnt: 5, sku: 'П-1', prc: 12.5, qnt: 4 }] },
    bad: {
      date,
      preorders: [
        { nnt: 5, sku: 'П-1', prc: 12.5, qnt: 4 },
        { nnt: 0, sku: '', prc: -1, qnt: 1 },
      ],
    },
    errors: [
      { rowIndex: 1, field: 'nnt' },
      { rowIndex: 1, field: 'prc' },
      { rowIndex: 1, field: 'sku' },
    ],
  },
  orders: {
    good: { date, orders: [{ orderId: 'З-1', date, status: 1, nnt: 5, qnt: 2, prc: 100 }] },
    bad: { date, orders: [{ orderId: 'З-1', date: '01.05.2024', status: 1, nnt: 5, qnt: 0, prc: 100 }] },
    errors: [
      { rowIndex: 0, field: 'date' },
      { rowIndex: 0, field: 'qnt' },
    ],
  },
  transactions: {
    good: { date, transactions: [{ id: 'T-1', date, type: 'sale', nnt: 5, qnt: 1, sum: 99 }] },
    bad: { date: 'сегодня', transactions: [{ id: 'T-1', date, type: 'gift', nnt: 5, qnt: 1, sum: 99 }] },
    errors: [
      { rowIndex: null, field: 'date' },
      { rowIndex: 0, field: 'type' },
    ],
  },
} as const;

describe('uploads:validate-on-server for each schema against the sandbox', () => {
  let sandbox: RunningSandbox;
  let env: UploadsTestEnv;
  beforeAll(async () => {
    sandbox = await startSandbox(fastSandboxOptions());
    env = createUploadsTestEnv({ sandbox });
  });
  afterAll(async () => {
    await env?.close();
    await sandbox?.close();
  });

  const preview = async (body: unknown) =>
    env.invoke('uploads:preview-file', { fileName: 'p.json', bytes: Buffer.from(JSON.stringify(body, null, 2)) });

  it.each(Object.keys(cases) as (keyof typeof cases)[])('%s: valid and invalid packages', async (schemaName) => {
    const c = cases[schemaName];
    const good = await preview(c.good);
    const ok = await env.invoke('uploads:validate-on-server', {
      profileId: env.profileId,
      previewId: good.previewId,
      schemaName,
    });
    expect(ok).toMatchObject({ origin: 'server', valid: true, errorCount: 0 });

    const bad = await preview(c.bad);
    const check = await env.invoke('uploads:validate-on-server', {
      profileId: env.profileId,
      previewId: bad.previewId,
      schemaName,
    });
    expect(check).toMatchObject({ origin: 'server', valid: false, errorCount: c.errors.length });
    // The same error pages as the stock check: records, fields and places in the file.
    const page = await env.invoke('uploads:list-errors', {
      source: { type: 'preview', previewId: bad.previewId, origin: 'server' },
    });
    const found = page.items.map((e) => ({ rowIndex: e.rowIndex, field: e.field }));
    expect(found.sort((a, b) => String(a.field).localeCompare(String(b.field)))).toEqual(c.errors);
    for (const e of page.items) expect(e.line).toBeGreaterThan(0);
  });

  it('the default schema is stocks: an orders package fails it', async () => {
    const p = await preview(cases.orders.good);
    const check = await env.invoke('uploads:validate-on-server', { profileId: env.profileId, previewId: p.previewId });
    expect(check.valid).toBe(false);
  });
});
