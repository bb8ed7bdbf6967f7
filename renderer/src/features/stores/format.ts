/** A date-time in the user's language and this PC's time zone, e.g. "22.11.2026, 03:15". */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ru-RU', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

/** A number in the user's language (thousands separated). */
export function formatNumber(value: number | null | undefined, language: string, maxFractionDigits = 2): string {
  if (value === null || value === undefined) return '';
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'ru-RU', {
    maximumFractionDigits: maxFractionDigits,
  }).format(value);
}
