import type { Catalog } from './catalog';
import { ByteWriter, utf8 } from './byte-writer';
import { referencePrice, writeGoodsName } from './goods-names';
import { hashString, Rng } from './random';

/**
 * One store's links between its own codes (sku) and operator codes (nnt). A few links are
 * deliberately wrong: the sku is linked to a product of another class that costs several times
 * more, as a real mislink does; `intendedRow` keeps the product the pharmacy actually sells, so
 * demo stock priced for it shows up as an abnormally low price on the dispersion page.
 */
export interface StoreLinks {
  storeId: string;
  /** Code style of this store's own dictionary (numeric, 1C, SKU-, АПТ). */
  skuStyle: number;
  nextSku: number;
  goodsRow: number[];
  sku: string[];
  deleted: boolean[];
  /** The product the sku really is when the link is wrong, else -1. */
  intendedRow: number[];
}

/** Share of links made wrong on purpose (at least two per store). */
export const MISLINK_SHARE = 0.02;

/** The sku text for a store's n-th code. */
function skuText(style: number, n: number): string {
  switch (style) {
    case 0:
      return String(100_000 + n * 7);
    case 1:
      return `ЦБ-${String(n).padStart(8, '0')}`;
    case 2:
      return `SKU-${String(n).padStart(6, '0')}`;
    default:
      return `АПТ${String(n).padStart(5, '0')}`;
  }
}

/** Builds a store's links to distinct products, with a few deliberate mislinks. */
export function buildStoreLinks(cat: Catalog, storeId: string, count: number): StoreLinks {
  const id = storeId.toLowerCase();
  const rng = new Rng(hashString(`${cat.seed}/links/${id}`));
  const links: StoreLinks = {
    storeId: id,
    skuStyle: hashString(id) % 4,
    nextSku: 1,
    goodsRow: [],
    sku: [],
    deleted: [],
    intendedRow: [],
  };
  const goodsCount = cat.goods.length;
  const wanted = Math.min(count, goodsCount);
  const taken = new Set<number>();
  while (taken.size < wanted) {
    const row = rng.int(goodsCount);
    // Pharmacies mostly link products that are current.
    if (taken.has(row) || (cat.goods.versions.actual[row] === 0 && rng.chance(0.8))) continue;
    taken.add(row);
    addLink(links, row);
  }
  const mislinks = Math.max(2, Math.round(wanted * MISLINK_SHARE));
  for (let k = 0; k < mislinks && k < links.goodsRow.length; k++) {
    const i = rng.int(links.goodsRow.length);
    if (links.intendedRow[i] !== -1) continue;
    const right = links.goodsRow[i] as number;
    links.goodsRow[i] = pricierOtherProduct(cat, rng, right);
    links.intendedRow[i] = right;
  }
  return links;
}

/** Appends a link to the given product under the store's next sku. */
export function addLink(links: StoreLinks, goodsRow: number): void {
  links.goodsRow.push(goodsRow);
  links.sku.push(skuText(links.skuStyle, links.nextSku++));
  links.deleted.push(false);
  links.intendedRow.push(-1);
}

/** A product of another class costing at least four times as much (best of a few tries). */
function pricierOtherProduct(cat: Catalog, rng: Rng, row: number): number {
  const tmClass = cat.attrs.tmClass;
  const classOf = (r: number): number => tmClass[cat.goods.tmId.get(r) - 1] as number;
  const price = referencePrice(cat, row);
  let best = -1;
  let bestPrice = 0;
  for (let tries = 0; tries < 40; tries++) {
    const candidate = rng.int(cat.goods.length);
    if (classOf(candidate) === classOf(row)) continue;
    const p = referencePrice(cat, candidate);
    if (p > bestPrice) {
      best = candidate;
      bestPrice = p;
    }
    if (bestPrice >= price * 4) break;
  }
  return best >= 0 ? best : (row + 1) % cat.goods.length;
}

const NNT = utf8('{"nnt":');
const SKU = utf8(',"sku":');
const NAME = utf8(',"name":"');

/** The JSON array of a store's live links: `nnt`, `sku` and, when asked, the operator's `name`. */
export function storeLinksBytes(cat: Catalog, links: StoreLinks | undefined, names: boolean): Buffer {
  const w = new ByteWriter(links ? links.goodsRow.length * (names ? 160 : 48) + 16 : 16);
  w.byte(91);
  let first = true;
  for (let i = 0; links && i < links.goodsRow.length; i++) {
    if (links.deleted[i]) continue;
    const row = links.goodsRow[i] as number;
    w.reserve(4096);
    if (!first) w.byte(44);
    first = false;
    w.raw(NNT);
    w.int(cat.goods.nnt.get(row));
    w.raw(SKU);
    w.text(JSON.stringify(links.sku[i]));
    if (names) {
      w.raw(NAME);
      writeGoodsName(w, cat, row);
      w.byte(34);
    }
    w.byte(125);
  }
  w.reserve(1);
  w.byte(93);
  return w.view();
}

/**
 * Changes a share of a store's live links: relinks some (a wrong link is corrected, a right one
 * moved to another product), deletes some, adds new ones. Returns how many links changed.
 */
export function mutateStoreLinks(cat: Catalog, links: StoreLinks, share: number, rng: Rng): number {
  const live: number[] = [];
  links.deleted.forEach((d, i) => {
    if (!d) live.push(i);
  });
  const touch = Math.min(live.length, Math.ceil(live.length * share));
  const picked = new Set<number>();
  while (picked.size < touch) picked.add(live[rng.int(live.length)] as number);
  for (const i of [...picked].sort((a, b) => a - b)) {
    if (rng.chance(0.45)) {
      links.deleted[i] = true;
    } else if ((links.intendedRow[i] as number) >= 0) {
      links.goodsRow[i] = links.intendedRow[i] as number;
      links.intendedRow[i] = -1;
    } else {
      const current = links.goodsRow[i] as number;
      links.goodsRow[i] = (current + 1 + rng.int(cat.goods.length - 1)) % cat.goods.length;
    }
  }
  const added = Math.ceil(live.length * share * 0.5);
  for (let k = 0; k < added; k++) addLink(links, rng.int(cat.goods.length));
  return touch + added;
}
