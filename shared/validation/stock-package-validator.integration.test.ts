import { describe, expect, it } from 'vitest';
import { validationErrorResponseSchema } from '../protocol/validation-errors';
import { validatePackage, validateStockPackage } from './stock-package-validator';
import { sampleDate as date, sampleRow as row } from '@tests/kits/shared/validation/sample-rows';

function failure(text: string, options?: Parameters<typeof validateStockPackage>[1]) {
  const result = validateStockPackage(text, options);
  if (result.ok) throw new Error('expected the package to fail');
  expect(validationErrorResponseSchema.parse(result.body)).toEqual(result.body);
  return result.body;
}

describe('validateStockPackage', () => {
  it('accepts a valid package and returns it parsed', () => {
    const pkg = { date, stocks: [row(1), row(2)] };
    expect(validateStockPackage(JSON.stringify(pkg, null, 2))).toEqual({ ok: true, value: pkg });
  });

  it('reports each offending field with line, position, value and reason, in document order', () => {
    const text = [
      '{',
      `  "date": "${date}",`,
      '  "stocks": [',
      '    {"prtId": "A", "nnt": 1, "qnt": 1, "prcOptNds": 1, "supDate": ""},',
      '    {"prtId": 7, "nnt": 1, "qnt": 1.5, "prcOptNds": 1, "gnvls": 1},',
      '    {"nnt": 1, "qnt": 1, "prcOptNds": 1, "exp": 20260101, "tag": 4},',
      '    {"prtId": "A", "nnt": 1, "qnt": 1, "prcOptNds": 1, "pr cRet": 3}',
      '  ]',
      '}',
    ].join('\n');
    const body = failure(text);
    expect(body).toMatchObject({ statusCode: 400, isError: true, isTransient: false });
    expect(body.exceptionMessage).toBe("The package does not match the 'stocks' schema: 9 fields with errors.");
    expect(body.validationErrors).toEqual([
      {
        field: 'stocks[0].supDate',
        message:
          'Line 4, position 67: value "" is not a valid date-time (expected ISO 8601 with offset, e.g. 2019-12-03T15:07:49+03:00).',
      },
      { field: 'stocks[1].prtId', message: 'Line 5, position 15: value 7 must be a string, not an integer.' },
      {
        field: 'stocks[1].qnt',
        message:
          'Line 5, position 35: value 1.5 is fractional: quantity must be a whole number (fractional quantity must not be sent).',
      },
      { field: 'stocks[1].gnvls', message: 'Line 5, position 65: value 1 must be true, false or null.' },
      { field: 'stocks[2].prtId', message: 'Line 6, position 5: field "prtId" is required but missing.' },
      { field: 'stocks[2].exp', message: 'Line 6, position 49: value 20260101 must be a date-time string or null.' },
      { field: 'stocks[2].tag', message: 'Line 6, position 66: value 4 must be at most 3.' },
      {
        field: 'stocks[3].prtId',
        message:
          'Line 7, position 15: value "A" repeats the prtId of stocks[0]: prtId must be unique within one package.',
      },
      {
        field: "stocks[3]['pr cRet']",
        message: 'Line 7, position 67: field "pr cRet" (value 3) is not a field of this schema (check the spelling).',
      },
    ]);
  });

  it('gives one entry per field, joining its reasons', () => {
    const body = failure(JSON.stringify({ date, stocks: [{ ...row(1), qnt: -1.5 }] }));
    expect(body.validationErrors).toHaveLength(1);
    expect(body.validationErrors?.[0].message).toMatch(/value -1.5 must be at least 0\. .*value -1.5 is fractional/);
  });

  it('reports a package that is not an object, and a row that is not an object', () => {
    expect(failure('[1]').validationErrors).toEqual([
      { field: '', message: 'Line 1, position 1: value [1] must be a JSON object, not an array.' },
    ]);
    const body = failure(`{"date": "${date}", "stocks": [[1]]}`);
    expect(body.validationErrors?.map((e) => e.field)).toEqual(['stocks[0]']);
  });

  it('gives the parser message for unparseable text, without validationErrors', () => {
    const body = failure('{\n  "date": "x",\n  "stocks": [\n    {"qnt": 1,}\n  ]\n}');
    expect(body.exceptionMessage).toBe(
      "The package is not valid JSON: Unexpected character '}' (expected a property name in double quotes) at line 4, position 15, path 'stocks[0].qnt'.",
    );
    expect(body).not.toHaveProperty('validationErrors');
  });

  it('caps the listed errors and says how many more were found', () => {
    const stocks = Array.from({ length: 1500 }, (_, n) => ({ ...row(n), supDate: '' }));
    const text = JSON.stringify({ date, stocks });
    const capped = failure(text);
    expect(capped.validationErrors).toHaveLength(1000);
    expect(capped.validationErrors?.[999].field).toBe('stocks[999].supDate');
    expect(capped.exceptionMessage).toBe(
      "The package does not match the 'stocks' schema: 1500 fields with errors. The first 1000 are listed; 500 more were found.",
    );
    const three = failure(text, { maxErrors: 3 });
    expect(three.validationErrors?.map((e) => e.field)).toEqual([
      'stocks[0].supDate',
      'stocks[1].supDate',
      'stocks[2].supDate',
    ]);
    expect(three.exceptionMessage).toContain('1497 more were found');
  });

  it('tolerates a byte order mark and counts positions without it', () => {
    const body = failure(`\ufeff{"date": "", "stocks": []}`);
    expect(body.validationErrors).toEqual([
      {
        field: 'date',
        message:
          'Line 1, position 10: value "" is not a valid date-time (expected ISO 8601 with offset, e.g. 2019-12-03T15:07:49+03:00).',
      },
    ]);
  });

  it('applies schema options', () => {
    const text = JSON.stringify({ date, stocks: [{ ...row(1), extra: 1 }] });
    expect(validateStockPackage(text).ok).toBe(false);
    const result = validateStockPackage(text, { stockSchema: { unknownFields: 'strip' } });
    expect(result.ok && result.value.stocks[0]).toEqual(row(1));
  });

  it('validates a 100,000-row package, and finds errors planted in it at their lines', () => {
    // One row per line: row n is on line n + 4 (`{`, `"date"` and `"stocks": [` come first).
    const lines = Array.from({ length: 100_000 }, (_, n) => `  ${JSON.stringify(row(n))}`);
    const text = (rows: string[]) =>
      ['{', ` "date": "${date}",`, ' "stocks": [', rows.join(',\n'), ' ]', '}'].join('\n');

    const clean = validateStockPackage(text(lines));
    expect(clean.ok && clean.value.stocks.length).toBe(100_000);
    expect(clean.ok && clean.value.stocks[99_999]).toEqual(row(99_999));

    lines[12_345] = `  ${JSON.stringify({ ...row(12_345), supDate: '' })}`;
    lines[99_999] = `  ${JSON.stringify({ ...row(99_999), prtId: 'P0' })}`;
    const body = failure(text(lines));
    expect(body.validationErrors?.map((e) => e.field)).toEqual(['stocks[12345].supDate', 'stocks[99999].prtId']);
    const supDateColumn = lines[12_345].indexOf('"supDate":""') + '"supDate":'.length + 1;
    expect(body.validationErrors?.[0].message).toMatch(new RegExp(`^Line 12349, position ${supDateColumn}: value ""`));
    expect(body.validationErrors?.[1].message).toMatch(
      /^Line 100003, position 12: value "P0" repeats the prtId of stocks\[0\]/,
    );
  });
});

describe('validatePackage', () => {
  it('validates stocks with the stocks schema', () => {
    expect(validatePackage('stocks', '{"stocks": []}').ok).toBe(false);
    expect(validatePackage('stocks', `{"date": "${date}", "stocks": []}`).ok).toBe(true);
  });

  it.each(['preorders', 'orders', 'transactions'] as const)('accepts any JSON object as %s', (name) => {
    expect(validatePackage(name, '{"anything": [1, {"goes": true}]}')).toEqual({
      ok: true,
      value: { anything: [1, { goes: true }] },
    });
    const notObject = validatePackage(name, '"text"');
    expect(!notObject.ok && notObject.body.validationErrors?.[0].message).toBe(
      'Line 1, position 1: value "text" must be a JSON object, not a string.',
    );
    const malformed = validatePackage(name, '{');
    expect(!malformed.ok && malformed.body.exceptionMessage).toContain('Unexpected end of input');
  });
});
