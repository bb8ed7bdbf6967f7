/**
 * Rules the operator applies when it processes an accepted stock package (after the schema
 * check, against its goods dictionary). The sandbox enforces them and the desk's preflight
 * predicts them, so both read them from here and cannot drift apart.
 */

/** A package fails (status 3) when more than this share of its rows has an nnt unknown to the operator. */
export const DEFAULT_UNKNOWN_NNT_REJECT_SHARE = 0.5;

/** What breaks the maximum-price rules of a price-regulated (ЖНВЛП) product in one row. */
export type RegulatedPriceProblem = 'gnvls-missing' | 'gnvls-max-missing' | 'retail-above-gnvls-max';

/** The price fields of a row the rules read (values as sent; anything but a number counts as absent). */
export interface RegulatedRowFields {
  gnvls?: unknown;
  prcGnvlsMax?: unknown;
  prcRet?: unknown;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Spec 2.3: `gnvls` is required for regulated products, `prcGnvlsMax` too, and it must not be
 * below the retail price. `regulated` is the dictionary's `gnvls` of the row's product.
 */
export function regulatedPriceProblems(row: RegulatedRowFields, regulated: boolean): RegulatedPriceProblem[] {
  if (!regulated) return [];
  const out: RegulatedPriceProblem[] = [];
  if (row.gnvls !== true) out.push('gnvls-missing');
  if (!isNumber(row.prcGnvlsMax)) out.push('gnvls-max-missing');
  else if (isNumber(row.prcRet) && row.prcRet > row.prcGnvlsMax) out.push('retail-above-gnvls-max');
  return out;
}
