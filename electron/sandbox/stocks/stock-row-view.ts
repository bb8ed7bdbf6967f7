import { stockReadFieldOrder } from '@shared/protocol/stock-fields';
import type { SandboxDates } from '../util/dates';
import { rvToBase64 } from '../util/rv';
import type { StoredStockRow } from './stock-ledger';

/** Field order of a stock row read back (2.4): the service's first fields, the upload fields of 2.3, then the rest. */
export const stockRowReadFields = stockReadFieldOrder;

/** How a read-back row is written. */
export interface StockRowViewOptions {
  full: boolean;
  /** Whether `prtId` appears in plain JSON (the spec's sample omits it; full JSON always has it). */
  prtIdInPlainJson: boolean;
  dates: SandboxDates;
}

/** Renders a stored row as 2.4 JSON for the given store and Accept mode. */
export function stockRowView(
  row: StoredStockRow,
  store: { storeId: string; realNetId: number },
  options: StockRowViewOptions,
): Record<string, unknown> {
  const { dates } = options;
  const fields = row.fields as Record<string, unknown>;
  // Written straight into the answer's object in the field order (a read-back of 100,000 rows
  // built two objects a row before: the stored fields spread, then shaped).
  const out: Record<string, unknown> = {};
  for (const field of stockRowReadFields) {
    let value: unknown;
    switch (field) {
      case 'supDate':
      case 'exp':
        value = typeof fields[field] === 'string' ? dates.stored(fields[field]) : fields[field];
        break;
      case 'realNetId':
        value = store.realNetId;
        break;
      case 'storeId':
        value = store.storeId;
        break;
      case 'prtId':
        value = options.full || options.prtIdInPlainJson ? row.prtId : undefined;
        break;
      case 'stkDate':
        value = dates.stored(row.stkDate);
        break;
      case 'loadDate':
        value = dates.moscow(row.loadDate);
        break;
      case 'rv':
        value = rvToBase64(row.rv);
        break;
      default:
        value = fields[field];
    }
    // Plain JSON leaves null and absent fields out; full JSON lists each one (null when absent).
    if (value !== undefined && value !== null) out[field] = value;
    else if (options.full) out[field] = null;
  }
  return out;
}
