import type { Db } from '../db/open-database';
import { inChunks } from '../preflight/dictionary-facts';
import { dictionarySpellings, stripZeros } from './barcode-text';
import { skuKey } from './confirmations-repo';

/** A product a barcode names, and whether the barcode is current for it. */
export interface BarcodeHit {
  nnt: number;
  actual: boolean;
}

/**
 * Batched reads of one store's links and the operator's barcodes: the store's links whole (a few
 * thousand rows), the barcodes of a list by one prepared statement over a JSON array in chunks —
 * never a query per row.
 */
export function createCodeLookups(db: Db) {
  const links = db
    .prepare<[number, string], [string, number]>('SELECT sku, nnt FROM dict_goods_links WHERE src = ? AND store = ?')
    .raw(true);
  const barcodes = db
    .prepare<[{ src: number; codes: string }], [string, number, number]>(
      `SELECT b.barcode, b.nnt, b.actual FROM json_each(@codes) j
       CROSS JOIN dict_barcodes b ON b.src = @src AND b.barcode = j.value`,
    )
    .raw(true);

  return {
    /** The store's links by sku key; a sku linked to several products keeps them all. */
    storeLinks(src: number, storeId: string): Map<string, number[]> {
      const map = new Map<string, number[]>();
      for (const [sku, nnt] of links.all(src, storeId.toLowerCase())) {
        const key = skuKey(sku);
        const list = map.get(key);
        if (list === undefined) map.set(key, [nnt]);
        else if (!list.includes(nnt)) list.push(nnt);
      }
      return map;
    },
    /** The products each barcode key names (any spelling the dictionary holds). */
    barcodes(src: number, keys: Iterable<string>): Map<string, BarcodeHit[]> {
      const spellings: string[] = [];
      for (const key of keys) for (const s of dictionarySpellings(key)) spellings.push(s);
      const map = new Map<string, BarcodeHit[]>();
      const read = (json: string) => barcodes.all({ src, codes: json });
      for (const [barcode, nnt, actual] of inChunks(spellings, read)) {
        const key = stripZeros(barcode);
        const list = map.get(key);
        const hit = { nnt, actual: actual === 1 };
        if (list === undefined) map.set(key, [hit]);
        else if (!list.some((h) => h.nnt === nnt)) list.push(hit);
        else if (hit.actual) list.find((h) => h.nnt === nnt)!.actual = true;
      }
      return map;
    },
  };
}
export type CodeLookups = ReturnType<typeof createCodeLookups>;
