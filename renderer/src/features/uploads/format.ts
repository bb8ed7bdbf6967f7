import type { TFunction } from 'i18next';
import { formatMoscowLocalized, localZoneIsMoscowTime } from '@shared/time/moscow-time';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { formatDateTime, localeOf } from '@renderer/ui/format';

// Formatting for the uploads screens: times in the PC's zone with Moscow time alongside (sizes: ui/format.ts).

/** A status in words: 0–3 by name, any other number as "unknown status N", none for a 204. */
export function statusText(t: TFunction, statusId: number | null): string {
  if (statusId === null) return t('uploads.statuses.none');
  if (statusId >= 0 && statusId <= 3 && Number.isInteger(statusId))
    return t(runtimeKey(`uploads.statuses.${statusId}`));
  return t('uploads.statuses.unknown', { id: statusId });
}

/**
 * Date and time in the PC's own time zone, labelled with the zone (ui/format.ts); without seconds
 * where a person reads it, with them (`seconds`) for a tooltip that tells two close attempts apart.
 */
export function formatLocal(iso: string, lng: string, seconds = false): string {
  return formatDateTime(iso, lng, { seconds });
}

/**
 * Moscow time (UTC+3 all year) computed from the instant, not from the PC's zone or the
 * browser's time-zone database: `06:30` or, on another day than `reference`, `10.05 06:30`.
 */
export function formatMoscow(iso: string, lng: string, withDate = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatMoscowLocalized(date, localeOf(lng), withDate);
}

/** True when the PC's zone is not Moscow time at that instant (then Moscow time is worth showing alongside). */
export function pcIsNotOnMoscowTime(iso: string): boolean {
  return !localZoneIsMoscowTime(new Date(iso));
}

/** Whole minutes from `now` until `iso` (at least 0). */
export function minutesUntil(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 60_000));
}
