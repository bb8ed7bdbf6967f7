/** A duration for people: "45 с", "3 мин 20 с", "1 ч 5 мин" (or English). */
export function formatDuration(seconds: number, language: string): string {
  const s = Math.max(0, Math.round(seconds));
  const ru = language !== 'en';
  const unit = { h: ru ? 'ч' : 'h', m: ru ? 'мин' : 'min', s: ru ? 'с' : 's' };
  if (s < 60) return `${s} ${unit.s}`;
  if (s < 3600) return `${Math.floor(s / 60)} ${unit.m} ${s % 60} ${unit.s}`;
  return `${Math.floor(s / 3600)} ${unit.h} ${Math.floor((s % 3600) / 60)} ${unit.m}`;
}
