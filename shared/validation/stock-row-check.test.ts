import { describe, expect, it } from 'vitest';
import { checkRow } from './stock-row-check';
import { sampleDate, sampleRow as row } from '@tests/kits/shared/validation/sample-rows';

// The first tests of this file run on a fresh module: no date remembered yet.
describe('checkRow (the straight-line row checker)', () => {
  it('refuses an empty date before any date has passed (the remembered date starts as nothing)', () => {
    expect(checkRow({ ...row(1), supDate: '' }, true, false)).toBe(1);
    expect(checkRow({ ...row(1), exp: '' }, true, false)).toBe(1);
  });

  it('remembers each date field apart, and still refuses a bad date after a good one', () => {
    const good = { ...row(1), supDate: sampleDate, exp: '2026-01-01T00:00:00+03:00' };
    expect(checkRow(good, true, false)).toBe(0);
    expect(checkRow({ ...good, supDate: '2026-01-01T00:00:00+03:00', exp: sampleDate }, true, false)).toBe(0);
    expect(checkRow({ ...good, supDate: '2019-12-03T15:07:49' }, true, false)).toBe(1);
    expect(checkRow({ ...good, exp: '2026-02-30T00:00:00+03:00' }, true, false)).toBe(1);
    expect(checkRow({ ...good, supDate: '', exp: '' }, true, false)).toBe(2);
  });
});
