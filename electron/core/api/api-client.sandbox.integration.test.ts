import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryRecordSchemas } from '@shared/protocol/dictionaries';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { startTestSandbox, stockPackage } from '@tests/kits/sandbox/sandbox-test-kit';
import { systemClock } from '../ports';
import { createApiClient } from './api-client';
import type { ApiClient, ApiClientDeps } from './api-types';
import { createMemoryLogger, seededRandom } from '@tests/kits/core/api/test-ports';

/** Happy paths against the operator emulator: what works here is meant to work against the operator. */
let sandbox: RunningSandbox;
let client: ApiClient;
const logger = createMemoryLogger();

const clientFor = (sb: RunningSandbox, overrides: Partial<ApiClientDeps> = {}, secret = sb.stores[0]!.secret) =>
  createApiClient(
    {
      fetch,
      clock: systemClock,
      logger,
      random: seededRandom(5),
      policy: { baseDelayMs: 10, maxDelayMs: 50 },
      ...overrides,
    },
    { storeId: sb.stores[0]!.storeId, baseUrl: sb.baseUrl, authUrl: sb.authUrl, getSecret: async () => secret },
  );

beforeAll(async () => {
  sandbox = await startTestSandbox({ tokenLifetimeSeconds: 1234 });
  client = clientFor(sandbox);
});
afterAll(() => sandbox?.close());

describe('API client against the sandbox', () => {
  it('tests the connection: a token and its lifetime', async () => {
    expect(await client.testConnection()).toEqual({ expiresIn: 1234 });
  });

  it('refuses a wrong secret with invalid-client', async () => {
    await expect(clientFor(sandbox, {}, 'not-the-secret').testConnection()).rejects.toMatchObject({
      code: 'invalid-client',
    });
  });

  it('uploads in full, tracks the package to Processed, reads the rows back, uploads changes, deletes', async () => {
    const since = new Date(Date.now() - 60_000);
    const pkg = stockPackage(sandbox, 3);
    const full = await client.uploadStocks('full', JSON.stringify(pkg));
    expect(full.status).toBe(202);
    expect(full.location).toMatch(new RegExp(`^${sandbox.baseUrl}/v5/messages/[0-9a-f-]{36}/status$`));
    expect(full.messageId).toMatch(/^[0-9a-f-]{36}$/);

    await sandbox.control.flush();
    const status = await client.getMessageStatus(full.location!);
    expect(status).toMatchObject({ messageId: full.messageId, statusId: 2 });

    const rows = await client.getStocks(since.toISOString().replace('Z', '+00:00'));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.nnt).sort()).toEqual(pkg.stocks.map((s) => s.nnt).sort());

    const changes = await client.uploadStocks(
      'changes',
      JSON.stringify({ ...pkg, stocks: [{ ...pkg.stocks[0], qnt: 0 }] }),
    );
    expect(changes.messageId).not.toBe(full.messageId);
    await sandbox.control.flush();
    expect((await client.getStocks(since)).find((r) => r.nnt === pkg.stocks[0]!.nnt)?.qnt).toBe(0);

    await client.deleteStocks();
    expect(await client.getStocks(since)).toEqual([]);
  });

  it('answers null for a package the service does not know', async () => {
    expect(await client.getMessageStatus('11111111-2222-4333-8444-555555555555')).toBeNull();
  });

  it('validates: a good package is ok, a bad one comes back with its field errors', async () => {
    const good = stockPackage(sandbox, 2);
    expect(await client.validate('stocks', JSON.stringify(good))).toEqual({ ok: true });
    const bad = stockPackage(sandbox, 2, (i) => (i === 1 ? { prtId: 17, supDate: '' } : {}));
    const outcome = await client.validate('stocks', JSON.stringify(bad));
    expect(outcome.ok).toBe(false);
    const fields = outcome.ok ? [] : (outcome.body.validationErrors ?? []).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['stocks[1].prtId', 'stocks[1].supDate']));
  });

  it('gets the webhook key and manages a subscription', async () => {
    const storeId = sandbox.stores[0]!.storeId;
    expect(await client.getWebhookKey()).toEqual({ secret: sandbox.control.webhookSecret(storeId) });
    await client.subscribe('stocks_full', storeId, 'https://hooks.example.com/desk');
    await client.updateSubscription('stocks_full', storeId, 'https://hooks.example.com/desk-2');
    await client.unsubscribe('stocks_full', storeId);
  });

  it('downloads dictionary chunks whose records pass the shared schemas, and continues from rvInt', async () => {
    const first = await client.getDictionaryChunk('trademarks', { count: 5, rvInt: 0 });
    expect(first).toHaveLength(5);
    const parsed = first.map((record) => dictionaryRecordSchemas.trademarks.parse(record));
    const maxRv = Math.max(...parsed.map((r) => Number(r.rvInt)));
    const next = await client.getDictionaryChunk('trademarks', { count: 5, rvInt: maxRv });
    expect(next.map((r) => dictionaryRecordSchemas.trademarks.parse(r).rvInt).every((v) => v > maxRv)).toBe(true);

    const links = await client.getGoodsLinks({ names: true });
    expect(links.length).toBeGreaterThan(0);
    expect(dictionaryRecordSchemas.goods_links.parse(links[0])).toHaveProperty('name');

    const barcodes = await client.getBarcodes({ count: 10, rvInt: 0 });
    expect(barcodes).toHaveLength(10);
    barcodes.forEach((b) => dictionaryRecordSchemas.barcodes.parse(b));
  });

  it('rides out injected 500s and 429s on reads', async () => {
    const faulty = await startTestSandbox({
      faults: {
        seed: 3,
        error500Rate: 0.3,
        error429Rate: 0.2,
        retryAfterSeconds: 0,
        targets: { api: true, auth: false },
      },
    });
    try {
      const c = clientFor(faulty, { policy: { maxAttempts: 8, baseDelayMs: 5, maxDelayMs: 20 } });
      for (let i = 0; i < 10; i++) await c.getDictionaryChunk('countries', { count: 3 });
    } finally {
      await faulty.close();
    }
  });

  it('a full upload whose connection drops after the server took it: outcome-unknown, and the server holds exactly one package', async () => {
    const dropping = await startTestSandbox({
      faults: { dropRate: 1, dropPhase: 'after-handler', targets: { api: true, auth: false } },
    });
    try {
      const c = clientFor(dropping, { policy: { maxAttempts: 5, baseDelayMs: 5 } });
      const error = await c.uploadStocks('full', JSON.stringify(stockPackage(dropping, 2))).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'outcome-unknown' });
      await dropping.control.flush();
      expect(dropping.control.stockRows(dropping.stores[0]!.storeId)).toHaveLength(2);
    } finally {
      await dropping.close();
    }
  });

  it('logged every call without a secret or token', () => {
    const text = logger.text();
    expect(text).not.toContain(sandbox.stores[0]!.secret);
    expect(text.toLowerCase()).not.toContain('bearer ');
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    expect(logger.lines.filter((l) => l.fields?.status !== undefined).length).toBeGreaterThan(10);
  });
});
