import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex validate`: the local and server check of a stock file. */
export const checkStrings = defineCliStrings(
  {
    file: ((p) => `Файл ${p.name}: записей — ${p.rows}, ${p.size}, SHA-256 ${p.sha}`) as P<{
      name: string;
      rows: string;
      size: string;
      sha: string;
    }>,
    packageDate: ((p) => `Дата выгрузки в файле: ${p.date}`) as P<{ date: string }>,
    localTitle: 'Проверка на этом компьютере:',
    serverTitle: ((p) => `Проверка на сервере оператора (магазин «${p.name}»):`) as P<{ name: string }>,
    valid: '  ошибок нет',
    warnings: ((p) =>
      `  предупреждений: ${p.count}${p.listed < p.count ? ` (перечислены первые ${p.listed})` : ''} — отправке они не мешают, но проверьте их: здесь формат оператора ничего не говорит, решает проверка оператора (pharmex validate --server)`) as P<{
      count: number;
      listed: number;
    }>,
    warningMark: 'предупреждение',
    invalid: ((p) => `  ошибок: ${p.count}${p.listed < p.count ? ` (перечислены первые ${p.listed})` : ''}`) as P<{
      count: number;
      listed: number;
    }>,
    syntax: ((p) =>
      `  файл не читается как JSON: строка ${p.line}, позиция ${p.position}${p.path ? `, место ${p.path}` : ''}`) as P<{
      line: string;
      position: string;
      path: string | null;
    }>,
    message: ((p) => `  сообщение: ${p.text}`) as P<{ text: string }>,
    refusedNoFields: ((p) => `  пакет отклонён без списка полей; причина: ${p.text}`) as P<{ text: string }>,
    errorLine: ((p) =>
      `  ${p.where}: ${p.field}${p.prtId ? ` (партия ${p.prtId}${p.product ? `, ${p.product}` : ''})` : p.product ? ` (${p.product})` : ''} — ${p.reason}${p.value ? `; в файле: ${p.value}` : ''}`) as P<{
      where: string;
      field: string;
      prtId: string | null;
      product: string | null;
      reason: string;
      value: string | null;
    }>,
    /** A row path (`stocks[4].qnt`) counted from 1, as everywhere on screen. */
    record: ((p) => `запись ${p.row}${p.field ? `, ${p.field}` : ''}`) as P<{ row: number; field: string | null }>,
    where: ((p) => `запись №${p.row}, строка ${p.line}, поз. ${p.position}`) as P<{
      row: string;
      line: string;
      position: string;
    }>,
    wholeFile: 'весь файл',
    more: ((p) => `  … и ещё ${p.n}. Показать больше: --limit ${p.next}`) as P<{ n: number; next: number }>,
    byField: 'По полям:',
    fieldCount: ((p) => `  ${p.field}: ${p.count}`) as P<{ field: string; count: number }>,
    failed: 'Файл не прошёл проверку. Исправьте ошибки в учётной программе аптеки и выгрузите файл заново.',
    notAPackage: 'В файле нет пакета остатков (JSON-объекта с полями "date" и "stocks").',
    encoding: {
      'bom-removed': 'В начале файла была метка BOM (UTF-8); она убрана — оператор получит UTF-8 без неё.',
      converted: ((p) =>
        `Файл был в кодировке ${p.from}; преобразован в UTF-8 — проверяется и отправляется преобразованный текст.`) as P<{
        from: string;
      }>,
      names: {
        'utf-8': 'UTF-8',
        'utf-16le': 'UTF-16 LE',
        'utf-16be': 'UTF-16 BE',
        'windows-1251': 'Windows-1251',
        ibm866: 'CP866 (DOS)',
      } as Record<string, string>,
    },
  },
  {
    file: (p) => `File ${p.name}: ${p.rows} records, ${p.size}, SHA-256 ${p.sha}`,
    packageDate: (p) => `Export date in the file: ${p.date}`,
    localTitle: 'Check on this PC:',
    serverTitle: (p) => `Check on the operator's server (store "${p.name}"):`,
    valid: '  no errors',
    warnings: (p) =>
      `  warnings: ${p.count}${p.listed < p.count ? ` (the first ${p.listed} listed)` : ''} — they do not stop sending, but check them: the operator's format says nothing here, the operator's check decides (pharmex validate --server)`,
    warningMark: 'warning',
    invalid: (p) => `  errors: ${p.count}${p.listed < p.count ? ` (the first ${p.listed} listed)` : ''}`,
    syntax: (p) =>
      `  the file is not valid JSON: line ${p.line}, position ${p.position}${p.path ? `, at ${p.path}` : ''}`,
    message: (p) => `  message: ${p.text}`,
    refusedNoFields: (p) => `  the package was refused without a list of fields; reason: ${p.text}`,
    errorLine: (p) =>
      `  ${p.where}: ${p.field}${p.prtId ? ` (batch ${p.prtId}${p.product ? `, ${p.product}` : ''})` : p.product ? ` (${p.product})` : ''} — ${p.reason}${p.value ? `; in the file: ${p.value}` : ''}`,
    record: (p) => `record ${p.row}${p.field ? `, ${p.field}` : ''}`,
    where: (p) => `record #${p.row}, line ${p.line}, pos. ${p.position}`,
    wholeFile: 'whole file',
    more: (p) => `  … and ${p.n} more. Show more: --limit ${p.next}`,
    byField: 'By field:',
    fieldCount: (p) => `  ${p.field}: ${p.count}`,
    failed: 'The file did not pass the check. Fix the errors in the pharmacy system and export the file again.',
    notAPackage: 'The file holds no stock package (a JSON object with "date" and "stocks").',
    encoding: {
      'bom-removed':
        'The file started with a UTF-8 byte order mark (BOM); it was removed — the operator gets UTF-8 without it.',
      converted: (p) => `The file was in ${p.from}; converted to UTF-8 — the converted text is checked and sent.`,
      names: {
        'utf-8': 'UTF-8',
        'utf-16le': 'UTF-16 LE',
        'utf-16be': 'UTF-16 BE',
        'windows-1251': 'Windows-1251',
        ibm866: 'CP866 (DOS)',
      } as Record<string, string>,
    },
  },
);
