import { describe, expect, it } from 'vitest';
import { reasonBatches } from './status-reason';

describe('batches named by a status-3 message', () => {
  it('reads the regulated-price form with each problem, and the unknown-code form, once each in order', () => {
    const regulated =
      'Package not processed: 2 of 6 rows of price-regulated (ЖНВЛП) products break the maximum-price rules: ' +
      'prtId "P-1" (nnt 101687): gnvls is not true; prtId "P 3" (nnt 55): prcRet 120 is above prcGnvlsMax 100. Send gnvls: true …';
    expect(reasonBatches(regulated)).toEqual([
      { prtId: 'P-1', nnt: 101687, problem: 'gnvls is not true' },
      { prtId: 'P 3', nnt: 55, problem: 'prcRet 120 is above prcGnvlsMax 100' },
    ]);
    const unknown =
      'Package not processed: 3 of 4 rows (75.0%) …; e.g. nnt 990000001 (prtId "P-1"), nnt 990000002 (prtId "P-2"). Check…';
    expect(reasonBatches(unknown)).toEqual([
      { prtId: 'P-1', nnt: 990000001, problem: null },
      { prtId: 'P-2', nnt: 990000002, problem: null },
    ]);
    expect(reasonBatches('Processed')).toEqual([]);
  });
});
