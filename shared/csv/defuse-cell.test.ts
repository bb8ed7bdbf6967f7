import { describe, expect, it } from 'vitest';
import { defuseCsvCell } from './defuse-cell';

describe('CSV cells Excel would run', () => {
  it('quotes formulas and leaves numbers, negative numbers and plain text', () => {
    const cells = ['=HYPERLINK("http://x")', '+1+2', '@SUM(A1)', '-2+3', '\t=1', 'Аптека №1', '-5', '-0,5', '', 12];
    expect(cells.map(defuseCsvCell)).toEqual([
      `'=HYPERLINK("http://x")`,
      `'+1+2`,
      `'@SUM(A1)`,
      `'-2+3`,
      `'\t=1`,
      'Аптека №1',
      '-5',
      '-0,5',
      '',
      12,
    ]);
  });
});
