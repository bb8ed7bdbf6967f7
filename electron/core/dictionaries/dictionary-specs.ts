import { dictionaryKeys, dictionaryNames, type DictionaryName } from '@shared/protocol/dictionaries';

/**
 * How each of the 24 dictionaries is stored locally: one table per dictionary, one typed column
 * per field of 2.10 (column names are the protocol's field names), plus `src` (which operator the
 * row came from) and `extra` (unknown fields, as JSON). The shared zod schemas stay the source of
 * truth for what is valid; record-validator.test.ts checks these specs agree with them.
 */

/** How a field is checked and stored: `bool` becomes 0/1, `base64` and `datetime` are checked text. */
export type ColumnKind = 'int' | 'real' | 'text' | 'bool' | 'base64' | 'datetime';

/** One protocol field and its column. */
export interface ColumnSpec {
  field: string;
  kind: ColumnKind;
  /** False when the field may be null or absent (nullish in the schema). */
  required: boolean;
  /** Other spellings the operator uses for the field (mnns: `latname`). */
  aliases?: readonly string[];
}

/** A dictionary's table: its columns, key, and the secondary indexes built after the first full load. */
export interface TableSpec {
  name: DictionaryName;
  table: `dict_${DictionaryName}`;
  columns: readonly ColumnSpec[];
  /** The upsert key (dictionaryKeys), after `src` (and `store` for goods_links). */
  key: readonly string[];
  /** goods_links are per store: the table has a `store` column (lower-case GUID) in its key. */
  perStore: boolean;
  /** Loaded in versioned chunks (`count` + `rvInt`): all but goods_links. */
  chunked: boolean;
  /** Rowid tables (the goods, whose rowid is the FTS rowid); the narrow rest are WITHOUT ROWID. */
  rowid: boolean;
  /** Secondary indexes (column lists after `src`), created once the first full load is done. */
  indexes: readonly (readonly string[])[];
}

const c = (field: string, kind: ColumnKind, required = true, aliases?: readonly string[]): ColumnSpec =>
  aliases ? { field, kind, required, aliases } : { field, kind, required };
const link = (field: string): ColumnSpec => c(field, 'int', false);
const versioned: readonly ColumnSpec[] = [c('actual', 'bool'), c('rv', 'base64'), c('rvInt', 'int')];
const idName: readonly ColumnSpec[] = [c('id', 'int'), c('name', 'text'), ...versioned];

const columnsOf: Record<DictionaryName, readonly ColumnSpec[]> = {
  goods_normalized: [
    c('nnt', 'int'),
    c('name', 'text'),
    c('nameFull', 'text', false),
    link('tmId'),
    c('pack', 'real', false),
    c('doseVal', 'real', false),
    link('doseId'),
    link('rfId'),
    link('ppId'),
    link('psId'),
    link('ptId'),
    link('manCId'),
    link('manId'),
    c('gnvls', 'bool'),
    c('vat', 'real'),
    link('gpId'),
    link('aaId'),
    link('mnnId'),
    link('aId'),
    link('speId'),
    link('catId'),
    link('dirId'),
    link('megaId'),
    c('ex', 'bool'),
    c('stm', 'bool'),
    c('ustm', 'bool'),
    c('exch', 'bool'),
    ...versioned,
  ],
  goods_denormalized: [
    c('nnt', 'int'),
    c('name', 'text'),
    c('nameFull', 'text', false),
    c('tm', 'text', false),
    c('pack', 'real', false),
    c('doseVal', 'real', false),
    c('doseName', 'text', false),
    ...['rf', 'pp', 'ps', 'pt', 'manC', 'man'].map((f) => c(f, 'text', false)),
    c('gnvls', 'bool'),
    c('vat', 'real'),
    ...['gp', 'aa', 'mnnRus', 'mm', 'mc', 'a', 'brand', 'spe', 'cat', 'dir', 'mega'].map((f) => c(f, 'text', false)),
    c('ex', 'bool'),
    c('stm', 'bool'),
    c('ustm', 'bool'),
    c('exch', 'bool'),
    ...versioned,
  ],
  goods_links: [c('nnt', 'int'), c('sku', 'text'), c('name', 'text', false)],
  trademarks: idName,
  dosages: idName,
  release_forms: idName,
  packagings: idName,
  countries: idName,
  manufacturers: idName,
  groups: [c('id', 'int'), link('parentId'), c('name', 'text'), ...versioned],
  mnns: [
    c('id', 'int'),
    c('rusName', 'text', false),
    c('latName', 'text', false, ['latname']),
    c('engName', 'text', false),
    ...versioned,
  ],
  application_areas: [c('id', 'int'), link('parentId'), c('name', 'text'), ...versioned],
  marketing_manufacturers: idName,
  analogs: [c('id', 'int'), c('name', 'text'), link('clusterId'), ...versioned],
  categories: [c('id', 'int'), c('name', 'text'), link('dirId'), ...versioned],
  directions: idName,
  megacategories: idName,
  spes: [c('id', 'int'), c('name', 'text'), link('catId'), ...versioned],
  marketing_clusters: idName,
  marketing_brands: idName,
  cluster_brand_product_links: [c('mcId', 'int'), c('nnt', 'int'), c('brandId', 'int'), ...versioned],
  product_marketing_manufacturer_links: [c('id', 'int'), c('mmId', 'int'), c('nnt', 'int'), ...versioned],
  marketing_manufacturer_supplier_links: [
    c('id', 'int'),
    c('mmId', 'int'),
    c('inn', 'text'),
    c('begDate', 'datetime', false),
    c('endDate', 'datetime', false),
    ...versioned,
  ],
  // No `rv` on barcodes (2.10); one sent anyway lands in `extra`.
  barcodes: [c('nnt', 'int'), c('barcode', 'text'), c('actual', 'bool'), c('rvInt', 'int')],
};

/**
 * What the browser, the product card and the search look rows up by: goods by name (the table's
 * sort) and by analog group (the card), barcodes by barcode, links by product. Each index costs
 * its share of the first load, so goods are not indexed by МНН, trademark or manufacturer: when
 * one of those names changes, the FTS refresh scans the goods once per chunk of changes instead.
 */
const indexesOf: Partial<Record<DictionaryName, readonly (readonly string[])[]>> = {
  goods_normalized: [['name'], ['aId']],
  goods_links: [['sku']],
  analogs: [['clusterId']],
  cluster_brand_product_links: [['nnt']],
  product_marketing_manufacturer_links: [['nnt']],
  barcodes: [['barcode']],
};

/** The local table of each dictionary. */
export const tableSpecs: Record<DictionaryName, TableSpec> = Object.fromEntries(
  dictionaryNames.map((name) => [
    name,
    {
      name,
      table: `dict_${name}`,
      columns: columnsOf[name],
      key: dictionaryKeys[name],
      perStore: name === 'goods_links',
      chunked: name !== 'goods_links',
      rowid: name === 'goods_normalized' || name === 'goods_denormalized',
      indexes: indexesOf[name] ?? [],
    } satisfies TableSpec,
  ]),
) as unknown as Record<DictionaryName, TableSpec>;

/** Columns that precede the protocol fields in every table. */
export function prefixColumns(spec: TableSpec): string[] {
  return spec.perStore ? ['src', 'store'] : ['src'];
}

/** The SQL type affinity of a column kind. */
export function sqlType(kind: ColumnKind): 'INTEGER' | 'REAL' | 'TEXT' {
  return kind === 'int' || kind === 'bool' ? 'INTEGER' : kind === 'real' ? 'REAL' : 'TEXT';
}

/** The name of a secondary index. */
export function indexName(spec: TableSpec, columns: readonly string[]): string {
  return `${spec.table}__${columns.join('_')}`;
}
