import { BytePool } from './byte-writer';
import { FloatColumn, IntColumn, RowVersions, type VersionClock } from './row-versions';

/** A column of extra fields on a named table, written after the name in each record. */
export interface ExtraField {
  key: string;
  kind: 'int' | 'bool' | 'string';
  /** Per row: an int (-1 = null), 0/1, or a string. */
  values: Array<number | string>;
}

/**
 * An `id` + name dictionary (and the trees, mnns, analogs, categories, spes, brands, which add a
 * few fields). Names are kept as text (for tests and mutation) and as pre-encoded UTF-8 bytes
 * (for serving). `base` is the name at creation and never changes: goods names are built from
 * it, so a later rename of a trademark does not silently change a goods row without a new
 * goods version.
 */
export class NamedTable {
  readonly versions: RowVersions;
  readonly base: string[] = [];
  readonly names: string[] = [];
  readonly variant: number[] = [];
  readonly extras: ExtraField[] = [];
  /** JSON literals (with quotes) of current names; `nameRef[row]` is the row's entry. */
  readonly namePool = new BytePool();
  readonly nameRef: number[] = [];
  /** `base` JSON-escaped without quotes, entry id = row, for names composed at serve time. */
  readonly basePool = new BytePool();

  constructor(
    readonly nameKey: 'name' | 'rusName',
    capacity: number,
  ) {
    this.versions = new RowVersions(capacity);
  }

  get length(): number {
    return this.versions.length;
  }

  /** Adds an extra field column; returns it so the builder can fill it. */
  extra(key: string, kind: ExtraField['kind']): ExtraField {
    const field: ExtraField = { key, kind, values: [] };
    this.extras.push(field);
    return field;
  }

  /** Appends a row; its id is `row + 1`. */
  add(name: string, clock: VersionClock, actual = true): number {
    const row = this.versions.push(clock, actual);
    const json = JSON.stringify(name);
    this.base.push(name);
    this.names.push(name);
    this.variant.push(0);
    this.nameRef.push(this.namePool.add(json));
    this.basePool.add(json.slice(1, -1));
    return row;
  }

  /** Changes the current name (mutation); the caller gives the row a new version. */
  rename(row: number, name: string): void {
    this.names[row] = name;
    this.nameRef[row] = this.namePool.add(JSON.stringify(name));
  }
}

/** goods_normalized columns; goods_denormalized is the same rows resolved through the ids. -1 / NaN mean null. */
export class GoodsColumns {
  readonly versions: RowVersions;
  /** goods_denormalized versions: row i describes the same product as goods row i. */
  readonly denormVersions: RowVersions;
  readonly nnt: IntColumn;
  readonly tmId: IntColumn;
  readonly pack: FloatColumn;
  readonly doseVal: FloatColumn;
  readonly doseId: IntColumn;
  readonly rfId: IntColumn;
  readonly ppId: IntColumn;
  readonly psId: IntColumn;
  readonly ptId: IntColumn;
  readonly manCId: IntColumn;
  readonly manId: IntColumn;
  readonly vat: IntColumn;
  readonly gpId: IntColumn;
  readonly aaId: IntColumn;
  readonly mnnId: IntColumn;
  readonly aId: IntColumn;
  readonly speId: IntColumn;
  readonly catId: IntColumn;
  readonly dirId: IntColumn;
  readonly megaId: IntColumn;
  /** Bit flags: see FLAG_*. */
  readonly flags: IntColumn;
  /** Content variant from mutation (name suffix). */
  readonly nameVariant: IntColumn;
  /** Row of the product's cluster_brand_product_links / product_marketing_manufacturer_links record, -1 if none. */
  readonly cbpRow: IntColumn;
  readonly pmmRow: IntColumn;

  constructor(capacity: number) {
    this.versions = new RowVersions(capacity);
    this.denormVersions = new RowVersions(capacity);
    const ints = (): IntColumn => new IntColumn(capacity);
    this.nnt = ints();
    this.tmId = ints();
    this.pack = new FloatColumn(capacity);
    this.doseVal = new FloatColumn(capacity);
    this.doseId = ints();
    this.rfId = ints();
    this.ppId = ints();
    this.psId = ints();
    this.ptId = ints();
    this.manCId = ints();
    this.manId = ints();
    this.vat = ints();
    this.gpId = ints();
    this.aaId = ints();
    this.mnnId = ints();
    this.aId = ints();
    this.speId = ints();
    this.catId = ints();
    this.dirId = ints();
    this.megaId = ints();
    this.flags = ints();
    this.nameVariant = ints();
    this.cbpRow = ints();
    this.pmmRow = ints();
  }

  get length(): number {
    return this.nnt.length;
  }
}

export const FLAG_GNVLS = 1;
export const FLAG_EX = 2;
export const FLAG_STM = 4;
export const FLAG_USTM = 8;
export const FLAG_EXCH = 16;

/** cluster_brand_product_links: one row per branded product (key: nnt). */
export class ClusterBrandLinks {
  readonly versions: RowVersions;
  readonly goodsRow: IntColumn;
  readonly mcId: IntColumn;
  readonly brandId: IntColumn;

  constructor(capacity: number) {
    this.versions = new RowVersions(capacity);
    this.goodsRow = new IntColumn(capacity);
    this.mcId = new IntColumn(capacity);
    this.brandId = new IntColumn(capacity);
  }
}

/** product_marketing_manufacturer_links: one row per product (key: id). */
export class ProductHoldingLinks {
  readonly versions: RowVersions;
  readonly goodsRow: IntColumn;
  readonly mmId: IntColumn;

  constructor(capacity: number) {
    this.versions = new RowVersions(capacity);
    this.goodsRow = new IntColumn(capacity);
    this.mmId = new IntColumn(capacity);
  }
}

/** marketing_manufacturer_supplier_links: a holding's supply contracts with a distributor (INN). */
export class SupplierLinks {
  readonly versions: RowVersions;
  readonly mmId: number[] = [];
  readonly inn: string[] = [];
  /** Days since 1970-01-01 (Moscow dates). */
  readonly begDay: number[] = [];
  readonly endDay: number[] = [];

  constructor(capacity: number) {
    this.versions = new RowVersions(capacity);
  }
}

/** barcodes: EAN-13 codes (as numbers, check digit included) per product. */
export class BarcodeColumns {
  readonly versions: RowVersions;
  readonly goodsRow: IntColumn;
  readonly code: FloatColumn;

  constructor(capacity: number) {
    this.versions = new RowVersions(capacity);
    this.goodsRow = new IntColumn(capacity);
    this.code = new FloatColumn(capacity);
  }
}
