import { afterEach, describe, expect, it } from 'vitest';
import type { StoredStockRow } from '../stocks/stock-ledger';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, fetchToken, startTestSandbox, stockPackage } from '@tests/kits/sandbox/sandbox-test-kit';
import { escapeHtml } from './dispersion-page';
import { defaultDispersionRule, findLowPrices } from './dispersion-rule';

const row = (prtId: string, fields: Record<string, unknown>): StoredStockRow => ({
  prtId,
  fields: { prtId, qnt: 1, ...fields },
  stkDate: '',
  loadDate: new Date(0),
  rv: 1,
});

describe('dispersion rule', () => {
  it('flags zero prices, prices below half the purchase price and below half the peer median', () => {
    const peers = [100, 110, 120].map((p, i) => row(`x${i}`, { nnt: 7, prcRet: p }));
    const mine = [
      row('ok', { nnt: 7, prcRet: 95, prcOptNds: 80 }),
      row('zero', { nnt: 8, prcRet: 0, prcOptNds: 80 }),
      row('loss', { nnt: 8, prcRet: 30, prcOptNds: 80 }),
      row('peer', { nnt: 7, prcRet: 50, prcOptNds: 40 }),
      row('sold-out', { nnt: 7, prcRet: 1, prcOptNds: 40, qnt: 0 }),
    ];
    const found = findLowPrices(mine, peers, defaultDispersionRule);
    expect(found.map((f) => [f.row.prtId, f.reason])).toEqual([
      ['zero', 'zero-price'],
      ['loss', 'below-purchase'],
      ['peer', 'below-peers'],
    ]);
    expect(found[2]!.reference).toBe(110);
    // Too few peers: no peer judgement.
    expect(findLowPrices([mine[3]!], peers.slice(0, 2), defaultDispersionRule)).toEqual([]);
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;',
    );
  });
});

describe('GET /dispersion?storeId=', () => {
  let sandbox: RunningSandbox;
  afterEach(async () => sandbox?.close());

  it('lists the store’s abnormally low prices as an escaped HTML page', async () => {
    sandbox = await startTestSandbox();
    const storeId = sandbox.stores[0]!.storeId;
    const token = await fetchToken(sandbox);
    const pkg = stockPackage(sandbox, 3, (i) =>
      i === 1 ? { prcRet: 10, prcOptNds: 99, man: '<script>alert("x")</script>' } : {},
    );
    await callApi(sandbox, token, 'POST', `/v5/stores/${storeId}/stocks`, { body: pkg });
    await sandbox.control.flush();
    const r = await fetch(`${sandbox.baseUrl}/dispersion?storeId=${storeId.toUpperCase()}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await r.text();
    expect(html).toContain('<td>P-2</td>');
    expect(html).not.toContain('<td>P-1</td>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Аптека «Песочница»');
  });

  it('serves the same table as JSON at /sandbox/dispersion, which the app reads', async () => {
    sandbox = await startTestSandbox();
    const storeId = sandbox.stores[0]!.storeId;
    const token = await fetchToken(sandbox);
    const pkg = stockPackage(sandbox, 3, (i) => (i === 1 ? { prcRet: 0, man: '<b>Озон</b>' } : {}));
    await callApi(sandbox, token, 'POST', `/v5/stores/${storeId}/stocks`, { body: pkg });
    await sandbox.control.flush();
    const r = await fetch(`${sandbox.baseUrl}/sandbox/dispersion?storeId=${storeId}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const table = (await r.json()) as { summary: string; headers: string[]; rows: string[][] };
    expect(table.headers[0]).toBe('prtId');
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]![0]).toBe('P-2');
    expect(table.rows[0]).toContain('<b>Озон</b>');
    expect(table.rows[0]).toContain('Розничная цена равна нулю');
    expect(table.summary).toContain(': 1.');
    const missing = await fetch(`${sandbox.baseUrl}/sandbox/dispersion?storeId=00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toContain('Аптека не найдена');
  });

  it('answers 400 for a missing or malformed storeId (escaped) and 404 for an unknown store', async () => {
    sandbox = await startTestSandbox();
    const bad = await fetch(`${sandbox.baseUrl}/dispersion?storeId=${encodeURIComponent('<b>x</b>')}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect((await fetch(`${sandbox.baseUrl}/dispersion`)).status).toBe(400);
    expect((await fetch(`${sandbox.baseUrl}/dispersion?storeId=00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
  });
});
