import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import { findingText, findingsText } from './findings-text';
import { uploadsStrings } from '../uploads-strings';

async function tFor(lng: 'ru' | 'en'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { translation: { uploads: uploadsStrings[lng] } } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const supDate: ExportFindingRow = {
  severity: 'error',
  row: 2,
  prtId: 'ПР-2024-0002',
  field: 'supDate',
  product: 'Парацетамол',
  message: 'Это не дата',
  value: '""',
  line: 29,
  column: 18,
  source: 'local',
};
const wholePackage: ExportFindingRow = {
  severity: 'warning',
  row: null,
  prtId: null,
  field: null,
  product: null,
  message: 'Слишком много неизвестных кодов',
  value: null,
  line: null,
  column: null,
  source: 'preflight',
};

describe('findings as text for the vendor', () => {
  it('words one finding in Russian with every known part', async () => {
    const t = await tFor('ru');
    expect(findingText(t, supDate)).toBe(
      'Ошибка — запись 2, партия ПР-2024-0002, поле supDate, товар «Парацетамол»: Это не дата; значение ""; строка 29, символ 18',
    );
    expect(findingText(t, wholePackage)).toBe('Предупреждение — весь пакет: Слишком много неизвестных кодов');
  });

  it('words one finding in English', async () => {
    const t = await tFor('en');
    expect(findingText(t, supDate)).toBe(
      'Error — record 2, batch ПР-2024-0002, field supDate, product “Парацетамол”: Это не дата; value ""; line 29, column 18',
    );
  });

  it('numbers all findings under a header with Russian plurals', async () => {
    const t = await tFor('ru');
    const text = (n: number) =>
      findingsText(
        t,
        'f.json',
        Array.from({ length: n }, () => supDate),
      );
    expect(text(1).split('\n')[0]).toBe('Найдена 1 проблема в файле f.json:');
    expect(text(3).split('\n')[0]).toBe('Найдено 3 проблемы в файле f.json:');
    expect(text(5).split('\n')[0]).toBe('Найдено 5 проблем в файле f.json:');
    expect(text(21).split('\n')[0]).toBe('Найдена 21 проблема в файле f.json:');
    const lines = text(3).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^3\. Ошибка — запись 2/);
  });
});
