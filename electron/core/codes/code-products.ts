import type { CodeProduct } from '@shared/ipc/channels/codes';
import type { Db } from '../db/open-database';
import { inChunks } from '../preflight/dictionary-facts';

/**
 * The products the codes screen names: dictionary name and manufacturer, and the price this store
 * last had for each in the operator's stock (so a conflict shows which product the row's price fits).
 */
export function createCodeProducts(db: Db) {
  const goods = db
    .prepare<[{ src: number; codes: string }], [number, string, string | null]>(
      `SELECT v.nnt, v.name, v.manufacturer FROM json_each(@codes) j
       CROSS JOIN dict_goods_view v ON v.src = @src AND v.nnt = j.value`,
    )
    .raw(true);
  const prices = db
    .prepare<[{ profileId: number; codes: string }], [number, number | null]>(
      `SELECT r.nnt, avg(r.prc_ret) FROM json_each(@codes) j
       CROSS JOIN stock_rows r ON r.profile_id = @profileId AND r.nnt = j.value GROUP BY r.nnt`,
    )
    .raw(true);

  return {
    /** The products of `nnts` (distinct), each named if the local dictionary has it. */
    products(src: number, profileId: number, nnts: Iterable<number>): Map<number, CodeProduct> {
      const codes = [...new Set(nnts)];
      const map = new Map<number, CodeProduct>(
        codes.map((nnt) => [nnt, { nnt, name: null, manufacturer: null, knownPrice: null }]),
      );
      for (const [nnt, name, manufacturer] of inChunks(codes, (json) => goods.all({ src, codes: json }))) {
        const p = map.get(nnt)!;
        p.name = name;
        p.manufacturer = manufacturer;
      }
      for (const [nnt, price] of inChunks(codes, (json) => prices.all({ profileId, codes: json }))) {
        if (price !== null) map.get(nnt)!.knownPrice = Math.round(price * 100) / 100;
      }
      return map;
    },
  };
}
export type CodeProducts = ReturnType<typeof createCodeProducts>;
