import { describe, expect, it } from 'vitest';
import { FindingList } from './import-findings';
import { convertRow } from './row-converter';
import { toInteger, toNumber } from './value-convert';

describe('the fast path of a row', () => {
  it('reads every decimal text exactly as the general number conversion does', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (s: string) => s[Math.floor(next() * s.length)]!;
    const samples = ['1 234,50', '12.38', '-5', '+7', ',5', '5,', '00012', '1\u00a0234\u00a0567,891', '0,1', ' 3 '];
    for (let k = 0; k < 5000; k++) {
      const len = 1 + Math.floor(next() * 14);
      samples.push(Array.from({ length: len }, () => pick('0123456789012345678,. -\u00a0+x')).join(''));
    }
    for (const text of samples) {
      const findings = new FindingList();
      const row = convertRow(
        [text, text],
        [
          { target: 'prcRet', index: 0, header: 'Цена' },
          { target: 'tag', index: 1, header: 'Отметка' },
        ],
        { sheet: null, row: 2 },
        findings,
      );
      const n = toNumber(text);
      expect(row.prcRet, text).toBe(n.ok && n.value !== null ? n.value : n.ok ? null : undefined);
      const i = toInteger(text);
      expect(row.tag, text).toBe(i.ok && i.value !== null ? i.value : i.ok ? null : undefined);
    }
  });
});
