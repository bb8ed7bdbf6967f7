import { regulatedPriceProblems, type RegulatedPriceProblem } from '@shared/protocol/operator-rules';
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
  /** The dictionary's `gnvls` of a product (null: unknown product). */
  isRegulated: (nnt: number) => boolean | null;
  /** A package fails when any row of a regulated product breaks the maximum-price rules (spec 2.3). */
  regulatedPriceCheck: boolean;
  now: () => Date;
}

/** How the status message words each broken rule. */
const problemText: Record<RegulatedPriceProblem, (row: Record<string, unknown>) => string> = {
  'gnvls-missing': () => 'gnvls is not true',
  'gnvls-max-missing': () => 'prcGnvlsMax is missing',
  'retail-above-gnvls-max': (row) => `prcRet ${String(row.prcRet)} is above prcGnvlsMax ${String(row.prcGnvlsMax)}`,
};

/** Rows listed in a status message at most (the count is always given). */
const LISTED_ROWS = 20;

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
    if (options.regulatedPriceCheck) {
      const broken = regulatedViolations(rows, options.isRegulated);
      if (broken.length > 0) {
        const listed = broken
          .slice(0, LISTED_ROWS)
          .map(
            (b) =>
              `prtId "${String(b.row.prtId)}" (nnt ${String(b.row.nnt)}): ${b.problems.map((p) => problemText[p](b.row)).join(', ')}`,
          )
          .join('; ');
        const more = broken.length > LISTED_ROWS ? `; and ${broken.length - LISTED_ROWS} more` : '';
        return {
          ok: false,
          message:
            `Package not processed: ${broken.length} of ${rows.length} rows of price-regulated (ЖНВЛП) products break ` +
            `the maximum-price rules: ${listed}${more}. Send gnvls: true and prcGnvlsMax not below prcRet for these products.`,
        };
      }
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

/** Rows of regulated products breaking the rules, in package order. */
function regulatedViolations(
  rows: ReadonlyArray<Record<string, unknown>>,
  isRegulated: (nnt: number) => boolean | null,
) {
  const out: { row: Record<string, unknown>; problems: RegulatedPriceProblem[] }[] = [];
  for (const row of rows) {
    const problems = regulatedPriceProblems(row, isRegulated(Number(row.nnt)) === true);
    if (problems.length > 0) out.push({ row, problems });
  }
  return out;
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
