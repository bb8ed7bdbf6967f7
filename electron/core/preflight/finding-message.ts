import type { ProductName } from '@shared/ipc/channels/products';
import type { RawFinding } from './row-checks';

type Facts = RawFinding['facts'];

const what: Record<RawFinding['code'], (f: Facts) => string> = {
  'unknown-nnt': (f) =>
    `nnt ${f.nnt} is not in the operator's goods dictionary; the operator will not know this product. Check the product link on the operator's linking portal.`,
  'unknown-share-exceeded': (f) =>
    `${f.unknownRows} of ${f.rows} rows (${f.sharePercent}%) have an nnt unknown to the operator, more than the ${f.allowedPercent}% it accepts: the operator will reject this package. Fix the product links first.`,
  'nnt-not-actual': (f) =>
    `nnt ${f.nnt} is no longer current in the goods dictionary; relink the product to its current code.`,
  'gnvls-missing': () =>
    'the product is price-regulated (ЖНВЛП) in the dictionary but gnvls is not true; the operator requires gnvls: true.',
  'gnvls-not-regulated': () => 'gnvls is true but the dictionary says the product is not price-regulated.',
  'gnvls-max-missing': () => 'the product is price-regulated but prcGnvlsMax (the maximum retail price) is missing.',
  'retail-above-gnvls-max': (f) =>
    `the retail price ${f.prcRet} is above the maximum permitted price ${f.prcGnvlsMax}.`,
  'gnvls-max-not-regulated': (f) =>
    `prcGnvlsMax ${f.prcGnvlsMax} is filled, but the product is not price-regulated; the field is for regulated products only.`,
  'nds-differs': (f) =>
    `VAT ${f.sentNds}% differs from the dictionary's ${f.dictionaryVat}%; the operator computes with ${f.dictionaryVat}%.`,
  'retail-zero': () => 'the retail price is 0; the row will appear on the dispersion page.',
  'retail-below-purchase': (f) => `the retail price ${f.prcRet} is below the purchase price ${f.prcOptNds}.`,
  'retail-below-half-purchase': (f) =>
    `the retail price ${f.prcRet} is below half of the purchase price ${f.prcOptNds}; the row will appear on the dispersion page (often a wrong product link).`,
  'sku-linked-elsewhere': (f) => `this store links sku "${f.sku}" to nnt ${f.linkedNnt}, not to nnt ${f.sentNnt}.`,
  'nnt-not-linked': (f) => `this store has no product link to nnt ${f.nnt}.`,
  expired: (f) => `expired ${f.daysAgo} days ago with mark 0 (normal); mark it or remove it from stock.`,
  'near-expiry': (f) => `expires in ${f.daysLeft} days with mark 0; mark 1 (near-expiry)?`,
};

/** "row 13, batch 4711, Парацетамол таб. 500 мг №20: …" — the English message of a finding. */
export function findingMessage(f: RawFinding, product: ProductName | null): string {
  const where: string[] = [];
  if (f.row !== null) where.push(`row ${f.row}`);
  if (f.prtId !== null) where.push(`batch ${f.prtId}`);
  if (product) where.push(product.name);
  else if (f.nnt !== null) where.push(`nnt ${f.nnt}`);
  const text = what[f.code](f.facts);
  return where.length === 0 ? capitalize(text) : `${where.join(', ')}: ${text}`;
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
