import { describe, expect, it } from 'vitest';
import { formatBytes, formatCalendarDate, formatDateTime, formatMoney, formatNumber } from './format';

describe('format helpers', () => {
  it('formats numbers per language, with the chosen fraction digits', () => {
    expect(formatNumber(1234567.891, 'ru')).toBe('1\u00a0234\u00a0567,89');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(2.5, 'ru', 0)).toBe('3');
    expect(formatNumber(null, 'ru')).toBe('');
  });

  it('writes money with exactly two decimals, thousands separated, per language', () => {
    expect(formatMoney(312.1, 'ru')).toBe('312,10');
    expect(formatMoney(1432.52, 'ru')).toBe('1\u00a0432,52');
    expect(formatMoney(1432.525, 'en')).toBe('1,432.53');
    expect(formatMoney(0, 'ru')).toBe('0,00');
    expect(formatMoney(null, 'ru')).toBe('');
  });

  it('shows a calendar date as the day written, on a PC in any time zone', () => {
    // The renderer's types know no Node; the test runs in Node, whose TZ it switches.
    const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
    const saved = env.TZ;
    const seen = new Set<string>();
    const offsets = new Set<number>();
    try {
      // Node re-reads TZ when it changes, so each zone is really in force for its round.
      for (const zone of ['UTC', 'Europe/Kaliningrad', 'Europe/Moscow', 'Asia/Vladivostok', 'America/New_York']) {
        env.TZ = zone;
        offsets.add(new Date('2027-01-28T00:00:00Z').getTimezoneOffset());
        seen.add(
          [
            formatCalendarDate('2027-01-28T00:00:00+03:00', 'ru'),
            formatCalendarDate('2027-01-28', 'en'),
            formatCalendarDate('2027-01-28T23:30:00-05:00', 'ru'),
          ].join('|'),
        );
      }
    } finally {
      env.TZ = saved;
    }
    expect(offsets.size).toBe(5);
    expect([...seen]).toEqual(['28.01.2027|28/01/2027|28.01.2027']);
    expect(formatCalendarDate('not a date', 'ru')).toBe('not a date');
    expect(formatCalendarDate(null, 'ru')).toBe('');
  });

  it('labels a date-time with the PC’s zone: МСК on Moscow time, the zone elsewhere', () => {
    const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
    const saved = env.TZ;
    try {
      env.TZ = 'Europe/Moscow';
      expect(formatDateTime('2026-11-22T03:15:00Z', 'ru')).toBe('22.11.2026, 06:15 МСК');
      expect(formatDateTime('2026-11-22T03:15:09Z', 'en', { seconds: true })).toBe('22/11/2026, 06:15:09 MSK');
      // A 24-hour clock in English too: no AM/PM anywhere.
      expect(formatDateTime('2026-11-22T12:05:00Z', 'en')).toBe('22/11/2026, 15:05 MSK');
      expect(formatDateTime('2026-11-22T21:00:00Z', 'en')).toBe('23/11/2026, 00:00 MSK');
      env.TZ = 'Europe/Kaliningrad';
      expect(formatDateTime('2026-11-22T03:15:00Z', 'ru')).toBe('22.11.2026, 05:15 GMT+2');
      env.TZ = 'Asia/Vladivostok';
      expect(formatDateTime('2026-11-22T03:15:00Z', 'ru')).toBe('22.11.2026, 13:15 GMT+10');
    } finally {
      env.TZ = saved;
    }
  });

  it('formats date-times and byte sizes per language', () => {
    expect(formatDateTime('2026-11-22T03:15:00Z', 'ru')).toMatch(/^\d\d\.\d\d\.2026, \d\d:\d\d \S+$/);
    expect(formatDateTime('2026-11-22T03:15:00Z', 'en')).toMatch(/^\d\d\/\d\d\/2026, \d\d:\d\d \S+$/);
    expect(formatDateTime('garbage', 'en')).toBe('garbage');
    expect(formatBytes(512, 'ru')).toBe('512 байт');
    expect(formatBytes(1536, 'ru')).toBe('1,5 КБ');
    expect(formatBytes(12.3 * 1024 * 1024, 'en')).toBe('12.3 MB');
  });
});
