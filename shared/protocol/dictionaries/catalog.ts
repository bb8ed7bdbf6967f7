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

/** The 24 reference dictionaries: their paths under `/v5/references/`, in the order of 4.6. */
export const dictionaryNames = [
  'goods_normalized',
  'goods_denormalized',
  'goods_links',
  'trademarks',
  'dosages',
  'release_forms',
  'packagings',
  'countries',
  'manufacturers',
  'groups',
  'mnns',
  'application_areas',
  'marketing_manufacturers',
  'analogs',
  'categories',
  'directions',
  'megacategories',
  'spes',
  'marketing_clusters',
  'marketing_brands',
  'cluster_brand_product_links',
  'product_marketing_manufacturer_links',
  'marketing_manufacturer_supplier_links',
  'barcodes',
] as const;
export type DictionaryName = (typeof dictionaryNames)[number];

/** True when `name` is one of the 24 dictionary paths. */
export function isDictionaryName(name: unknown): name is DictionaryName {
  return typeof name === 'string' && (dictionaryNames as readonly string[]).includes(name);
}

/** The record schema of each dictionary (2.10). */
export const dictionaryRecordSchemas = {
  goods_normalized: goodsNormalizedRecordSchema,
  goods_denormalized: goodsDenormalizedRecordSchema,
  goods_links: goodsLinkRecordSchema,
  trademarks: idNameRecordSchema,
  dosages: idNameRecordSchema,
  release_forms: idNameRecordSchema,
  packagings: idNameRecordSchema,
  countries: idNameRecordSchema,
  manufacturers: idNameRecordSchema,
  groups: treeRecordSchema,
  mnns: mnnRecordSchema,
  application_areas: treeRecordSchema,
  marketing_manufacturers: idNameRecordSchema,
  analogs: analogRecordSchema,
  categories: categoryRecordSchema,
  directions: idNameRecordSchema,
  megacategories: idNameRecordSchema,
  spes: speRecordSchema,
  marketing_clusters: idNameRecordSchema,
  marketing_brands: idNameRecordSchema,
  cluster_brand_product_links: clusterBrandProductLinkRecordSchema,
  product_marketing_manufacturer_links: productMarketingManufacturerLinkRecordSchema,
  marketing_manufacturer_supplier_links: marketingManufacturerSupplierLinkRecordSchema,
  barcodes: barcodeRecordSchema,
} as const satisfies Record<DictionaryName, z.ZodType>;

/** The parsed record type of dictionary `N`. */
export type DictionaryRecord<N extends DictionaryName> = z.output<(typeof dictionaryRecordSchemas)[N]>;

/** The columns that identify a record of each dictionary (the upsert key of a local copy). */
export const dictionaryKeys = {
  goods_normalized: ['nnt'],
  goods_denormalized: ['nnt'],
  goods_links: ['nnt', 'sku'],
  trademarks: ['id'],
  dosages: ['id'],
  release_forms: ['id'],
  packagings: ['id'],
  countries: ['id'],
  manufacturers: ['id'],
  groups: ['id'],
  mnns: ['id'],
  application_areas: ['id'],
  marketing_manufacturers: ['id'],
  analogs: ['id'],
  categories: ['id'],
  directions: ['id'],
  megacategories: ['id'],
  spes: ['id'],
  marketing_clusters: ['id'],
  marketing_brands: ['id'],
  cluster_brand_product_links: ['mcId', 'nnt', 'brandId'],
  product_marketing_manufacturer_links: ['id'],
  marketing_manufacturer_supplier_links: ['id'],
  barcodes: ['nnt', 'barcode'],
} as const satisfies { [N in DictionaryName]: readonly (keyof DictionaryRecord<N> & string)[] };
