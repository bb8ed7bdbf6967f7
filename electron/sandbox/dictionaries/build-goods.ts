import type { Catalog } from './catalog';
import { ean13FromBody } from './check-digits';
import { FLAG_EX, FLAG_EXCH, FLAG_GNVLS, FLAG_STM, FLAG_USTM } from './model';
import { hashInts, type Rng } from './random';

const FIRST_NNT = 100_000;

/**
 * Appends one product: its goods_normalized row, its goods_denormalized version, its
 * product_marketing_manufacturer_links row and, for branded goods, its
 * cluster_brand_product_links row. Used by the initial build and by mutation.
 */
export function addProduct(cat: Catalog, rng: Rng, tm: number): number {
  const a = cat.attrs;
  const g = cat.goods;
  const c = a.tmClass[tm] as number;
  const def = cat.classes[c];
  const mnn = a.tmMnn[tm] as number;
  const analogRows = mnn >= 0 ? (a.mnnAnalogs[mnn] ?? []) : [];

  let analog = -1;
  let form: number;
  let unit: number;
  let dose: number;
  let packs: readonly number[];
  if (def?.drug && analogRows.length > 0) {
    analog = rng.pick(analogRows);
    form = a.analogForm[analog] as number;
    unit = a.analogUnit[analog] as number;
    dose = a.analogDose[analog] as number;
    packs = a.analogPacks[analog] as readonly number[];
  } else {
    // A parapharmacy brand sticks to one or two kinds of product (toothpaste and brushes, not condoms).
    const presentations = a.classPresentations[c] ?? [];
    const anchor = hashInts(cat.seed, 0xb4a7d, a.tmBrand[tm] as number, a.tmBrand[tm] === -1 ? tm : 0);
    const p = presentations[(anchor + rng.int(2)) % presentations.length] as (typeof presentations)[number];
    form = p.formRow;
    unit = p.unitRow;
    dose = p.doses.length > 0 ? rng.pick(p.doses) : NaN;
    packs = p.packs;
  }
  const secondary = a.formSecondary[form] ?? [];
  const man = a.tmMan[tm] as number;
  const category = a.tmCategory[tm] as number;

  let flags = 0;
  if (def?.drug && mnn >= 0 && a.mnnGnvls[mnn] && rng.chance(0.85)) flags |= FLAG_GNVLS;
  if (rng.chance(0.04)) flags |= FLAG_EX;
  if (rng.chance(0.03)) flags |= rng.chance(0.4) ? FLAG_STM | FLAG_USTM : FLAG_STM;
  if (rng.chance(0.02)) flags |= FLAG_EXCH;

  const previous = g.length > 0 ? g.nnt.get(g.length - 1) : FIRST_NNT - 1;
  g.nnt.push(previous + 1 + rng.int(3));
  g.tmId.push(tm + 1);
  g.pack.push(rng.pick(packs));
  g.doseVal.push(unit >= 0 ? dose : NaN);
  g.doseId.push(unit >= 0 ? unit + 1 : -1);
  g.rfId.push(form + 1);
  g.ppId.push(rng.pick(a.formPrimary[form] ?? []) + 1);
  g.psId.push(secondary.length > 0 ? rng.pick(secondary) + 1 : -1);
  g.ptId.push(rng.chance(0.05) ? rng.pick(a.tertiaryPackagings) + 1 : -1);
  g.manCId.push((a.manCountry[man] as number) + 1);
  g.manId.push(man + 1);
  g.vat.push(def?.key === 'device' && rng.chance(0.3) ? 22 : (def?.vat ?? 22));
  g.gpId.push((a.tmGroup[tm] as number) + 1);
  g.aaId.push(rng.chance(0.03) ? -1 : (a.tmArea[tm] as number) + 1);
  g.mnnId.push(mnn >= 0 ? mnn + 1 : -1);
  g.aId.push(analog >= 0 ? analog + 1 : -1);
  g.speId.push((a.tmSpe[tm] as number) + 1);
  g.catId.push(category + 1);
  g.dirId.push((a.categoryDirection[category] as number) + 1);
  g.megaId.push((a.tmMega[tm] as number) + 1);
  g.flags.push(flags);
  g.nameVariant.push(0);

  const row = g.versions.push(cat.clock, rng.chance(0.96));
  g.denormVersions.push(cat.clock, g.versions.actual[row] === 1);

  const pmm = cat.productHoldingLinks;
  g.pmmRow.push(pmm.versions.length);
  pmm.versions.push(cat.clock, true);
  pmm.goodsRow.push(row);
  pmm.mmId.push((a.manHolding[man] as number) + 1);

  const brand = a.tmBrand[tm] as number;
  if (brand >= 0) {
    const cbp = cat.clusterBrandLinks;
    g.cbpRow.push(cbp.versions.length);
    cbp.versions.push(cat.clock, true);
    cbp.goodsRow.push(row);
    cbp.mcId.push((a.brandCluster[brand] as number) + 1);
    cbp.brandId.push(brand + 1);
  } else {
    g.cbpRow.push(-1);
  }
  return row;
}

/** The multiplier of the 9-digit item part of a barcode: coprime to 10^9, so items never repeat. */
const ITEM_STEP = 387_420_489;

/**
 * Appends a barcode of a product: the GS1 prefix of the manufacturer's country and a unique
 * item number (a bijection of the barcode's row), with a valid EAN-13 check digit.
 */
export function addBarcode(cat: Catalog, goodsRow: number, actual: boolean): number {
  const b = cat.barcodes;
  const seq = b.versions.length;
  const country = (cat.goods.manCId.get(goodsRow) as number) - 1;
  const prefixes = cat.attrs.countryGs1[country] ?? [460];
  const prefix = prefixes[hashInts(cat.seed, seq) % prefixes.length] as number;
  const item = (seq * ITEM_STEP + (hashInts(cat.seed, 0x5eed) % 1_000_000_000)) % 1_000_000_000;
  b.versions.push(cat.clock, actual);
  b.goodsRow.push(goodsRow);
  b.code.push(ean13FromBody(prefix * 1_000_000_000 + item));
  return seq;
}

/**
 * Builds the goods with their links, then the barcodes: every product gets one, the rest are
 * spread at random; the newest barcode of a product is current, older ones mostly not.
 */
export function buildGoods(cat: Catalog, rng: Rng): void {
  const { goods: goodsCount, barcodes: barcodeCount } = cat.profile;
  const tmCount = cat.trademarks.length;
  for (let i = 0; i < goodsCount; i++) addProduct(cat, rng, rng.int(tmCount));

  const perGoods = new Uint8Array(goodsCount);
  if (barcodeCount >= goodsCount) {
    perGoods.fill(1);
    for (let k = goodsCount; k < barcodeCount; k++) {
      let g = rng.int(goodsCount);
      while (perGoods[g] === 255) g = (g + 1) % goodsCount;
      perGoods[g] = (perGoods[g] as number) + 1;
    }
  } else {
    for (let placed = 0; placed < barcodeCount;) {
      const g = rng.int(goodsCount);
      if (perGoods[g] === 0) {
        perGoods[g] = 1;
        placed++;
      }
    }
  }
  for (let g = 0; g < goodsCount; g++) {
    const n = perGoods[g] as number;
    for (let k = 0; k < n; k++) addBarcode(cat, g, k === n - 1 || rng.chance(0.75));
  }
}
