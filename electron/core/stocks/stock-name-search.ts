import type { StockFilter } from '@shared/ipc/channels/stocks';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import type { Db } from '../db/open-database';
import { sourceKeyOf } from '../dictionaries/dictionary-source';
import { createGoodsSearch } from '../dictionaries/goods-search';
import { createSyncStateRepo } from '../dictionaries/sync-state';
import type { StockQueryFilter } from './stock-snapshot-repo';

/** Products a name may stand for; a name matching more is too vague to narrow anything down. */
const MAX_PRODUCTS = 500;
/** Texts remembered: each scroll step of the table asks again with the same text. */
const REMEMBERED = 8;

/**
 * The stock filter with the codes of the products whose names (name, full name, МНН, trademark
 * in the goods dictionary of the store's operator) match its text: a stock row carries only the
 * code, so without this "клацид" found nothing. The goods search is the dictionaries' own
 * (full-text when its index is built); its answer is kept per text until the goods change.
 */
export function createStockNameSearch(db: Db, now: () => Date) {
  const state = createSyncStateRepo(db, now);
  const goods = createGoodsSearch(db, state);
  const remembered = new Map<string, readonly number[]>();

  return (
    profile: Pick<StoreProfile, 'baseUrl' | 'isSandbox'>,
    filter: StockFilter | undefined,
  ): StockQueryFilter | undefined => {
    const text = filter?.text?.trim();
    // Digits alone are a batch, code or series: the rows' own text answers them.
    if (!filter || !text || !/\p{L}/u.test(text)) return filter;
    const src = state.sourceId(sourceKeyOf(profile));
    const goodsState = state.state(src, 'goods_normalized');
    const key = JSON.stringify([src, text.toLowerCase(), String(goodsState.cursor), goodsState.rowCount]);
    let nnts = remembered.get(key);
    if (!nnts) {
      nnts = goods.search(src, text, MAX_PRODUCTS).items.map((hit) => hit.nnt);
      remembered.set(key, nnts);
      if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    }
    return nnts.length > 0 ? { ...filter, nameNnts: nnts } : filter;
  };
}
