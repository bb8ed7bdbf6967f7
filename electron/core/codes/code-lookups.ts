import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open-database';
import { indexName, tableSpecs } from '../dictionaries/dictionary-specs';
import { inChunks } from '../preflight/dictionary-facts';
import { dictionarySpellings, stripZeros } from './barcode-text';
import { buildBarcodeIndex, eachBarcode, type BarcodeIndex } from './barcode-index';
import { skuKey } from './confirmations-repo';

/** The barcode index index-builder.ts creates after the first full load (dictionary-specs.ts). */
const BARCODE_INDEX = indexName(tableSpecs.barcodes, ['barcode']);

/** Distinct barcodes from which a list is resolved through the in-memory barcode index. */
const MEMORY_INDEX_FROM = 5_000;

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
  // INDEXED BY: without statistics the planner walks the source's whole primary key per code
  // (src, nnt, barcode) instead of the barcode index — 30 ms per ten codes on 150,000 barcodes.
  // Prepared once the index exists: a statement naming a missing index cannot be prepared.
  let indexedStmt: Statement<[{ src: number; codes: string }], [string, number, number]> | null = null;
  const indexed = () =>
    (indexedStmt ??= db
      .prepare<[{ src: number; codes: string }], [string, number, number]>(
        `SELECT b.barcode, b.nnt, b.actual FROM json_each(@codes) j
         CROSS JOIN dict_barcodes b INDEXED BY ${BARCODE_INDEX} ON b.src = @src AND b.barcode = j.value`,
      )
      .raw(true));
  const hasIndex = db
    .prepare<[string], number>("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = ?")
    .pluck();
  // Before the first full load is done the index does not exist (index-builder.ts): one scan then.
  const scan = db
    .prepare<[number], [string, number, number]>('SELECT barcode, nnt, actual FROM dict_barcodes WHERE src = ?')
    .raw(true);

  // The index's two columns, in the primary key's order (no sort): each barcode's numeric key
  // where it is 8–14 digits (a key drops leading zeros, as a number does; null otherwise), and its
  // product and currency packed as one number (packCode). One number per row, not a row array:
  // 300,000 rows read as [key, nnt, actual] arrays took 500 ms, as two plucked columns 180 ms.
  const keyColumn = db
    .prepare<[number], number | null>(
      `SELECT CASE WHEN length(barcode) BETWEEN 8 AND 14 AND barcode NOT GLOB '*[^0-9]*'
         THEN CAST(barcode AS INTEGER) END
       FROM dict_barcodes WHERE src = ? ORDER BY nnt, barcode`,
    )
    .pluck();
  const codeColumn = db
    .prepare<[number], number>('SELECT nnt * 2 + (actual IS 1) FROM dict_barcodes WHERE src = ? ORDER BY nnt, barcode')
    .pluck();
  // Both columns from one snapshot (a sync writing from another connection commits in between otherwise).
  const readColumns = db.transaction((src: number) => [keyColumn.all(src), codeColumn.all(src)] as const);
  const version = db
    .prepare<[number], string>(
      `SELECT coalesce(max(cursor || '|' || row_count || '|' || coalesce(last_started_at, '') || '|' ||
         coalesce(last_completed_at, '')), random()) FROM dict_state WHERE src = ? AND name = 'barcodes'`,
    )
    .pluck();
  const held = new Map<number, { version: string; index: BarcodeIndex }>();
  // A version only when the links were synced: a hand-written table (tests, benchmarks) is read each time.
  const linksVersion = db
    .prepare<[number, string], string>(
      `SELECT coalesce(max(cursor || '|' || row_count || '|' || coalesce(last_started_at, '') || '|' ||
         coalesce(last_completed_at, '')), random()) FROM dict_state WHERE src = ? AND name = 'goods_links' AND scope = ?`,
    )
    .pluck();
  const heldLinks = new Map<string, { version: string; map: Map<string, number[]> }>();
  /** The operator's barcodes in memory, built once per dictionary version (any sync changes it). */
  const indexOf = (src: number, build: boolean): BarcodeIndex | undefined => {
    const now = version.get(src)!;
    const have = held.get(src);
    if (have !== undefined && have.version === now) return have.index;
    if (!build) return undefined;
    const [keys, codes] = readColumns(src);
    const index = buildBarcodeIndex(keys, codes);
    held.set(src, { version: now, index });
    return index;
  };

  return {
    /** The store's links by sku key; a sku linked to several products keeps them all. Held per links version. */
    storeLinks(src: number, storeId: string): Map<string, number[]> {
      const store = storeId.toLowerCase();
      const now = linksVersion.get(src, store)!;
      const have = heldLinks.get(`${src}|${store}`);
      if (have !== undefined && have.version === now) return have.map;
      const map = new Map<string, number[]>();
      for (const [sku, nnt] of links.all(src, store)) {
        const key = skuKey(sku);
        const list = map.get(key);
        if (list === undefined) map.set(key, [nnt]);
        else if (!list.includes(nnt)) list.push(nnt);
      }
      heldLinks.set(`${src}|${store}`, { version: now, map });
      return map;
    },
    /**
     * The in-memory index when a list of `count` barcodes is big enough to need it (built then, once
     * per dictionary version), or when it is held anyway; undefined otherwise (ask `barcodes`).
     */
    barcodeIndex(src: number, count: number): BarcodeIndex | undefined {
      return indexOf(src, count >= MEMORY_INDEX_FROM);
    },
    /**
     * Rebuilds the barcode index of `src` when one is held and the dictionary changed since (a sync
     * ended): the next big list finds it ready. Nothing is built for an operator never asked.
     */
    refreshHeld(src: number): boolean {
      if (!held.has(src)) return false;
      indexOf(src, true);
      return true;
    },
    /** The products each barcode key names (any spelling the dictionary holds). */
    barcodes(src: number, keys: Iterable<string>): Map<string, BarcodeHit[]> {
      const list = [...keys];
      const map = new Map<string, BarcodeHit[]>();
      const add = (key: string, nnt: number, actual: number) => {
        const have = map.get(key);
        const hit = { nnt, actual: actual === 1 };
        if (have === undefined) map.set(key, [hit]);
        else if (!have.some((h) => h.nnt === nnt)) have.push(hit);
        else if (hit.actual) have.find((h) => h.nnt === nnt)!.actual = true;
      };
      // A big list builds (or reuses) the in-memory index; a small one asks SQLite, unless it is held.
      const memory = indexOf(src, list.length >= MEMORY_INDEX_FROM);
      if (memory !== undefined) {
        for (const key of list) eachBarcode(memory, Number(key), (nnt, actual) => add(key, nnt, actual ? 1 : 0));
        return map;
      }
      const spellings = list.flatMap(dictionarySpellings);
      if (hasIndex.get(BARCODE_INDEX)! > 0) {
        const read = (json: string) => indexed().all({ src, codes: json });
        for (const [barcode, nnt, actual] of inChunks(spellings, read)) add(stripZeros(barcode), nnt, actual);
      } else {
        const wanted = new Set(spellings);
        for (const [barcode, nnt, actual] of scan.iterate(src))
          if (wanted.has(barcode)) add(stripZeros(barcode), nnt, actual);
      }
      return map;
    },
  };
}
export type CodeLookups = ReturnType<typeof createCodeLookups>;
