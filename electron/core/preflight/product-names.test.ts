import { describe, expect, it } from 'vitest';
import { openTempDb } from '@tests/kits/core/dictionaries/dict-test-kit';
import { findingMessage } from './finding-message';
import { createProductNames } from './product-names';
import { seedDictionaries } from '@tests/kits/core/preflight/seed-dictionaries';

describe('product names (batched, from the goods view)', () => {
  it('names known codes with form, dose, pack and manufacturer; leaves unknown ones out', () => {
    const temp = openTempDb();
    try {
      const src = seedDictionaries(temp.db, {
        products: [
          {
            nnt: 7,
            name: 'Парацетамол табл. 500мг №20',
            manufacturer: 'Фармстандарт',
            form: 'таблетки',
            dose: [0.5, 'г'],
            pack: 20,
          },
          { nnt: 8, name: 'Бинт стерильный', actual: false },
        ],
      });
      const names = createProductNames(temp.db);
      const map = names.names(src, [7, 8, 7, 404]);
      expect([...map.keys()].sort()).toEqual([7, 8]);
      expect(map.get(7)).toEqual({
        nnt: 7,
        name: 'Парацетамол табл. 500мг №20',
        releaseForm: 'таблетки',
        dose: '0,5 г',
        pack: 20,
        manufacturer: 'Фармстандарт',
        country: null,
        actual: true,
        label: 'Парацетамол табл. 500мг №20, Фармстандарт',
      });
      expect(map.get(8)).toMatchObject({ dose: null, manufacturer: null, actual: false, label: 'Бинт стерильный' });
      expect(names.hasGoods(src)).toBe(true);
      expect(names.hasGoods(src + 1)).toBe(false);
      // Many codes go through in chunks of one prepared statement.
      expect(
        names.names(
          src,
          Array.from({ length: 45_000 }, (_, i) => i),
        ).size,
      ).toBe(2);
    } finally {
      temp.cleanup();
    }
  });

  it('a finding message names the row, the batch and the product', () => {
    const product = {
      nnt: 7,
      name: 'Парацетамол табл. 500мг №20',
      releaseForm: null,
      dose: null,
      pack: 20,
      manufacturer: null,
      country: null,
      actual: true,
      label: '',
    };
    const f = {
      row: 13,
      prtId: '4711',
      field: 'nds',
      nnt: 7,
      severity: 'warning' as const,
      code: 'nds-differs' as const,
      facts: { dictionaryVat: 10, sentNds: 20 },
    };
    expect(findingMessage(f, product)).toBe(
      "row 13, batch 4711, Парацетамол табл. 500мг №20: VAT 20% differs from the dictionary's 10%; the operator computes with 10%",
    );
    expect(findingMessage(f, null)).toMatch(/^row 13, batch 4711, nnt 7: VAT 20%/);
  });
});
