import { z } from 'zod';
import { base64Schema } from '../common';
import { dictionaryNames, type DictionaryName } from './catalog';

/** Upper bound of `count` for the dictionaries that take it (8). */
export const maxDictionaryCount = 10_000;

/** Query parameters each dictionary takes (4.6). */
export type DictionaryQueryParam = 'count' | 'rv' | 'rvInt' | 'names' | 'actual';

/** Which query parameters each dictionary takes: count/rv/rvInt for all but goods_links and barcodes. */
export const dictionaryQueryParams = Object.fromEntries(
  dictionaryNames.map((name) => [name, queryParamsOf(name)]),
) as Record<DictionaryName, readonly DictionaryQueryParam[]>;

function queryParamsOf(name: DictionaryName): readonly DictionaryQueryParam[] {
  if (name === 'goods_links') return ['names'];
  if (name === 'barcodes') return ['count', 'rvInt', 'actual'];
  return ['count', 'rv', 'rvInt'];
}

/** True for the dictionaries loaded in versioned chunks (`count` + `rvInt`): all but goods_links. */
export function isChunkedDictionary(name: DictionaryName): boolean {
  return dictionaryQueryParams[name].includes('count');
}

/** A boolean query value as it appears in a URL. */
const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * Query of the versioned dictionaries, as strings from a URL. Whether count and the versions
 * are required is not shown: all optional here; `count` is 1..10000.
 */
export const versionedDictionaryQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(maxDictionaryCount).optional(),
  rv: base64Schema.optional(),
  rvInt: z.coerce.number().int().min(0).optional(),
});
export type VersionedDictionaryQuery = z.infer<typeof versionedDictionaryQuerySchema>;

/** Query of `barcodes`: count (upper bound not shown), rvInt, actual (default false). */
export const barcodesQuerySchema = z.object({
  count: z.coerce.number().int().min(1).optional(),
  rvInt: z.coerce.number().int().min(0).optional(),
  actual: queryBoolean.default(false),
});
export type BarcodesQuery = z.infer<typeof barcodesQuerySchema>;

/** Query of `goods_links`: names (default false). */
export const goodsLinksQuerySchema = z.object({ names: queryBoolean.default(false) });
export type GoodsLinksQuery = z.infer<typeof goodsLinksQuerySchema>;
