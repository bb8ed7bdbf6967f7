/**
 * Date helpers for the operator's conventions: Moscow time (UTC+3 all year since 2014) for
 * business days and stock dates, offset zero for message status dates.
 */

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Formats an instant as `YYYY-MM-DDTHH:mm:ss[.fff]±HH:MM` at the given offset (minutes east of UTC). */
export function formatAtOffset(date: Date, offsetMinutes: number): string {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  const ms = shifted.getUTCMilliseconds();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}` +
    (ms ? `.${pad(ms, 3)}` : '') +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** `2024-05-01T09:00:00+03:00`: how the sandbox writes load dates and notification dates. */
export const formatMoscow = (date: Date): string => formatAtOffset(date, 180);

/** `2024-05-01T06:00:00+00:00`: message status dates are at offset zero (spec 2.5). */
export const formatUtc = (date: Date): string => formatAtOffset(date, 0);

/** The Moscow calendar day of an instant, as a day number (days since 1970-01-01 in Moscow). */
export function moscowDayNumber(date: Date): number {
  return Math.floor((date.getTime() + MOSCOW_OFFSET_MS) / DAY_MS);
}

/** The instant of the next Moscow midnight after `date`. */
export function nextMoscowMidnight(date: Date): Date {
  return new Date((moscowDayNumber(date) + 1) * DAY_MS - MOSCOW_OFFSET_MS);
}

const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Parses an ISO 8601 date-time that carries an offset; returns null for anything else. */
export function parseOffsetDateTime(text: string): { date: Date; offsetMinutes: number } | null {
  const m = ISO_WITH_OFFSET.exec(text.trim());
  if (!m) return null;
  const date = new Date(text.trim());
  if (Number.isNaN(date.getTime())) return null;
  const zone = m[8] as string;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    const sign = digits.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  return { date, offsetMinutes };
}

/**
 * Rewrites an uploaded date-time the way a DateTimeOffset round-trip would: same instant, same
 * offset, canonical form. Text that does not parse is returned unchanged.
 */
export function normalizeOffsetDateTime(text: string): string {
  const parsed = parseOffsetDateTime(text);
  return parsed ? formatAtOffset(parsed.date, parsed.offsetMinutes) : text;
}

/**
 * Ticks below the millisecond in .NET-style dates: fixed and under 5000, so a client that rounds
 * 7 digits to milliseconds and one that truncates them read the same instant.
 */
const SUB_MS_TICKS = '4567';

/** `2024-05-01T06:00:00.1234567`: how a .NET service writes a DateTime of unspecified kind (UTC wall clock). */
export const formatDotnet = (date: Date): string => date.toISOString().slice(0, 23) + SUB_MS_TICKS;

/** How the sandbox writes the dates of its answers, in one of the behaviour's date styles. */
export interface SandboxDates {
  /** An instant the service stamps in Moscow time (stock loadDate, notification Date). */
  moscow(date: Date): string;
  /** An instant at offset zero (message statusDate, spec 2.5). */
  utc(date: Date): string;
  /** An uploaded date-time as read back (supDate, exp, stkDate); text that does not parse stays as is. */
  stored(text: string): string;
}

/** The date writer of a style: 'offset' (the sandbox's own) or 'dotnet' (no offset, 7 fraction digits). */
export function sandboxDates(style: 'offset' | 'dotnet'): SandboxDates {
  if (style === 'offset') return { moscow: formatMoscow, utc: formatUtc, stored: (text) => text };
  return {
    moscow: formatDotnet,
    utc: formatDotnet,
    stored: (text) => {
      const parsed = parseOffsetDateTime(text);
      return parsed ? formatDotnet(parsed.date) : text;
    },
  };
}
