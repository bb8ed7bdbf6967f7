import { z } from 'zod';
import { dictionaryLinkId, versionedRecord } from './versioned';

/** goods_normalized: the nomenclature with ids into the other dictionaries (null when a link is absent). */
export const goodsNormalizedRecordSchema = versionedRecord({
  nnt: z.int(),
  name: z.string(),
  nameFull: z.string().nullish(),
  tmId: dictionaryLinkId(),
  pack: z.number().nullish(),
  doseVal: z.number().nullish(),
  doseId: dictionaryLinkId(),
  rfId: dictionaryLinkId(),
  ppId: dictionaryLinkId(),
  psId: dictionaryLinkId(),
  ptId: dictionaryLinkId(),
  manCId: dictionaryLinkId(),
  manId: dictionaryLinkId(),
  gnvls: z.boolean(),
  vat: z.number(),
  gpId: dictionaryLinkId(),
  aaId: dictionaryLinkId(),
  mnnId: dictionaryLinkId(),
  aId: dictionaryLinkId(),
  speId: dictionaryLinkId(),
  catId: dictionaryLinkId(),
  dirId: dictionaryLinkId(),
  megaId: dictionaryLinkId(),
  ex: z.boolean(),
  stm: z.boolean(),
  ustm: z.boolean(),
  exch: z.boolean(),
});
export type GoodsNormalizedRecord = z.infer<typeof goodsNormalizedRecordSchema>;

/** A name in place of an id; null (or absent) when the link is absent. */
const linkName = () => z.string().nullish();

/** goods_denormalized: the same goods with the ids replaced by names. */
export const goodsDenormalizedRecordSchema = versionedRecord({
  nnt: z.int(),
  name: z.string(),
  nameFull: z.string().nullish(),
  tm: linkName(),
  pack: z.number().nullish(),
  doseVal: z.number().nullish(),
  doseName: linkName(),
  rf: linkName(),
  pp: linkName(),
  ps: linkName(),
  pt: linkName(),
  manC: linkName(),
  man: linkName(),
  gnvls: z.boolean(),
  vat: z.number(),
  gp: linkName(),
  aa: linkName(),
  mnnRus: linkName(),
  mm: linkName(),
  mc: linkName(),
  a: linkName(),
  brand: linkName(),
  spe: linkName(),
  cat: linkName(),
  dir: linkName(),
  mega: linkName(),
  ex: z.boolean(),
  stm: z.boolean(),
  ustm: z.boolean(),
  exch: z.boolean(),
});
export type GoodsDenormalizedRecord = z.infer<typeof goodsDenormalizedRecordSchema>;

/** goods_links: the store's sku → operator nnt; `name` only with `names=true`. No version fields. */
export const goodsLinkRecordSchema = z.looseObject({
  nnt: z.int(),
  sku: z.string(),
  name: z.string().nullish(),
});
export type GoodsLinkRecord = z.infer<typeof goodsLinkRecordSchema>;
