import { describe, expect, it } from 'vitest';
import { foreignWords } from '@shared/i18n/foreign-words';
import { ruWording } from '@shared/i18n/wording';
import { ru } from './cli-strings';

// Any parameter a text asks for reads as a number: the words around it are what is checked.
const params = new Proxy({}, { get: () => 1 });

/** Every text of the CLI's Russian strings (functions called with placeholder parameters) with its path. */
function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    try {
      return texts((node as (p: unknown) => unknown)(params), path);
    } catch {
      return []; // the i18next `t` and other non-text functions
    }
  }
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
}

describe('no English inside the CLI’s Russian texts', () => {
  it('is Russian but for codes, fields, flags, commands and quotes', () => {
    // The language code, the i18next `t` and the accepted answers (y, yes, д, да) are not sentences;
    // the help pages are command syntax (`profiles add GUID --name ИМЯ`) line by line.
    const { help: _help, wording: _wording, language: _language, common, ...rest } = ru;
    const { yesAnswers: _yes, ...commonTexts } = common;
    const all = [...texts(rest), ...texts(commonTexts, 'common'), ...texts(ruWording, 'wording')];
    expect(all.length).toBeGreaterThan(300);
    const found = all.flatMap(([key, text]) => foreignWords(text).map((w) => `${key}: ${w}`));
    expect(found).toEqual([]);
  });
});
