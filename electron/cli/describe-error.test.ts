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

  it('prints it in English; in Russian every code is worded from its fault and details instead', () => {
    const failure = {
      code: 'not-found',
      message: 'There is no store profile with id 7; it may have been removed.',
      details: { reason: 'profile-not-found', profileId: 7 },
    };
    expect(fromCoreFailure(en, failure, log).message).toContain(failure.message);
    const worded = fromCoreFailure(ru, failure, log).message;
    expect(worded).toContain('Этой аптеки больше нет в списке');
    expect(worded).not.toContain('Подробности');
    // a reason that names the fault is a code, not the operator's words
    expect(worded).not.toContain('Ответ оператора');
    expect(foreignWords(worded)).toEqual([]);
  });

  it('words a malformed operator answer with its address and status, in both languages', () => {
    const failure = {
      code: 'bad-response',
      message: 'The answer to stock read-back (GET /v5/stores/x/stocks, status 200) is not what protocol v5 describes.',
      details: { fault: 'not-json', method: 'GET', path: '/v5/stores/x/stocks', status: 200 },
    };
    const worded = fromCoreFailure(ru, failure, log).message;
    expect(worded).toContain('Ответ на GET /v5/stores/x/stocks (HTTP 200) — не JSON');
    expect(foreignWords(worded)).toEqual([]);
    expect(fromCoreFailure(en, failure, log).message).toContain(
      'The answer to GET /v5/stores/x/stocks (HTTP 200) is not JSON',
    );
  });

  it('prints a core text that is already without English words', () => {
    const failure = { code: 'cancelled', message: '/home/apteka/остатки.json' };
    expect(fromCoreFailure(ru, failure, log).message).toContain('Подробности: /home/apteka/остатки.json');
  });
});
