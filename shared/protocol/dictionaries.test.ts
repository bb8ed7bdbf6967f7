import { describe, expect, it } from 'vitest';
import {
  barcodesQuerySchema,
  dictionaryKeys,
  dictionaryNames,
  dictionaryQueryParams,
  dictionaryRecordSchemas,
  goodsLinksQuerySchema,
  isChunkedDictionary,
  isDictionaryName,
  versionedDictionaryQuerySchema,
  type DictionaryName,
} from './dictionaries';

const v = (rvInt: number) => ({ actual: true, rv: 'AAAAAAAAB9E=', rvInt });

/** One sample-shaped record per dictionary, as the operator's samples show them. */
const samples: Record<DictionaryName, Record<string, unknown>> = {
  goods_normalized: {
    nnt: 123456,
    name: 'Нурофен',
    nameFull: 'Нурофен таб. п.п.о. 200 мг № 10',
    tmId: 15,
    pack: 10,
    doseVal: 200,
    doseId: 3,
    rfId: 7,
    ppId: 1,
    psId: 2,
    ptId: null,
    manCId: 44,
    manId: 901,
    gnvls: true,
    vat: 10,
    gpId: 12,
    aaId: 4,
    mnnId: 88,
    aId: null,
    speId: 5,
    catId: 6,
    dirId: 1,
    megaId: 2,
    ex: false,
    stm: false,
    ustm: false,
    exch: false,
    ...v(2001),
  },
  goods_denormalized: {
    nnt: 123456,
    name: 'Нурофен',
    nameFull: 'Нурофен таб. п.п.о. 200 мг № 10',
    tm: 'Нурофен',
    pack: 10,
    doseVal: 200,
    doseName: 'мг',
    rf: 'таблетки покрытые оболочкой',
    pp: 'блистер',
    ps: 'пачка картонная',
    pt: null,
    manC: 'Великобритания',
    man: 'Рекитт Бенкизер',
    actual: true,
    gnvls: true,
    vat: 10,
    gp: 'НПВС',
    aa: 'Обезболивающие',
    mnnRus: 'Ибупрофен',
    mm: 'Reckitt',
    mc: null,
    a: null,
    brand: 'Нурофен',
    spe: null,
    cat: 'Лекарства',
    dir: 'Рецептурные',
    mega: 'Аптека',
    ex: false,
    stm: false,
    ustm: false,
    exch: true,
    rv: 'AAAAAAAAB9E=',
    rvInt: 2001,
  },
  goods_links: { nnt: 123456, sku: 'A-100', name: 'Нурофен таб. 200 мг № 10' },
  trademarks: { id: 15, name: 'Нурофен', ...v(1) },
  dosages: { id: 3, name: 'мг', ...v(2) },
  release_forms: { id: 7, name: 'таблетки покрытые оболочкой', ...v(3) },
  packagings: { id: 1, name: 'блистер', ...v(4) },
  countries: { id: 44, name: 'Великобритания', ...v(5) },
  manufacturers: { id: 901, name: 'Рекитт Бенкизер', ...v(6) },
  groups: { id: 12, parentId: 2, name: 'НПВС', ...v(7) },
  mnns: { id: 88, rusName: 'Ибупрофен', latname: 'Ibuprofenum', engName: 'Ibuprofen', ...v(8) },
  application_areas: { id: 4, parentId: null, name: 'Обезболивающие', ...v(9) },
  marketing_manufacturers: { id: 31, name: 'Reckitt', ...v(10) },
  analogs: { id: 5, name: 'Ибупрофен 200 мг', clusterId: 77, ...v(11) },
  categories: { id: 6, name: 'Лекарства', dirId: 1, ...v(12) },
  directions: { id: 1, name: 'Рецептурные', ...v(13) },
  megacategories: { id: 2, name: 'Аптека', ...v(14) },
  spes: { id: 5, name: 'Анальгетики', catId: 6, ...v(15) },
  marketing_clusters: { id: 3, name: 'Боль', ...v(16) },
  marketing_brands: { id: 9, name: 'Нурофен', isOperatorBrand: true, ...v(17) },
  cluster_brand_product_links: { mcId: 3, nnt: 123456, brandId: 9, ...v(18) },
  product_marketing_manufacturer_links: { id: 40, mmId: 31, nnt: 123456, ...v(19) },
  marketing_manufacturer_supplier_links: {
    id: 50,
    mmId: 31,
    inn: '7701234567',
    begDate: '2019-01-01T00:00:00+03:00',
    endDate: null,
    ...v(20),
  },
  barcodes: { nnt: 123456, barcode: '4600000000013', actual: true, rvInt: 21 },
};

describe('reference dictionaries (2.10, 4.6)', () => {
  it('names the 24 dictionaries in the order of 4.6', () => {
    expect(dictionaryNames).toHaveLength(24);
    expect(new Set(dictionaryNames).size).toBe(24);
    expect(dictionaryNames[0]).toBe('goods_normalized');
    expect(dictionaryNames[23]).toBe('barcodes');
    // One catalog table: the schemas and keys name exactly the same dictionaries, in the same order.
    expect(Object.keys(dictionaryRecordSchemas)).toEqual([...dictionaryNames]);
    expect(Object.keys(dictionaryKeys)).toEqual([...dictionaryNames]);
    expect(isDictionaryName('mnns')).toBe(true);
    expect(isDictionaryName('hasOwnProperty')).toBe(false);
    expect(isDictionaryName('toString')).toBe(false);
  });

  it.each(dictionaryNames)('parses a sample-shaped %s record', (name) => {
    const record = dictionaryRecordSchemas[name].parse(samples[name]) as Record<string, unknown>;
    for (const key of dictionaryKeys[name]) expect(record[key]).toBe(samples[name][key]);
  });

  it('normalises mnns latname to latName and accepts latName as is', () => {
    expect(dictionaryRecordSchemas.mnns.parse(samples.mnns)).toEqual({
      id: 88,
      rusName: 'Ибупрофен',
      latName: 'Ibuprofenum',
      engName: 'Ibuprofen',
      ...v(8),
    });
    const { latname, ...rest } = samples.mnns;
    expect(dictionaryRecordSchemas.mnns.parse({ ...rest, latName: latname })).toMatchObject({ latName: 'Ibuprofenum' });
  });

  it('keeps marketing_brands extra boolean', () => {
    expect(dictionaryRecordSchemas.marketing_brands.parse(samples.marketing_brands)).toMatchObject({
      isOperatorBrand: true,
    });
  });

  it('takes barcodes without rv, but requires rv elsewhere', () => {
    expect(dictionaryRecordSchemas.barcodes.parse(samples.barcodes)).not.toHaveProperty('rv');
    const { rv: _rv, ...withoutRv } = samples.trademarks;
    expect(dictionaryRecordSchemas.trademarks.safeParse(withoutRv).success).toBe(false);
    expect(dictionaryRecordSchemas.trademarks.safeParse({ ...samples.trademarks, rv: '%%%' }).success).toBe(false);
  });

  it('accepts null names in goods_denormalized and null ids in goods_normalized', () => {
    const names = Object.fromEntries(['tm', 'doseName', 'rf', 'man', 'mnnRus', 'brand'].map((k) => [k, null]));
    expect(
      dictionaryRecordSchemas.goods_denormalized.safeParse({ ...samples.goods_denormalized, ...names }).success,
    ).toBe(true);
    const ids = Object.fromEntries(['tmId', 'doseId', 'mnnId', 'manId'].map((k) => [k, null]));
    expect(dictionaryRecordSchemas.goods_normalized.safeParse({ ...samples.goods_normalized, ...ids }).success).toBe(
      true,
    );
  });

  it('rejects wrong types where the spec is definite', () => {
    expect(dictionaryRecordSchemas.goods_normalized.safeParse({ ...samples.goods_normalized, nnt: '1' }).success).toBe(
      false,
    );
    expect(dictionaryRecordSchemas.goods_normalized.safeParse({ ...samples.goods_normalized, gnvls: 1 }).success).toBe(
      false,
    );
    expect(dictionaryRecordSchemas.countries.safeParse({ ...samples.countries, actual: 'true' }).success).toBe(false);
    expect(dictionaryRecordSchemas.barcodes.safeParse({ ...samples.barcodes, rvInt: 1.5 }).success).toBe(false);
    expect(dictionaryRecordSchemas.goods_links.safeParse({ nnt: 1 }).success).toBe(false);
  });

  it('gives goods_links its own shape, name optional', () => {
    expect(dictionaryRecordSchemas.goods_links.parse({ nnt: 1, sku: 'A' })).toEqual({ nnt: 1, sku: 'A' });
  });

  it('names the key columns', () => {
    expect(dictionaryKeys.goods_normalized).toEqual(['nnt']);
    expect(dictionaryKeys.barcodes).toEqual(['nnt', 'barcode']);
    expect(dictionaryKeys.cluster_brand_product_links).toEqual(['mcId', 'nnt', 'brandId']);
    expect(dictionaryKeys.goods_links).toEqual(['nnt', 'sku']);
    expect(dictionaryKeys.trademarks).toEqual(['id']);
  });

  it('says which query parameters each dictionary takes', () => {
    expect(dictionaryQueryParams.goods_links).toEqual(['names']);
    expect(dictionaryQueryParams.barcodes).toEqual(['count', 'rvInt', 'actual']);
    const generic = dictionaryNames.filter((n) => n !== 'goods_links' && n !== 'barcodes');
    for (const name of generic) expect(dictionaryQueryParams[name]).toEqual(['count', 'rv', 'rvInt']);
    expect(isChunkedDictionary('barcodes')).toBe(true);
    expect(isChunkedDictionary('goods_links')).toBe(false);
  });

  it('parses query strings: count within 1..10000, booleans', () => {
    expect(versionedDictionaryQuerySchema.parse({ count: '10000', rvInt: '42' })).toEqual({ count: 10000, rvInt: 42 });
    expect(versionedDictionaryQuerySchema.safeParse({ count: '10001' }).success).toBe(false);
    expect(versionedDictionaryQuerySchema.safeParse({ rv: 'AAAAAAAAB9E=' }).success).toBe(true);
    expect(barcodesQuerySchema.parse({ count: '50000' })).toEqual({ count: 50000, actual: false });
    expect(barcodesQuerySchema.parse({ actual: 'true' }).actual).toBe(true);
    expect(goodsLinksQuerySchema.parse({}).names).toBe(false);
    expect(goodsLinksQuerySchema.safeParse({ names: 'yes' }).success).toBe(false);
  });
});
