import { describe, expect, it } from 'vitest';
import { foreignWords } from '@shared/i18n/foreign-words';
import { failureReason, fromCoreFailure, type CliErrorLog } from './describe-error';
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

describe('a failure named inside a sentence (dict sync, profiles)', () => {
  it('reads as its fault or code in Russian, never as core’s English message', () => {
    const network = { code: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' };
    const line = ru.dict.failed({ reason: failureReason(ru, network) });
    expect(line).toContain('Загрузка справочников прервана. ');
    expect(line).not.toContain('ECONNREFUSED');
    expect(foreignWords(line)).toEqual([]);
    const fault = { code: 'conflict', details: { reason: 'sync-running' } };
    expect(failureReason(ru, fault)).toContain('Справочники этого оператора уже обновляются');
    expect(failureReason(en, network)).not.toContain('ECONNREFUSED');
  });

  it('starts the sentence with a capital letter and names an unknown code as it is', () => {
    expect(failureReason(ru, { code: 'internal' })).toMatch(/^Н/);
    expect(failureReason(ru, { code: 'a-code-no-table-knows' })).toBe('a-code-no-table-knows');
  });

  it('words the keychain note from the state', () => {
    const note = ru.profiles.keychainNote({ reason: ru.errors.codes['keychain-locked'] ?? '' });
    expect(note).toMatch(/^Связка ключей: \S/);
    expect(foreignWords(note)).toEqual([]);
  });
});
