import { createInstance, type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { enResources, ruResources } from './index';

/**
 * Russian grammar, written out by hand (not derived from the tables): the noun's form after
 * 1, 2, 5, 21, 22, 25 and 111. Every counted noun in the tables must be listed here, so a new
 * one gets its forms checked too.
 */
const samples = [1, 2, 5, 21, 22, 25, 111] as const;
const russianForms: Record<string, readonly string[]> = {
  'counts.records': ['запись', 'записи', 'записей', 'запись', 'записи', 'записей', 'записей'],
  'counts.chunks': ['порция', 'порции', 'порций', 'порция', 'порции', 'порций', 'порций'],
  'dictionaries.card.stockTotal': ['партия', 'партии', 'партий', 'партия', 'партии', 'партий', 'партий'],
  'uploads.preview.invalid': ['ошибка', 'ошибки', 'ошибок', 'ошибка', 'ошибки', 'ошибок', 'ошибок'],
  'codes.chosenAlso': ['строка', 'строки', 'строк', 'строка', 'строки', 'строк', 'строк'],
  'codes.send.leftOutText': ['строки', 'строк', 'строк', 'строки', 'строк', 'строк', 'строк'],
  'import.findings.summary': ['ошибка', 'ошибки', 'ошибок', 'ошибка', 'ошибки', 'ошибок', 'ошибок'],
  'uploadHistory.exported': ['строка', 'строки', 'строк', 'строка', 'строки', 'строк', 'строк'],
  'uploadHistory.found': ['загрузка', 'загрузки', 'загрузок', 'загрузка', 'загрузки', 'загрузок', 'загрузок'],
  'uploads.findingsExport.copied': ['запись', 'записи', 'записей', 'запись', 'записи', 'записей', 'записей'],
  'uploads.findingsExport.text.header': [
    'проблема',
    'проблемы',
    'проблем',
    'проблема',
    'проблемы',
    'проблем',
    'проблем',
  ],
  'uploads.sendIntent.blocked': ['ошибка', 'ошибки', 'ошибок', 'ошибка', 'ошибки', 'ошибок', 'ошибок'],
  'uploads.sendIntent.override': ['ошибкой', 'ошибками', 'ошибками', 'ошибкой', 'ошибками', 'ошибками', 'ошибками'],
  'uploads.sendIntent.overrideConfirm': [
    'ошибкой',
    'ошибками',
    'ошибками',
    'ошибкой',
    'ошибками',
    'ошибками',
    'ошибками',
  ],
  'uploads.sendIntent.overrideTitle': [
    'ошибкой',
    'ошибками',
    'ошибками',
    'ошибкой',
    'ошибками',
    'ошибками',
    'ошибками',
  ],
  'uploads.sendIntent.preflightErrors': ['ошибка', 'ошибки', 'ошибок', 'ошибка', 'ошибки', 'ошибок', 'ошибок'],
  'uploads.sendIntent.schemaErrors': ['ошибка', 'ошибки', 'ошибок', 'ошибка', 'ошибки', 'ошибок', 'ошибок'],
  'workbench.verdict.errors': ['ошибка', 'ошибки', 'ошибок', 'ошибка', 'ошибки', 'ошибок', 'ошибок'],
  'uploads.troubleshoot.invalid': ['ошибку', 'ошибки', 'ошибок', 'ошибку', 'ошибки', 'ошибок', 'ошибок'],
  'preflight.codes.expired': ['день', 'дня', 'дней', 'день', 'дня', 'дней', 'дней'],
  'preflight.codes.near-expiry': ['день', 'дня', 'дней', 'день', 'дня', 'дней', 'дней'],
  'uploads.guard.changes-too-soon': ['минуту', 'минуты', 'минут', 'минуту', 'минуты', 'минут', 'минут'],
  'uploads.guard.invalid-package': ['ошибка', 'ошибки', 'ошибок', 'ошибка', 'ошибки', 'ошибок', 'ошибок'],
  // "хотя бы 1 символ", but "не больше 1 символа" (the genitive after "не больше")
  'zodIssues.what.too-small-string': ['символ', 'символа', 'символов', 'символ', 'символа', 'символов', 'символов'],
  'zodIssues.what.too-big-string': ['символа', 'символов', 'символов', 'символа', 'символов', 'символов', 'символов'],
  'zodIssues.what.too-small-array': [
    'элемент',
    'элемента',
    'элементов',
    'элемент',
    'элемента',
    'элементов',
    'элементов',
  ],
  'zodIssues.what.too-big-array': [
    'элемента',
    'элементов',
    'элементов',
    'элемента',
    'элементов',
    'элементов',
    'элементов',
  ],
};

/** Every key of a table that has plural forms (`x_one`, `x_few`…), as the base key `x`. */
function pluralKeys(table: object, prefix = ''): string[] {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'object' && value !== null) pluralKeys(value, `${prefix}${key}.`).forEach((k) => found.add(k));
    const m = /^(.*)_(one|few|many|other)$/.exec(key);
    if (m && typeof value === 'string') found.add(`${prefix}${m[1]}`);
  }
  return [...found].sort();
}

// The values the counted strings interpolate besides the count.
const otherValues = { quantity: '7', at: '01.01.2027', error: 0, warning: 0, info: 0 };

describe('Russian plurals of every counted noun', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = createInstance();
    await i18n.init({
      lng: 'ru',
      resources: { ru: { translation: ruResources }, en: { translation: enResources } },
      interpolation: { escapeValue: false },
    });
  });

  it('lists every plural key of the tables in the grammar table above', () => {
    expect(pluralKeys(ruResources)).toEqual(Object.keys(russianForms).sort());
    expect(pluralKeys(enResources)).toEqual(Object.keys(russianForms).sort());
  });

  it.each(Object.entries(russianForms))('%s takes one/few/many after 1, 2, 5, 21, 22, 25, 111', (key, forms) => {
    samples.forEach((n, i) => {
      const text = i18n.t(key as never, { ...otherValues, count: n, lng: 'ru' }) as string;
      expect(text, `${key} with ${n}`).toContain(`${n} ${forms[i]}`);
    });
  });

  it('never calls 21 errors "её": the "one" form serves 21, 31… too', () => {
    for (const key of ['uploads.preview.invalid', 'workbench.verdict.errors']) {
      for (const count of [1, 21, 31]) {
        const text = i18n.t(key as never, { count, lng: 'ru' }) as string;
        expect(text, `${key} with ${count}`).not.toMatch(/(^|\s)её(\s|$)/);
      }
    }
  });

  it('separates thousands the Russian way and keeps the grammar for big numbers', () => {
    const t = (key: string, count: number, lng = 'ru') => i18n.t(key as never, { count, lng }) as string;
    expect(t('counts.records', 4002)).toBe('4\u00a0002 записи');
    expect(t('counts.chunks', 24)).toBe('24 порции');
    expect(t('counts.chunks', 41)).toBe('41 порция');
    expect(t('counts.records', 1.5)).toBe('1,5 записи');
    expect(t('counts.records', 1, 'en')).toBe('1 record');
    expect(t('counts.records', 4002, 'en')).toBe('4,002 records');
  });
});
