import { localeOf } from '@renderer/ui/format';

type Unit = 'hour' | 'minute' | 'second';
const formatters = new Map<string, Intl.NumberFormat>();

/** One amount of one unit through Intl, in the chosen language ("3 мин", "3 mins"). */
function amount(value: number, unit: Unit, language: string): string {
  const locale = localeOf(language);
  const key = `${locale}|${unit}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    formatters.set(key, f);
  }
  return f.format(value);
}

/** A duration for people: "45 с", "3 мин 20 с", "1 ч 5 мин" (or English), units through Intl. */
export function formatDuration(seconds: number, language: string): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return amount(s, 'second', language);
  if (s < 3600) return `${amount(Math.floor(s / 60), 'minute', language)} ${amount(s % 60, 'second', language)}`;
  return `${amount(Math.floor(s / 3600), 'hour', language)} ${amount(Math.floor((s % 3600) / 60), 'minute', language)}`;
}
