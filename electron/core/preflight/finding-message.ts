import type { ProductName } from '@shared/ipc/channels/products';
import { findingParams } from '@shared/i18n/finding-wording';
import { wordingT } from '../wording/wording-t';
import type { RawFinding } from './row-checks';

const t = wordingT('en');

/**
 * "row 13, batch 4711, Парацетамол таб. 500 мг №20: …" — a finding's message in English (the
 * shared wording's sentence), for logs and JSON; people read the code and facts in their language.
 */
export function findingMessage(f: RawFinding, product: ProductName | null): string {
  const where: string[] = [];
  if (f.row !== null) where.push(`row ${f.row}`);
  if (f.prtId !== null) where.push(`batch ${f.prtId}`);
  if (product) where.push(product.name);
  else if (f.nnt !== null) where.push(`nnt ${f.nnt}`);
  const text = t(`findings.codes.${f.code}`, findingParams(f.facts));
  return where.length === 0 ? capitalize(text) : `${where.join(', ')}: ${text}`;
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
