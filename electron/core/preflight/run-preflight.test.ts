import { afterEach, describe, expect, it } from 'vitest';
import { openTempDb } from '@tests/kits/core/dictionaries/dict-test-kit';
import { createSyncStateRepo } from '../dictionaries/sync-state';
import { createDictionaryFacts } from './dictionary-facts';
import { dictionaryReadiness } from './dictionary-readiness';
import { defaultPreflightSettings, type PreflightSettings } from './preflight-settings';
import { runPreflight } from './run-preflight';
import { seedDictionaries, TEST_STORE, type SeedProduct } from '@tests/kits/core/preflight/seed-dictionaries';

const NOW = new Date('2025-03-10T06:00:00Z');

const products: SeedProduct[] = [
  {
    nnt: 1001,
    name: 'Парацетамол табл. 500мг №20',
    gnvls: true,
    vat: 10,
    manufacturer: 'Фармстандарт',
    form: 'таблетки',
    dose: [500, 'мг'],
    pack: 20,
  },
  { nnt: 1002, name: 'Витамин С драже 50мг №200', gnvls: false, vat: 22 },
  { nnt: 1003, name: 'Аспирин табл. 100мг №30', actual: false, vat: 10 },
];
const links = [
  { sku: 'A-1', nnt: 1001 },
  { sku: 'A-2', nnt: 1002 },
  { sku: 'A-3', nnt: 1003 },
];

/** A row that passes every check for product 1002 (not regulated, VAT 22, linked as A-2). */
function okRow(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    prtId: 'P1',
    nnt: 1002,
    sku: 'A-2',
    qnt: 1,
    nds: 22,
    prcOptNds: 100,
    prcRet: 150,
    tag: 0,
    exp: '2027-01-01T00:00:00+03:00',
    ...extra,
  };
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function check(
  rows: unknown[],
  options: { settings?: Partial<PreflightSettings>; syncedAt?: Date | null; linksSyncedAt?: Date | null } = {},
) {
  const temp = openTempDb();
  cleanup = temp.cleanup;
  const src = seedDictionaries(temp.db, {
    products,
    links,
    syncedAt: options.syncedAt === undefined ? NOW : options.syncedAt,
    linksSyncedAt: options.linksSyncedAt,
  });
  const settings = { ...defaultPreflightSettings, ...options.settings };
  const readiness = dictionaryReadiness(
    createSyncStateRepo(temp.db, () => NOW),
    src,
    TEST_STORE,
    settings,
    NOW,
  );
  return runPreflight({
    rows,
    src,
    storeId: TEST_STORE,
    facts: createDictionaryFacts(temp.db),
    readiness,
    settings,
    now: NOW,
  });
}

const codes = (rows: unknown[], options?: Parameters<typeof check>[1]) =>
  check(rows, options).findings.map((f) => `${f.row}:${f.field}:${f.code}:${f.severity}`);

describe('preflight row checks (real SQLite, real schema)', () => {
  it('a clean row finds nothing', () => {
    const run = check([okRow()]);
    expect(run.findings).toEqual([]);
    expect(run.rejectionPredicted).toBe(false);
    expect(run.skipped).toEqual([]);
  });

  it('unknown nnt: a warning per row, with the code in facts', () => {
    const run = check([okRow(), okRow({ prtId: 'P2', nnt: 999, sku: 'NEW-2' })]);
    expect(run.findings).toEqual([
      { row: 2, prtId: 'P2', field: 'nnt', nnt: 999, severity: 'warning', code: 'unknown-nnt', facts: { nnt: 999 } },
    ]);
    expect(run.unknownNnt).toEqual({ rows: 1, share: 0.5, allowedShare: 0.5 });
    expect(run.rejectionPredicted).toBe(false);
  });

  it('more unknown codes than the operator allows: a package-level error first', () => {
    const run = check([okRow(), okRow({ nnt: 998 }), okRow({ nnt: 999 })]);
    expect(run.findings[0]).toMatchObject({
      row: null,
      code: 'unknown-share-exceeded',
      severity: 'error',
      facts: { unknownRows: 2, rows: 3, sharePercent: 66.7, allowedPercent: 50 },
    });
    expect(run.rejectionPredicted).toBe(true);
  });

  it('the share is a setting; null never predicts a rejection', () => {
    expect(codes([okRow(), okRow({ nnt: 999 })], { settings: { unknownNntRejectShare: 0.4 } })[0]).toBe(
      'null:nnt:unknown-share-exceeded:error',
    );
    expect(
      codes([okRow({ nnt: 998 }), okRow({ nnt: 999 })], { settings: { unknownNntRejectShare: null } }),
    ).not.toContain('null:nnt:unknown-share-exceeded:error');
  });

  it('nnt no longer actual: a warning', () => {
    expect(codes([okRow({ nnt: 1003, sku: 'A-3', nds: 10 })])).toEqual(['1:nnt:nnt-not-actual:warning']);
  });

  it('regulated product sent without gnvls: true is an error; gnvls on a non-regulated one a warning', () => {
    const regulated = { nnt: 1001, sku: 'A-1', nds: 10, prcGnvlsMax: 200 };
    expect(codes([okRow({ ...regulated, gnvls: false })])).toEqual(['1:gnvls:gnvls-missing:error']);
    expect(codes([okRow({ ...regulated })])).toEqual(['1:gnvls:gnvls-missing:error']);
    expect(codes([okRow({ gnvls: true })])).toEqual(['1:gnvls:gnvls-not-regulated:warning']);
    expect(codes([okRow({ ...regulated, gnvls: true })])).toEqual([]);
  });

  it('regulated without prcGnvlsMax, or retail above it: errors; prcGnvlsMax on a non-regulated product: info', () => {
    const regulated = { nnt: 1001, sku: 'A-1', nds: 10, gnvls: true };
    expect(codes([okRow(regulated)])).toEqual(['1:prcGnvlsMax:gnvls-max-missing:error']);
    const above = check([okRow({ ...regulated, prcGnvlsMax: 140 })]).findings;
    expect(above).toMatchObject([
      { field: 'prcRet', code: 'retail-above-gnvls-max', severity: 'error', facts: { prcRet: 150, prcGnvlsMax: 140 } },
    ]);
    expect(codes([okRow({ ...regulated, prcGnvlsMax: 150 })])).toEqual([]);
    expect(codes([okRow({ prcGnvlsMax: 300 })])).toEqual(['1:prcGnvlsMax:gnvls-max-not-regulated:info']);
  });

  it('nds different from the dictionary VAT: a warning with both rates', () => {
    expect(check([okRow({ nds: 10 })]).findings).toMatchObject([
      { field: 'nds', code: 'nds-differs', severity: 'warning', facts: { dictionaryVat: 22, sentNds: 10 } },
    ]);
  });

  it('retail price 0, below purchase, below half of purchase: warnings (one per row)', () => {
    expect(codes([okRow({ prcRet: 0 })])).toEqual(['1:prcRet:retail-zero:warning']);
    expect(codes([okRow({ prcRet: 90 })])).toEqual(['1:prcRet:retail-below-purchase:warning']);
    expect(codes([okRow({ prcRet: 49.99 })])).toEqual(['1:prcRet:retail-below-half-purchase:warning']);
    expect(codes([okRow({ prcRet: 100 })])).toEqual([]);
  });

  it('store links: sku linked to another nnt (warning), nnt without a link (info)', () => {
    expect(check([okRow({ sku: 'A-1' })]).findings).toMatchObject([
      { field: 'sku', code: 'sku-linked-elsewhere', facts: { sku: 'A-1', linkedNnt: 1001, sentNnt: 1002 } },
    ]);
    expect(codes([okRow({ sku: 'NEW-9' })])).toEqual([]);
    const temp = openTempDb();
    const src = seedDictionaries(temp.db, { products, links: [{ sku: 'A-1', nnt: 1001 }], syncedAt: NOW });
    const readiness = dictionaryReadiness(
      createSyncStateRepo(temp.db, () => NOW),
      src,
      TEST_STORE,
      defaultPreflightSettings,
      NOW,
    );
    const run = runPreflight({
      rows: [okRow({ sku: 'X' })],
      src,
      storeId: TEST_STORE,
      facts: createDictionaryFacts(temp.db),
      readiness,
      settings: defaultPreflightSettings,
      now: NOW,
    });
    temp.cleanup();
    expect(run.findings.map((f) => `${f.field}:${f.code}:${f.severity}`)).toEqual(['nnt:nnt-not-linked:info']);
  });

  it('expiry past with mark 0: warning; within 90 days: info; marked rows are left alone', () => {
    expect(check([okRow({ exp: '2025-03-01T00:00:00+03:00' })]).findings).toMatchObject([
      { field: 'exp', code: 'expired', severity: 'warning', facts: { daysAgo: 10 } },
    ]);
    expect(check([okRow({ exp: '2025-05-01T00:00:00+03:00' })]).findings).toMatchObject([
      { field: 'exp', code: 'near-expiry', severity: 'info', facts: { daysLeft: 51 } },
    ]);
    expect(codes([okRow({ exp: '2025-03-01T00:00:00+03:00', tag: 1 })])).toEqual([]);
    expect(codes([okRow({ exp: '2025-08-01T00:00:00+03:00' })])).toEqual([]);
    expect(codes([okRow({ exp: '2025-05-01T00:00:00+03:00' })], { settings: { nearExpiryDays: 30 } })).toEqual([]);
  });

  it('fields of a wrong type are left to the schema check', () => {
    expect(codes([okRow({ nnt: '1002', prcRet: 'x', exp: 5, nds: null }), 'not a row'])).toEqual([]);
  });
});

describe('preflight with missing or stale dictionaries', () => {
  it('never synced: the goods and link checks are skipped, with the reason, and a sync is allowed', () => {
    const run = check([okRow({ nnt: 999, prcRet: 0 })], { syncedAt: null });
    expect(run.findings.map((f) => f.code)).toEqual(['retail-zero']);
    expect(run.skipped).toMatchObject([
      { dictionary: 'goods', reason: 'never-synced', lastSyncedAt: null, syncAllowedNow: true, nextSyncAt: null },
      { dictionary: 'goods_links', reason: 'never-synced', syncAllowedNow: true },
    ]);
    expect(run.skipped[0]!.checks).toContain('unknown-nnt');
  });

  it('older than the stale limit: skipped as stale with the age; today-synced links still run', () => {
    const old = new Date(NOW.getTime() - 10 * 86_400_000);
    const run = check([okRow({ nnt: 999, sku: 'A-1' })], { syncedAt: old, linksSyncedAt: NOW });
    expect(run.skipped).toMatchObject([
      { dictionary: 'goods', reason: 'stale', ageDays: 10, staleAfterDays: 7, syncAllowedNow: true },
    ]);
    expect(run.findings.map((f) => f.code)).toEqual(['sku-linked-elsewhere', 'nnt-not-linked']);
    expect(check([okRow()], { syncedAt: old, settings: { staleAfterDays: null } }).skipped).toEqual([]);
  });

  it('links synced today but goods never: the links sync waits for Moscow midnight (once-a-day rule)', () => {
    const run = check([okRow()], { syncedAt: null, linksSyncedAt: NOW });
    expect(run.skipped.map((s) => s.dictionary)).toEqual(['goods']);
    const stale = check([okRow()], {
      settings: { staleAfterDays: 0 },
      syncedAt: new Date(NOW.getTime() - 86_400_000),
      linksSyncedAt: NOW,
    });
    expect(stale.skipped).toMatchObject([{ dictionary: 'goods', syncAllowedNow: true }]);
  });
});
