import { describe, expect, it } from 'vitest';
import { stockRowsReadSchema } from '@shared/protocol/stocks';
import { seeded } from '@shared/validation/seeded-random';
import { stockReadFieldOrder } from '@shared/protocol/stock-fields';
import { readStockRows } from './stock-row-read-check';

/** A read-back row as the sandbox writes it in full JSON. */
const row = (n: number): Record<string, unknown> => ({
  realNetId: 7,
  storeId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  prtId: `P${n}`,
  nnt: 1000 + n,
  sku: null,
  qnt: n % 7,
  supDate: '2024-04-01T10:00:00+03:00',
  nds: 10,
  gnvls: n % 5 === 0,
  man: 'Фармстандарт',
  series: `S${n}`,
  exp: n % 3 ? '2026-01-01T00:00:00' : null,
  prcOptNds: 12.38,
  prcRet: 15.9,
  prcGnvlsMax: n % 5 === 0 ? 20 : null,
  tag: 0,
  dp: null,
  stkDate: '2024-05-01T08:00:00.1234567',
  loadDate: '2024-05-01T08:00:00Z',
  rv: 'AAAAAAAAB9E=',
});

const odd: unknown[] = [
  null, '', 'x', 1.5, -1, 0, 2 ** 60, 1e300, true, false, [], {}, 'AAAAAAAAB9E=', 'AAA',
  '2024-02-30T10:00:00+03:00', '2024-02-29T10:00:00', '2023-02-29T10:00:00', '2024-05-01T08:00:00.12345678Z',
  '2024-05-01T08:00+03:00', '2024-05-01 08:00:00Z', '3F2504E0-4F89-11D3-9A0C-0305E82C3301', '3f2504e0-4f89-11d3-9a0c',
]; // prettier-ignore
const fields = Object.keys(row(0)).concat(['prcMan', 'prcOpt', 'prcReestr', 'mrGnvls', 'doc', 'supInn', 'supId', 'sumOpt', 'sumOptNds', 'extra']); // prettier-ignore

describe('readStockRows (the read-back schema as straight-line code)', () => {
  it('passes and outputs exactly what the zod schema does, on 3,000 seeded mutated answers', () => {
    const random = seeded(20_261_124);
    const pick = <T>(list: readonly T[]): T => structuredClone(list[Math.floor(random() * list.length)]!);
    let passed = 0;
    for (let n = 0; n < 3000; n++) {
      let answer: unknown = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) => row(i));
      const rows = answer as unknown[];
      for (let k = Math.floor(random() * 4); k > 0; k--) {
        const what = random();
        const target = rows[Math.floor(random() * rows.length)] as Record<string, unknown>;
        if (what < 0.8 && typeof target === 'object' && target !== null) target[pick(fields)] = pick(odd);
        else if (what < 0.9) rows[Math.floor(random() * rows.length)] = pick(odd);
        else answer = pick(odd);
      }
      const text = JSON.stringify(answer);
      const reference = stockRowsReadSchema.safeParse(JSON.parse(text));
      const fast = readStockRows(JSON.parse(text));
      expect(fast !== null, `answer ${n}: ${text}`).toBe(reference.success);
      if (reference.success) {
        passed++;
        expect(fast, `answer ${n}: ${text}`).toEqual(reference.data);
      }
    }
    // Both ways are exercised: many answers pass, many fail.
    expect(passed).toBeGreaterThan(500);
    expect(passed).toBeLessThan(2500);
  });
});

describe('readStockRows and the field table', () => {
  it('checks every field of a read-back row in shared/protocol/stock-fields.ts (a wrong value in any one fails)', () => {
    for (const field of stockReadFieldOrder) {
      const bad = [{ ...row(1), [field]: { wrong: true } }];
      expect(readStockRows(JSON.parse(JSON.stringify(bad))), field).toBeNull();
      expect(stockRowsReadSchema.safeParse(bad).success, field).toBe(false);
    }
  });
});
