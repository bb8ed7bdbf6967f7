import type { StockSortColumn } from '../../../shared/ipc/channels/stocks';

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

/**
 * The ORDER BY expression of a sortable column. Dates sort by instant (julianday understands
 * offsets), not by text, since rows may carry different offsets; the row number breaks ties
 * so windows never overlap or skip.
 */
export function orderByFor(column: StockSortColumn, dir: 'asc' | 'desc'): string {
  const spec = byField.get(column);
  if (!spec) throw new Error(`Not a sortable stock column: ${column}`);
  const d = dir === 'desc' ? 'DESC' : 'ASC';
  const expr = spec.kind === 'date' ? `julianday(${spec.column})` : spec.column;
  // NULLs last in both directions: an empty cell is never the interesting end of a sort.
  return `${spec.column} IS NULL, ${expr} ${d}, row_no ${d}`;
}
