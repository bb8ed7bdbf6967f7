import { describe, expect, it } from 'vitest';
import { createRvIntTally, exactRvInts, maxRvInt, rvIntSchema, rvIntValue, stringifyExact } from './rv-int';

const parsed = (text: string) => {
  const records = JSON.parse(text) as Record<string, unknown>[];
  exactRvInts(records, text);
  return records;
};

describe('row versions beyond 2^53', () => {
  it('takes the exact digits of a version JSON.parse rounded, and leaves safe ones numbers', () => {
    const text =
      '[{"id":1,"rvInt":9007199254740993},{"id":2,"name":"x\\"rvInt\\":1","rvInt": 12},{"id":3,"rvInt":9223372036854775807}]';
    const records = parsed(text);
    expect(records.map((r) => r.rvInt)).toEqual([9007199254740993n, 12, maxRvInt]);
    // JSON.parse alone would have given …992 and …808.
    expect((JSON.parse(text) as { rvInt: number }[])[0]!.rvInt).toBe(9007199254740992);
  });

  it('keeps digits beyond a long too, so the schema can say the version is too big', () => {
    const [record] = parsed('[{"rvInt":18446744073709551615}]');
    expect(record!.rvInt).toBe(18446744073709551615n);
    expect(rvIntSchema.safeParse(record!.rvInt).success).toBe(false);
    expect(rvIntValue(record!.rvInt)).toBeNull();
  });

  it('leaves the rounded number when the text is ambiguous (a nested rvInt, a fraction, an exponent)', () => {
    expect(parsed('[{"rvInt":9007199254740993,"meta":{"rvInt":1}}]')[0]!.rvInt).toBe(9007199254740992);
    expect(parsed('[{"rvInt":9007199254740993.0}]')[0]!.rvInt).toBe(9007199254740992);
    expect(parsed('[{"rvInt":9.007199254740993e15}]')[0]!.rvInt).toBe(9007199254740992);
  });

  it('tallies the highest version and those below the cursor, numbers and bigints alike', () => {
    const tally = createRvIntTally(9007199254740993n);
    for (const rv of [5, 9007199254740992n, 9007199254740995n, null, 9007199254740993n]) tally.add(rv);
    expect(tally.max()).toBe(9007199254740995n);
    expect(tally.below()).toBe(2);
    const small = createRvIntTally(10n);
    for (const rv of [3, 12, 10]) small.add(rv);
    expect([small.max(), small.below()]).toEqual([12n, 1]);
  });

  it('writes bigints back as integer literals', () => {
    expect(stringifyExact({ id: 1, rvInt: 9007199254740993n, name: 'bigint:1' })).toBe(
      '{"id":1,"rvInt":9007199254740993,"name":"bigint:1"}',
    );
    expect(rvIntValue('9007199254740993')).toBe(9007199254740993n);
    expect(rvIntValue(-1)).toBeNull();
  });
});
