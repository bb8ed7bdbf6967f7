import { describe, expect, it } from 'vitest';
import { joinDateTime, splitDateTime } from './date-time-text';

describe('the kit date-time field’s texts', () => {
  it('shows a datetime-local value day first in the app’s language', () => {
    expect(splitDateTime('2026-11-23T06:05', 'ru')).toEqual({ date: '23.11.2026', time: '06:05' });
    expect(splitDateTime('2026-11-23T16:05', 'en')).toEqual({ date: '23/11/2026', time: '16:05' });
    expect(splitDateTime('', 'ru')).toEqual({ date: '', time: '' });
  });

  it('reads what a person types back, and nothing from an incomplete or impossible date', () => {
    expect(joinDateTime('23.11.2026', '06:05')).toBe('2026-11-23T06:05');
    expect(joinDateTime('3/1/2027', '9:30')).toBe('2027-01-03T09:30');
    expect(joinDateTime(' 01-02-2026 ', '23.59')).toBe('2026-02-01T23:59');
    expect(joinDateTime('31.02.2026', '06:00')).toBe('');
    expect(joinDateTime('23.11.2026', '24:00')).toBe('');
    expect(joinDateTime('23.11.26', '06:00')).toBe('');
    expect(joinDateTime('23.11.2026', '')).toBe('');
    expect(joinDateTime('2026-11-23', '06:00')).toBe('');
  });

  it('round-trips every value it shows', () => {
    for (const v of ['2026-01-01T00:00', '2024-02-29T23:59', '2027-12-31T12:30'])
      for (const lng of ['ru', 'en']) {
        const { date, time } = splitDateTime(v, lng);
        expect(joinDateTime(date, time)).toBe(v);
      }
  });
});
