import type { BytePool } from './byte-writer';
import type {
  BarcodeColumns,
  ClusterBrandLinks,
  GoodsColumns,
  NamedTable,
  ProductHoldingLinks,
  SupplierLinks,
} from './model';
import type { VersionClock } from './row-versions';
import type { ScaleProfile } from './scale';
import type { ClassDef } from './words/class-def';

/** A presentation resolved to dictionary rows. */
export interface ResolvedPresentation {
  formRow: number;
  unitRow: number;
  doses: readonly number[];
  packs: readonly number[];
}

/** Everything generated: the served tables plus the attributes generation and mutation need. */
export interface Catalog {
  seed: number;
  profile: ScaleProfile;
  clock: VersionClock;
  classes: readonly ClassDef[];

  directions: NamedTable;
  megacategories: NamedTable;
  categories: NamedTable;
  groups: NamedTable;
  applicationAreas: NamedTable;
  countries: NamedTable;
  dosages: NamedTable;
  releaseForms: NamedTable;
  packagings: NamedTable;
  marketingClusters: NamedTable;
  manufacturers: NamedTable;
  marketingManufacturers: NamedTable;
  mnns: NamedTable;
  analogs: NamedTable;
  marketingBrands: NamedTable;
  spes: NamedTable;
  trademarks: NamedTable;

  goods: GoodsColumns;
  clusterBrandLinks: ClusterBrandLinks;
  productHoldingLinks: ProductHoldingLinks;
  supplierLinks: SupplierLinks;
  barcodes: BarcodeColumns;

  /** Generation-side attributes, by row of their table. */
  attrs: CatalogAttributes;
}

export interface CatalogAttributes {
  /** By class index. */
  classCategories: number[][];
  classGroupLeaves: number[][];
  classAreaLeaves: number[][];
  classClusters: number[][];
  classPresentations: ResolvedPresentation[][];
  /** categories row → directions row; spes row → categories row. */
  categoryDirection: number[];
  speCategory: number[];
  /** Per category, the catch-all spe. */
  categoryOtherSpe: number[];
  /** countries row → GS1 prefixes. */
  countryGs1: number[][];
  /** Short release-form names (`табл. п/о`), JSON-escaped; entry id = releaseForms row. */
  formShort: BytePool;
  formPrimary: number[][];
  formSecondary: number[][];
  tertiaryPackagings: number[];
  manCountry: number[];
  manHolding: number[];
  mnnClass: number[];
  mnnGnvls: boolean[];
  mnnAnalogs: number[][];
  analogForm: number[];
  analogUnit: number[];
  analogDose: number[];
  analogPacks: Array<readonly number[]>;
  brandClass: number[];
  brandMnn: number[];
  brandMan: number[];
  brandCluster: number[];
  brandCategory: number[];
  brandSpe: number[];
  brandRx: boolean[];
  brandPremium: number[];
  brandTrademarks: number[][];
  tmClass: number[];
  tmMnn: number[];
  tmBrand: number[];
  tmMan: number[];
  tmGroup: number[];
  tmArea: number[];
  tmCategory: number[];
  tmSpe: number[];
  tmMega: number[];
  tmPremium: number[];
}
