import { describe, expect, it } from 'vitest';
import { operatorDateTimeSchema, operatorInstant, readOperatorDateTime } from './operator-date-time';

describe('operator date-times (every date the operator sends)', () => {
  it('keeps values with an offset as sent: Z, +00:00, other offsets, 0–7 fraction digits', () => {
    for (const value of [
      '2019-12-03T15:07:49+00:00',
      '2019-12-03T15:07:49Z',
      '2019-12-03T15:07:49.1+03:00',
      '2020-04-01T12:34:56.1234567Z',
      '2020-04-01T12:34:56.123-05:00',
    ])
      expect(readOperatorDateTime(value), value).toBe(value);
  });

  it('reads an offset-less value as UTC and says so with Z (.NET DateTime, 7 digits)', () => {
    expect(readOperatorDateTime('2020-04-01T12:34:56.1234567')).toBe('2020-04-01T12:34:56.1234567Z');
    expect(readOperatorDateTime('2020-04-01T12:34:56')).toBe('2020-04-01T12:34:56Z');
    expect(operatorInstant('2020-04-01T12:34:56')).toBe(Date.parse('2020-04-01T12:34:56Z'));
    expect(operatorDateTimeSchema.parse('2020-04-01T12:34:56.5')).toBe('2020-04-01T12:34:56.5Z');
  });

  it('refuses what is not a date-time: no seconds, 8+ digits, a date only, a day that does not exist, +0300', () => {
    for (const value of [
      '2020-04-01T12:34',
      '2020-04-01T12:34:56.12345678',
      '2020-04-01',
      '2020-02-30T12:00:00',
      '2020-04-01T12:34:56+0300',
      '2020-04-01 12:34:56',
      '',
      7,
      null,
    ]) {
      expect(readOperatorDateTime(value), String(value)).toBeNull();
      expect(Number.isNaN(operatorInstant(value))).toBe(true);
    }
    const failed = operatorDateTimeSchema.safeParse('yesterday');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toMatch(/is not a date-time/);
  });
});
