import { addBarcode, addProduct } from './build-goods';
import { randomInn, SUPPLIER_REFERENCE_DAY } from './build-companies';
import type { Catalog } from './catalog';
import { FLAG_EX, FLAG_EXCH, FLAG_GNVLS, FLAG_STM, FLAG_USTM, type NamedTable } from './model';
import type { Rng } from './random';
import type { RowVersions } from './row-versions';
import { tradeNameVariants } from './words/brands';

/** How a named dictionary changes when mutated: renamed rows, or only new versions and `actual` flips. */
type Renamer = ((base: string, variant: number) => string) | null;

const registered = (base: string, v: number): string => (v ? `${base}®` : base);
const amended = (base: string, v: number): string => (v ? `${base} (изм.)` : base);
const reorganised = (base: string, v: number): string => {
  if (!v) return base;
  if (base.startsWith('ОАО "')) return 'ПАО "' + base.slice(5);
  if (base.startsWith('ЗАО "')) return 'АО "' + base.slice(5);
  return `${base} (реорг.)`;
};

/** Picks `count` distinct indexes below `size`, ascending. */
function pickRows(rng: Rng, size: number, count: number): number[] {
  const n = Math.min(size, count);
  if (n * 2 > size) {
    // Dense: a partial shuffle is cheaper than rejection.
    const all = Array.from({ length: size }, (_, i) => i);
    for (let i = 0; i < n; i++) {
      const j = i + rng.int(size - i);
      [all[i], all[j]] = [all[j] as number, all[i] as number];
    }
    return all.slice(0, n).sort((a, b) => a - b);
  }
  const picked = new Set<number>();
  while (picked.size < n) picked.add(rng.int(size));
  return [...picked].sort((a, b) => a - b);
}

const sharePart = (share: number, size: number): number => (size === 0 ? 0 : Math.ceil(share * size));

/**
 * Mutates a share of every dictionary: new versions, `actual` flips, renames, changed goods,
 * retired and re-made brand links, new products with their links and barcodes. Every changed or
 * new row gets a version above everything served before, and goods_denormalized follows every
 * change of what it resolves. Callers count changes as rows above the previous maximum.
 */
export function mutateCatalog(cat: Catalog, share: number, rng: Rng): void {
  const renamedIn = new Map<NamedTable, Uint8Array>();
  const mutateNamed = (table: NamedTable, renamer: Renamer): void => {
    const rows = pickRows(rng, table.length, sharePart(share, table.length));
    const renamed = new Uint8Array(table.length + 1);
    for (const row of rows) {
      // Fixed lists (countries, units...) are only re-versioned, now and then retired or restored.
      if (renamer === null) {
        if (rng.chance(0.1)) flip(table.versions, row);
      } else if (rng.chance(0.2)) {
        flip(table.versions, row);
      } else {
        const v = (table.variant[row] = 1 - (table.variant[row] as number));
        table.rename(row, renamer(table.base[row] as string, v));
        renamed[row + 1] = 1;
      }
    }
    table.versions.touch(rows, cat.clock);
    renamedIn.set(table, renamed);
  };
  mutateNamed(cat.directions, null);
  mutateNamed(cat.megacategories, null);
  mutateNamed(cat.categories, amended);
  mutateNamed(cat.groups, amended);
  mutateNamed(cat.applicationAreas, amended);
  mutateNamed(cat.countries, null);
  mutateNamed(cat.dosages, null);
  mutateNamed(cat.releaseForms, null);
  mutateNamed(cat.packagings, null);
  mutateNamed(cat.marketingClusters, amended);
  mutateNamed(cat.manufacturers, reorganised);
  mutateNamed(cat.marketingManufacturers, amended);
  mutateNamed(cat.mnns, amended);
  mutateNamed(cat.analogs, amended);
  mutateNamed(cat.marketingBrands, registered);
  mutateNamed(cat.spes, amended);
  mutateNamed(cat.trademarks, registered);

  const g = cat.goods;
  const goodsBefore = g.length;
  const denormDirty = new Uint8Array(goodsBefore);

  // Existing goods: content changes and actual flips.
  const goodsRows = pickRows(rng, goodsBefore, sharePart(share, goodsBefore));
  for (const row of goodsRows) {
    const r = rng.next();
    if (r < 0.25) flip(g.versions, row);
    else if (r < 0.5) g.nameVariant.set(row, 1 - g.nameVariant.get(row));
    else if (r < 0.65) g.flags.set(row, g.flags.get(row) ^ (g.mnnId.get(row) > 0 ? FLAG_GNVLS : FLAG_EX));
    else if (r < 0.8)
      g.flags.set(row, g.flags.get(row) ^ (rng.chance(0.5) ? FLAG_STM | (g.flags.get(row) & FLAG_USTM) : FLAG_EXCH));
    else g.ptId.set(row, g.ptId.get(row) > 0 ? -1 : rng.pick(cat.attrs.tertiaryPackagings) + 1);
    denormDirty[row] = 1;
  }
  g.versions.touch(goodsRows, cat.clock);

  // Marketing-manufacturer links: a product moves to another holding.
  const pmm = cat.productHoldingLinks;
  const pmmRows = pickRows(rng, pmm.versions.length, sharePart(share, pmm.versions.length));
  for (const row of pmmRows) {
    pmm.mmId.set(row, 1 + rng.int(cat.marketingManufacturers.length));
    denormDirty[pmm.goodsRow.get(row)] = 1;
  }
  pmm.versions.touch(pmmRows, cat.clock);

  // Brand links are keyed by all three fields: a change retires the row and adds one under
  // another cluster, never with a key the product already had (that would be two rows, one key).
  const cbp = cat.clusterBrandLinks;
  const candidates = pickRows(rng, cbp.versions.length, sharePart(share, cbp.versions.length)).filter(
    (row) => g.cbpRow.get(cbp.goodsRow.get(row)) === row,
  );
  const candidateGoods = new Set(candidates.map((row) => cbp.goodsRow.get(row)));
  const taken = new Set<string>();
  for (let row = 0; row < cbp.versions.length; row++) {
    const goodsRow = cbp.goodsRow.get(row);
    if (candidateGoods.has(goodsRow)) taken.add(`${cbp.mcId.get(row)}/${goodsRow}/${cbp.brandId.get(row)}`);
  }
  const replacements: Array<[row: number, mcId: number]> = [];
  for (const row of candidates) {
    const goodsRow = cbp.goodsRow.get(row);
    const brandId = cbp.brandId.get(row);
    const clusters = cat.attrs.classClusters[cat.attrs.brandClass[brandId - 1] as number] ?? [];
    for (let tries = 0; tries < 20; tries++) {
      // The brand's own class first, any cluster when the class has too few.
      const mcId = (tries < 10 ? rng.pick(clusters) : rng.int(cat.marketingClusters.length)) + 1;
      const key = `${mcId}/${goodsRow}/${brandId}`;
      if (taken.has(key)) continue;
      taken.add(key);
      replacements.push([row, mcId]);
      break;
    }
  }
  const retired = replacements.map(([row]) => row);
  for (const row of retired) cbp.versions.actual[row] = 0;
  cbp.versions.touch(retired, cat.clock);
  for (const [row, mcId] of replacements) {
    const goodsRow = cbp.goodsRow.get(row);
    g.cbpRow.set(goodsRow, cbp.versions.length);
    cbp.versions.push(cat.clock, true);
    cbp.goodsRow.push(goodsRow);
    cbp.mcId.push(mcId);
    cbp.brandId.push(cbp.brandId.get(row));
    denormDirty[goodsRow] = 1;
  }

  // Supplier contracts: extended, ended, and new ones.
  const sup = cat.supplierLinks;
  const supRows = pickRows(rng, sup.versions.length, sharePart(share, sup.versions.length));
  for (const row of supRows) {
    if (rng.chance(0.5)) {
      sup.endDay[row] = (sup.endDay[row] as number) + 365;
      sup.versions.actual[row] = sup.endDay[row] >= SUPPLIER_REFERENCE_DAY ? 1 : 0;
    } else {
      flip(sup.versions, row);
    }
  }
  sup.versions.touch(supRows, cat.clock);
  for (let k = Math.ceil(supRows.length / 2); k > 0; k--) {
    const beg = SUPPLIER_REFERENCE_DAY + rng.int(180);
    sup.versions.push(cat.clock, true);
    sup.mmId.push(1 + rng.int(cat.marketingManufacturers.length));
    sup.inn.push(randomInn(rng));
    sup.begDay.push(beg);
    sup.endDay.push(beg + 365 * rng.range(1, 3));
  }

  // Barcodes: retired or restored; new ones for existing products.
  const bc = cat.barcodes;
  const bcRows = pickRows(rng, bc.versions.length, sharePart(share, bc.versions.length));
  for (const row of bcRows) flip(bc.versions, row);
  bc.versions.touch(bcRows, cat.clock);
  for (let k = sharePart(share * 0.05, bc.versions.length); k > 0; k--) addBarcode(cat, rng.int(goodsBefore), true);

  // New products, some under a new trade name of an existing brand.
  for (let k = sharePart(share * 0.2, goodsBefore); k > 0; k--) {
    let tm = rng.int(cat.trademarks.length);
    if (rng.chance(0.3)) tm = newTrademarkLike(cat, rng, tm);
    const row = addProduct(cat, rng, tm);
    const barcodes = rng.range(1, 2);
    for (let b = 0; b < barcodes; b++) addBarcode(cat, row, true);
  }

  // goods_denormalized follows every change of a name it resolves.
  const renamed = (t: NamedTable): Uint8Array => renamedIn.get(t) as Uint8Array;
  const refs: Array<[Uint8Array, { get(row: number): number }]> = [
    [renamed(cat.trademarks), g.tmId],
    [renamed(cat.dosages), g.doseId],
    [renamed(cat.releaseForms), g.rfId],
    [renamed(cat.packagings), g.ppId],
    [renamed(cat.packagings), g.psId],
    [renamed(cat.packagings), g.ptId],
    [renamed(cat.countries), g.manCId],
    [renamed(cat.manufacturers), g.manId],
    [renamed(cat.groups), g.gpId],
    [renamed(cat.applicationAreas), g.aaId],
    [renamed(cat.mnns), g.mnnId],
    [renamed(cat.analogs), g.aId],
    [renamed(cat.spes), g.speId],
    [renamed(cat.categories), g.catId],
    [renamed(cat.directions), g.dirId],
    [renamed(cat.megacategories), g.megaId],
  ];
  const mmRenamed = renamed(cat.marketingManufacturers);
  const mcRenamed = renamed(cat.marketingClusters);
  const brandRenamed = renamed(cat.marketingBrands);
  const denormRows: number[] = [];
  for (let row = 0; row < goodsBefore; row++) {
    let dirty = denormDirty[row] === 1;
    for (let k = 0; !dirty && k < refs.length; k++) {
      const [flags, column] = refs[k] as [Uint8Array, { get(row: number): number }];
      const ref = column.get(row);
      dirty = ref > 0 && flags[ref] === 1;
    }
    const cbpRow = g.cbpRow.get(row);
    if (!dirty) dirty = mmRenamed[pmm.mmId.get(g.pmmRow.get(row))] === 1;
    if (!dirty && cbpRow >= 0)
      dirty = mcRenamed[cbp.mcId.get(cbpRow)] === 1 || brandRenamed[cbp.brandId.get(cbpRow)] === 1;
    if (dirty) {
      g.denormVersions.actual[row] = g.versions.actual[row] as number;
      denormRows.push(row);
    }
  }
  g.denormVersions.touch(denormRows, cat.clock);
}

function flip(versions: RowVersions, row: number): void {
  versions.actual[row] = versions.actual[row] ? 0 : 1;
}

/** A new trade name of the same brand as `template` (same class, МНН, maker, place in the trees). */
function newTrademarkLike(cat: Catalog, rng: Rng, template: number): number {
  const a = cat.attrs;
  const brand = a.tmBrand[template] as number;
  if (brand < 0) return template;
  const taken = new Set((a.brandTrademarks[brand] ?? []).map((t) => cat.trademarks.base[t]));
  const base = cat.marketingBrands.base[brand] as string;
  const free = tradeNameVariants.filter((v) => v !== '' && !taken.has(base + v));
  if (free.length === 0) return template;
  const tm = cat.trademarks.add(base + rng.pick(free), cat.clock);
  a.brandTrademarks[brand]?.push(tm);
  for (const column of [
    a.tmClass,
    a.tmMnn,
    a.tmBrand,
    a.tmMan,
    a.tmGroup,
    a.tmArea,
    a.tmCategory,
    a.tmSpe,
    a.tmMega,
    a.tmPremium,
  ]) {
    column.push(column[template] as number);
  }
  return tm;
}
