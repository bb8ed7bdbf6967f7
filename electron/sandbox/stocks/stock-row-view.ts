import { shapeRecord } from '../http/accept';
import { formatMoscowIso } from '../../../shared/time/moscow-time';
import { rvToBase64 } from '../util/rv';
import type { StoredStockRow } from './stock-ledger';

/** Field order of a stock row read back (2.4): the upload fields of 2.3, then what the service adds. */
export const stockRowReadFields = [
  'realNetId',
  'storeId',
  'prtId',
  'nnt',
  'sku',
  'qnt',
  'supDate',
  'nds',
  'gnvls',
  'man',
  'series',
  'exp',
  'prcMan',
  'prcOpt',
  'prcOptNds',
  'prcRet',
  'prcReestr',
  'prcGnvlsMax',
  'mrGnvls',
  'tag',
  'doc',
  'supInn',
  'supId',
  'dp',
  'sumOpt',
  'sumOptNds',
  'stkDate',
  'loadDate',
  'rv',
] as const;

/** How a read-back row is written. */
export interface StockRowViewOptions {
  full: boolean;
  /** Whether `prtId` appears in plain JSON (the spec's sample omits it; full JSON always has it). */
  prtIdInPlainJson: boolean;
}

/** Renders a stored row as 2.4 JSON for the given store and Accept mode. */
export function stockRowView(
  row: StoredStockRow,
  store: { storeId: string; realNetId: number },
  options: StockRowViewOptions,
): Record<string, unknown> {
  const record: Record<string, unknown> = {
    ...row.fields,
    realNetId: store.realNetId,
    storeId: store.storeId,
    prtId: options.full || options.prtIdInPlainJson ? row.prtId : undefined,
    stkDate: row.stkDate,
    loadDate: formatMoscowIso(row.loadDate),
    rv: rvToBase64(row.rv),
  };
  return shapeRecord(record, stockRowReadFields, options.full);
}
