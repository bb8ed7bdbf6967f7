import type { PackageError } from '@shared/ipc/channels/uploads';
import { viewOf, type ParsedRows } from './package-view';
import { nntOf } from './row-window';

/**
 * The operator's field errors with each row's nnt read from the sent file, so the ledger keeps
 * it and upload history names the product (the file itself may not be kept).
 */
export function withRowNnts(
  pkg: { text: string; parsed?: ParsedRows },
  errors: readonly PackageError[],
): PackageError[] {
  if (errors.length === 0) return [];
  const { stocks } = viewOf(pkg, pkg.text, pkg.parsed);
  return errors.map((e) => ({ ...e, nnt: e.rowIndex === null ? null : nntOf(stocks[e.rowIndex]) }));
}
