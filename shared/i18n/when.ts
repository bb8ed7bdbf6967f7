import { formatMoscowWallClock } from '@shared/time/moscow-time';

const AT = { ru: 'в', en: 'at' } as const;
const MSK = { ru: 'МСК', en: 'MSK' } as const;

/**
 * An instant as a person reads it, in the operator's Moscow time and without seconds:
 * "27.11.2026 в 01:52 МСК" (Russian), "27.11.2026 at 01:52 MSK" (English). Screen and CLI alike.
 */
export function formatMoscowWhen(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const lng = language.startsWith('en') ? 'en' : 'ru';
  const [day = '', time = ''] = formatMoscowWallClock(at).split(' ');
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y} ${AT[lng]} ${time} ${MSK[lng]}`;
}
