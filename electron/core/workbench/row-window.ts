import type { ProductName } from '@shared/ipc/channels/products';
import type { WorkbenchRow } from '@shared/ipc/channels/workbench';
import type { PackageView } from './package-view';

/** Longest value text a cell carries; the source view shows the whole value. */
export const MAX_CELL_CHARS = 200;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as JSON text, shortened with `…` past the cap (`undefined` cannot occur in parsed JSON). */
export function cellText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS - 1)}…` : text;
}

/** The nnt of a row when it is a whole number (what the goods dictionary is keyed by). */
export function nntOf(row: unknown): number | null {
  const nnt = isRecord(row) ? row.nnt : undefined;
  return typeof nnt === 'number' && Number.isSafeInteger(nnt) ? nnt : null;
}

/** The prtId of a row as text (a number written there is shown as written, the check reports it). */
export function prtIdOf(row: unknown): string | null {
  const prtId = isRecord(row) ? row.prtId : undefined;
  return typeof prtId === 'string' ? prtId : typeof prtId === 'number' ? String(prtId) : null;
}

/**
 * Rows `offset`..`offset+limit` of a package, each field as the file has it, with the product
 * name of its nnt (`names` is asked once for the window's codes).
 */
export function rowWindow(
  view: PackageView,
  offset: number,
  limit: number,
  names: (nnts: number[]) => Map<number, ProductName>,
  findingsOfRow: (row: number) => WorkbenchRow['findings'] = () => [],
): WorkbenchRow[] {
  const slice = view.stocks.slice(offset, offset + limit);
  const products = names(slice.flatMap((r) => nntOf(r) ?? []));
  return slice.map((row, i) => {
    const cells: Record<string, string> = {};
    if (isRecord(row)) for (const key in row) cells[key] = cellText(row[key]);
    else cells[''] = cellText(row);
    const nnt = nntOf(row);
    const at = view.rowStarts?.[offset + i];
    return {
      row: offset + i + 1,
      prtId: prtIdOf(row),
      nnt,
      line: at === undefined ? null : view.positionAt(at).line,
      cells,
      product: nnt === null ? null : (products.get(nnt) ?? null),
      findings: findingsOfRow(offset + i + 1),
    };
  });
}
