import { formatAtOffset, formatMoscowIso } from '@shared/time/moscow-time';

/**
 * Date helpers for the operator's conventions: offset zero for message status dates, and
 * uploaded date-times kept at their own offset. Moscow time lives in shared/time/moscow-time.ts.
 */

/** `2024-05-01T06:00:00+00:00`: message status dates are at offset zero (spec 2.5). */
export const formatUtc = (date: Date): string => formatAtOffset(date, 0);

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
  if (style === 'offset') return { moscow: formatMoscowIso, utc: formatUtc, stored: (text) => text };
  return {
    moscow: formatDotnet,
    utc: formatDotnet,
    stored: (text) => {
      const parsed = parseOffsetDateTime(text);
      return parsed ? formatDotnet(parsed.date) : text;
    },
  };
}
