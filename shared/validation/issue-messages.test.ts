import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { stockRowUploadSchema } from '../protocol/stocks';
import { describeIssue, formatFieldMessage, issuesToValidationErrors } from './issue-messages';
import { parseJsonWithPositions } from './json-with-positions';

/** The reason zod reports for `value` under `schema`, worded by describeIssue. */
function reason(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value, { error: describeIssue });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((i) => i.message).join(' | ');
}

describe('describeIssue', () => {
  it.each([
    [z.string(), 12, 'must be a string, not an integer'],
    [z.int(), 1.5, 'must be an integer, not a fractional number'],
    [z.boolean(), null, 'must be true or false, not null'],
    [z.object({}), [], 'must be a JSON object, not an array'],
    [z.string().max(50), 'x'.repeat(51), 'is too long: 51 characters, at most 50 allowed'],
    [z.string().min(1), '', 'must not be empty'],
    [z.number().min(0), -1, 'must be at least 0'],
    [z.number().max(3), 4, 'must be at most 3'],
    [z.number().positive(), 0, 'must be greater than 0'],
    [
      z.iso.datetime({ offset: true }),
      'x',
      'is not a valid date-time (expected ISO 8601 with offset, e.g. 2019-12-03T15:07:49+03:00)',
    ],
    [z.base64(), '%', 'is not valid base64'],
    [z.literal('a'), 'b', 'must be "a"'],
    [z.strictObject({}), { a: 1 }, 'is not a field of this schema (check the spelling)'],
  ] as const)('words %#', (schema, value, expected) => {
    expect(reason(schema, value)).toBe(expected);
  });

  it('says a missing field is required', () => {
    expect(reason(z.object({ a: z.string() }), {})).toBe('is required but missing');
  });

  it('leaves the stocks schema its own reasons', () => {
    expect(reason(stockRowUploadSchema, { prtId: 'a', nnt: 1, qnt: 1, prcOptNds: 1, dp: 1 })).toBe(
      'must be true, false or null',
    );
  });
});

describe('issuesToValidationErrors', () => {
  const text = '[\n  {"a": 1, "b": "x"},\n  {"a": "y"}\n]';
  const schema = z.array(z.strictObject({ a: z.number(), c: z.number().optional() }));
  const issues = schema.safeParse(JSON.parse(text), { error: describeIssue }).error?.issues ?? [];
  const document = parseJsonWithPositions(text);

  it('maps each issue to a field path and a positioned message', () => {
    expect(issuesToValidationErrors(issues, document)).toEqual({
      total: 2,
      entries: [
        {
          field: '[0].b',
          message: 'Line 2, position 17: field "b" (value "x") is not a field of this schema (check the spelling).',
        },
        { field: '[1].a', message: 'Line 3, position 9: value "y" must be a number, not a string.' },
      ],
    });
  });

  it('lists at most `limit` entries but counts them all', () => {
    const { entries, total } = issuesToValidationErrors(issues, document, 1);
    expect(entries.map((e) => e.field)).toEqual(['[0].b']);
    expect(total).toBe(2);
  });

  it('formats one message shape', () => {
    expect(formatFieldMessage({ line: 3, column: 7, offset: 0 }, 'value 1', 'must be odd.')).toBe(
      'Line 3, position 7: value 1 must be odd.',
    );
  });
});
