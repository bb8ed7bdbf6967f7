/**
 * The kit's date-time field works on the same value a datetime-local input has
 * (`2026-11-23T06:00`), but shows and reads it as people in the app's language write it: the
 * day first, `23.11.2026` and `06:00` (a browser's own date input follows the browser's locale,
 * not the app's language: headless Chromium shows "11/23/2026, 06:00 AM" inside Russian text).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-23T06:00` → the texts of the two boxes: `23.11.2026` (`23/11/2026` in English) and `06:00`. */
export function splitDateTime(value: string, language: string): { date: string; time: string } {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/.exec(value);
  if (!m) return { date: '', time: '' };
  const sep = language.startsWith('en') ? '/' : '.';
  return { date: `${m[3]}${sep}${m[2]}${sep}${m[1]}`, time: `${m[4]}:${m[5]}` };
}

/**
 * The two boxes' texts → `2026-11-23T06:00`, or '' when either is incomplete or no such day or
 * time exists (31.02, 24:00). Day first with `.`, `/` or `-`; a one-digit day, month or hour is fine.
 */
export function joinDateTime(date: string, time: string): string {
  const d = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(date);
  const t = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(time);
  if (!d || !t) return '';
  const [day, month, year] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hours, minutes] = [Number(t[1]), Number(t[2])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day)
    return '';
  if (hours > 23 || minutes > 59) return '';
  return `${year}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}`;
}
