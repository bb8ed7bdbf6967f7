import { describe, expect, it } from 'vitest';
import type { UploadSummary } from '@shared/ipc/channels/uploads';
import { foreignWords } from '@shared/i18n/foreign-words';
import { ledgerErrorLines } from './ledger-error';
import { en, ru } from './strings/cli-strings';

const refused = {
  errorCode: 'not-found',
  errorMessage: "The server has no POST /v5/stores/x/stocks (404). Check the store's API address.",
  errorParams: { fault: 'operator-path', method: 'POST', path: '/v5/stores/x/stocks', status: 404 },
} as unknown as UploadSummary;

describe('a stored upload error in the CLI', () => {
  it('is worded from its stored facts in Russian, with no English', () => {
    const lines = ledgerErrorLines(ru, refused);
    expect(lines).toEqual([
      'На сервере нет адреса POST /v5/stores/x/stocks (HTTP 404). Проверьте адрес API аптеки в разделе «Аптеки»: это базовый адрес оператора, без /v5.',
    ]);
    expect(lines.flatMap((l) => foreignWords(l))).toEqual([]);
  });

  it('keeps core’s text in English, and the operator’s own words in both', () => {
    const withWords = { ...refused, errorParams: { ...refused.errorParams, reason: 'No such route' } };
    expect(ledgerErrorLines(en, withWords)).toEqual([
      'The server has no POST /v5/stores/x/stocks (HTTP 404). Check the store’s API address under “Stores”: the operator’s base address, without /v5.',
      'The operator says: "No such route"',
      `Details: ${refused.errorMessage}`,
    ]);
    expect(ledgerErrorLines(ru, withWords)[1]).toBe('Ответ оператора: «No such route»');
  });

  it('an attempt stored before the facts were kept shows core’s text under its own label in Russian', () => {
    const old = { ...refused, errorParams: null } as UploadSummary;
    expect(ledgerErrorLines(ru, old)).toEqual([`Текст ядра (англ.), для техподдержки: ${refused.errorMessage}`]);
  });
});
