import { describe, expect, it } from 'vitest';
import type { StockSnapshotRow } from '@shared/ipc/channels/stocks';
import { readPackage, reconcile, RECONCILE_LIST_LIMIT } from './stock-reconcile';

const serverRow = (over: Partial<StockSnapshotRow>): StockSnapshotRow =>
  ({
    rowNo: 0,
    prtId: null,
    nnt: null,
    sku: null,
    qnt: null,
    supDate: null,
    nds: null,
    gnvls: null,
    man: null,
    series: null,
    exp: null,
    prcMan: null,
    prcOpt: null,
    prcOptNds: null,
    prcRet: null,
    prcReestr: null,
    prcGnvlsMax: null,
    mrGnvls: null,
    tag: null,
    doc: null,
    supInn: null,
    supId: null,
    dp: null,
    sumOpt: null,
    sumOptNds: null,
    realNetId: null,
    storeId: null,
    stkDate: null,
    loadDate: null,
    ...over,
  }) as StockSnapshotRow;

const base = { fileName: 'f.json', kind: 'full' as const, packageDate: null, snapshotPulledAt: '2024-05-01T06:00:00Z' };

describe('reconcile', () => {
  it('pairs by nnt + sku + series when the server sends no prtId (as in the spec sample)', () => {
    const theirs = [
      serverRow({ nnt: 1, sku: 'a', series: 's1', qnt: 5 }),
      serverRow({ nnt: 2, sku: 'b', series: null, qnt: 1 }),
    ];
    const ours = [
      { prtId: 'X1', nnt: 1, sku: 'a', series: 's1', qnt: 6 },
      { prtId: 'X2', nnt: 2, sku: 'b', qnt: 1 },
    ];
    const result = reconcile({ ...base, ours, theirs });
    expect(result.matchedBy).toBe('nnt+sku+series');
    expect(result.matched).toBe(2);
    expect(result.differing.rows).toEqual([
      expect.objectContaining({ prtId: 'X1', fields: [{ field: 'qnt', ours: 6, theirs: 5 }] }),
    ]);
  });

  it('counts rows without a key and repeated keys, and does not compare fields we did not send', () => {
    const theirs = [serverRow({ prtId: 'A', nnt: 1, qnt: 1, tag: 0, man: 'X' })];
    const ours = [{ prtId: 'A', nnt: 1, qnt: 1 }, { prtId: 'A', nnt: 1, qnt: 2 }, { nnt: 5 }, { prtId: '' }];
    const result = reconcile({ ...base, ours, theirs });
    expect(result).toMatchObject({ matched: 1, ourDuplicates: 1, ourWithoutKey: 2, differing: { total: 0 } });
  });

  it('treats null and absent alike, dates as instants (no offset = UTC), and type changes as differences', () => {
    const theirs = [serverRow({ prtId: 'A', supDate: '2024-04-01T04:00:00', exp: null, nds: 10, gnvls: true })];
    const ours = [{ prtId: 'A', supDate: '2024-04-01T07:00:00+03:00', exp: null, nds: '10', gnvls: true }];
    const result = reconcile({ ...base, ours, theirs });
    expect(result.differing.rows[0]?.fields).toEqual([{ field: 'nds', ours: '10', theirs: 10 }]);
  });

  it('cuts long lists but keeps the totals', () => {
    const ours = Array.from({ length: RECONCILE_LIST_LIMIT + 5 }, (_, i) => ({ prtId: `P${i}` }));
    const result = reconcile({ ...base, ours, theirs: [] });
    expect(result.missingOnServer.total).toBe(RECONCILE_LIST_LIMIT + 5);
    expect(result.missingOnServer.rows).toHaveLength(RECONCILE_LIST_LIMIT);
  });

  it('reads a package leniently and refuses what is not one', () => {
    expect(readPackage('{"date":"2024-05-01T08:00:00+03:00","stocks":[{"prtId":"1"},7,null]}', 'p.json')).toEqual({
      date: '2024-05-01T08:00:00+03:00',
      rows: [{ prtId: '1' }],
    });
    expect(() => readPackage('[1,2]', 'p.json')).toThrow(/no "stocks" array/);
    expect(() => readPackage('nope', 'p.json')).toThrow(/is not JSON/);
  });
});
