import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorFault, operatorWordsOf } from '@shared/i18n/error-fault';
import { errorFaultWording } from '@shared/i18n/error-fault-wording';
import { foreignWords } from '@shared/i18n/foreign-words';
import { errorFromResponse } from '../api/http-errors';
import { parseJsonText } from '../api/parse-body';
import { DeskError } from '../errors';
import { readChosenFile } from '../files/read-chosen-file';
import { fileTooLarge } from '../uploads/package-check';
import { wordingT } from './wording-t';

const call = { operation: 'stock read-back', method: 'GET', path: '/v5/stores/abc/stocks', storeId: 'abc' };

/** The sentence core's error reads as, in one language, from its code and details only. */
function worded(error: unknown, lng: 'ru' | 'en'): string {
  expect(error).toBeInstanceOf(DeskError);
  const { code, details } = error as DeskError;
  const fault = errorFault({ code, details });
  expect(fault, `no fault for ${code} ${JSON.stringify(details)}`).not.toBeNull();
  return wordingT(lng)(fault!.key, fault!.params);
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('errors worded from their fault and details, never from core’s English text', () => {
  it('an empty operator answer names the call and its status, in Russian without English', () => {
    const error = caught(() => parseJsonText(call, 200, ''));
    const ru = worded(error, 'ru');
    expect(ru).toContain('Ответ на GET /v5/stores/abc/stocks (HTTP 200) пустой');
    expect(foreignWords(ru)).toEqual([]);
    expect(worded(error, 'en')).toContain('The answer to GET /v5/stores/abc/stocks (HTTP 200) is empty');
  });

  it('a 404 names the missing address; a 400 keeps the operator’s words apart from the sentence', () => {
    const missing = errorFromResponse(call, 404, new Headers(), '', new Date());
    expect(worded(missing, 'ru')).toContain('На сервере нет адреса GET /v5/stores/abc/stocks (HTTP 404)');
    const refused = errorFromResponse(call, 400, new Headers(), '{"message":"Store is blocked"}', new Date());
    expect(refused.code).toBe('bad-request');
    expect(worded(refused, 'ru')).toContain('Оператор отклонил запрос (HTTP 400)');
    expect(worded(refused, 'ru')).not.toContain('blocked');
    expect(operatorWordsOf(refused)).toBe('Store is blocked');
    const odd = errorFromResponse(call, 418, new Headers(), '', new Date());
    expect(worded(odd, 'ru')).toContain('неожиданным кодом HTTP 418');
  });

  it('a redirect names the host it points to', () => {
    const headers = new Headers({ location: 'https://api.example.ru/v5/stores/abc/stocks' });
    expect(worded(errorFromResponse(call, 302, headers, '', new Date()), 'ru')).toContain(
      'Сервер api.example.ru ответил перенаправлением',
    );
  });

  it('a file too large gives its size and the cap in megabytes, numbers in the reader’s format', () => {
    const error = fileTooLarge('остатки.json', 250.5 * 1048576);
    expect(worded(error, 'ru')).toContain('Файл «остатки.json» слишком большой: 250,5 МБ');
    expect(worded(error, 'en')).toContain('is too large: 250.5 MB');
  });

  it('a file gone since it was chosen is named, and `reason` as a code is not the operator’s words', async () => {
    const error = await readChosenFile('/nonexistent/dir/остатки.json', 'остатки.json').catch((e: unknown) => e);
    expect(worded(error, 'ru')).toContain('Файла «остатки.json» больше нет на месте');
    expect(operatorWordsOf(error as DeskError)).toBeNull();
  });
});

/** The source of electron/ (core and the shells that make errors), tests left out. */
function sources(): string {
  const root = join(__dirname, '..', '..');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(root, f), 'utf8'))
    .join('\n');
}

describe('the fault table and the code agree', () => {
  it('every fault the table words is named where an error is made (no sentence left over)', () => {
    const literals = new Set(Array.from(sources().matchAll(/'([a-z][\w-]*)'/g), (m) => m[1]!));
    const unnamed = Object.entries(errorFaultWording.ru).flatMap(([code, faults]) =>
      Object.keys(faults)
        .filter((fault) => !literals.has(fault))
        .map((fault) => `${code}.${fault}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('every fault core names has a sentence', () => {
    const worded = new Set(Object.values(errorFaultWording.ru).flatMap((faults) => Object.keys(faults)));
    const named = Array.from(sources().matchAll(/\bfault: '([\w-]+)'/g), (m) => m[1]!);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((fault) => !worded.has(fault))).toEqual([]);
  });

  it('every sentence renders in both languages, Russian without English', () => {
    for (const [code, faults] of Object.entries(errorFaultWording.ru)) {
      for (const [fault, sentence] of Object.entries(faults)) {
        const params = Object.fromEntries(Array.from(sentence.matchAll(/\{\{(\w+)/g), (m) => [m[1]!, 1]));
        for (const lng of ['ru', 'en'] as const) {
          const text = wordingT(lng)(`errorFaults.${code}.${fault}`, params);
          expect(text, `${lng} ${code}.${fault}`).not.toMatch(/\{\{|errorFaults\./);
          if (lng === 'ru') expect(foreignWords(text), `${code}.${fault}`).toEqual([]);
        }
      }
    }
  });
});
