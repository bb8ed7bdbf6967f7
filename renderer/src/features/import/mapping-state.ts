// The mapping screen's state rules, kept pure so they are tested without a browser.
import {
  importTargets,
  requiredImportTargets,
  type ImportMapping,
  type ImportTargetName,
} from '@shared/import/import-mapping';
import { formatMoscowIso } from '@shared/time/moscow-time';

export type MappingColumns = ImportMapping['columns'];
/** What the user chose about reading the file; absent means "detect". */
export type ReadingChoice = Pick<ImportMapping, 'encoding' | 'delimiter' | 'sheet' | 'headerRow'>;

/**
 * The columns to start from: the store's saved choice where the file has that header, then the
 * core's suggestion (from the headers' synonyms) for targets and columns still free.
 */
export function mergeColumns(
  headers: readonly string[],
  suggested: MappingColumns,
  saved: MappingColumns | undefined,
): MappingColumns {
  const out: MappingColumns = {};
  const taken = new Set<string>();
  for (const source of [saved ?? {}, suggested]) {
    for (const target of importTargets) {
      const header = source[target];
      if (header === undefined || out[target] !== undefined || taken.has(header) || !headers.includes(header)) continue;
      out[target] = header;
      taken.add(header);
    }
  }
  return out;
}

/** The target a file column is mapped to, if any. */
export function targetOfColumn(columns: MappingColumns, header: string): ImportTargetName | undefined {
  return importTargets.find((t) => columns[t] === header);
}

/** Maps one file column to `target` (or to nothing): a column feeds one field, a field reads one column. */
export function assignColumn(
  columns: MappingColumns,
  header: string,
  target: ImportTargetName | undefined,
): MappingColumns {
  const out: MappingColumns = {};
  for (const t of importTargets)
    if (columns[t] !== undefined && columns[t] !== header && t !== target) out[t] = columns[t];
  if (target !== undefined) out[target] = header;
  return out;
}

/** Required fields no column feeds yet. */
export function missingRequired(columns: MappingColumns): ImportTargetName[] {
  // Without an nnt column the operator's code is found from the pharmacy's code or the barcode.
  const codeFindable = columns.sku !== undefined || columns.barcode !== undefined;
  return requiredImportTargets.filter((t) => columns[t] === undefined && !(t === 'nnt' && codeFindable));
}

/** The whole mapping sent to core: the reading choices plus the columns (none yet → core suggests). */
export function mappingOf(reading: ReadingChoice, columns: MappingColumns | undefined): ImportMapping {
  const mapping: ImportMapping = { version: 1, columns: columns ?? {} };
  for (const key of ['encoding', 'delimiter', 'sheet', 'headerRow'] as const)
    if (reading[key] !== undefined) Object.assign(mapping, { [key]: reading[key] });
  return mapping;
}

/** `2026-11-23T06:00`: an instant as Moscow wall-clock time for a datetime-local input. */
export function moscowInputValue(at: Date): string {
  return formatMoscowIso(new Date(Math.floor(at.getTime() / 60_000) * 60_000)).slice(0, 16);
}

/** The package date of a datetime-local value read as Moscow time; undefined when incomplete. */
export function packageDateOf(value: string): string | undefined {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value) ? `${value}:00+03:00` : undefined;
}

/** A converted value as the package carries it: text as is, anything else as its JSON. */
export function sentValue(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
