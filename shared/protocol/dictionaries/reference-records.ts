import { z } from 'zod';
import { operatorDateTimeSchema } from '../operator-date-time';
import { rvIntSchema } from './rv-int';
import { dictionaryLinkId, versionedRecord } from './versioned';

/**
 * `id` + `name`: trademarks, dosages, release_forms, packagings, countries, manufacturers,
 * marketing_manufacturers, directions, megacategories, marketing_clusters, marketing_brands.
 */
export const idNameRecordSchema = versionedRecord({ id: z.int(), name: z.string() });
export type IdNameRecord = z.infer<typeof idNameRecordSchema>;

/** groups and application_areas: a tree; `parentId` is null or absent at the root. */
export const treeRecordSchema = versionedRecord({ id: z.int(), parentId: dictionaryLinkId(), name: z.string() });
export type TreeRecord = z.infer<typeof treeRecordSchema>;

/** The field table spells it `latname`, the samples `latName`: both accepted, output `latName`. */
function renameLatname(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !('latname' in input)) return input;
  const { latname, ...rest } = input as Record<string, unknown>;
  return 'latName' in rest ? rest : { ...rest, latName: latname };
}

/** mnns: international non-proprietary names in Russian, Latin and English (any may be missing). */
export const mnnRecordSchema = z.preprocess(
  renameLatname,
  versionedRecord({
    id: z.int(),
    rusName: z.string().nullish(),
    latName: z.string().nullish(),
    engName: z.string().nullish(),
  }),
);
export type MnnRecord = z.infer<typeof mnnRecordSchema>;

/** analogs: a product's analog cluster. */
export const analogRecordSchema = versionedRecord({ id: z.int(), name: z.string(), clusterId: dictionaryLinkId() });
export type AnalogRecord = z.infer<typeof analogRecordSchema>;

/** categories, under a direction. */
export const categoryRecordSchema = versionedRecord({ id: z.int(), name: z.string(), dirId: dictionaryLinkId() });
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

/** spes (strategic planning units), under a category. */
export const speRecordSchema = versionedRecord({ id: z.int(), name: z.string(), catId: dictionaryLinkId() });
export type SpeRecord = z.infer<typeof speRecordSchema>;

/** cluster_brand_product_links: marketing cluster × product × brand; all three are the key. */
export const clusterBrandProductLinkRecordSchema = versionedRecord({ mcId: z.int(), nnt: z.int(), brandId: z.int() });
export type ClusterBrandProductLinkRecord = z.infer<typeof clusterBrandProductLinkRecordSchema>;

/** product_marketing_manufacturer_links: product → marketing manufacturer. */
export const productMarketingManufacturerLinkRecordSchema = versionedRecord({
  id: z.int(),
  mmId: z.int(),
  nnt: z.int(),
});
export type ProductMarketingManufacturerLinkRecord = z.infer<typeof productMarketingManufacturerLinkRecordSchema>;

/** marketing_manufacturer_supplier_links: marketing manufacturer → supplier (by tax number), for a period. */
export const marketingManufacturerSupplierLinkRecordSchema = versionedRecord({
  id: z.int(),
  mmId: z.int(),
  inn: z.string(),
  begDate: operatorDateTimeSchema.nullish(),
  endDate: operatorDateTimeSchema.nullish(),
});
export type MarketingManufacturerSupplierLinkRecord = z.infer<typeof marketingManufacturerSupplierLinkRecordSchema>;

/** barcodes: manufacturer barcodes of a product. No `rv` (only `rvInt`); an `rv` sent anyway is kept. */
export const barcodeRecordSchema = z.looseObject({
  nnt: z.int(),
  barcode: z.string(),
  actual: z.boolean(),
  rvInt: rvIntSchema,
});
export type BarcodeRecord = z.infer<typeof barcodeRecordSchema>;
