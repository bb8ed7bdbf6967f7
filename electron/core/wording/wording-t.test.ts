import { describe, expect, it } from 'vitest';
import { findingParams } from '@shared/i18n/finding-wording';
import { reasonWording } from '@shared/i18n/package-error-reason';
import { enWording, ruWording } from '@shared/i18n/wording';
import { wordingT } from './wording-t';

/** Every leaf key of a nested table, dotted. */
function keysOf(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keysOf(v as object, `${prefix}${k}.`),
  );
}

describe('the shared wording through i18next', () => {
  it('has the same keys in Russian and English', () => {
    expect(keysOf(enWording)).toEqual(keysOf(ruWording));
  });

  it('counts days and errors in Russian plural forms', () => {
    const ru = wordingT('ru');
    const expired = (daysAgo: number) => ru('findings.codes.expired', findingParams({ daysAgo }));
    expect(expired(1)).toMatch(/^срок годности истёк 1 день назад/);
    expect(expired(3)).toMatch(/^срок годности истёк 3 дня назад/);
    expect(expired(11)).toMatch(/^срок годности истёк 11 дней назад/);
    expect(ru('guardRails.invalid-package', { count: 21 })).toMatch(/^В файле найдена 21 ошибка\./);
    expect(ru('guardRails.invalid-package', { count: 5 })).toMatch(/^В файле найдено 5 ошибок\./);
    expect(wordingT('en')('guardRails.invalid-package', { count: 1 })).toMatch(/^The file has 1 error\./);
  });

  it('names the value kinds of a wrong type in the sentence’s language', () => {
    const { key, params } = reasonWording({ code: 'wrong-type', params: { expected: 'integer', actual: 'string' } });
    expect(wordingT('ru')(key, params)).toBe('должно быть целым числом, а в файле текст');
    expect(wordingT('en')(key, params)).toMatch(/^must be a whole number, but the file has /);
  });

  it('words a bound the value must pass apart from one it may reach', () => {
    const passed = reasonWording({ code: 'too-small', params: { min: '0', exclusive: 1 } });
    expect(wordingT('ru')(passed.key, passed.params)).toBe('меньше допустимого: должно быть больше 0');
    expect(wordingT('en')(passed.key, passed.params)).toBe('too small: must be greater than 0');
    const reached = reasonWording({ code: 'too-small', params: { min: '0' } });
    expect(wordingT('ru')(reached.key, reached.params)).toBe('меньше допустимого: не меньше 0');
    const below = reasonWording({ code: 'too-big', params: { max: '3', exclusive: 1 } });
    expect(wordingT('en')(below.key, below.params)).toBe('too large: must be less than 3');
  });

  it('counts a repeated batch code’s first record from 1 and suggests a near-miss field', () => {
    const repeated = reasonWording({ code: 'not-unique', params: { firstRow: 0 } });
    expect(wordingT('ru')(repeated.key, repeated.params)).toMatch(/записи № 1 /);
    const suggested = reasonWording({ code: 'unknown-field', params: { suggestion: 'prcRet' } });
    expect(wordingT('ru')(suggested.key, suggested.params)).toMatch(/имелось в виду prcRet\?$/);
  });
});

describe('the operator’s own words, explained where recognised', () => {
  it('explains invalid_client, a quota, an unknown product and .NET schema wording; not the rest', async () => {
    const { operatorReasonKey } = await import('@shared/i18n/operator-reason');
    const ru = wordingT('ru');
    expect(ru(operatorReasonKey('{"error":"invalid_client"}')!)).toMatch(/^Это значит: оператор не принял/);
    expect(operatorReasonKey('API calls quota exceeded! maximum admitted 2 per 1m.')).toBe('operatorReasons.quota');
    expect(operatorReasonKey('Unknown product nnt 123456')).toBe('operatorReasons.unknown-product');
    expect(operatorReasonKey("Invalid type. Expected String but got Integer. Path 'stocks[0].prtId'")).toBe(
      'operatorReasons.schema',
    );
    expect(operatorReasonKey('Something new')).toBeNull();
  });
});
