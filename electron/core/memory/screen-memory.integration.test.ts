import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvokeInput } from '@shared/ipc/contract';
import { startTestCore, type TestCore } from '@tests/kits/core/profiles/core-test-kit';

// Leave, wait, come back (issue #25.3): what core held for the upload and stock screens is let go
// a while after the manager left them, and rebuilt on return with the same rows, order, filter and
// findings. Real SQLite, the embedded Sandbox over loopback HTTP, the app's handlers.
const LEFT_MS = 300;
const ROWS = 3_000;
const MANUFACTURERS = ['Фармстандарт', 'ОЗОН', 'Bayer', 'Вертекс'];

const stockPackage = (nnts: readonly number[]) =>
  JSON.stringify(
    {
      date: '2024-05-01T08:00:00+03:00',
      stocks: Array.from({ length: ROWS }, (_, i) => ({
        prtId: `M-${String(i + 1).padStart(5, '0')}`,
        nnt: nnts[i % nnts.length],
        sku: `S-${(i * 7919) % ROWS}`,
        qnt: i % 50 === 7 ? 1.5 : 1 + (i % 9),
        supDate: i % 100 === 42 ? '' : '2024-04-01T10:00:00+03:00',
        nds: 10,
        man: MANUFACTURERS[i % MANUFACTURERS.length],
        series: `SER${i % 97}`,
        prcOptNds: 100 + (i % 300),
        prcRet: 150 + (i % 300),
        tag: i % 4,
      })),
    },
    null,
    2,
  );

describe('screen memory: released after leaving, the same on return', () => {
  let t: TestCore;
  let profileId: number;
  let previewId: string;
  const screen = (name: InvokeInput<'app:set-current-screen'>['screen']) =>
    t.call('app:set-current-screen', { screen: name });
  const gridAndFindings = async () => {
    const source = { type: 'preview' as const, previewId };
    return {
      first: await t.call('workbench:rows', { profileId, source, offset: 0, limit: 50 }),
      last: await t.call('workbench:rows', { profileId, source, offset: ROWS - 50, limit: 50 }),
      errors: await t.call('workbench:findings', { profileId, source, severity: 'error', offset: 0, limit: 100 }),
      all: await t.call('workbench:findings', { profileId, source, offset: 0, limit: 1000 }),
      located: await t.call('workbench:locate-row', { source, prtId: 'M-02999' }),
      text: await t.call('workbench:source', {
        source,
        fromLine: 1000,
        toLine: 1040,
        fromColumn: 1,
        maxLineChars: 200,
      }),
    };
  };
  const stockViews = async () => ({
    sorted: await t.call('stocks:query', { profileId, offset: 100, limit: 50, sort: { column: 'sku', dir: 'desc' } }),
    filtered: await t.call('stocks:query', {
      profileId,
      offset: 0,
      limit: 50,
      sort: { column: 'prcRet', dir: 'asc' },
      filter: { text: 'фарм', tag: 0 },
    }),
  });
  const releasedAll = async () => {
    for (let i = 0; i < 100 && t.core.context.caches.held().length > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(t.core.context.caches.held()).toEqual([]);
    // The preview's text is deflated on libuv's threads (a few ms here): let it finish, so the
    // return below reads a packed preview back.
    await new Promise((r) => setTimeout(r, 300));
  };

  beforeAll(async () => {
    t = startTestCore({ screenCaches: { leftMs: LEFT_MS } });
    profileId = t.sandboxProfileId;
    const client = await t.core.context.clientFor(profileId);
    const goods = (await client.getDictionaryChunk('goods_normalized', { count: 200 })) as {
      nnt: number;
      gnvls?: boolean;
    }[];
    const text = stockPackage(goods.filter((g) => g.gnvls !== true).map((g) => g.nnt));
    const accepted = await client.uploadStocks(
      'full',
      text.replaceAll('"qnt": 1.5', '"qnt": 2').replaceAll('"supDate": ""', '"supDate": "2024-04-01T10:00:00+03:00"'),
    );
    for (let i = 0; i < 400; i++) {
      const status = await client.getMessageStatus(accepted.location!);
      if (status?.statusId === 2) break;
      if (status?.statusId === 3) throw new Error(`the sandbox refused the package: ${status.statusMessage}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    await screen('uploads');
    const preview = await t.call('uploads:preview-file', {
      fileName: 'stock.json',
      bytes: new TextEncoder().encode(text),
    });
    previewId = preview.previewId;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lets the checked file go after the upload screen was left and shows the same rows and findings on return', async () => {
    const before = await gridAndFindings();
    expect(before.first.total).toBe(ROWS);
    expect(before.errors.total).toBeGreaterThan(0);
    expect(before.located.row).toBe(2999);
    expect(t.core.context.caches.held()).toEqual([`preview ${previewId}`]);

    await screen('stores');
    await releasedAll();
    await screen('uploads');
    const after = await gridAndFindings();
    expect(after).toEqual(before);
    expect(t.core.context.caches.held()).toEqual([`preview ${previewId}`]);
  });

  it('lets the sorted and filtered stock orders go after the stock screen was left, and reads the same windows on return', async () => {
    await screen('stocks');
    await t.call('stocks:pull', { profileId });
    const before = await stockViews();
    expect(before.sorted.rows).toHaveLength(50);
    expect(before.filtered.total).toBeGreaterThan(0);
    expect(t.core.context.caches.held()).toContain('stock orders');

    await screen('stores');
    await releasedAll();
    await screen('stocks');
    expect(await stockViews()).toEqual(before);
  });
});
