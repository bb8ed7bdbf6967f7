import { buildBrands } from './build-brands';
import { buildClassification } from './build-classification';
import { buildCompanies } from './build-companies';
import { buildGoods } from './build-goods';
import type { Catalog } from './catalog';
import { BarcodeColumns, ClusterBrandLinks, GoodsColumns, ProductHoldingLinks } from './model';
import { Rng } from './random';
import { VersionClock } from './row-versions';
import type { ScaleProfile } from './scale';
import { classes } from './words/classes';

/** Generates every dictionary from the seed; the same seed and profile give the same catalog. */
export function buildCatalog(seed: number, profile: ScaleProfile): Catalog {
  const clock = new VersionClock(seed);
  const classification = buildClassification(seed, profile, clock);
  const companies = buildCompanies(seed, profile, clock);
  const brands = buildBrands(
    seed,
    profile,
    clock,
    companies.manufacturers,
    classification.tables.categories,
    classification.attrs,
  );

  // Capacity with headroom for mutation, so the columns rarely have to grow.
  const headroom = (n: number): number => Math.ceil(n * 1.1) + 64;
  const catalog: Catalog = {
    seed,
    profile,
    clock,
    classes,
    ...classification.tables,
    manufacturers: companies.manufacturers,
    marketingManufacturers: companies.marketingManufacturers,
    supplierLinks: companies.supplierLinks,
    mnns: brands.mnns,
    analogs: brands.analogs,
    marketingBrands: brands.marketingBrands,
    spes: brands.spes,
    trademarks: brands.trademarks,
    goods: new GoodsColumns(headroom(profile.goods)),
    clusterBrandLinks: new ClusterBrandLinks(headroom(profile.goods)),
    productHoldingLinks: new ProductHoldingLinks(headroom(profile.goods)),
    barcodes: new BarcodeColumns(headroom(profile.barcodes)),
    attrs: { ...classification.attrs, ...companies.attrs, ...brands.attrs },
  };
  buildGoods(catalog, Rng.for(seed, 'goods'));
  return catalog;
}
