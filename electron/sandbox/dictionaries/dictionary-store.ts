import { dictionaryNames, type DictionaryName } from '@shared/protocol/dictionaries';
import { buildCatalog } from './build-catalog';
import { ByteWriter } from './byte-writer';
import type { Catalog } from './catalog';
import { goodsName, referencePrice } from './goods-names';
import { FLAG_GNVLS } from './model';
import { mutateCatalog } from './mutate';
import { hashInts, hashString, Rng } from './random';
import {
  barcodeWriter,
  clusterBrandWriter,
  goodsDenormalizedWriter,
  goodsNormalizedWriter,
  namedWriter,
  productHoldingWriter,
  supplierWriter,
  dotnetDate,
  type RecordWriter,
} from './record-json';
import type { RowVersions } from './row-versions';
import { scaleProfiles, type ScaleProfile } from './scale';
import { buildStoreLinks, mutateStoreLinks, storeLinksBytes, type StoreLinks } from './store-links';

/** Dictionaries served in versioned chunks: all but goods_links. */
export type ChunkedDictionaryName = Exclude<DictionaryName, 'goods_links'>;

/** Options of createDictionaryStore; `profile` overrides single sizes of the scale. */
export interface DictionaryStoreOptions {
  scale: 'small' | 'large';
  seed: number;
  storeIds: string[];
  profile?: Partial<ScaleProfile>;
  /** How dictionary dates are written: 'offset' (`…T00:00:00+03:00`, default) or 'dotnet' (`…T00:00:00.0000000`). */
  dateStyle?: 'offset' | 'dotnet';
}

/** One chunk request: records with rvInt > afterRvInt, ascending, at most `count`. */
export interface ChunkOptions {
  afterRvInt: number;
  count: number;
  /** Only rows with actual = true (barcodes' `actual=true`). */
  actualOnly?: boolean;
  /** Accept: application/x-json-full — null fields written instead of left out. */
  full?: boolean;
}

/** A goods product for demo stock and upload checks. */
export interface GoodsSample {
  nnt: number;
  name: string;
  gnvls: boolean;
  vat: number;
  /** A believable retail price of one pack, rubles (not part of the protocol). */
  price: number;
}

/** A store's link with what the sandbox knows beyond the protocol. */
export interface GoodsLinkDetail {
  nnt: number;
  sku: string;
  name: string;
  /** For a deliberately wrong link: the nnt the sku really is; else null. */
  intendedNnt: number | null;
}

/** The operator's reference dictionaries, generated from a seed and served chunk by chunk. */
export interface DictionaryStore {
  readonly scale: 'small' | 'large';
  readonly seed: number;
  /** JSON array text of up to `count` records after `afterRvInt`, in ascending rvInt. */
  chunkJson(name: ChunkedDictionaryName, options: ChunkOptions): string;
  /** The same chunk as UTF-8 bytes, as the HTTP route sends it. */
  chunkBytes(name: ChunkedDictionaryName, options: ChunkOptions): Buffer;
  /** JSON array text of a store's live goods_links (`name` only when `names`). */
  goodsLinksJson(storeId: string, names: boolean): string;
  /** The same links as UTF-8 bytes. */
  goodsLinksBytes(storeId: string, names: boolean): Buffer;
  /** A store's live links with the intended product of deliberate mislinks. */
  goodsLinks(storeId: string): GoodsLinkDetail[];
  hasGoods(nnt: number): boolean;
  /** Whether a product is price-regulated (`gnvls`); null when the nnt is unknown. */
  isRegulated(nnt: number): boolean | null;
  /** `n` current products spread over the dictionary, always the same for a seed. */
  goodsSample(n: number): GoodsSample[];
  /** Rows per dictionary (goods_links: live links of all stores). */
  counts(): Record<DictionaryName, number>;
  /** Highest rvInt of a dictionary (0 for goods_links, which has no versions). */
  maxRvInt(name: DictionaryName): number;
  /** Changes a share of every dictionary; returns how many rows changed per dictionary. */
  mutate(options: { share: number; seed?: number }): Record<DictionaryName, number>;
  /** Every record of a dictionary as parsed JSON, in serving order (for tests). */
  allRecords(
    name: ChunkedDictionaryName,
    options?: { full?: boolean; actualOnly?: boolean },
  ): Generator<Record<string, unknown>>;
}

interface Served {
  versions: RowVersions;
  write: RecordWriter;
  /** Largest average record size seen, to size the next chunk's buffer. */
  bytesPerRecord: number;
}

/** Bytes reserved before each record; the largest goods_denormalized record is well under 4 KB. */
const RECORD_RESERVE = 16_384;

function servedDictionaries(cat: Catalog, dateStyle: 'offset' | 'dotnet'): Record<ChunkedDictionaryName, Served> {
  const named = (t: (typeof cat)['trademarks']): Served => ({
    versions: t.versions,
    write: namedWriter(t),
    bytesPerRecord: 128,
  });
  return {
    goods_normalized: { versions: cat.goods.versions, write: goodsNormalizedWriter(cat), bytesPerRecord: 128 },
    goods_denormalized: {
      versions: cat.goods.denormVersions,
      write: goodsDenormalizedWriter(cat),
      bytesPerRecord: 128,
    },
    trademarks: named(cat.trademarks),
    dosages: named(cat.dosages),
    release_forms: named(cat.releaseForms),
    packagings: named(cat.packagings),
    countries: named(cat.countries),
    manufacturers: named(cat.manufacturers),
    groups: named(cat.groups),
    mnns: named(cat.mnns),
    application_areas: named(cat.applicationAreas),
    marketing_manufacturers: named(cat.marketingManufacturers),
    analogs: named(cat.analogs),
    categories: named(cat.categories),
    directions: named(cat.directions),
    megacategories: named(cat.megacategories),
    spes: named(cat.spes),
    marketing_clusters: named(cat.marketingClusters),
    marketing_brands: named(cat.marketingBrands),
    cluster_brand_product_links: {
      versions: cat.clusterBrandLinks.versions,
      write: clusterBrandWriter(cat),
      bytesPerRecord: 128,
    },
    product_marketing_manufacturer_links: {
      versions: cat.productHoldingLinks.versions,
      write: productHoldingWriter(cat),
      bytesPerRecord: 128,
    },
    marketing_manufacturer_supplier_links: {
      versions: cat.supplierLinks.versions,
      write: supplierWriter(cat, dateStyle === 'dotnet' ? dotnetDate : undefined),
      bytesPerRecord: 128,
    },
    barcodes: { versions: cat.barcodes.versions, write: barcodeWriter(cat), bytesPerRecord: 128 },
  };
}

/** Builds the catalog for a scale and seed, with goods_links for each given store. */
export function createDictionaryStore(options: DictionaryStoreOptions): DictionaryStore {
  const profile: ScaleProfile = { ...scaleProfiles[options.scale], ...options.profile };
  const seed = options.seed >>> 0;
  const cat = buildCatalog(seed, profile);
  const served = servedDictionaries(cat, options.dateStyle ?? 'offset');
  const stores = new Map<string, StoreLinks>();
  for (const storeId of options.storeIds) {
    const id = storeId.toLowerCase();
    if (!stores.has(id)) stores.set(id, buildStoreLinks(cat, id, profile.linksPerStore));
  }
  let mutations = 0;

  const servedOf = (name: DictionaryName): Served => {
    if (name === 'goods_links')
      throw new Error('goods_links is not served in versioned chunks; use goodsLinksJson(storeId, names).');
    const entry = served[name];
    if (!entry) throw new Error(`Unknown dictionary '${name}'.`);
    return entry;
  };
  const liveLinks = (): number => {
    let n = 0;
    for (const links of stores.values()) for (const d of links.deleted) if (!d) n++;
    return n;
  };

  // Goods rows are in ascending nnt: a binary search finds a product's row (-1: unknown).
  const goodsRow = (nnt: number): number => {
    const column = cat.goods.nnt;
    let lo = 0;
    let hi = column.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = column.get(mid);
      if (v === nnt) return mid;
      if (v < nnt) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  };

  const store: DictionaryStore = {
    scale: options.scale,
    seed,

    chunkBytes(name, { afterRvInt, count, actualOnly = false, full = false }) {
      const entry = servedOf(name);
      const { versions, write } = entry;
      const w = new ByteWriter(Math.min(count, versions.length) * entry.bytesPerRecord + RECORD_RESERVE + 64);
      let pos = versions.firstAfter(afterRvInt);
      let n = 0;
      w.byte(91);
      while (pos < versions.length && n < count) {
        const row = versions.order[pos++] as number;
        if (actualOnly && versions.actual[row] === 0) continue;
        // No record comes near this; writes after it are unchecked.
        w.reserve(RECORD_RESERVE);
        if (n > 0) w.byte(44);
        write(w, row, full);
        n++;
      }
      w.reserve(1);
      w.byte(93);
      if (n > 0) entry.bytesPerRecord = Math.max(entry.bytesPerRecord, Math.ceil(w.pos / n));
      return w.view();
    },

    chunkJson(name, options) {
      return store.chunkBytes(name, options).toString('utf8');
    },

    goodsLinksBytes(storeId, names) {
      return storeLinksBytes(cat, stores.get(storeId.toLowerCase()), names);
    },

    goodsLinksJson(storeId, names) {
      return store.goodsLinksBytes(storeId, names).toString('utf8');
    },

    goodsLinks(storeId) {
      const links = stores.get(storeId.toLowerCase());
      if (!links) return [];
      const out: GoodsLinkDetail[] = [];
      links.goodsRow.forEach((row, i) => {
        if (links.deleted[i]) return;
        const intended = links.intendedRow[i] as number;
        out.push({
          nnt: cat.goods.nnt.get(row),
          sku: links.sku[i] as string,
          name: goodsName(cat, row),
          intendedNnt: intended >= 0 ? cat.goods.nnt.get(intended) : null,
        });
      });
      return out;
    },

    hasGoods(nnt) {
      return goodsRow(nnt) >= 0;
    },

    isRegulated(nnt) {
      const row = goodsRow(nnt);
      return row < 0 ? null : (cat.goods.flags.get(row) & FLAG_GNVLS) !== 0;
    },

    goodsSample(n) {
      const g = cat.goods;
      const out: GoodsSample[] = [];
      const step = g.length / Math.max(1, n);
      for (let k = 0; k < n && k < g.length; k++) {
        let row = Math.floor(k * step);
        // Demo stock holds current products; walk forward to the next current one.
        for (let tries = 0; tries < 50 && g.versions.actual[row] === 0; tries++) row = (row + 1) % g.length;
        out.push({
          nnt: g.nnt.get(row),
          name: goodsName(cat, row),
          gnvls: (g.flags.get(row) & FLAG_GNVLS) !== 0,
          vat: g.vat.get(row),
          price: referencePrice(cat, row),
        });
      }
      return out;
    },

    counts() {
      const out = {} as Record<DictionaryName, number>;
      for (const name of dictionaryNames)
        out[name] = name === 'goods_links' ? liveLinks() : servedOf(name).versions.length;
      return out;
    },

    maxRvInt(name) {
      return name === 'goods_links' ? 0 : servedOf(name).versions.max();
    },

    mutate({ share, seed: mutationSeed }) {
      if (!(share > 0 && share <= 1)) throw new RangeError(`share must be in (0, 1], got ${share}`);
      mutations++;
      const rng = new Rng(hashInts(seed, hashString('mutate'), mutationSeed ?? mutations));
      const before = {} as Record<ChunkedDictionaryName, number>;
      for (const name of dictionaryNames) if (name !== 'goods_links') before[name] = servedOf(name).versions.max();
      mutateCatalog(cat, share, rng);
      let linkChanges = 0;
      for (const links of stores.values()) linkChanges += mutateStoreLinks(cat, links, share, rng);
      const changed = {} as Record<DictionaryName, number>;
      for (const name of dictionaryNames) {
        if (name === 'goods_links') {
          changed[name] = linkChanges;
          continue;
        }
        const { versions } = servedOf(name);
        changed[name] = versions.length - versions.firstAfter(before[name]);
      }
      return changed;
    },

    *allRecords(name, { full = false, actualOnly = false } = {}) {
      let after = 0;
      for (;;) {
        const chunk = JSON.parse(
          store.chunkJson(name, { afterRvInt: after, count: 10_000, full, actualOnly }),
        ) as Array<Record<string, unknown>>;
        yield* chunk;
        if (chunk.length < 10_000) return;
        after = chunk[chunk.length - 1]?.rvInt as number;
      }
    },
  };
  return store;
}
