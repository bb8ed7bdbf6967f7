import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/ipc/result';
import { foreignWords } from '@shared/i18n/foreign-words';
import { ruResources } from './index';
import { runtimeKey } from './runtime-key';

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

/** Core's messages are English by design (logs, support): this stands for any of them. */
const CORE_TEXT = 'The package is not valid JSON: Unexpected token';

describe('no English at run time in the Russian error messages', () => {
  it('renders every IPC error code with core English text without showing it', async () => {
    const i18n = createInstance();
    await i18n.init({
      resources: { ru: { translation: ruResources } },
      lng: 'ru',
      interpolation: { escapeValue: false },
    });
    const leaking = errorCodes.filter((code) => {
      const key = `errors.${code}`;
      if (!i18n.exists(key)) return false;
      return foreignWords(i18n.t(runtimeKey(key), { message: CORE_TEXT, stalledSeconds: 30 })).length > 0;
    });
    expect(leaking).toEqual([]);
  });
});
