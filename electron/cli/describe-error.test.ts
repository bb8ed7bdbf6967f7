import { describe, expect, it } from 'vitest';
import { foreignWords } from '@shared/i18n/foreign-words';
import { fromCoreFailure, type CliErrorLog } from './describe-error';
import { en, ru } from './strings/cli-strings';

const log: CliErrorLog = { file: '/tmp/pharmex.log', record: () => 'e-1' };

describe("core's English message in the CLI's words", () => {
  it('leaves it out of the Russian output when the code says it all, and keeps it for --json', () => {
    const failure = {
      code: 'invalid-input',
      message: 'Invalid input for uploads:start: ✖ Invalid input: expected string',
    };
    const error = fromCoreFailure(ru, failure, log);
    expect(error.message).toBe('Ошибка: неверные данные команды.');
    expect(foreignWords(error.message)).toEqual([]);
    expect(error.details).toMatchObject({ coreMessage: failure.message });
  });

  it('prints it in English, and in Russian where the worded line alone would not say what', () => {
    const failure = { code: 'not-found', message: 'There is no store profile with id 7; it may have been removed.' };
    expect(fromCoreFailure(en, failure, log).message).toContain(failure.message);
    expect(fromCoreFailure(ru, failure, log).message).toContain(`Подробности: ${failure.message}`);
  });

  it('prints a core text that is already without English words', () => {
    const failure = { code: 'cancelled', message: '/home/apteka/остатки.json' };
    expect(fromCoreFailure(ru, failure, log).message).toContain('Подробности: /home/apteka/остатки.json');
  });
});
