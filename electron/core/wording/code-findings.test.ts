import { describe, expect, it } from 'vitest';
import { codeFindingText } from '@shared/i18n/code-finding';
import { foreignWords } from '@shared/i18n/foreign-words';
import { wordingT } from './wording-t';

const say = (lng: 'ru' | 'en', code: string, params?: Record<string, string | number>) => {
  const worded = codeFindingText(code, params)!;
  return wordingT(lng)(worded.key, worded.params);
};

describe('operator-code findings worded from their facts', () => {
  it('a conflict names both codes; with the dictionary’s names, the products; with prices, the prices', () => {
    const codes = { linkNnt: 1001, barcodeNnt: 2002 };
    expect(say('ru', 'code-conflict', codes)).toContain('nnt 1001, а штрихкод — на nnt 2002');
    const named = { ...codes, linkName: 'Клацид 500 мг', barcodeName: 'Кларитромицин 250 мг' };
    expect(say('ru', 'code-conflict', named)).toContain(
      '«Клацид 500 мг» (nnt 1001), а штрихкод — на «Кларитромицин 250 мг»',
    );
    const priced = { ...named, linkPrice: 1432.5, barcodePrice: 312.1, rowPrice: 1400 };
    const ru = say('ru', 'code-conflict', priced);
    expect(ru).toContain('по 1\u00a0432,50 ₽');
    expect(ru).toContain('по 312,10 ₽');
    expect(ru).toContain('цена в строке — 1\u00a0400,00 ₽');
    expect(say('en', 'code-conflict', priced)).toContain('sold here at 1,432.50 ₽');
    for (const p of [codes, named, priced]) expect(foreignWords(say('ru', 'code-conflict', p))).toEqual([]);
  });

  it('a row not found names its pharmacy code and barcode, or a dash for what it lacks', () => {
    expect(say('ru', 'code-not-found', { sku: 'НЕТ-1', barcode: '4600000000000' })).toContain(
      'код аптеки «НЕТ-1»), ни по штрихкоду («4600000000000»)',
    );
    expect(say('en', 'code-not-found', {})).toContain('pharmacy code “—”');
    expect(codeFindingText('package-check', {})).toBeNull();
  });
});
