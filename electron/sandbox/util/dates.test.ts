import { describe, expect, it } from 'vitest';
import { formatUtc, normalizeOffsetDateTime, parseOffsetDateTime } from './dates';
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
