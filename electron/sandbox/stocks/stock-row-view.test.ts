import { describe, expect, it } from 'vitest';
import { stockFields, stockReadFieldOrder } from '@shared/protocol/stock-fields';
import { sandboxDates } from '../util/dates';
import { stockRowView } from './stock-row-view';

describe("the sandbox's read-back row (2.4)", () => {
  it('writes every field of the table, in the order of stock-fields.ts, in full JSON', () => {
    const fields = Object.fromEntries(stockFields.map((f) => [f.name, f.type === 'bool' ? true : 1]));
    const row = { prtId: 'P1', fields, stkDate: '2026-01-01T00:00:00+03:00', loadDate: new Date(0), rv: 7 };
    const store = { storeId: '11111111-2222-4333-8444-555555555555', realNetId: 5 };
    const full = stockRowView(row, store, { full: true, prtIdInPlainJson: false, dates: sandboxDates('offset') });
    expect(Object.keys(full)).toEqual(stockReadFieldOrder);
    const plain = stockRowView(row, store, { full: false, prtIdInPlainJson: false, dates: sandboxDates('offset') });
    expect(Object.keys(plain)).toEqual(stockReadFieldOrder.filter((f) => f !== 'prtId'));
  });
});
