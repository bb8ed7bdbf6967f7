import type { CodeCounts } from '@shared/import/code-counts';
import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex links …` and the operator-code counts of convert, upload and changes. */
export const linksStrings = defineCliStrings(
  {
    counts: ((p) =>
      `Коды оператора (ННТ): из файла — ${p.file}, по связям аптеки — ${p.storeLink}, по штрихкоду — ${p.barcode}, подтверждены вами — ${p.confirmed}, не найдены — ${p.notFound}${p.conflicts > 0 ? `; связь и штрихкод расходятся — ${p.conflicts}` : ''}${p.ambiguous > 0 ? `; штрихкод указывает на несколько товаров — ${p.ambiguous}` : ''}.`) as P<CodeCounts>,
    needOut: 'Укажите, куда записать предложения: --out ФАЙЛ.csv (или .json)',
    noneMissing: 'У всех строк есть код оператора — предлагать нечего.',
    suggestWritten: ((p) => `Предложения записаны: ${p.path} (строк без кода — ${p.rows}).`) as P<{
      path: string;
      rows: number;
    }>,
    suggestHeader: [
      'Строка',
      'Код аптеки',
      'Наименование',
      'Штрихкод',
      'ННТ',
      'Товар оператора',
      'Уверенность',
      'Совпали слова',
    ],
    confidence: { high: 'высокая', medium: 'средняя', low: 'низкая' } as Record<string, string>,
    confirmedTitle: ((p) => `Подтверждённые коды магазина «${p.name}» (всего — ${p.n}):`) as P<{
      name: string;
      n: number;
    }>,
    confirmedNone: 'Подтверждённых кодов нет.',
    confirmedLine: ((p) =>
      `  ${p.sku} → ${p.nnt}${p.product ? ` ${p.product}` : ''}; ${p.by}, ${p.at}${p.link === null ? '' : p.overridden ? `; заменён связью оператора → ${p.link}` : `; связь оператора → ${p.link}`}`) as P<{
      sku: string;
      nnt: number;
      product: string | null;
      by: string;
      at: string;
      link: number | null;
      overridden: boolean;
    }>,
    confirmedHeader: [
      'Код аптеки',
      'ННТ',
      'Товар оператора',
      'Наименование в аптеке',
      'Штрихкод',
      'Кто',
      'Когда',
      'Связь оператора',
    ],
    exported: ((p) => `Список записан: ${p.path} (строк — ${p.rows}).`) as P<{ path: string; rows: number }>,
  },
  {
    counts: (p) =>
      `Operator codes (nnt): from the file ${p.file}, by store links ${p.storeLink}, by barcode ${p.barcode}, confirmed by you ${p.confirmed}, not found ${p.notFound}${p.conflicts > 0 ? `; store link and barcode disagree: ${p.conflicts}` : ''}${p.ambiguous > 0 ? `; a barcode names several products: ${p.ambiguous}` : ''}.`,
    needOut: 'Say where to write the suggestions: --out FILE.csv (or .json)',
    noneMissing: 'Every row has an operator code: nothing to suggest.',
    suggestWritten: (p) => `Suggestions written: ${p.path} (rows without a code: ${p.rows}).`,
    suggestHeader: [
      'Row',
      'Pharmacy code',
      'Name',
      'Barcode',
      'nnt',
      'Operator’s product',
      'Confidence',
      'Words matched',
    ],
    confidence: { high: 'high', medium: 'medium', low: 'low' },
    confirmedTitle: (p) => `Confirmed codes of the store “${p.name}” (${p.n} in all):`,
    confirmedNone: 'No confirmed codes.',
    confirmedLine: (p) =>
      `  ${p.sku} → ${p.nnt}${p.product ? ` ${p.product}` : ''}; ${p.by}, ${p.at}${p.link === null ? '' : p.overridden ? `; overridden by the operator’s link → ${p.link}` : `; operator’s link → ${p.link}`}`,
    confirmedHeader: [
      'Pharmacy code',
      'nnt',
      'Operator’s product',
      'Pharmacy’s name',
      'Barcode',
      'Who',
      'When',
      'Operator’s link',
    ],
    exported: (p) => `List written: ${p.path} (${p.rows} rows).`,
  },
);
