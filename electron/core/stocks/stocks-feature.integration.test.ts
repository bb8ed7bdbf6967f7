import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/api-types';
import { stockSortColumns } from '@shared/ipc/channels/stocks';
import { startTestCore, type TestCore } from '@tests/kits/core/profiles/core-test-kit';

/** Waits until the sandbox has processed a package (status 2), failing on status 3. */
async function processed(client: ApiClient, location: string | null): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const status = await client.getMessageStatus(location!);
    if (status?.statusId === 2) return;
    if (status?.statusId === 3) throw new Error(`package failed: ${status.statusMessage}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('package not processed in time');
}

const MANUFACTURERS = ['Фармстандарт', 'ОЗОН', 'Bayer', 'Вертекс'];

describe('stock read-back against the embedded sandbox', () => {
  let t: TestCore;
  let client: ApiClient;
  let id: number;
  let pkg: { date: string; stocks: Record<string, unknown>[] };

  beforeAll(async () => {
    t = startTestCore();
    id = t.sandboxProfileId;
    client = await t.core.context.clientFor(id);
    const all = (await client.getDictionaryChunk('goods_normalized', { count: 400 })) as {
      nnt: number;
      gnvls: boolean;
    }[];
    // Every fourth row is a price-regulated product, sent as processing requires (gnvls, prcGnvlsMax).
    const regulated = all.filter((g) => g.gnvls);
    const plain = all.filter((g) => !g.gnvls);
    const goods = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0 ? regulated[i / 4]! : plain[i - Math.ceil(i / 4)]!,
    );
    pkg = {
      date: '2024-05-01T08:00:00+03:00',
      stocks: Array.from({ length: 40 }, (_, i) => ({
        prtId: `P-${String(i + 1).padStart(3, '0')}`,
        nnt: goods[i]!.nnt,
        sku: `S-${i + 1}`,
        qnt: i % 10 === 0 ? 0 : 5 + i,
        supDate: '2024-04-01T10:00:00+03:00',
        nds: 10,
        gnvls: i % 4 === 0,
        man: MANUFACTURERS[i % MANUFACTURERS.length],
        series: `SER${i}`,
        exp: '2026-01-31T00:00:00+00:00',
        prcOptNds: 100 + i,
        prcRet: i === 7 ? 0 : 150 + i,
        prcGnvlsMax: i % 4 === 0 ? 500 : null,
        tag: i % 4,
      })),
    };
    const accepted = await client.uploadStocks('full', JSON.stringify(pkg));
    await processed(client, accepted.location);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no snapshot before the first pull, and reconciliation asks for one', async () => {
    expect(await t.call('stocks:summary', { profileId: id })).toBeNull();
    const early = await t.invoke('stocks:reconcile', {
      profileId: id,
      fileName: 'stock.json',
      text: JSON.stringify(pkg),
    });
    expect(early.ok ? 'ok' : early.error.details).toMatchObject({ reason: 'no-snapshot' });
  });

  it('pulls with a since whose + offset survives the query string, and keeps the snapshot with its time', async () => {
    // A '+' sent raw would arrive as a space and the sandbox would answer 400.
    const hourAgo = new Date(Date.now() - 3600_000 + 3 * 3600_000).toISOString().replace('Z', '+03:00');
    const pulled = await t.call('stocks:pull', { profileId: id, since: hourAgo });
    expect(pulled).toMatchObject({ rowCount: 40, withoutPrtId: 0, since: hourAgo });
    const summary = await t.call('stocks:summary', { profileId: id });
    expect(summary).toMatchObject({ rowCount: 40, withoutPrtId: 0, gnvlsCount: 10, zeroQntCount: 4, since: hourAgo });
    expect(summary!.byTag).toEqual([0, 1, 2, 3].map((tag) => ({ tag, count: 10 })));
    expect(Date.parse(summary!.pulledAt)).toBeGreaterThan(Date.now() - 60_000);

    // A later since filters everything out (the server filters on the load date): the snapshot is replaced by nothing.
    const future = await t.call('stocks:pull', { profileId: id, since: '2999-01-01T00:00:00+03:00' });
    expect(future.rowCount).toBe(0);
    expect((await t.call('stocks:query', { profileId: id, offset: 0, limit: 10 })).total).toBe(0);
    expect((await t.call('stocks:pull', { profileId: id })).rowCount).toBe(40);
  });

  it('pages, sorts and filters in SQL', async () => {
    const page = await t.call('stocks:query', { profileId: id, offset: 10, limit: 5 });
    expect(page.total).toBe(40);
    expect(page.rows.map((r) => r.prtId)).toEqual(['P-011', 'P-012', 'P-013', 'P-014', 'P-015']);
    expect(page.rows[0]).toMatchObject({
      man: 'Bayer',
      gnvls: false,
      tag: 2,
      supDate: expect.any(String),
      loadDate: expect.any(String),
    });

    const byPrice = await t.call('stocks:query', {
      profileId: id,
      offset: 0,
      limit: 3,
      sort: { column: 'prcRet', dir: 'desc' },
    });
    expect(byPrice.rows.map((r) => r.prcRet)).toEqual([189, 188, 187]);
    const cheapest = await t.call('stocks:query', {
      profileId: id,
      offset: 0,
      limit: 1,
      sort: { column: 'prcRet', dir: 'asc' },
    });
    expect(cheapest.rows[0]?.prtId).toBe('P-008');

    // Cyrillic text in another letter case: SQLite's LIKE would not fold it.
    const ozon = await t.call('stocks:query', { profileId: id, offset: 0, limit: 100, filter: { text: 'озон' } });
    expect(ozon.total).toBe(10);
    expect(new Set(ozon.rows.map((r) => r.man))).toEqual(new Set(['ОЗОН']));
    const combined = await t.call('stocks:query', {
      profileId: id,
      offset: 0,
      limit: 100,
      filter: { gnvls: true, tag: 0 },
    });
    expect(combined.total).toBe(10);
    const notRegulated = await t.call('stocks:query', {
      profileId: id,
      offset: 0,
      limit: 100,
      filter: { gnvls: false },
    });
    expect(notRegulated.total).toBe(30);
    const one = await t.call('stocks:query', { profileId: id, offset: 0, limit: 100, filter: { prtId: 'P-040' } });
    expect(one.rows.map((r) => r.sku)).toEqual(['S-40']);
    const byNnt = await t.call('stocks:query', {
      profileId: id,
      offset: 0,
      limit: 100,
      filter: { nnt: pkg.stocks[3]!.nnt as number },
    });
    expect(byNnt.rows.map((r) => r.prtId)).toContain('P-004');
    const wildcard = await t.call('stocks:query', { profileId: id, offset: 0, limit: 100, filter: { text: '%' } });
    expect(wildcard.total).toBe(0);
  });

  it('reconciles a package by prtId: missing on the server, only on the server, and differing fields', async () => {
    const ours = structuredClone(pkg);
    ours.stocks.splice(5, 1); // P-006 only on the server
    ours.stocks.push({ ...ours.stocks[0]!, prtId: 'P-NEW' }); // not on the server
    ours.stocks[0]!.prcRet = 151.5; // P-001 differs
    ours.stocks[1]!.qnt = 99;
    ours.stocks[1]!.exp = '2026-01-31T03:00:00+03:00'; // same instant, other offset: not a difference
    const result = await t.call('stocks:reconcile', {
      profileId: id,
      fileName: 'stock.json',
      text: `\ufeff${JSON.stringify(ours)}`,
    });
    expect(result).toMatchObject({
      ourRows: 40,
      serverRows: 40,
      matched: 39,
      matchedBy: 'prtId',
      ourDuplicates: 0,
      ourWithoutKey: 0,
    });
    expect(result.missingOnServer.rows.map((r) => r.prtId)).toEqual(['P-NEW']);
    expect(result.onlyOnServer.rows.map((r) => r.prtId)).toEqual(['P-006']);
    expect(result.differing.rows).toEqual([
      expect.objectContaining({ prtId: 'P-001', fields: [{ field: 'prcRet', ours: 151.5, theirs: 150 }] }),
      expect.objectContaining({ prtId: 'P-002', fields: [{ field: 'qnt', ours: 99, theirs: 6 }] }),
    ]);

    const changes = await t.call('stocks:reconcile', {
      profileId: id,
      fileName: 'changes.json',
      kind: 'changes',
      text: JSON.stringify({ date: pkg.date, stocks: [pkg.stocks[2], { ...pkg.stocks[3], prtId: 'GONE', qnt: 0 }] }),
    });
    expect(changes).toMatchObject({
      matched: 1,
      missingOnServer: { total: 0 },
      onlyOnServer: { total: 0 },
      differing: { total: 0 },
    });

    const notJson = await t.invoke('stocks:reconcile', { profileId: id, fileName: 'x.json', text: '{"stocks": [' });
    expect(notJson.ok ? 'ok' : notJson.error.code).toBe('file-invalid');
  });

  it('reads the Sandbox dispersion page into the app: the zero retail price is listed', async () => {
    const page = await t.call('stocks:sandbox-dispersion', { profileId: id });
    expect(page.headers).toContain('prtId');
    const prtIdColumn = page.headers.indexOf('prtId');
    expect(page.rows.map((r) => r[prtIdColumn])).toContain('P-008');
    expect(page.summary).toMatch(/Аптека/);
  });

  it('a second pull replaces the snapshot: after the server deletes the stock it is empty', async () => {
    await client.deleteStocks();
    const pulled = await t.call('stocks:pull', { profileId: id });
    expect(pulled.rowCount).toBe(0);
    expect(await t.call('stocks:summary', { profileId: id })).toMatchObject({ rowCount: 0, byTag: [] });
  });

  it('after a big pull builds the sort indexes by itself, so the first sort only reads one', async () => {
    // 5,000 rows or more: the replace drops the 15 sort indexes instead of updating them row by row.
    const big = {
      ...pkg,
      stocks: Array.from({ length: 5_000 }, (_, i) => ({ ...pkg.stocks[i % 40]!, prtId: `BIG-${i}` })),
    };
    await processed(client, (await client.uploadStocks('full', JSON.stringify(big))).location);
    expect((await t.call('stocks:pull', { profileId: id })).rowCount).toBe(5_000);
    const sortIndexes = () =>
      t.core.context.db
        .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'stock_rows_sort_%'")
        .pluck()
        .get() as number;
    // No sort or filter was asked for; the indexes come back between other work.
    await expect.poll(sortIndexes, { timeout: 10_000, interval: 20 }).toBe(stockSortColumns.length);
    const sorted = await t.call('stocks:query', {
      profileId: id,
      offset: 0,
      limit: 3,
      sort: { column: 'prcRet', dir: 'desc' },
    });
    expect(sorted.rows.map((r) => r.prcRet)).toEqual([189, 189, 189]);
  });
});
