import { describe, expect, it } from 'vitest';
import { validatePackage } from '@shared/validation/stock-package-validator';
import { dotnetFieldMessage } from './dotnet-messages';

/** The sandbox's own field messages for a package, rewritten as .NET would phrase them. */
function dotnetMessages(pkg: unknown): Record<string, string> {
  const result = validatePackage('stocks', JSON.stringify(pkg, null, 2));
  if (result.ok) throw new Error('expected errors');
  return Object.fromEntries(
    (result.body.validationErrors ?? []).map((e) => [e.field, dotnetFieldMessage(e.field, e.message)]),
  );
}

describe('.NET-style validation messages', () => {
  it('rewrites type, missing, date-time and length reasons with the path, line and position inside', () => {
    const row = {
      prtId: 'P-1',
      nnt: 1,
      sku: 'S',
      qnt: 1,
      supDate: '2024-04-01T10:00:00+03:00',
      nds: 10,
      prcOptNds: 9,
      prcRet: 10,
    };
    const messages = dotnetMessages({
      date: '2024-05-01T08:00:00+03:00',
      stocks: [
        { ...row, prtId: 7 },
        { ...row, prtId: 'P-2', supDate: '' },
        { ...row, prtId: 'P-3', series: 'x'.repeat(51) },
        { ...row, prtId: 'P-4', prcOptNds: undefined },
      ],
    });
    expect(messages['stocks[0].prtId']).toMatch(
      /^Invalid type\. Expected String but got Integer\. Path 'stocks\[0\]\.prtId', line \d+, position \d+\.$/,
    );
    expect(messages['stocks[1].supDate']).toMatch(
      /^String '' does not validate against format 'date-time'\. Path 'stocks\[1\]\.supDate', line \d+/,
    );
    expect(messages['stocks[2].series']).toMatch(
      /^String 'x+' exceeds maximum length of 50\. Path 'stocks\[2\]\.series'/,
    );
    expect(messages['stocks[3].prcOptNds']).toMatch(
      /^Required properties are missing from object: prcOptNds\. Path 'stocks\[3\]\.prcOptNds'/,
    );
  });

  it('keeps every reason of a field that has several, and leaves other text alone', () => {
    const joined =
      'Line 3, position 5: value 1 must be a string, not an integer. Line 3, position 9: value 2 must be true or false or null, not an integer.';
    expect(dotnetFieldMessage('a', joined)).toBe(
      "Invalid type. Expected String but got Integer. Path 'a', line 3, position 5. Invalid type. Expected Boolean, Null but got Integer. Path 'a', line 3, position 9.",
    );
    expect(dotnetFieldMessage('a', 'Something else.')).toBe('Something else.');
  });
});
