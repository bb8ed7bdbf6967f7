import { describe, expect, it } from 'vitest';
import { base64Schema, dateTimeSchema, guidSchema } from './common';

describe('common protocol types', () => {
  it('takes date-times with an offset only', () => {
    for (const ok of [
      '2019-12-03T15:07:49+03:00',
      '2019-12-03T15:07:49+00:00',
      '2019-12-03T12:07:49Z',
      '2019-12-03T15:07:49.123+03:00',
    ]) {
      expect(dateTimeSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['2019-12-03T15:07:49', '2019-12-03', '', '2019-13-03T15:07:49+03:00', '2019-02-30T15:07:49Z']) {
      expect(dateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('takes GUIDs in any letter case', () => {
    expect(guidSchema.safeParse('3F2504E0-4F89-11D3-9A0C-0305E82C3301').success).toBe(true);
    expect(guidSchema.safeParse('3f2504e0-4f89-11d3-9a0c-0305e82c3301').success).toBe(true);
    expect(guidSchema.safeParse('3f2504e04f8911d39a0c0305e82c3301').success).toBe(false);
  });

  it('takes base64 byte arrays', () => {
    expect(base64Schema.safeParse('AAAAAAAAB9E=').success).toBe(true);
    expect(base64Schema.safeParse('AAAA*').success).toBe(false);
  });
});
