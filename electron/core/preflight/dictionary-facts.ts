import type { Db } from '../db/open-database';

/** What preflight needs of one product from goods_normalized. */
export interface GoodsFacts {
  actual: boolean;
  gnvls: boolean;
  vat: number;
}

/** This store's product links (goods_links): which nnt each sku is linked to, and every linked nnt. */
export interface StoreLinks {
  bySku: Map<string, number[]>;
  linkedNnts: Set<number>;
}

/** Codes per statement: a JSON array bound once, read by json_each (one prepared statement, no SQL per size). */
const CHUNK = 20_000;

/** Runs `read` over `codes` in chunks of a JSON array parameter. */
export function inChunks<T>(codes: readonly (number | string)[], read: (json: string) => T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < codes.length; i += CHUNK) {
    for (const row of read(JSON.stringify(codes.slice(i, i + CHUNK)))) out.push(row);
  }
  return out;
}

/** Batched reads of the goods dictionary and this store's links for preflight. */
export function createDictionaryFacts(db: Db) {
  // raw(): arrays instead of objects, a third less work per row on 100,000 codes.
  const goods = db
    .prepare<[{ src: number; codes: string }], [number, number, number, number]>(
      `SELECT g.nnt, g.actual, g.gnvls, g.vat FROM json_each(@codes) j
       CROSS JOIN dict_goods_normalized g ON g.src = @src AND g.nnt = j.value`,
    )
    .raw(true);
  const links = db
    .prepare<[number, string], [string, number]>('SELECT sku, nnt FROM dict_goods_links WHERE src = ? AND store = ?')
    .raw(true);

  return {
    /** Facts of the products among `nnts` (distinct codes) that the dictionary holds. */
    goods(src: number, nnts: readonly number[]): Map<number, GoodsFacts> {
      const map = new Map<number, GoodsFacts>();
      for (const [nnt, actual, gnvls, vat] of inChunks(nnts, (json) => goods.all({ src, codes: json }))) {
        map.set(nnt, { actual: actual === 1, gnvls: gnvls === 1, vat });
      }
      return map;
    },
    /** Every link of the store (a few thousand rows: read whole). */
    links(src: number, storeId: string): StoreLinks {
      const bySku = new Map<string, number[]>();
      const linkedNnts = new Set<number>();
      for (const [sku, nnt] of links.all(src, storeId.toLowerCase())) {
        const list = bySku.get(sku);
        if (list) list.push(nnt);
        else bySku.set(sku, [nnt]);
        linkedNnts.add(nnt);
      }
      return { bySku, linkedNnts };
    },
  };
}
