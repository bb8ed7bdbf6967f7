import { z } from 'zod';

/**
 * The shape of a date-time the operator writes: seconds required, 0–7 fraction digits (.NET
 * writes 7), offset `Z` / `±HH:MM` or none at all (a .NET `DateTime` of unspecified kind).
 */
const OPERATOR_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:[zZ]|[+-]\d{2}:\d{2})?$/;
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:\d{2})$/;

// Calendar check (no 30 February) on top of the shape.
const calendarChecked = z.iso.datetime({ offset: true, local: true });

/**
 * A date-time from an operator answer as an ISO 8601 text with an offset, or null when it is
 * not one. An offset-less value is read as UTC (2.5: "UTC offset zero") and gets `Z`, so no
 * reader downstream can mistake it for the PC's local time; other values are returned as sent.
 */
export function readOperatorDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || !OPERATOR_DATE_TIME.test(value)) return null;
  if (!calendarChecked.safeParse(value).success) return null;
  return HAS_OFFSET.test(value) ? value : `${value}Z`;
}

/** The instant (ms since the epoch) of an operator date-time, by the same rule; NaN when unreadable. */
export function operatorInstant(value: unknown): number {
  const text = readOperatorDateTime(value);
  return text === null ? Number.NaN : Date.parse(text);
}

/**
 * Every date-time the operator sends (message status, read-back stock rows, webhook
 * notifications, dictionary dates): lenient in what it accepts, normalised to carry an offset.
 * Never for what the client sends: outgoing packages must state their zone (`dateTimeSchema`).
 */
export const operatorDateTimeSchema = z
  .string()
  .refine(
    (value) => readOperatorDateTime(value) !== null,
    'is not a date-time (expected e.g. 2019-12-03T15:07:49+00:00 or 2020-04-01T12:34:56.1234567)',
  )
  .transform((value) => readOperatorDateTime(value)!);
