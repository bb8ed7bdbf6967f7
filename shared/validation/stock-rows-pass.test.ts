import { describe, expect, it } from 'vitest';
import { seeded } from './seeded-random';
import { fnvHash } from './first-seen';
import { RowsPass } from './stock-rows-pass';
import { sampleRow as row } from '@tests/kits/shared/validation/sample-rows';

describe('RowsPass (the row checker over slices)', () => {
  it('finds every repeated prtId and its first row as a Map does, on 200 generated packages', () => {
    const random = seeded(17);
    for (let n = 0; n < 200; n++) {
      const count = 1 + Math.floor(random() * 5000);
      const stocks: unknown[] = Array.from({ length: count }, (_, k) => {
        const what = random();
        // Mostly distinct prtIds, some repeated, some not strings, some rows not objects.
        if (what < 0.8) return row(k);
        if (what < 0.9) return { ...row(k), prtId: `P${Math.floor(random() * count)}` };
        if (what < 0.95) return { ...row(k), prtId: random() < 0.5 ? 7 : null };
        return random() < 0.5 ? null : 'P1';
      });
      const expected = new Map<number, number>();
      const firstOf = new Map<string, number>();
      stocks.forEach((r, k) => {
        const prtId = (r as { prtId?: unknown } | null)?.prtId;
        if (typeof r !== 'object' || typeof prtId !== 'string') return;
        const first = firstOf.get(prtId);
        if (first === undefined) firstOf.set(prtId, k);
        else expected.set(k, first);
      });
      const pass = new RowsPass(stocks, true, 100_000, 100_000);
      const slice = 1 + Math.floor(random() * 3000);
      for (let from = 0; from < count; from += slice) pass.run(from, Math.min(count, from + slice));
      expect(pass.repeats, `package ${n}`).toEqual(expected);
      // Each repeat makes its row fail (one offending field, prtId).
      for (const k of expected.keys()) expect(pass.failing).toContain(k);
    }
  });

  it('keeps finding repeats after the prtId table gives up on its hash (keys made to collide)', () => {
    // Rows 0–1,999 repeat P0–P499, whose hashes all collide: the table turns into a Map mid-slice.
    // Rows 2,000–2,499 bring new keys Q…, repeated by rows 2,500–2,999: they must be found too.
    const prtIdAt = (k: number) => (k < 2000 ? `P${k % 500}` : `Q${k < 2500 ? k : k - 500}`);
    const stocks = Array.from({ length: 3000 }, (_, k) => ({ ...row(k), prtId: prtIdAt(k) }));
    const pass = new RowsPass(stocks, true, 100_000, 100_000, (key, seed) =>
      key.startsWith('P') ? 2 : fnvHash(key, seed),
    );
    pass.run(0, 3000);
    const expected = new Map<number, number>();
    for (let k = 500; k < 2000; k++) expected.set(k, k % 500);
    for (let k = 2500; k < 3000; k++) expected.set(k, k - 500);
    expect(pass.repeats).toEqual(expected);
  });
});
