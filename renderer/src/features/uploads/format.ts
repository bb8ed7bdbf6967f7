import { formatMoscowLocalized, localZoneIsMoscowTime } from '../../../../shared/time/moscow-time';

/** Formatting for the uploads screens: sizes, and times in the PC's zone with Moscow time alongside. */

/** `12,3 МБ` / `12.3 MB`: binary units, one decimal above a kilobyte. */
export function formatBytes(bytes: number, lng: string): string {
  const units = lng.startsWith('ru') ? ['байт', 'КБ', 'МБ', 'ГБ'] : ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const number =
    unit === 0
      ? String(value)
      : value.toLocaleString(lng, {
          maximumFractionDigits: 1,
          minimumFractionDigits: 1,
        });
  return `${number} ${units[unit]}`;
}

/** Date and time in the PC's own time zone. */
export function formatLocal(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(lng, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/**
 * Moscow time (UTC+3 all year) computed from the instant, not from the PC's zone or the
 * browser's time-zone database: `06:30` or, on another day than `reference`, `10.05 06:30`.
 */
export function formatMoscow(iso: string, lng: string, withDate = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatMoscowLocalized(date, lng, withDate);
}

/** True when the PC's zone is not Moscow time at that instant (then Moscow time is worth showing alongside). */
export function pcIsNotOnMoscowTime(iso: string): boolean {
  return !localZoneIsMoscowTime(new Date(iso));
}

/** Whole minutes from `now` until `iso` (at least 0). */
export function minutesUntil(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 60_000));
}
