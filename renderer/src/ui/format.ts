import { MOSCOW_OFFSET_MINUTES } from '@shared/time/moscow-time';

/**
 * Numbers and dates in the chosen language, through Intl. Formatters are built once per
 * language and kept: constructing one costs far more than using it, and a table formats
 * hundreds of cells per frame.
 */

/** The Intl locale of an app language: one date and number notation per language (en-GB: 24-hour, day first). */
export const localeOf = (language: string) => (language.startsWith('en') ? 'en-GB' : 'ru-RU');

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let f = cache.get(key) as F | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** A number in the user's language (thousands separated). */
export function formatNumber(value: number | null | undefined, language: string, maxFractionDigits = 2): string {
  if (value === null || value === undefined) return '';
  const locale = localeOf(language);
  return cached(
    `n|${locale}|${maxFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits }),
  ).format(value);
}

/**
 * An amount of money: always two decimals ("312,10", never "312,1" beside "1 432,52"), thousands
 * separated, in the user's notation (ru-RU by default). Tables align it to the right.
 */
export function formatMoney(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  const locale = localeOf(language);
  return cached(
    `m|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(value);
}

/**
 * A date-time in the user's language and this PC's time zone, labelled with the zone so that
 * nobody mistakes it for the operator's Moscow time: "22.11.2026, 03:15 МСК" on a PC on Moscow
 * time, "22.11.2026, 02:15 GMT+2" elsewhere (the zone's short name as Intl gives it).
 */
export function formatDateTime(
  iso: string | null | undefined,
  language: string,
  options: { seconds?: boolean } = {},
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = localeOf(language);
  const seconds = options.seconds === true;
  const offset = -date.getTimezoneOffset();
  const onMoscowTime = offset === MOSCOW_OFFSET_MINUTES;
  const formatter = cached(
    `dt|${locale}|${seconds}|${offset}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        // A 24-hour clock in both languages: never "03:22 PM" beside "23.11.2026".
        hourCycle: 'h23',
        ...(seconds ? { second: '2-digit' } : {}),
        ...(onMoscowTime ? {} : { timeZoneName: 'short' }),
      }),
  );
  const text = formatter.format(date);
  return onMoscowTime ? `${text} ${moscowLabel(language)}` : text;
}

/** The label of Moscow time: "МСК" in Russian, "MSK" in English. */
export function moscowLabel(language: string): string {
  return language.startsWith('en') ? 'MSK' : 'МСК';
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date (an expiry, a delivery day) as the day written in the file: "2027-01-28T00:00:00+03:00"
 * is 28.01.2027 on every PC, whatever its time zone, because the written day is read, not the instant.
 */
export function formatCalendarDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const m = CALENDAR_DAY.exec(value);
  if (!m) return value;
  const locale = localeOf(language);
  return cached(`cd|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' })).format(
    new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))),
  );
}

/** `12,3 МБ` / `12.3 MB`: binary units, one decimal above a kilobyte. */
export function formatBytes(bytes: number, language: string): string {
  const units = language.startsWith('ru') ? ['байт', 'КБ', 'МБ', 'ГБ'] : ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${value} ${units[0]}`;
  const locale = localeOf(language);
  const number = cached(
    `b|${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
  ).format(value);
  return `${number} ${units[unit]}`;
}
