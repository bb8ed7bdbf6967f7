import { describe, expect, it } from 'vitest';
import { outcomeWords, type OutcomeFacts } from '@shared/i18n/outcome-words';
import { uploadOutcomeSchema } from '@shared/ipc/channels/uploads';
import { wordingT } from './wording-t';

const row = (facts: Partial<OutcomeFacts>): OutcomeFacts => ({
  outcome: 'failed',
  errorCode: null,
  httpStatus: null,
  retryAt: null,
  ...facts,
});
const say = (facts: Partial<OutcomeFacts>, lng: 'ru' | 'en' = 'ru') => {
  const words = outcomeWords(row(facts), lng);
  return wordingT(lng)(words.headlineKey, words.params);
};

describe('outcomeWords: one sentence per ledger outcome', () => {
  it('tells a refused password from a refused package', () => {
    expect(say({ outcome: 'failed', errorCode: 'invalid-client' })).toMatch(
      /^Не отправлена: оператор не принял пароль аптеки/,
    );
    expect(say({ outcome: 'refused', errorCode: 'bad-request', httpStatus: 400 })).toBe(
      'Оператор отклонил пакет (HTTP 400): данные не приняты.',
    );
    expect(say({ outcome: 'refused', errorCode: 'validation-failed', httpStatus: 400 })).toMatch(
      /^Оператор отклонил пакет: в нём ошибки/,
    );
    expect(say({ outcome: 'failed', errorCode: 'invalid-client' }, 'en')).toMatch(
      /^Not sent: the operator refused the store’s password/,
    );
  });

  it('says until when a held upload waits, in Moscow time without seconds', () => {
    expect(say({ outcome: 'held', retryAt: '2026-11-27T07:42:30Z' })).toBe(
      'Ждёт отправки: изменения уйдут 27.11.2026 в 10:42 МСК, если приложение будет открыто.',
    );
    expect(say({ outcome: 'held', retryAt: '2026-11-27T07:42:30Z' }, 'en')).toMatch(/go 27\.11\.2026 at 10:42 MSK/);
  });

  it('has a badge and a headline for every outcome in both languages', () => {
    const outcomes = uploadOutcomeSchema.options;
    for (const lng of ['ru', 'en'] as const)
      for (const outcome of outcomes) {
        const words = outcomeWords(row({ outcome }), lng);
        expect(wordingT(lng)(words.badgeKey)).not.toContain('outcomes.');
        expect(wordingT(lng)(words.headlineKey, words.params)).not.toContain('outcomes.');
      }
  });
});
