import { stockSortColumns, type StockSortColumn } from '@shared/ipc/channels/stocks';

/** How a stock row field is stored: text, number, boolean (0/1) or a date-time string. */
export type ColumnKind = 'text' | 'number' | 'bool' | 'date';

/** Every field of a read-back row (2.4) with its SQLite column, in the spec's order. */
export const stockColumns = [
  { field: 'prtId', column: 'prt_id', kind: 'text' },
  { field: 'nnt', column: 'nnt', kind: 'number' },
  { field: 'sku', column: 'sku', kind: 'text' },
  { field: 'qnt', column: 'qnt', kind: 'number' },
  { field: 'supDate', column: 'sup_date', kind: 'date' },
  { field: 'nds', column: 'nds', kind: 'number' },
  { field: 'gnvls', column: 'gnvls', kind: 'bool' },
  { field: 'man', column: 'man', kind: 'text' },
  { field: 'series', column: 'series', kind: 'text' },
  { field: 'exp', column: 'exp', kind: 'date' },
  { field: 'prcMan', column: 'prc_man', kind: 'number' },
  { field: 'prcOpt', column: 'prc_opt', kind: 'number' },
  { field: 'prcOptNds', column: 'prc_opt_nds', kind: 'number' },
  { field: 'prcRet', column: 'prc_ret', kind: 'number' },
  { field: 'prcReestr', column: 'prc_reestr', kind: 'number' },
  { field: 'prcGnvlsMax', column: 'prc_gnvls_max', kind: 'number' },
  { field: 'mrGnvls', column: 'mr_gnvls', kind: 'number' },
  { field: 'tag', column: 'tag', kind: 'number' },
  { field: 'doc', column: 'doc', kind: 'text' },
  { field: 'supInn', column: 'sup_inn', kind: 'text' },
  { field: 'supId', column: 'sup_id', kind: 'text' },
  { field: 'dp', column: 'dp', kind: 'bool' },
  { field: 'sumOpt', column: 'sum_opt', kind: 'number' },
  { field: 'sumOptNds', column: 'sum_opt_nds', kind: 'number' },
  { field: 'realNetId', column: 'real_net_id', kind: 'number' },
  { field: 'storeId', column: 'store_id', kind: 'text' },
  { field: 'stkDate', column: 'stk_date', kind: 'date' },
  { field: 'loadDate', column: 'load_date', kind: 'date' },
  { field: 'rv', column: 'rv', kind: 'text' },
] as const satisfies readonly { field: string; column: string; kind: ColumnKind }[];

export type StockField = (typeof stockColumns)[number]['field'];

const byField = new Map<string, (typeof stockColumns)[number]>(stockColumns.map((c) => [c.field, c]));

/** Text columns sorted by a stored fold key (`<column>_key`, see db/fold-key.ts), not by code point. */
const FOLDED = new Set<string>(['prt_id', 'sku', 'man', 'series']);
export const foldedStockColumns = [...FOLDED];

/**
 * What a sortable column sorts by: dates by instant (julianday understands offsets; rows may
 * carry different offsets), text by its Russian fold key, numbers as they are. Each key has an
 * index `(profile_id, key, row_no)`, so a sorted order is read from the index, never sorted.
 */
export function sortKeyOf(column: StockSortColumn): { key: string; index: string } {
  const spec = byField.get(column);
  if (!spec) throw new Error(`Not a sortable stock column: ${column}`);
  const key =
    spec.kind === 'date' ? `julianday(${spec.column})` : FOLDED.has(spec.column) ? `${spec.column}_key` : spec.column;
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
