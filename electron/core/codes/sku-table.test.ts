import { describe, expect, it } from 'vitest';
import { skuKey } from './confirmations-repo';
import { SkuTable } from './sku-table';

describe('links by the pharmacy code, folded while hashed', () => {
  it('answers as skuKey and a Map do, on random codes of every kind of character', () => {
    let seed = 5;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    // Capitals and small letters of both alphabets, Ё and Ѐ–Џ, digits, separators, spaces, a tab,
    // a control character, no-break space, letters whose lower case is not one character's shift.
    const alphabet = [...'AZaz09-_./ ЦБцбЯяЁёЀЏѐџ', '\t', '\u0001', '\u00a0', 'İ', 'Σ', 'ß', 'Ä', 'ä', '\u2003'];
    const codeOf = () => {
      const n = rnd(4) === 0 ? rnd(3) : 1 + rnd(8);
      let s = '';
      for (let i = 0; i < n; i++) s += rnd(3) === 0 ? alphabet[rnd(alphabet.length)] : 'AaЦц0123'[rnd(8)];
      return s;
    };
    const codes = Array.from({ length: 4_000 }, codeOf);
    const map = new Map<string, number>();
    codes.forEach((c, i) => {
      if (i % 2 === 0) map.set(skuKey(c), i);
    });
    map.set('', -1); // a key no code is looked up by
    const table = new SkuTable(map);
    expect(table.size).toBe(map.size);
    let found = 0;
    let folded = 0;
    for (const raw of [...codes, ...Array.from({ length: 4_000 }, codeOf)]) {
      const key = skuKey(raw);
      const want = key === '' ? undefined : map.get(key);
      expect(table.get(raw), JSON.stringify(raw)).toBe(want);
      if (want !== undefined) found++;
      if (want !== undefined && key !== raw) folded++;
    }
    expect(found).toBeGreaterThan(2_000);
    expect(folded).toBeGreaterThan(500);
  });

  it('finds a 1C code in any case and with spaces around, and nothing for an empty code', () => {
    const table = new SkuTable(new Map([[skuKey('ЦБ-000123'), 7]]));
    expect(table.get('цб-000123')).toBe(7);
    expect(table.get(' Цб-000123\u00a0')).toBe(7);
    expect(table.get('ЦБ-000124')).toBeUndefined();
    expect(table.get('')).toBeUndefined();
    expect(table.get('  ')).toBeUndefined();
  });
});
