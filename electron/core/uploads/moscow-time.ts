/**
 * Moscow time without the PC's zone: Moscow is UTC+3 all year (no DST since 2014), so every
 * Moscow wall-clock value is computed from the UTC instant plus a fixed offset. Nothing here
 * reads the local time zone, so a PC in Vladivostok or London gets the same answers.
 */

export const MOSCOW_OFFSET_MINUTES = 180;
const MOSCOW_OFFSET_MS = MOSCOW_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The Moscow calendar day of an instant, as days since 1970-01-01 (Moscow). */
export function moscowDayNumber(at: Date): number {
  return Math.floor((at.getTime() + MOSCOW_OFFSET_MS) / DAY_MS);
}

/** Milliseconds since the last Moscow midnight. */
export function moscowTimeOfDayMs(at: Date): number {
  const shifted = at.getTime() + MOSCOW_OFFSET_MS;
  return shifted - Math.floor(shifted / DAY_MS) * DAY_MS;
}

/** The instant of Moscow wall-clock `hh:mm` on the Moscow day of `at`. */
export function moscowTimeOnDay(at: Date, hours: number, minutes: number): Date {
  return new Date(moscowDayNumber(at) * DAY_MS - MOSCOW_OFFSET_MS + (hours * 60 + minutes) * 60_000);
}

/** The instant of the next Moscow midnight after `at`. */
export function nextMoscowMidnight(at: Date): Date {
  return new Date((moscowDayNumber(at) + 1) * DAY_MS - MOSCOW_OFFSET_MS);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `2024-05-01T09:00:00+03:00`: an instant written in Moscow time. */
export function formatMoscow(at: Date): string {
  const s = new Date(at.getTime() + MOSCOW_OFFSET_MS);
  return (
    `${s.getUTCFullYear()}-${pad(s.getUTCMonth() + 1)}-${pad(s.getUTCDate())}` +
    `T${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}:${pad(s.getUTCSeconds())}+03:00`
  );
}
