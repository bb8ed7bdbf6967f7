import { describe, expect, it } from 'vitest';
import { classifyReason, parseErrorMessage } from './package-errors';

describe('the operator’s .NET schema wording, read into reasons the tables word in Russian', () => {
  it('reads a wrong type, a missing property, a bad date and a long string', () => {
    expect(
      classifyReason("Invalid type. Expected String but got Integer. Path 'stocks[0].prtId', line 5, position 20."),
    ).toEqual({
      code: 'wrong-type',
      params: { expected: 'string', actual: 'integer' },
    });
    expect(classifyReason('Invalid type. Expected Boolean, Null but got Integer.')).toEqual({
      code: 'wrong-type',
      params: { expected: 'boolean-or-null', actual: 'integer' },
    });
    expect(classifyReason('Required properties are missing from object: qnt.')).toEqual({
      code: 'required',
      params: {},
    });
    expect(classifyReason("String 'завтра' does not validate against format 'date-time'.").code).toBe('date-time');
    expect(classifyReason("String 'abcdef' exceeds maximum length of 5.")).toEqual({
      code: 'too-long',
      params: { length: 6, max: 5 },
    });
  });

  it('keeps what it does not know as the operator’s own words', () => {
    expect(parseErrorMessage('Something new happened.').reasons).toEqual([
      { code: 'other', params: { text: 'Something new happened' } },
    ]);
  });
});
