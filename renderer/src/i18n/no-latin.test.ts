import { describe, expect, it } from 'vitest';
import { foreignWords } from '@shared/i18n/foreign-words';
import { ruResources } from './index';

/** Every string of a table with its dotted key. */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe('no English inside the Russian interface', () => {
  it('finds English in a planted sentence (the check works)', () => {
    expect(foreignWords('Оператор отказал: The package is not valid JSON')).toEqual([
      'The',
      'package',
      'is',
      'not',
      'valid',
    ]);
    expect(foreignWords('код nnt {{nnt}} — «Unknown product», invalid_client, stocks[0].prcGnvlsMax')).toEqual([]);
  });

  it('every finding, error, status and outcome of the Russian table is Russian but for codes, fields and quotes', () => {
    const found = leaves(ruResources).flatMap(([key, text]) => foreignWords(text).map((w) => `${key}: ${w}`));
    expect(found).toEqual([]);
  });
});
