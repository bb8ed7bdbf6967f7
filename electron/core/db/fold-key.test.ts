import { describe, expect, it } from 'vitest';
import { foldKey } from './fold-key';

describe('foldKey', () => {
  it('orders Russian words case-insensitively with Ё among the Е-words', () => {
    const words = ['Яблоко', 'ёлка', 'Ель', 'еда', 'Ёж', 'жук', 'Аптека', 'bayer', 'Bayer AG', 'ЕЛКА'];
    const sorted = [...words].sort((a, b) => (foldKey(a) < foldKey(b) ? -1 : foldKey(a) > foldKey(b) ? 1 : 0));
    expect(sorted).toEqual(['bayer', 'Bayer AG', 'Аптека', 'еда', 'Ёж', 'ёлка', 'ЕЛКА', 'Ель', 'жук', 'Яблоко']);
  });
});
