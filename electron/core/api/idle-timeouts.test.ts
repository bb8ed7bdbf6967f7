import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createDictionaryReader } from '../dictionaries/dictionary-reader';
import { createStoreSession } from './store-session';
import { SECRET, STORE_ID, startFakeOperator, type FakeOperator } from '@tests/kits/core/api/fake-operator';
import { sendJson } from '@tests/kits/core/api/http-test-server';
import { createMemoryLogger, createTestClock } from '@tests/kits/core/api/test-ports';

const MESSAGE_ID = '0b3a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const PACKAGE = JSON.stringify({ date: '2024-05-01T06:00:00+03:00', stocks: [{ prtId: 'p-1', nnt: 100, qnt: 3 }] });

let operator: FakeOperator | undefined;
const timers = new Set<ReturnType<typeof setInterval>>();
afterEach(async () => {
  timers.forEach((t) => clearInterval(t));
  timers.clear();
  await operator?.close();
  operator = undefined;
});

/** A JSON array of `count` records, about 100 bytes each. */
function records(count: number): string {
  return JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      nnt: 100000 + i,
      name: `Препарат ${i} таблетки 10 мг №30`,
      actual: true,
      rvInt: i + 1,
    })),
  );
}

/**
 * Sends `text` at `bytesPerSecond` in 5 KB pieces; with `stallAfter`, stops for good after that
 * many bytes (the connection stays open, as a stuck proxy would keep it).
 */
function trickle(res: ServerResponse, text: string, bytesPerSecond: number, stallAfter?: number): void {
  const bytes = Buffer.from(text);
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(bytes.length) });
  const piece = 5 * 1024;
  let sent = 0;
  const timer = setInterval(
    () => {
      if (sent >= bytes.length || (stallAfter !== undefined && sent >= stallAfter)) return clearInterval(timer);
      res.write(bytes.subarray(sent, sent + piece));
      sent += piece;
      if (sent >= bytes.length) res.end();
    },
    (piece / bytesPerSecond) * 1000,
  );
  timers.add(timer);
}

const session = (op: FakeOperator, idleMs: number, timeoutMs = 30_000) =>
  createStoreSession(
    { fetch, clock: createTestClock(), logger: createMemoryLogger(), idleMs, timeoutMs, policy: { maxAttempts: 1 } },
    { storeId: STORE_ID, baseUrl: op.server.url, authUrl: op.server.url, getSecret: async () => SECRET },
  );

describe('timeouts by progress: a slow link that moves finishes, a stalled one fails fast', () => {
  it('a stock read-back trickled at 50 KB/s for ~2 s finishes under a 0.5 s idle limit', async () => {
    const body = records(1000); // ≈ 100 KB
    operator = await startFakeOperator({
      api: (_r, res, { valid }) => (valid ? trickle(res, body, 50 * 1024) : sendJson(res, 401, {})),
    });
    const started = Date.now();
    const rows = await operator.client({ policy: { maxAttempts: 1 } }).getStocks('2024-05-01T00:00:00Z', {
      idleMs: 500,
      timeoutMs: 60_000,
    });
    expect(rows).toHaveLength(1000);
    expect(Date.now() - started).toBeGreaterThan(1200); // it really was slow
  });

  it('the same trickle under a fixed 1 s limit (the old way) is cut off', async () => {
    const body = records(1000);
    operator = await startFakeOperator({
      api: (_r, res, { valid }) => (valid ? trickle(res, body, 50 * 1024) : sendJson(res, 401, {})),
    });
    const error = await operator
      .client({ policy: { maxAttempts: 1 } })
      .getStocks('2024-05-01T00:00:00Z', { timeoutMs: 1000, idleMs: 1000 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(error).not.toMatchObject({ details: { context: 'stalled' } });
  });

  it('a read-back that stalls after 10 KB fails within the idle limit: "the connection stopped for N s"', async () => {
    operator = await startFakeOperator({
      api: (_r, res, { valid }) =>
        valid ? trickle(res, records(1000), 200 * 1024, 10 * 1024) : sendJson(res, 401, {}),
    });
    const started = Date.now();
    const error = await operator
      .client({ policy: { maxAttempts: 1 } })
      .getStocks('2024-05-01T00:00:00Z', { idleMs: 400, timeoutMs: 60_000 })
      .catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(error).toMatchObject({ code: 'timeout', details: { stalledSeconds: 0.4, context: 'stalled' } });
    expect((error as Error).message).toMatch(/stopped for 0\.4 s during stock read-back: no byte arrived/);
    expect(took).toBeLessThan(2000);
  });

  it('a server that never starts its answer is a stall too', async () => {
    operator = await startFakeOperator({ api: () => undefined });
    const error = await operator
      .client({ policy: { maxAttempts: 1 } })
      .getWebhookKey({ idleMs: 300, timeoutMs: 60_000 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout', details: { stalledSeconds: 0.3 } });
  });

  it('dictionary chunks: a 50 KB/s chunk arrives whole, a stalled one ends with the stall', async () => {
    let stall = false;
    operator = await startFakeOperator({
      api: (_r, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        trickle(res, records(800), 50 * 1024, stall ? 10 * 1024 : undefined);
      },
    });
    const reader = createDictionaryReader(session(operator, 500), { policy: { maxAttempts: 1 }, idleMs: 500 });
    const chunk = await reader.chunk('goods_normalized', { count: 800, rvInt: 0n }, new AbortController().signal);
    expect(JSON.stringify(chunk).length).toBeGreaterThan(0);
    stall = true;
    const started = Date.now();
    const error = await reader
      .chunk('goods_normalized', { count: 800, rvInt: 800n }, new AbortController().signal)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout', details: { stalledSeconds: 0.5 } });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('an upload: the operator may think longer than the idle limit before answering (the ceiling covers it)', async () => {
    let stallAnswer = false;
    operator = await startFakeOperator({
      api: (_r, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        if (stallAnswer) {
          res.writeHead(202, { Location: `/v5/messages/${MESSAGE_ID}/status`, 'Content-Length': '100' });
          res.write('{"queued":');
          return;
        }
        setTimeout(() => {
          res.writeHead(202, { Location: `/v5/messages/${MESSAGE_ID}/status` });
          res.end();
        }, 900);
      },
    });
    const client = operator.client({ policy: { maxAttempts: 1 }, idleMs: 300 });
    expect((await client.uploadStocks('changes', PACKAGE)).messageId).toBe(MESSAGE_ID);
    stallAnswer = true;
    // A 202 whose body stalls: the package is queued; the body is never needed.
    expect((await client.uploadStocks('changes', PACKAGE)).messageId).toBe(MESSAGE_ID);
  });
});
