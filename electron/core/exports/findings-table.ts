import { findingWording } from '@shared/i18n/finding-wording';
import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import { readOperatorDateTime } from '@shared/protocol/operator-date-time';
import type { TableCell } from './table-file';

/** The languages an export's headers and fixed words come in. */
export type ExportLanguage = 'ru' | 'en';

type Column = { key: keyof ExportFindingRow; width: number; header: Record<ExportLanguage, string> };

/** Columns of every findings export, in order; widths are in characters (XLSX). */
export const findingColumns: readonly Column[] = [
  { key: 'severity', width: 16, header: { ru: 'Важность', en: 'Severity' } },
  { key: 'row', width: 8, header: { ru: 'Запись', en: 'Record' } },
  { key: 'prtId', width: 20, header: { ru: 'Партия (prtId)', en: 'Batch (prtId)' } },
  { key: 'field', width: 16, header: { ru: 'Поле', en: 'Field' } },
  { key: 'product', width: 40, header: { ru: 'Товар', en: 'Product' } },
  { key: 'message', width: 60, header: { ru: 'Причина', en: 'Reason' } },
  { key: 'value', width: 24, header: { ru: 'Значение', en: 'Value' } },
  { key: 'line', width: 8, header: { ru: 'Строка', en: 'Line' } },
  { key: 'column', width: 8, header: { ru: 'Символ', en: 'Column' } },
  { key: 'source', width: 20, header: { ru: 'Источник', en: 'Source' } },
];

// Severities in the one word the screen and the CLI use too (shared/i18n).
const words: Record<ExportLanguage, Record<string, string>> = {
  ru: {
    ...findingWording.ru.severity,
    local: 'этот компьютер',
    server: 'сервер оператора',
    preflight: 'справочники',
    wholePackage: 'весь пакет',
  },
  en: {
    ...findingWording.en.severity,
    local: 'this PC',
    server: 'operator’s server',
    preflight: 'dictionaries',
    wholePackage: 'whole package',
  },
};

/** A cell: numbers stay numbers (Excel sorts them), absent values are empty. */
export type FindingCell = TableCell;

/** The header row in the chosen language. */
export function findingHeader(language: ExportLanguage): string[] {
  return findingColumns.map((c) => c.header[language]);
}

/** One finding as the cells of a row, severity and source in words of the chosen language. */
export function findingCells(row: ExportFindingRow, language: ExportLanguage): FindingCell[] {
  const w = words[language];
  return findingColumns.map(({ key }) => {
    if (key === 'severity' || key === 'source') return w[row[key]];
    if (key === 'row') return row.row ?? w.wholePackage;
    if (key === 'value') return dateOrText(row.value);
    return row[key];
  });
}

// A date-time with its zone, written as JSON text: `"2027-01-28T00:00:00+03:00"`.
const ZONED_DATE_TIME_JSON = /^"\d{4}-\d{2}-\d{2}T[^"]*(?:[zZ]|[+-]\d{2}:\d{2})"$/;

/**
 * A value that is a zoned date-time becomes a date cell (Excel reads, sorts and filters it as a
 * date, in Moscow time); anything else, an offset-less or impossible date included, stays the
 * JSON text the package holds, so the reader sees exactly what was wrong.
 */
function dateOrText(value: string | null): TableCell {
  if (value === null || !ZONED_DATE_TIME_JSON.test(value)) return value;
  const iso = readOperatorDateTime(value.slice(1, -1));
  return iso === null ? value : new Date(iso);
}
