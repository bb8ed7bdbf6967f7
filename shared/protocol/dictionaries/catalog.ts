import type { z } from 'zod';
import { goodsDenormalizedRecordSchema, goodsLinkRecordSchema, goodsNormalizedRecordSchema } from './goods-records';
import {
  analogRecordSchema,
  barcodeRecordSchema,
  categoryRecordSchema,
  clusterBrandProductLinkRecordSchema,
  idNameRecordSchema,
  marketingManufacturerSupplierLinkRecordSchema,
  mnnRecordSchema,
  productMarketingManufacturerLinkRecordSchema,
  speRecordSchema,
  treeRecordSchema,
} from './reference-records';

/** One catalog entry; the key is checked against the record's fields. */
const entry = <S extends z.ZodType, const K extends readonly (keyof z.output<S> & string)[]>(record: S, key: K) => ({
  record,
  key,
});

/**
 * The 24 reference dictionaries, in the order of 4.6: each one's path under `/v5/references/`,
 * its record schema (2.10) and the columns that identify a record (the upsert key of a local copy).
 * Every list of dictionaries is derived from this one table.
 */
const dictionaryCatalog = {
  goods_normalized: entry(goodsNormalizedRecordSchema, ['nnt']),
  goods_denormalized: entry(goodsDenormalizedRecordSchema, ['nnt']),
  goods_links: entry(goodsLinkRecordSchema, ['nnt', 'sku']),
  trademarks: entry(idNameRecordSchema, ['id']),
  dosages: entry(idNameRecordSchema, ['id']),
  release_forms: entry(idNameRecordSchema, ['id']),
  packagings: entry(idNameRecordSchema, ['id']),
  countries: entry(idNameRecordSchema, ['id']),
  manufacturers: entry(idNameRecordSchema, ['id']),
  groups: entry(treeRecordSchema, ['id']),
  mnns: entry(mnnRecordSchema, ['id']),
  application_areas: entry(treeRecordSchema, ['id']),
  marketing_manufacturers: entry(idNameRecordSchema, ['id']),
  analogs: entry(analogRecordSchema, ['id']),
  categories: entry(categoryRecordSchema, ['id']),
  directions: entry(idNameRecordSchema, ['id']),
  megacategories: entry(idNameRecordSchema, ['id']),
  spes: entry(speRecordSchema, ['id']),
  marketing_clusters: entry(idNameRecordSchema, ['id']),
  marketing_brands: entry(idNameRecordSchema, ['id']),
  cluster_brand_product_links: entry(clusterBrandProductLinkRecordSchema, ['mcId', 'nnt', 'brandId']),
  product_marketing_manufacturer_links: entry(productMarketingManufacturerLinkRecordSchema, ['id']),
  marketing_manufacturer_supplier_links: entry(marketingManufacturerSupplierLinkRecordSchema, ['id']),
  barcodes: entry(barcodeRecordSchema, ['nnt', 'barcode']),
};

/** A dictionary path. */
export type DictionaryName = keyof typeof dictionaryCatalog;

/** The 24 dictionary paths, in the order of 4.6. */
export const dictionaryNames = Object.keys(dictionaryCatalog) as [DictionaryName, ...DictionaryName[]];

/** True when `name` is one of the 24 dictionary paths. */
export function isDictionaryName(name: unknown): name is DictionaryName {
  return typeof name === 'string' && Object.hasOwn(dictionaryCatalog, name);
}

/** The record schema of each dictionary (2.10). */
export const dictionaryRecordSchemas = Object.fromEntries(
  dictionaryNames.map((n) => [n, dictionaryCatalog[n].record]),
) as { [N in DictionaryName]: (typeof dictionaryCatalog)[N]['record'] };

/** The parsed record type of dictionary `N`. */
export type DictionaryRecord<N extends DictionaryName> = z.output<(typeof dictionaryRecordSchemas)[N]>;

/** The columns that identify a record of each dictionary (the upsert key of a local copy). */
export const dictionaryKeys = Object.fromEntries(dictionaryNames.map((n) => [n, dictionaryCatalog[n].key])) as {
  [N in DictionaryName]: (typeof dictionaryCatalog)[N]['key'];
};
