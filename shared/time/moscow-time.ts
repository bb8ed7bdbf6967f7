/**
 * Moscow time, the operator's clock, computed from the instant alone: Moscow is UTC+3 all year
 * (no DST since 2014), so a fixed offset gives the answer on any PC, whatever its time zone and
 * however old its time-zone database. Intl does the localized formatting (at zone UTC after the
 * shift). The one copy for core, sandbox, CLI and renderer.
 */

export const MOSCOW_OFFSET_MINUTES = 180;
const MOSCOW_OFFSET_MS = MOSCOW_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

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

/** Formats an instant as `YYYY-MM-DDTHH:mm:ss[.fff]±HH:MM` at an offset (minutes east of UTC). */
export function formatAtOffset(at: Date, offsetMinutes: number): string {
  const shifted = new Date(at.getTime() + offsetMinutes * 60_000);
  const ms = shifted.getUTCMilliseconds();
  const abs = Math.abs(offsetMinutes);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}` +
    (ms ? `.${pad(ms, 3)}` : '') +
    `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** `2024-05-01T09:00:00+03:00`: an instant as the operator writes dates (milliseconds when any). */
export function formatMoscowIso(at: Date): string {
  return formatAtOffset(at, MOSCOW_OFFSET_MINUTES);
}

/** A Moscow calendar day (days since 1970-01-01) as the operator writes dates: `2024-03-01T00:00:00+03:00`. */
export function moscowDayIso(day: number): string {
  return formatAtOffset(new Date(day * DAY_MS - MOSCOW_OFFSET_MS), MOSCOW_OFFSET_MINUTES);
}

/** `2024-05-10 05:15`: Moscow wall-clock date and time, locale-neutral (CLI, logs). */
export function formatMoscowWallClock(at: Date): string {
  return formatMoscowIso(new Date(Math.floor(at.getTime() / 60_000) * 60_000))
    .slice(0, 16)
    .replace('T', ' ');
}

/**
 * `27.11.2026 01:52`: Moscow wall-clock date and time as Excel in a Russian locale reads a
 * date-time from text (CSV exports: history, findings). No "T", no offset, no seconds; the
 * column's header names the zone. The one formatter for every CSV the app writes.
 */
export function formatMoscowSpreadsheet(at: Date): string {
  const wall = formatMoscowWallClock(at); // `2026-11-27 01:52`
  return `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}

/**
 * The Moscow wall-clock reading of an instant as a Date whose UTC fields hold it: spreadsheet
 * libraries (exceljs) write a Date's UTC fields as the cell's serial, so the cell shows Moscow time.
 */
export function moscowWallClockAsUtc(at: Date): Date {
  return new Date(at.getTime() + MOSCOW_OFFSET_MS);
}

/** Moscow time for people, through Intl: `06:30`, or `10.05, 06:30` with the date. */
export function formatMoscowLocalized(at: Date, locale: string, withDate = false): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    // A 24-hour clock whatever the locale (en-US would say "03:05 PM").
    hourCycle: 'h23',
    ...(withDate ? { day: '2-digit', month: '2-digit' } : {}),
  }).format(new Date(at.getTime() + MOSCOW_OFFSET_MS));
}

/** True when this process's own time zone is on Moscow time at that instant. */
export function localZoneIsMoscowTime(at: Date): boolean {
  return -at.getTimezoneOffset() === MOSCOW_OFFSET_MINUTES;
}
