import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@sandbox/start-sandbox';
import {
  createUploadsTestEnv,
  fastSandboxOptions,
  moscowClock,
  waitFor,
  type UploadsTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';

const clock = moscowClock('06:00');
const DAY = 86_400_000;

/**
 * Dictionaries synced from the sandbox, a package with one planted problem of each kind, every
 * finding at its row and nothing else; sent anyway, the sandbox ends it in status 3 as predicted.
 */
describe('preflight against dictionaries synced from the sandbox', () => {
  let sandbox: RunningSandbox;
  let env: UploadsTestEnv;
  let text: string;
  const expected: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({
      ...fastSandboxOptions(clock),
      limits: { requestRate: null, fullUploadsPerMoscowDay: null, changesIntervalSeconds: null },
    });
    env = createUploadsTestEnv({ sandbox, clock });
    await env.invoke('dictionaries:sync', { profileId: env.profileId });
    await waitFor(
      async () =>
        (await env.invoke('dictionaries:list', { profileId: env.profileId })).running === null ? true : undefined,
      60_000,
      'the sync',
    );

    const storeId = sandbox.stores[0]!.storeId;
    const goods = [...sandbox.control.dictionaries.allRecords('goods_normalized')] as {
      nnt: number;
      gnvls: boolean;
      vat: number;
      actual: boolean;
    }[];
    const links = sandbox.control.dictionaries.goodsLinks(storeId).filter((l) => l.intendedNnt === null);
    const byNnt = new Map(goods.map((g) => [g.nnt, g]));
    const linkedSku = new Map(links.map((l) => [l.nnt, l.sku]));
    const linked = (pred: (g: (typeof goods)[number]) => boolean) => {
      const l = links.find((x) => pred(byNnt.get(x.nnt)!) && x.nnt !== undefined);
      if (!l) throw new Error('no such linked product in the sandbox');
      return { ...byNnt.get(l.nnt)!, sku: l.sku };
    };
    const plain = linked((g) => g.actual && !g.gnvls);
    const plain2 = links
      .map((l) => ({ ...byNnt.get(l.nnt)!, sku: l.sku }))
      .find((g) => g.actual && !g.gnvls && g.nnt !== plain.nnt)!;
    const regulated = links.map((l) => ({ ...byNnt.get(l.nnt)!, sku: l.sku })).filter((g) => g.actual && g.gnvls);
    const unlinked = goods.find((g) => g.actual && !g.gnvls && !linkedSku.has(g.nnt))!;
    const retired = goods.find((g) => !g.actual && !g.gnvls)!;
    const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
    const now = clock.now().getTime();

    const base = (g: { nnt: number; vat: number }, sku: string) => ({
      nnt: g.nnt,
      sku,
      qnt: 5,
      supDate: '2024-04-01T10:00:00+03:00',
      nds: g.vat,
      gnvls: false,
      prcOpt: 90,
      prcOptNds: 99,
      prcRet: 120,
      exp: iso(now + 400 * DAY),
      tag: 0,
    });
    const plant: [Record<string, unknown>, string[]][] = [
      [base(plain, plain.sku), []],
      [{ ...base(plain, 'NEW-2'), nnt: 999_999_999 }, ['nnt:unknown-nnt:warning']],
      [{ ...base(regulated[0]!, regulated[0]!.sku), prcGnvlsMax: 200 }, ['gnvls:gnvls-missing:error']],
      [
        { ...base(plain, plain.sku), gnvls: true, prcGnvlsMax: 200 },
        ['gnvls:gnvls-not-regulated:warning', 'prcGnvlsMax:gnvls-max-not-regulated:info'],
      ],
      [base(regulated[1]!, regulated[1]!.sku), ['gnvls:gnvls-missing:error', 'prcGnvlsMax:gnvls-max-missing:error']],
      [
        { ...base(regulated[2]!, regulated[2]!.sku), prcGnvlsMax: 100 },
        ['gnvls:gnvls-missing:error', 'prcRet:retail-above-gnvls-max:error'],
      ],
      [{ ...base(plain, plain.sku), prcGnvlsMax: 300 }, ['prcGnvlsMax:gnvls-max-not-regulated:info']],
      [{ ...base(plain, plain.sku), nds: plain.vat === 10 ? 20 : 10 }, ['nds:nds-differs:warning']],
      [{ ...base(plain, plain.sku), prcRet: 0 }, ['prcRet:retail-zero:warning']],
      [{ ...base(plain, plain.sku), prcRet: 90 }, ['prcRet:retail-below-purchase:warning']],
      [{ ...base(plain, plain.sku), prcRet: 40 }, ['prcRet:retail-below-half-purchase:warning']],
      [base(plain, plain2.sku), ['sku:sku-linked-elsewhere:warning']],
      [base(unlinked, 'NEW-13'), ['nnt:nnt-not-linked:info']],
      [{ ...base(plain, plain.sku), exp: iso(now - 3 * DAY) }, ['exp:expired:warning']],
      [{ ...base(plain, plain.sku), exp: iso(now + 30 * DAY) }, ['exp:near-expiry:info']],
      [
        base(retired, linkedSku.get(retired.nnt) ?? 'NEW-16'),
        ['nnt:nnt-not-actual:warning', ...(linkedSku.has(retired.nnt) ? [] : ['nnt:nnt-not-linked:info'])],
      ],
    ];
    const stocks = plant.map(([row], i) => ({ prtId: `PF-${i + 1}`, ...row }));
    plant.forEach(([, codes], i) => codes.forEach((c) => expected.push(`${i + 1}:${c}`)));
    text = JSON.stringify({ date: '2024-05-10T06:00:00+03:00', stocks });
  }, 120_000);
  afterAll(async () => {
    await env?.close();
    await sandbox?.close();
  });

  it('reports every planted problem at its row and field, with the product named, and nothing else', async () => {
    const preview = await env.invoke('uploads:preview-file', { fileName: 'planted.json', bytes: Buffer.from(text) });
    expect(preview.check.valid).toBe(true);
    const report = await env.invoke('preflight:check', {
      profileId: env.profileId,
      previewId: preview.previewId,
      limit: 1000,
    });
    expect(report.skipped).toEqual([]);
    const found = report.findings.map((f) => `${f.row}:${f.field}:${f.code}:${f.severity}`);
    expect([...found].sort()).toEqual([...expected].sort());
    expect(report.rejectionPredicted).toBe(true);
    expect(report.counts.error).toBe(5);
    // Errors first; every finding of a known product names it.
    expect(report.findings[0]!.severity).toBe('error');
    const zero = report.findings.find((f) => f.code === 'retail-zero')!;
    expect(zero.product?.name).toBeTruthy();
    expect(zero.message).toBe(
      `row 9, batch PF-9, ${zero.product!.name}: the retail price is 0; the row will appear on the dispersion page`,
    );
    expect(report.findings.find((f) => f.code === 'unknown-nnt')!.product).toBeNull();

    const names = await env.invoke('products:names', { profileId: env.profileId, nnts: [zero.nnt!, 999_999_999] });
    expect(names.items.map((n) => n.nnt)).toEqual([zero.nnt]);
    expect(names.items[0]!.manufacturer).toBeTruthy();

    const errorsOnly = await env.invoke('preflight:check', {
      profileId: env.profileId,
      previewId: preview.previewId,
      severity: 'error',
    });
    expect(errorsOnly.total).toBe(5);
    expect(errorsOnly.findings.every((f) => f.severity === 'error')).toBe(true);
  });

  it('sent anyway, the sandbox ends the package in status 3 naming the batches preflight flagged as errors', async () => {
    const preview = await env.invoke('uploads:preview-file', { fileName: 'planted.json', bytes: Buffer.from(text) });
    const report = await env.invoke('preflight:check', {
      profileId: env.profileId,
      previewId: preview.previewId,
      severity: 'error',
    });
    const predicted = [...new Set(report.findings.map((f) => f.prtId))].sort();
    expect(predicted).toEqual(['PF-3', 'PF-5', 'PF-6']);
    const sent = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: preview.previewId,
      kind: 'full',
      acknowledge: ['outside-window'],
    });
    const done = await waitFor(
      async () => {
        const u = (await env.invoke('uploads:get', { uploadId: sent.id })).upload;
        return u.statusId === 3 ? u : undefined;
      },
      20_000,
      'status 3',
    );
    expect(done.outcome).toBe('processing-error');
    const named = [...done.statusMessage!.matchAll(/prtId "([^"]+)"/g)].map((m) => m[1]).sort();
    expect(named).toEqual(predicted);
  });
});
