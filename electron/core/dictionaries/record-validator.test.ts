import { describe, expect, it } from 'vitest';
import {
  dictionaryNames,
  dictionaryRecordSchemas,
  stringifyExact,
  type DictionaryName,
} from '@shared/protocol/dictionaries';
import { createDictionaryStore } from '@sandbox/dictionaries';
import { tableSpecs } from './dictionary-specs';
import { createRecordConverter } from './record-validator';

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const store = createDictionaryStore({ scale: 'small', seed: 3, storeIds: [storeId] });

function samples(name: DictionaryName): Record<string, unknown>[] {
  const all =
    name === 'goods_links'
      ? (JSON.parse(store.goodsLinksJson(storeId, true)) as Record<string, unknown>[])
      : (JSON.parse(store.chunkJson(name, { afterRvInt: 0, count: 5 })) as Record<string, unknown>[]);
  return all.slice(0, 3);
}

/** Values that test each kind of check: wrong types, nulls, edge numbers, bad base64 and dates. */
const oddValues: unknown[] = [
  null,
  undefined,
  'x',
  '',
  12,
  -3,
  1.5,
  1e300,
  true,
  false,
  [],
  {},
  'AAAAAAAAAAE=',
  'AAAA AAE=',
  'not base64!',
  '2024-05-01T00:00:00+03:00',
  '2024-05-01',
  2 ** 60,
  // Versions past 2^53 arrive as bigints recovered from the text (rv-int.ts); a long's range only.
  2n ** 62n,
  2n ** 63n,
  -(2n ** 63n) - 1n,
];

describe('the record converter accepts exactly what the shared zod schema accepts', () => {
  for (const name of dictionaryNames) {
    it(`${name}`, () => {
      const convert = createRecordConverter(tableSpecs[name]);
      const schema = dictionaryRecordSchemas[name];
      let checked = 0;
      for (const sample of samples(name)) {
        const fields = [
          ...new Set([...Object.keys(sample), ...tableSpecs[name].columns.map((c) => c.field), 'latname', 'surplus']),
        ];
        const variants: unknown[] = [sample, { ...sample, surplus: 1 }, null, 'record', [sample]];
        for (const field of fields) {
          for (const value of oddValues) variants.push({ ...sample, [field]: value });
          const { [field]: _dropped, ...without } = sample;
          variants.push(without);
        }
        for (const variant of variants) {
          const ours = convert(variant);
          const theirs = schema.safeParse(variant);
          expect(ours.ok, `${name} ${stringifyExact(variant)}`).toBe(theirs.success);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});

describe('converting records to rows', () => {
  it('writes booleans as 0/1, absent fields as null, and unknown fields as JSON in the last slot', () => {
    const convert = createRecordConverter(tableSpecs.marketing_brands, 1);
    const result = convert({ id: 7, name: 'Нурофен', farmaBrand: true, actual: false, rv: 'AAAAAAAAAAc=', rvInt: 7 });
    expect(result).toEqual({
      ok: true,
      values: [null, 7, 'Нурофен', 0, 'AAAAAAAAAAc=', 7, '{"farmaBrand":true}'],
      rvInt: 7,
    });
  });

  it('reads mnns `latname` as latName', () => {
    const convert = createRecordConverter(tableSpecs.mnns);
    const result = convert({
      id: 1,
      rusName: 'Парацетамол',
      latname: 'Paracetamolum',
      actual: true,
      rv: 'AAAAAAAAAAE=',
      rvInt: 1,
    });
    expect(result.ok && result.values).toEqual([1, 'Парацетамол', 'Paracetamolum', null, 1, 'AAAAAAAAAAE=', 1, null]);
  });

  it('gives the schema’s reason, the readable key and the version of a rejected record', () => {
    const convert = createRecordConverter(tableSpecs.barcodes);
    const result = convert({ nnt: 100002, barcode: 4601234567890, actual: true, rvInt: 55 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toContain('barcode');
    expect(result.reason).toMatch(/expected string/);
    expect(result.recordKey).toBe('[100002,4601234567890]');
    expect(result.rvInt).toBe(55);
    expect(convert('nonsense')).toMatchObject({ ok: false, recordKey: null, rvInt: null });
  });
});
