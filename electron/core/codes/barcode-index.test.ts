import { describe, expect, it } from 'vitest';
import { buildBarcodeIndex, eachBarcode, NO_PRODUCT, onlyProduct, packCode, SEVERAL_PRODUCTS } from './barcode-index';

/** What the index must answer, read the slow way: every entry scanned in the given order. */
function reference(entries: readonly [number | null, number, boolean][]) {
  const byKey = new Map<number, { nnt: number; actual: boolean }[]>();
  for (const [k, nnt, actual] of entries) if (k !== null) byKey.set(k, [...(byKey.get(k) ?? []), { nnt, actual }]);
  const of = (key: number) => byKey.get(key) ?? [];
  return {
    each: of,
    only(key: number): number {
      const hits = of(key);
      const current = [...new Set(hits.filter((h) => h.actual).map((h) => h.nnt))];
      const retired = [...new Set(hits.filter((h) => !h.actual).map((h) => h.nnt))];
      if (current.length > 1) return SEVERAL_PRODUCTS;
      if (current.length === 1) return current[0]!;
      if (retired.length > 1) return SEVERAL_PRODUCTS;
      return retired.length === 1 ? -retired[0]! - 3 : NO_PRODUCT;
    },
  };
}

describe('the in-memory barcode index (a hash table of numbers)', () => {
  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };

  // Few distinct keys among many entries (long chains, a crowded table), and many distinct keys
  // of barcode size (collisions of the hash's halves), each with repeats, retired barcodes and
  // products named twice by one key.
  for (const [name, count, distinct, base] of [
    ['crowded', 3_000, 40, 46e11],
    ['barcode-sized', 20_000, 15_000, 4_600_000_000_000],
    ['EAN-8 and GTIN-14 keys', 5_000, 4_000, 1e7],
  ] as const) {
    it(`answers as a scan of the entries does: ${name}`, () => {
      const keyOf = () => base + rnd(distinct) * (name === 'barcode-sized' ? 4_294_967_296 + 1 : 7);
      const entries: [number | null, number, boolean][] = Array.from({ length: count }, () => [
        rnd(20) === 0 ? null : keyOf(),
        rnd(distinct * 2),
        rnd(3) > 0,
      ]);
      const index = buildBarcodeIndex(
        entries.map(([k]) => k),
        entries.map(([, nnt, actual]) => packCode(nnt, actual)),
      );
      const ref = reference(entries);
      expect(index.size).toBe(entries.filter(([k]) => k !== null).length);
      const asked = [
        ...entries.slice(0, Math.min(2_000, distinct * 5)).map(([k]) => k ?? 0),
        ...Array.from({ length: 500 }, keyOf),
        0,
        NaN,
      ];
      let several = 0;
      let retired = 0;
      for (const key of asked) {
        const got: { nnt: number; actual: boolean }[] = [];
        eachBarcode(index, key, (nnt, actual) => got.push({ nnt, actual }));
        expect(got).toEqual(ref.each(key));
        const only = onlyProduct(index, key);
        expect(only).toBe(ref.only(key));
        if (only === SEVERAL_PRODUCTS) several++;
        if (only <= -3) retired++;
      }
      // The random sets reach each answer the resolver distinguishes.
      expect(several).toBeGreaterThan(0);
      if (name !== 'crowded') expect(retired).toBeGreaterThan(0);
    });
  }

  it('holds nothing for an empty dictionary, and refuses columns of different lengths', () => {
    const empty = buildBarcodeIndex([], []);
    expect(onlyProduct(empty, 4600000000000)).toBe(NO_PRODUCT);
    expect(() => buildBarcodeIndex([1], [])).toThrow(/1 keys but 0 codes/);
  });
});
