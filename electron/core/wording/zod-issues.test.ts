import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { foreignWords } from '@shared/i18n/foreign-words';
import { plainIssue, wordIssue } from '@shared/i18n/zod-issue';
import { wordingT } from './wording-t';

const say = (lng: 'ru' | 'en', schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  const t = wordingT(lng);
  return result.error!.issues.map((i) => wordIssue((k, p) => t(k, p), lng, plainIssue(i)));
};

const pkg = z.object({
  stocks: z.array(z.object({ prcGnvlsMax: z.number(), prtId: z.string().max(50), series: z.string().min(2) })),
});

describe('zod issues in words: record and field, what is wrong', () => {
  it('a package path reads as a 1-based record and the field’s label, never stocks[0]', () => {
    const [ru] = say('ru', pkg, { stocks: [{ prcGnvlsMax: 'много', prtId: 'P-1', series: 'AB' }] });
    expect(ru).toBe('запись 1, поле «предельная цена ЖНВЛП» (prcGnvlsMax): должно быть числом');
    const [en] = say('en', pkg, { stocks: [{ prcGnvlsMax: 'много', prtId: 'P-1', series: 'AB' }] });
    expect(en).toBe('record 1, field “maximum regulated price” (prcGnvlsMax): must be a number');
  });

  it('a missing field, a bound, an enum, extra keys and a date format, in Russian without English', () => {
    const schema = z.strictObject({
      a: z.string(),
      b: z.number().min(3),
      c: z.number().lt(10),
      d: z.enum(['full', 'changes']),
      e: z.iso.datetime(),
    });
    const ru = say('ru', schema, { b: 1, c: 12, d: 'q', e: 'вчера', g: 1 });
    expect(ru).toEqual([
      'поле «a»: не заполнено, а это обязательно',
      'поле «b»: меньше допустимого: нужно не меньше 3',
      'поле «c»: больше допустимого: нужно меньше 10',
      'поле «d»: недопустимое значение: допускаются «full», «changes»',
      'поле «e»: неверный формат: нужна дата со временем и часовым поясом (например, 2026-05-10T06:00:00+03:00)',
      'документ целиком: лишние поля: «g» — таких полей здесь нет',
    ]);
    for (const line of ru) expect(foreignWords(line), line).toEqual([]);
    expect(say('en', schema, { b: 1, c: 12, d: 'q', e: 'x', g: 1 })[0]).toBe('field “a”: missing, but required');
  });

  it('counts characters and items with the right plural form', () => {
    const text = (max: number) => z.object({ s: z.string().max(max) });
    expect(say('ru', text(1), { s: 'ab' })[0]).toContain('не больше 1 символа');
    expect(say('ru', text(5), { s: 'abcdefgh' })[0]).toContain('не больше 5 символов');
    expect(say('ru', z.object({ s: z.string().min(2) }), { s: 'a' })[0]).toContain('хотя бы 2 символа');
    expect(say('ru', z.object({ s: z.string().min(21) }), { s: 'a' })[0]).toContain('нужен хотя бы 21 символ');
    expect(say('en', text(1), { s: 'ab' })[0]).toContain('at most 1 character');
    expect(say('en', text(5), { s: 'abcdefgh' })[0]).toContain('at most 5 characters');
    expect(say('ru', z.object({ l: z.array(z.number()).min(1) }), { l: [] })[0]).toContain('нужен хотя бы 1');
  });
});
