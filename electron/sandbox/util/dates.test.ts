import { describe, expect, it } from 'vitest';
import { formatDotnet, formatUtc, normalizeOffsetDateTime, parseOffsetDateTime, sandboxDates } from './dates';
import { rvToBase64 } from './rv';

describe('dates', () => {
  it('formats message status dates at +00:00', () => {
    expect(formatUtc(new Date('2024-05-01T21:30:05Z'))).toBe('2024-05-01T21:30:05+00:00');
  });

  it('parses only date-times with an offset and keeps the offset when normalizing', () => {
    expect(parseOffsetDateTime('2024-05-01T09:00:00')).toBeNull();
    expect(parseOffsetDateTime('2024-05-01T09:00:00 03:00')).toBeNull();
    expect(parseOffsetDateTime('2024-05-01T09:00:00-05:30')?.offsetMinutes).toBe(-330);
    expect(normalizeOffsetDateTime('2024-05-01T09:00:00.000Z')).toBe('2024-05-01T09:00:00+00:00');
    expect(normalizeOffsetDateTime('2024-05-01T09:00:00+0300')).toBe('2024-05-01T09:00:00+03:00');
  });

  it('encodes row versions as 8 bytes big-endian', () => {
    expect(rvToBase64(1)).toBe('AAAAAAAAAAE=');
    expect(Buffer.from(rvToBase64(0x0102030405n), 'base64')).toEqual(Buffer.from([0, 0, 0, 1, 2, 3, 4, 5]));
  });
});

describe('date styles of the sandbox', () => {
  it('offset style keeps the sandbox’s forms; dotnet writes UTC wall clock with 7 fraction digits', () => {
    const d = new Date('2026-11-23T05:15:00.120Z');
    const offset = sandboxDates('offset');
    expect([offset.moscow(d), offset.utc(d), offset.stored('2024-05-01T09:00:00+03:00')]).toEqual([
      '2026-11-23T08:15:00.120+03:00',
      '2026-11-23T05:15:00.120+00:00',
      '2024-05-01T09:00:00+03:00',
    ]);
    const dotnet = sandboxDates('dotnet');
    expect(dotnet.moscow(d)).toBe('2026-11-23T05:15:00.1204567');
    expect(dotnet.utc(d)).toBe(formatDotnet(d));
    expect(dotnet.stored('2024-05-01T09:00:00+03:00')).toBe('2024-05-01T06:00:00.0004567');
    expect(dotnet.stored('not a date')).toBe('not a date');
    // Rounded or truncated to milliseconds, the 7 digits name the same instant.
    expect(new Date(`${dotnet.utc(d).slice(0, 23)}Z`).getTime()).toBe(d.getTime());
  });
});
