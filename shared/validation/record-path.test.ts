import { describe, expect, it } from 'vitest';
import { oneBasedPaths, recordNumber } from './record-path';

describe('record paths are shown 1-based', () => {
  it('rewrites stocks[N] with or without a field, everywhere in a text', () => {
    expect(oneBasedPaths('stocks[4]')).toBe('record 5');
    expect(oneBasedPaths("Unexpected token at line 3, position 7, path 'stocks[0].qnt'")).toBe(
      "Unexpected token at line 3, position 7, path 'record 1, qnt'",
    );
    expect(oneBasedPaths("stocks[9]['odd key'] and stocks[10].nnt")).toBe('record 10, odd key and record 11, nnt');
    expect(oneBasedPaths('date', (r) => `запись ${r}`)).toBe('date');
    expect(oneBasedPaths('stocks[1].exp', (r, f) => `запись ${r}${f ? ` › ${f}` : ''}`)).toBe('запись 2 › exp');
  });

  it('numbers a row index from 1 and leaves the package as a whole alone', () => {
    expect(recordNumber(0)).toBe(1);
    expect(recordNumber(null)).toBeNull();
  });
});
