// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { foreignWords } from '@shared/i18n/foreign-words';
import { initI18n } from '@renderer/i18n';
import { DeskInvokeError } from '@renderer/lib/ipc';
import { errorSentence, errorWording } from './error-sentence';

/** Core's messages are English by design (logs, support). */
const CORE_TEXT = 'The package is not valid JSON: Unexpected token';

describe('errorWording / errorSentence', () => {
  let i18n: ReturnType<typeof initI18n>;
  beforeAll(() => {
    i18n = initI18n();
  });
  const word = async (lng: 'ru' | 'en', error: unknown) => {
    await i18n.changeLanguage(lng);
    return errorWording(i18n.t, i18n, error);
  };

  it('words a code no table knows by a generic sentence naming the code, core’s text kept aside for support', async () => {
    const error = new DeskInvokeError({ code: 'brand-new-code', message: CORE_TEXT } as never);
    const ru = await word('ru', error);
    expect(ru.text).toContain('«brand-new-code»');
    expect(ru.text).toContain('Действие не выполнено');
    expect(ru.text).not.toContain('package');
    expect(foreignWords(ru.text)).toEqual([]);
    expect(ru.coreText).toBe(CORE_TEXT);
    const en = await word('en', error);
    expect(en.text).toContain('«brand-new-code»');
    expect(en.text).not.toContain('Unexpected');
  });

  it('words a thrown Error by its name, never its message', async () => {
    const ru = await word('ru', new TypeError('Cannot read properties of undefined'));
    expect(ru.text).toContain('«TypeError»');
    expect(ru.text).not.toContain('Cannot');
    expect(ru.coreText).toBe('Cannot read properties of undefined');
  });

  it('words a plain { code, message } record (a sync’s progress, a stored result) like an invoke error', async () => {
    const ru = await word('ru', { code: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' });
    expect(ru.text).toContain('Нет связи с сервисом оператора');
    expect(ru.text).not.toContain('ECONNREFUSED');
    expect(ru.coreText).toBeUndefined();
  });

  it('an internal error reads as its log id, never core’s text, in both languages', async () => {
    const error = new DeskInvokeError({ code: 'internal', message: CORE_TEXT, details: { errorId: 'E-3F9A0C' } });
    await i18n.changeLanguage('ru');
    const ru = errorSentence(i18n.t, i18n, error);
    expect(ru).toContain('E-3F9A0C');
    expect(ru).toContain('журнал');
    expect(ru).not.toContain('package');
    expect(foreignWords(ru)).toEqual([]);
    await i18n.changeLanguage('en');
    const en = errorSentence(i18n.t, i18n, error);
    expect(en).toContain('E-3F9A0C');
    expect(en).not.toContain('package');
    expect((await word('en', error)).coreText).toBeUndefined();
  });

  it('invalid input reads as its zod issues worded, not core’s zod report', async () => {
    const error = new DeskInvokeError({
      code: 'invalid-input',
      message: '✖ Invalid input: expected number, received string → at profileId',
      details: { issues: [{ path: ['profileId'], code: 'invalid_type', expected: 'number' }] },
    });
    const ru = await word('ru', error);
    expect(ru.issues).toHaveLength(1);
    expect(ru.issues[0]).toContain('profileId');
    expect(foreignWords([ru.text, ...ru.issues].join(' '))).toEqual([]);
    await i18n.changeLanguage('ru');
    expect(errorSentence(i18n.t, i18n, error)).toContain(ru.issues[0]);
    const en = await word('en', error);
    expect(en.text).not.toContain('Invalid input');
    expect(en.issues[0]).toContain('profileId');
  });
});
