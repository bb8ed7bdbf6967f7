import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkbenchFinding } from '@shared/ipc/channels/workbench';
import { foreignWords } from '@shared/i18n/foreign-words';
import { enResources, ruResources } from '@renderer/i18n/index';
import { describeFinding, fieldLabel } from './describe-error';

/** The parser's own text, as V8 writes it: it must never reach the manager. */
const ENGINE = 'Unexpected token \'}\', "...": 1,}" is not valid JSON';

/** The fields describeFinding reads of the parser's one finding (the rest play no part here). */
function syntaxFinding(over: Partial<WorkbenchFinding>): WorkbenchFinding {
  const finding: Partial<WorkbenchFinding> = {
    origin: 'schema',
    code: 'syntax',
    fieldPath: null,
    line: 3,
    column: 17,
    message: `The package is not valid JSON: ${ENGINE}`,
  };
  return { ...finding, ...over } as WorkbenchFinding;
}

let ru: TFunction;
let en: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    resources: { ru: { translation: ruResources }, en: { translation: enResources } },
    lng: 'ru',
    interpolation: { escapeValue: false },
  });
  ru = i18n.getFixedT('ru');
  en = i18n.getFixedT('en');
});

describe('an unreadable file in words', () => {
  it('says where the parser stopped in Russian, never the engine text', () => {
    const text = describeFinding(ru, syntaxFinding({}));
    expect(text).toBe('Файл не читается как JSON: чтение остановилось в строке 3, символ 17');
    expect(foreignWords(text)).toEqual([]);
  });

  it('names the record (counted from 1) when the parser knows it', () => {
    const text = describeFinding(ru, syntaxFinding({ fieldPath: 'stocks[4].qnt' }));
    expect(text).toContain('строке 3, символ 17, место — Запись 5, qnt');
    expect(foreignWords(text)).toEqual([]);
  });

  it('says the place is unknown when the parser gave none', () => {
    const text = describeFinding(ru, syntaxFinding({ line: null, column: null }));
    expect(text).toBe('Файл не читается как JSON, место ошибки не определено');
  });

  it('speaks English in the English table', () => {
    expect(describeFinding(en, syntaxFinding({}))).toBe(
      'The file cannot be read as JSON: reading stopped at line 3, character 17',
    );
  });
});

describe('a field in words', () => {
  it('names the package’s date as the export date, and no record field after a package field', () => {
    expect(fieldLabel(ru, 'date')).toBe('дата выгрузки');
    expect(fieldLabel(en, 'date')).toBe('export date');
    // An order's (or any record's) own `date` is not the package's.
    expect(fieldLabel(ru, 'date', true)).toBe('');
    expect(fieldLabel(ru, 'qnt', true)).toBe('количество');
    expect(fieldLabel(ru, 'stocks', true)).toBe('');
  });
});
