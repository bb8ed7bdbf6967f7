import type { PackageMessage, ProcessOutcome } from '../messages/message-queue';
import { normalizeOffsetDateTime } from '../util/dates';
import type { StockLedger } from './stock-ledger';

/** A validated stock package waiting in the queue. */
export interface StockPayload {
  kind: 'full' | 'changes';
  date: string;
  rows: ReadonlyArray<Record<string, unknown>>;
}

export interface StockProcessorOptions {
  ledger: StockLedger;
  hasGoods: (nnt: number) => boolean;
  /** A package fails (status 3) when more than this share of rows has an unknown nnt; null never fails. */
  unknownNntErrorShare: number | null;
  now: () => Date;
}

const EXAMPLES = 5;

/** Writes a processed package into the ledger, or explains why it was not processed. */
export function createStockProcessor(options: StockProcessorOptions) {
  return (message: PackageMessage, payload: StockPayload): ProcessOutcome => {
    const { rows } = payload;
    const unknown = rows.filter((r) => !options.hasGoods(Number(r.nnt)));
    const share = rows.length === 0 ? 0 : unknown.length / rows.length;
    const limit = options.unknownNntErrorShare;
    const examples = unknown
      .slice(0, EXAMPLES)
      .map((r) => `nnt ${String(r.nnt)} (prtId "${String(r.prtId)}")`)
      .join(', ');
    if (limit !== null && share > limit) {
      return {
        ok: false,
        message:
          `Package not processed: ${unknown.length} of ${rows.length} rows (${(share * 100).toFixed(1)}%) have an nnt ` +
          `that is not in the operator's goods dictionary, more than the ${(limit * 100).toFixed(0)}% allowed; ` +
          `e.g. ${examples}. Check the product links (goods_links) and send the package again.`,
      };
    }
    const stkDate = normalizeOffsetDateTime(payload.date);
    const loadDate = options.now();
    const normalized = rows.map(normalizeRowDates);
    if (payload.kind === 'full') options.ledger.replaceAll(message.storeId, normalized, stkDate, loadDate);
    else options.ledger.upsert(message.storeId, normalized, stkDate, loadDate);
    return {
      ok: true,
      message:
        unknown.length === 0
          ? 'Processed'
          : `Processed; ${unknown.length} of ${rows.length} rows have an nnt not in the goods dictionary, e.g. ${examples}`,
    };
  };
}

/** Stores dates the way a DateTimeOffset column returns them: same instant and offset, canonical text. */
function normalizeRowDates(row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const field of ['supDate', 'exp'] as const) {
    const value = out[field];
    if (typeof value === 'string') out[field] = normalizeOffsetDateTime(value);
  }
  return out;
}
