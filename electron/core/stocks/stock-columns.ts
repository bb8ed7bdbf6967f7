import {
  stockFields,
  stockServerFields,
  stockSortColumns,
  type StockFieldType,
  type StockReadField,
  type StockServerFieldType,
  type StockSortColumn,
  type StockSortKey,
} from '@shared/protocol/stock-fields';

/** How a stock row field is stored: text, number, boolean (0/1) or a date-time string. */
export type ColumnKind = 'text' | 'number' | 'bool' | 'date';

/** The SQLite kind of each spec type. */
const kindOfType: Record<StockFieldType | StockServerFieldType, ColumnKind> = {
  string: 'text',
  guid: 'text',
  base64: 'text',
  int: 'number',
  float: 'number',
  decimal: 'number',
  number: 'number',
  bool: 'bool',
  datetime: 'date',
};

/** One column of `stock_rows`: the field it stores, its name, its kind and how it sorts. */
export interface StockColumn {
  field: StockField;
  column: string;
  kind: ColumnKind;
  sort: StockSortKey;
}

/**
 * Every field of a read-back row (2.4) with its SQLite column, from the field table: the upload
 * fields in the spec's order, then the server's. The order is the snapshot's insert and select order.
 */
export const stockColumns: readonly StockColumn[] = [...stockFields, ...stockServerFields].map((f) => ({
  field: f.name,
  column: f.column,
  kind: kindOfType[f.type],
  sort: f.sort,
}));

export type StockField = StockReadField;

const byField = new Map<string, StockColumn>(stockColumns.map((c) => [c.field, c]));

/** Text columns sorted by a stored fold key (`<column>_key`, see db/fold-key.ts), not by code point. */
export const foldedStockColumns = stockColumns.filter((c) => c.sort === 'fold').map((c) => c.column);

/**
 * What a sortable column sorts by: dates by instant (julianday understands offsets; rows may
 * carry different offsets), text by its Russian fold key, numbers as they are. Each key has an
 * index `(profile_id, key, row_no)`, so a sorted order is read from the index, never sorted.
 */
export function sortKeyOf(column: StockSortColumn): { key: string; index: string } {
  const spec = byField.get(column);
  if (!spec) throw new Error(`Not a sortable stock column: ${column}`);
  const key =
    spec.sort === 'instant' ? `julianday(${spec.column})` : spec.sort === 'fold' ? `${spec.column}_key` : spec.column;
  return { key, index: `stock_rows_sort_${spec.column}` };
}

/** The CREATE INDEX statement of one sort index (`IF NOT EXISTS` when built on demand). */
export function createSortIndex(column: StockSortColumn, ifNotExists = false): string {
  const { key, index } = sortKeyOf(column);
  return `CREATE INDEX ${ifNotExists ? 'IF NOT EXISTS ' : ''}${index} ON stock_rows (profile_id, ${key}, row_no);`;
}

/** The CREATE INDEX statements of the sort indexes (the migration). */
export function createSortIndexes(): string[] {
  return stockSortColumns.map((column) => createSortIndex(column));
}

/** The DROP INDEX statements of the sort indexes. */
export function dropSortIndexes(): string[] {
  return stockSortColumns.map((column) => `DROP INDEX IF EXISTS ${sortKeyOf(column).index};`);
}

/**
 * Migration 7: fold keys for the text columns (back-filled with desk_fold) and one index per
 * sortable column; the nnt index is folded into its sort index.
 */
export const stockSortKeysSchema = [
  ...foldedStockColumns.map((c) => `ALTER TABLE stock_rows ADD COLUMN ${c}_key TEXT;`),
  `UPDATE stock_rows SET ${foldedStockColumns.map((c) => `${c}_key = desk_fold(${c})`).join(', ')};`,
  'DROP INDEX stock_rows_nnt;',
  ...createSortIndexes(),
].join('\n');
