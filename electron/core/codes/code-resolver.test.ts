import { describe, expect, it } from 'vitest';
import { buildBarcodeIndex, packCode } from './barcode-index';
import { barcodeKeys, dictionarySpellings } from './barcode-text';
import type { BarcodeHit } from './code-lookups';
import { countCodes, resolveCodes, sourceOf } from './code-resolver';
import type { ConfirmedCode } from './confirmations-repo';

/** A barcodes dictionary as the lookup answers it: by key (leading zeros dropped). */
function barcodes(entries: [string, number, boolean][]) {
  const asked: string[][] = [];
  const lookup = (keys: Iterable<string>) => {
    const list = [...keys];
    asked.push(list);
    const map = new Map<string, BarcodeHit[]>();
    for (const [barcode, nnt, actual] of entries) {
      const key = barcode.replace(/^0+/, '');
      if (!list.includes(key)) continue;
      map.set(key, [...(map.get(key) ?? []), { nnt, actual }]);
    }
    return map;
  };
  return { lookup, asked };
}

describe('barcodes in a cell', () => {
  it('splits on , ; and spaces, drops leading zeros, ignores what is no barcode', () => {
    expect(barcodeKeys('4601234567890; 04601234567890,0012345678 abc 123')).toEqual(['4601234567890', '12345678']);
    expect(barcodeKeys('046012345678')).toEqual(['46012345678']);
    expect(barcodeKeys(null)).toEqual([]);
    expect(dictionarySpellings('12345678')).toEqual(['0000012345678', '12345678', '000012345678', '00000012345678']);
  });
});

describe('resolving codes', () => {
  const run = (
    rows: Record<string, unknown>[],
    cells: (string | null)[],
    opts: { links?: [string, number[]][]; confirmed?: [string, ConfirmedCode][]; codes?: [string, number, boolean][] },
  ) => {
    const b = barcodes(opts.codes ?? []);
    const resolution = resolveCodes(rows, cells, {
      links: new Map(opts.links ?? []),
      confirmations: new Map(opts.confirmed ?? []),
      barcodes: b.lookup,
    });
    return { resolution, asked: b.asked, sources: rows.map((_, i) => sourceOf(resolution, i)) };
  };

  it('never guesses a barcode naming several products, prefers current barcodes, reads UPC and lost zeros', () => {
    const rows = [{}, {}, {}, {}, { nnt: 7 }];
    const { resolution, sources, asked } = run(
      rows,
      ['4600000000011', '0036000291452', '36000291452', '4600000000028', '1'],
      {
        codes: [
          ['4600000000011', 1, true],
          ['4600000000011', 2, true],
          ['0036000291452', 3, true],
          ['4600000000028', 4, false],
          ['4600000000028', 5, true],
        ],
      },
    );
    expect(sources).toEqual(['not-found', 'barcode', 'barcode', 'barcode', 'file']);
    expect(rows.map((r) => (r as { nnt?: number }).nnt)).toEqual([undefined, 3, 3, 5, 7]);
    expect(resolution.details.get(0)).toMatchObject({ candidates: [1, 2], notices: ['barcode-ambiguous'] });
    // One batched lookup for the whole list, each key once.
    expect(asked).toEqual([['4600000000011', '36000291452', '4600000000028']]);
    expect(countCodes(resolution)).toMatchObject({ barcode: 3, file: 1, notFound: 1, ambiguous: 1 });
  });

  it('takes a retired barcode when no current one names a product, and says so', () => {
    const { resolution, sources } = run([{}], ['4600000000035'], { codes: [['4600000000035', 9, false]] });
    expect(sources).toEqual(['barcode']);
    expect(resolution.details.get(0)?.notices).toEqual(['retired-barcode']);
  });

  it('store link first; a confirmation against a link stands while that link does; a newer link overrides it with a notice', () => {
    const rows = [{ sku: 'A-1' }, { sku: 'a-1 ' }, { sku: 'B-2' }, { sku: 'C-3' }];
    const { resolution, sources } = run(rows, [null, null, null, null], {
      links: [
        ['a-1', [10]],
        ['b-2', [20]],
      ],
      confirmed: [
        ['b-2', { nnt: 21, againstLinkNnt: 19 }],
        ['c-3', { nnt: 30, againstLinkNnt: null }],
      ],
    });
    expect(sources).toEqual(['store-link', 'store-link', 'store-link', 'confirmed']);
    expect(rows.map((r) => (r as { nnt?: number }).nnt)).toEqual([10, 10, 20, 30]);
    expect(resolution.details.get(2)).toMatchObject({ notices: ['confirmation-overridden'], overriddenNnt: 21 });

    const again = [{ sku: 'B-2' }];
    const kept = run(again, [null], { links: [['b-2', [20]]], confirmed: [['b-2', { nnt: 21, againstLinkNnt: 20 }]] });
    expect(kept.sources).toEqual(['confirmed']);
    expect(again[0]).toEqual({ sku: 'B-2', nnt: 21 });
  });

  it('names a conflict when the store link and the barcode disagree; the store link wins', () => {
    const rows = [{ sku: 'A-1' }];
    const { resolution, sources } = run(rows, ['4600000000011'], {
      links: [['a-1', [10]]],
      codes: [['4600000000011', 11, true]],
    });
    expect(sources).toEqual(['store-link']);
    expect(resolution.details.get(0)?.conflict).toEqual({ linkNnt: 10, barcodeNnt: 11, chosen: 'store-link' });
  });

  it('answers the same from the in-memory index (big lists) as from the batched lookup, row by row', () => {
    // Random cells over a small dictionary: one barcode, lost zeros, several in a cell, ambiguous,
    // retired, unknown, no barcode; skus linked, linked twice, confirmed, in conflict.
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n) as number;
    const codes: [string, number, boolean][] = [];
    for (let k = 1; k <= 40; k++) {
      const code = `46${String(k).padStart(11, '0')}`;
      codes.push([code, 100 + k, k % 7 !== 0]);
      if (k % 5 === 0) codes.push([code, 200 + k, rnd(2) === 0]);
      if (k % 6 === 0) codes.push([`0${code}`, 100 + k, true]);
    }
    codes.push(['036000291452', 3, true], ['00012345', 4, false]);
    const cellOf = () => {
      const pick = () => codes[rnd(codes.length)]![0];
      const kinds = [
        pick(),
        pick().replace(/^0+/, ''),
        `${pick()}; ${pick()}`,
        `${pick()} ,${pick()}`,
        '4609999999999',
        'abc',
        null,
        '36000291452',
        '12345678',
      ];
      return kinds[rnd(kinds.length)]!;
    };
    const rowsOf = () => {
      seed = 11;
      return Array.from({ length: 500 }, () => {
        const r = rnd(6);
        return r === 0 ? {} : r === 1 ? { nnt: 5 } : { sku: ` S-${rnd(30)}` };
      });
    };
    seed = 3;
    const cells = Array.from({ length: 500 }, cellOf);
    const links: [string, number[]][] = Array.from({ length: 20 }, (_, k) => [
      `s-${k}`,
      k === 4 ? [104, 105] : [100 + k * 2],
    ]);
    const confirmed: [string, ConfirmedCode][] = [
      ['s-25', { nnt: 125, againstLinkNnt: null }],
      ['s-2', { nnt: 9, againstLinkNnt: 104 }],
    ];
    const index = buildBarcodeIndex(
      codes.map(([b]) => Number(b)),
      codes.map(([, nnt, actual]) => packCode(nnt, actual)),
    );
    const viaLookup = rowsOf();
    const viaIndex = rowsOf();
    const b = barcodes(codes);
    const inputs = { links: new Map(links), confirmations: new Map(confirmed), barcodes: b.lookup };
    const a = resolveCodes(viaLookup, cells, inputs);
    const c = resolveCodes(viaIndex, cells, { ...inputs, barcodeIndex: (n) => (n > 0 ? index : undefined) });
    expect(b.asked).toHaveLength(1); // the index path never asked the lookup
    expect(viaIndex).toEqual(viaLookup);
    expect([...c.source]).toEqual([...a.source]);
    expect([...c.nnt]).toEqual([...a.nnt]);
    expect(c.details).toEqual(a.details);
    const counts = countCodes(a);
    expect(counts.barcode).toBeGreaterThan(20);
    expect(counts.ambiguous).toBeGreaterThan(5);
    expect(counts.conflicts).toBeGreaterThan(5);
    expect([...a.details.values()].some((d) => d.notices.includes('retired-barcode'))).toBe(true);
  });
});
