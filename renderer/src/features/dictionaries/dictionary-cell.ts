import type { TFunction } from 'i18next';
import { formatCalendarDate, formatDateTime, formatNumber } from '@renderer/ui/format';

/**
 * The operator's datetime columns that are calendar days (a supplier link's first and last day):
 * shown as the day written, never shifted by this PC's time zone; the other datetimes are instants.
 */
const CALENDAR_DAY_COLUMNS: ReadonlySet<string> = new Set(['begDate', 'endDate']);

/** A dictionary cell as the browser shows it, by its column's name and kind, in the chosen language. */
export function dictionaryCellText(
  value: string | number | null,
  column: { name: string; kind: string },
  language: string,
  t: TFunction,
): string {
  if (value === null) return '';
  if (column.kind === 'bool') return value === 1 ? t('dictionaries.table.yes') : t('dictionaries.table.no');
  if (column.kind === 'datetime' && typeof value === 'string') {
    return CALENDAR_DAY_COLUMNS.has(column.name)
      ? formatCalendarDate(value, language)
      : formatDateTime(value, language);
  }
  if (column.kind === 'real' && typeof value === 'number') return formatNumber(value, language, 3);
  return String(value);
}
