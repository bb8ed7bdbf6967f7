import { afterAll, describe, expect, it } from 'vitest';
import {
  formatAtOffset,
  formatMoscowIso,
  formatMoscowLocalized,
  formatMoscowSpreadsheet,
  formatMoscowWallClock,
  localZoneIsMoscowTime,
  moscowDayIso,
  moscowDayNumber,
  moscowTimeOfDayMs,
  moscowTimeOnDay,
  moscowWallClockAsUtc,
  nextMoscowMidnight,
} from './moscow-time';

// shared/ has no Node types; the test reaches the process's TZ through globalThis.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const originalTz = env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete env.TZ;
  else env.TZ = originalTz;
});

// Late evening in Moscow: the Moscow day differs from the UTC day, and from Vladivostok's.
const lateEvening = new Date('2024-05-01T21:30:05.120Z'); // 2024-05-02 00:30:05.120 in Moscow
const zones = [
  { tz: 'UTC', localHour: 21, moscow: false },
  { tz: 'Europe/Kaliningrad', localHour: 23, moscow: false },
  { tz: 'Europe/Moscow', localHour: 0, moscow: true },
  { tz: 'Asia/Vladivostok', localHour: 7, moscow: false },
];

describe.each(zones)('Moscow time with the process in $tz', ({ tz, localHour, moscow }) => {
  it('the process zone really is in effect', () => {
    env.TZ = tz;
    expect(lateEvening.getHours()).toBe(localHour);
    expect(localZoneIsMoscowTime(lateEvening)).toBe(moscow);
  });

  it('gives the same Moscow day, time of day and midnights whatever the zone', () => {
    env.TZ = tz;
    expect(moscowDayNumber(lateEvening)).toBe(moscowDayNumber(new Date('2024-05-02T00:00:00+03:00')));
    expect(moscowDayNumber(lateEvening)).toBe(moscowDayNumber(new Date('2024-05-01T20:59:59Z')) + 1);
    expect(moscowTimeOfDayMs(lateEvening)).toBe((30 * 60 + 5) * 1000 + 120);
    expect(moscowTimeOnDay(lateEvening, 5, 15).toISOString()).toBe('2024-05-02T02:15:00.000Z');
    expect(nextMoscowMidnight(lateEvening).toISOString()).toBe('2024-05-02T21:00:00.000Z');
    expect(nextMoscowMidnight(new Date('2024-05-01T20:59:59.999Z')).toISOString()).toBe('2024-05-01T21:00:00.000Z');
  });

  it('writes Moscow instants and days as the operator does', () => {
    env.TZ = tz;
    expect(formatMoscowIso(lateEvening)).toBe('2024-05-02T00:30:05.120+03:00');
    expect(formatMoscowIso(new Date('2024-05-01T06:00:00Z'))).toBe('2024-05-01T09:00:00+03:00');
    expect(moscowDayIso(moscowDayNumber(lateEvening))).toBe('2024-05-02T00:00:00+03:00');
    expect(formatMoscowWallClock(lateEvening)).toBe('2024-05-02 00:30');
    expect(formatAtOffset(lateEvening, -330)).toBe('2024-05-01T16:00:05.120-05:30');
  });

  it('formats Moscow time for people through Intl in Russian and English', () => {
    env.TZ = tz;
    expect(formatMoscowLocalized(lateEvening, 'ru')).toBe('00:30');
    expect(formatMoscowLocalized(lateEvening, 'ru', true)).toBe('02.05, 00:30');
    expect(formatMoscowLocalized(new Date('2024-05-01T10:05:00Z'), 'en-GB')).toBe('13:05');
    // Whatever the locale, a 24-hour clock: en-US would otherwise say "01:05 PM".
    expect(formatMoscowLocalized(new Date('2024-05-01T10:05:00Z'), 'en-US')).toBe('13:05');
    expect(formatMoscowLocalized(lateEvening, 'en-US', true)).toBe('05/02, 00:30');
  });
});

describe('Moscow time for spreadsheets', () => {
  it('writes dd.mm.yyyy hh:mm on the Moscow clock, whatever the offset written', () => {
    expect(formatMoscowSpreadsheet(new Date('2026-11-26T22:52:11.250Z'))).toBe('27.11.2026 01:52');
    expect(formatMoscowSpreadsheet(new Date('2026-11-27T01:52:59+03:00'))).toBe('27.11.2026 01:52');
    expect(formatMoscowSpreadsheet(new Date('2027-01-01T00:00:00+05:00'))).toBe('31.12.2026 22:00');
  });

  it('gives the Moscow wall clock in a Date’s UTC fields (what exceljs writes)', () => {
    const wall = moscowWallClockAsUtc(new Date('2026-11-26T22:52:00Z'));
    expect(wall.toISOString()).toBe('2026-11-27T01:52:00.000Z');
  });
});
