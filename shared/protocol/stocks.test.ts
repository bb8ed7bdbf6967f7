import { describe, expect, it } from 'vitest';
import {
  createStockPackageSchema,
  createStockRowUploadSchema,
  stockPackageSchema,
  stockRowFields,
  stockRowReadSchema,
  stockRowUploadSchema,
} from './stocks';

/** A row with every field of 2.3 filled, as a client would send it. */
const fullRow = {
  prtId: 'P-0001',
  nnt: 123456,
  sku: 'SKU-1',
  qnt: 5,
  supDate: '2019-12-03T15:07:49+03:00',
  nds: 10,
  gnvls: true,
  man: 'Фармстандарт-Лексредства ОАО',
  series: '123A',
  exp: '2021-06-01T00:00:00+03:00',
  prcMan: 50.12,
  prcOpt: 55.5,
  prcOptNds: 61.05,
  prcRet: 79.9,
  prcReestr: 50.12,
  prcGnvlsMax: 80,
  mrGnvls: 25.5,
  tag: 0,
  doc: 'Накладная 15',
  supInn: '7701234567',
  supId: 'SUP-7',
  dp: null,
  sumOpt: 277.5,
  sumOptNds: 305.25,
};
const minimalRow = { prtId: 'P-2', nnt: 1, qnt: 0, prcOptNds: 10 };

/** The issues of a row parse, as `path: message` lines. */
function rowIssues(row: unknown): string[] {
  const result = stockRowUploadSchema.safeParse(row);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`);
}

function rejects(patch: Record<string, unknown>, field: string): void {
  const issues = rowIssues({ ...fullRow, ...patch });
  expect(issues.length, `expected ${JSON.stringify(patch)} to be rejected`).toBeGreaterThan(0);
  expect(
    issues.every((i) => i.startsWith(`${field}:`)),
    issues.join('; '),
  ).toBe(true);
}

function accepts(patch: Record<string, unknown>): void {
  expect(rowIssues({ ...fullRow, ...patch })).toEqual([]);
}

describe('stock upload row (2.3)', () => {
  it('accepts a full row and a minimal one', () => {
    expect(stockRowUploadSchema.parse(fullRow)).toEqual(fullRow);
    expect(stockRowUploadSchema.parse(minimalRow)).toEqual(minimalRow);
    expect(stockRowFields).toHaveLength(24);
  });

  it('rejects an integer prtId (observed behaviour) and an empty one', () => {
    rejects({ prtId: 12345 }, 'prtId');
    rejects({ prtId: '' }, 'prtId');
  });

  it('rejects an empty supDate (observed behaviour) and null, accepts date-times with an offset', () => {
    rejects({ supDate: '' }, 'supDate');
    rejects({ supDate: null }, 'supDate');
    rejects({ supDate: '2019-12-03T15:07:49' }, 'supDate');
    rejects({ supDate: '2019-12-03' }, 'supDate');
    accepts({ supDate: '2019-12-03T15:07:49Z' });
    accepts({ supDate: '2019-12-03T15:07:49.1234567-05:30' });
  });

  it('rejects integer gnvls and dp (observed behaviour), accepts booleans and null', () => {
    rejects({ gnvls: 1 }, 'gnvls');
    rejects({ dp: 0 }, 'dp');
    rejects({ dp: 'true' }, 'dp');
    accepts({ gnvls: false, prcGnvlsMax: null });
    accepts({ gnvls: null, dp: true });
  });

  it('rejects an integer exp (observed behaviour), accepts a date-time string, null or absence', () => {
    rejects({ exp: 20210601 }, 'exp');
    rejects({ exp: '' }, 'exp');
    accepts({ exp: null });
    const { exp: _omitted, ...withoutExp } = fullRow;
    expect(rowIssues(withoutExp)).toEqual([]);
  });

  it('enforces the maximum lengths at the boundary', () => {
    for (const [field, max] of [
      ['prtId', 50],
      ['sku', 50],
      ['series', 50],
      ['man', 255],
    ] as const) {
      accepts({ [field]: 'x'.repeat(max) });
      rejects({ [field]: 'x'.repeat(max + 1) }, field);
    }
  });

  it('accepts tag 0..3 and rejects 4, -1 and 1.5', () => {
    for (const tag of [0, 1, 2, 3]) accepts({ tag });
    for (const tag of [4, -1, 1.5]) rejects({ tag }, 'tag');
  });

  it('rejects a fractional or negative qnt, accepts zero (a run-out batch)', () => {
    rejects({ qnt: 2.5 }, 'qnt');
    rejects({ qnt: -1 }, 'qnt');
    accepts({ qnt: 0 });
    accepts({ qnt: 1e6 });
  });

  it('requires nnt as an integer and nds as an integer', () => {
    rejects({ nnt: 1.5 }, 'nnt');
    rejects({ nnt: '123' }, 'nnt');
    rejects({ nds: 10.5 }, 'nds');
  });

  it('rejects negative prices and an empty prcOptNds', () => {
    for (const field of ['prcMan', 'prcOpt', 'prcOptNds', 'prcRet', 'prcReestr', 'prcGnvlsMax']) {
      rejects({ [field]: -0.01 }, field);
    }
    rejects({ prcOptNds: null }, 'prcOptNds');
    rejects({ prcOptNds: '' }, 'prcOptNds');
    const { prcOptNds: _omitted, ...withoutPrcOptNds } = fullRow;
    expect(rowIssues(withoutPrcOptNds)).toEqual(['prcOptNds: invalid_type']);
  });

  it('requires prtId, nnt and qnt', () => {
    expect(rowIssues({ prcOptNds: 1 }).sort()).toEqual([
      'nnt: invalid_type',
      'prtId: invalid_type',
      'qnt: invalid_type',
    ]);
  });

  it('requires prcGnvlsMax for a regulated row, not below the retail price', () => {
    rejects({ prcGnvlsMax: null }, 'prcGnvlsMax');
    rejects({ prcGnvlsMax: 79.89 }, 'prcGnvlsMax');
    accepts({ prcGnvlsMax: 79.9 });
    accepts({ gnvls: false, prcGnvlsMax: null });
    const lenient = createStockRowUploadSchema({ gnvlsMaxNotBelowRetail: false });
    expect(lenient.safeParse({ ...fullRow, prcGnvlsMax: 10 }).success).toBe(true);
    expect(lenient.safeParse({ ...fullRow, prcGnvlsMax: undefined }).success).toBe(false);
  });

  it('checks the text fields doc, supInn, supId and the sums as typed', () => {
    rejects({ doc: 15 }, 'doc');
    rejects({ supInn: 7701234567 }, 'supInn');
    rejects({ supId: true }, 'supId');
    rejects({ sumOpt: '1' }, 'sumOpt');
    rejects({ sumOptNds: null }, 'sumOptNds');
  });

  it('rejects unknown fields by default; strips or keeps them when configured', () => {
    expect(rowIssues({ ...fullRow, prcret: 1 })).toEqual([': unrecognized_keys']);
    const stripped = createStockRowUploadSchema({ unknownFields: 'strip' }).parse({ ...minimalRow, extra: 1 });
    expect(stripped).toEqual(minimalRow);
    const kept = createStockRowUploadSchema({ unknownFields: 'keep' }).parse({ ...minimalRow, extra: 1 });
    expect(kept).toEqual({ ...minimalRow, extra: 1 });
  });
});

describe('stock package (2.2)', () => {
  const date = '2019-12-03T15:07:49+03:00';

  it('accepts a package and an empty one', () => {
    expect(stockPackageSchema.parse({ date, stocks: [fullRow, minimalRow] }).stocks).toHaveLength(2);
    expect(stockPackageSchema.parse({ date, stocks: [] }).stocks).toEqual([]);
  });

  it('requires date (with offset) and stocks', () => {
    expect(stockPackageSchema.safeParse({ stocks: [] }).success).toBe(false);
    expect(stockPackageSchema.safeParse({ date: '2019-12-03T15:07:49', stocks: [] }).success).toBe(false);
    expect(stockPackageSchema.safeParse({ date }).success).toBe(false);
  });

  it('rejects a repeated prtId, pointing at the repeat', () => {
    const stocks = [minimalRow, { ...minimalRow, prtId: 'other' }, minimalRow, minimalRow];
    const result = stockPackageSchema.safeParse({ date, stocks });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([
      ['stocks', 2, 'prtId'],
      ['stocks', 3, 'prtId'],
    ]);
    expect(result.error?.issues[0].message).toContain('stocks[0]');
  });

  it('still finds a repeated prtId when other rows fail, including an aborting integer check', () => {
    const stocks = [minimalRow, { ...minimalRow, prtId: 'B', nnt: 1.5, supDate: '' }, minimalRow];
    const paths = stockPackageSchema.safeParse({ date, stocks }).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['stocks.1.nnt', 'stocks.1.supDate', 'stocks.2.prtId']);
  });

  it('applies options to the rows of a package schema', () => {
    const keep = createStockPackageSchema({ unknownFields: 'keep' });
    expect(keep.parse({ date, stocks: [{ ...minimalRow, extra: 1 }], note: 'x' })).toEqual({
      date,
      stocks: [{ ...minimalRow, extra: 1 }],
      note: 'x',
    });
  });
});

describe('stock row as read back (2.4)', () => {
  it('accepts a sample-shaped row without prtId, with server fields and unknown extras; an offset-less date is UTC', () => {
    const row = {
      realNetId: 17,
      storeId: '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
      nnt: 123456,
      sku: 'SKU-1',
      qnt: 5,
      supDate: '2019-12-03T15:07:49+03:00',
      nds: 10,
      gnvls: null,
      exp: null,
      prcOptNds: 61.05,
      prcRet: 79.9,
      stkDate: '2019-12-03T15:07:49+03:00',
      loadDate: '2019-12-03T15:10:02.123',
      rv: 'AAAAAAAAB9E=',
      somethingNew: 'kept',
    };
    expect(stockRowReadSchema.parse(row)).toEqual({ ...row, loadDate: '2019-12-03T15:10:02.123Z' });
  });

  it('still checks types', () => {
    expect(stockRowReadSchema.safeParse({ rv: 'not base64!' }).success).toBe(false);
    expect(stockRowReadSchema.safeParse({ storeId: 'x' }).success).toBe(false);
    expect(stockRowReadSchema.safeParse({ qnt: '5' }).success).toBe(false);
  });
});
