import { describe, expect, it } from 'vitest';
import { validationErrorResponseSchema } from './validation-errors';

describe('validation error response (2.9)', () => {
  it('parses the field-error body and the parser-error body', () => {
    const fields = {
      statusCode: 400,
      isError: true,
      isTransient: false,
      exceptionMessage: 'The package does not match the schema.',
      validationErrors: [{ field: 'stocks[12].supDate', message: 'Line 40, position 23: value "" is not valid.' }],
    };
    expect(validationErrorResponseSchema.parse(fields)).toEqual(fields);
    const { validationErrors: _omitted, ...parser } = fields;
    expect(validationErrorResponseSchema.parse(parser)).toEqual(parser);
  });

  it('rejects entries without field or message', () => {
    const body = {
      statusCode: 400,
      isError: true,
      isTransient: false,
      exceptionMessage: 'x',
      validationErrors: [{ field: 'a' }],
    };
    expect(validationErrorResponseSchema.safeParse(body).success).toBe(false);
  });
});
