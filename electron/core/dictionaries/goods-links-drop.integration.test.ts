import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECRET, STORE_ID, startFakeOperator, type FakeOperator } from '@tests/kits/core/api/fake-operator';
import { sendJson } from '@tests/kits/core/api/http-test-server';
import { createMemoryLogger, createTestClock } from '@tests/kits/core/api/test-ports';
import { localRecords, openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';
import { createStoreSession } from '../api/store-session';
import { createDictionaryReader } from './dictionary-reader';

const links = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ nnt: 100 + i, sku: `SKU-${i}`, name: `Товар ${i}` }));

describe('goods links never shrink silently (a real server answering goods_links)', () => {
  let temp: ReturnType<typeof openTempDb>;
  let parts: ReturnType<typeof testParts>;
  let src: number;
  let operator: FakeOperator;
  let answer: (res: ServerResponse) => void;
  beforeEach(async () => {
    temp = openTempDb();
    parts = testParts(temp.db);
    src = parts.state.sourceId('links');
    operator = await startFakeOperator({
      api: (request, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        if (request.url.startsWith('/v5/references/goods_links')) return answer(res);
        sendJson(res, 404, {});
      },
    });
  });
  afterEach(async () => {
    temp.cleanup();
    await operator.close();
  });

  const source = () =>
    createDictionaryReader(
      createStoreSession(
        { fetch, clock: createTestClock(), logger: createMemoryLogger(), policy: { maxAttempts: 1 } },
        {
          storeId: STORE_ID,
          baseUrl: operator.server.url,
          authUrl: operator.server.url,
          getSecret: async () => SECRET,
        },
      ),
      { policy: { maxAttempts: 1 } },
    );
  const sync = (confirmed = false) =>
    syncWith(parts, source(), {
      src,
      storeId: STORE_ID,
      names: ['goods_links'],
      linksDrop: { maxShare: 0.5, confirmed },
    });
  const held = () => localRecords(temp.db, src, 'goods_links', STORE_ID).size;

  it.each([
    ['204 No Content', (res: ServerResponse) => void res.writeHead(204).end()],
    ['null', (res: ServerResponse) => sendJson(res, 200, null)],
    ['an empty array', (res: ServerResponse) => sendJson(res, 200, [])],
  ])('%s keeps all 40 local links and asks for a confirmation with the counts', async (_what, empty) => {
    answer = (res) => sendJson(res, 200, links(40));
    await sync();
    expect(held()).toBe(40);
    answer = empty;
    await expect(sync()).rejects.toMatchObject({
      code: 'guard-rail',
      details: { reason: 'links-drop', held: 40, received: 0, vanishing: 40 },
    });
    expect(held()).toBe(40);
    expect(parts.state.state(src, 'goods_links', STORE_ID)).toMatchObject({ lastStatus: 'failed' });
    // The manager confirms: now they go.
    await sync(true);
    expect(held()).toBe(0);
  });

  it('a truncated answer changes nothing', async () => {
    answer = (res) => sendJson(res, 200, links(40));
    await sync();
    const full = JSON.stringify(links(40));
    answer = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(full.slice(0, Math.floor(full.length / 3)));
    };
    await expect(sync()).rejects.toBeDefined();
    expect(held()).toBe(40);
  });

  it('a drop of more than half is held; half or less goes through, as a relinking would', async () => {
    answer = (res) => sendJson(res, 200, links(40));
    await sync();
    answer = (res) => sendJson(res, 200, links(15)); // 25 of 40 would go
    await expect(sync()).rejects.toMatchObject({ details: { held: 40, received: 15, vanishing: 25 } });
    expect(held()).toBe(40);
    answer = (res) => sendJson(res, 200, links(20)); // exactly half
    const summary = await sync();
    expect(held()).toBe(20);
    expect(summary.progress.state).toBe('done');
  });
});
