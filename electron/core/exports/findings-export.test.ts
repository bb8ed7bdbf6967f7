import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import { createExportsFeature, exportFileName } from './exports-feature';
import { findingsToCsv } from './findings-csv';
import { findingHeader } from './findings-table';
import { findingsToXlsx } from './findings-xlsx';

const rows: ExportFindingRow[] = [
  {
    severity: 'error',
    row: 2,
    prtId: 'ПР-2024-0002',
    field: 'supDate',
    product: 'Парацетамол таб. 500 мг №20',
    message: 'Это не дата; ожидается "ГГГГ-ММ-ДД"',
    value: '"вчера"',
    line: 29,
    column: 18,
    source: 'local',
  },
  {
    severity: 'warning',
    row: 5,
    prtId: 'A;B\nC',
    field: 'qnt',
    product: null,
    message: 'Отрицательное количество',
    value: '-5',
    line: 61,
    column: 14,
    source: 'server',
  },
  {
    severity: 'info',
    row: null,
    prtId: null,
    field: null,
    product: null,
    message: 'Формула?',
    value: '=HYPERLINK("x")',
    line: null,
    column: null,
    source: 'preflight',
  },
];

/** The rows as the reader of a file sees them: every cell as text, empty for none. */
const expected = (language: 'ru' | 'en') => {
  const whole = language === 'ru' ? 'весь пакет' : 'whole package';
  const sev = language === 'ru' ? ['Ошибка', 'Предупреждение', 'К сведению'] : ['Error', 'Warning', 'Note'];
  const src =
    language === 'ru'
      ? ['этот компьютер', 'сервер оператора', 'справочники']
      : ['this PC', 'operator’s server', 'dictionaries'];
  return rows.map((r, i) => [
    sev[i],
    r.row === null ? whole : String(r.row),
    r.prtId ?? '',
    r.field ?? '',
    r.product ?? '',
    r.message,
    r.value ?? '',
    r.line === null ? '' : String(r.line),
    r.column === null ? '' : String(r.column),
    src[i],
  ]);
};

describe('findings CSV', () => {
  it('starts with a BOM, uses ; and CRLF, quotes what needs it and reads back to the same rows', () => {
    const csv = findingsToCsv(rows, 'ru');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.split('\r\n')[0]).toBe('\uFEFF' + findingHeader('ru').join(';'));
    expect(csv.endsWith('\r\n')).toBe(true);

    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(findingHeader('ru'));
    const want = expected('ru');
    // A formula is defused with an apostrophe; a negative number stays as written.
    want[2]![6] = `'=HYPERLINK("x")`;
    expect(parsed.data.slice(1)).toEqual(want);
    expect(parsed.data[2]![2]).toBe('A;B\nC');
    expect(parsed.data[2]![6]).toBe('-5');
  });

  it('writes English headers and words when asked', () => {
    const parsed = Papa.parse<string[]>(findingsToCsv(rows, 'en').slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([
      'Severity',
      'Record',
      'Batch (prtId)',
      'Field',
      'Product',
      'Reason',
      'Value',
      'Line',
      'Column',
      'Source',
    ]);
    expect(parsed.data[1]![0]).toBe('Error');
    expect(parsed.data[3]![1]).toBe('whole package');
  });
});

describe('findings XLSX', () => {
  it('has a bold frozen header with an autofilter and widths, and reads back to the same rows', async () => {
    const buffer = await findingsToXlsx(rows, 'ru');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Найденное');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(5).width).toBe(40);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const read: string[][] = [];
    sheet.eachRow((row) => {
      read.push(Array.from({ length: 10 }, (_, i) => (row.getCell(i + 1).value ?? '').toString()));
    });
    expect(read[0]).toEqual(findingHeader('ru'));
    expect(read.slice(1)).toEqual(expected('ru'));
    // Numbers stay numbers, so Excel sorts records and lines as numbers.
    expect(sheet.getRow(2).getCell(2).value).toBe(2);
    expect(sheet.getRow(2).getCell(5).value).toBe('Парацетамол таб. 500 мг №20');
  });
});

describe('dates in findings exports', () => {
  const dated: ExportFindingRow[] = [
    { ...rows[0]!, field: 'supDate', value: '"2026-11-26T22:52:11Z"' },
    { ...rows[0]!, field: 'exp', value: '"2027-01-28T00:00:00+03:00"' },
    // No zone, or no such day: the package is wrong there, so the reader sees the text as written.
    { ...rows[0]!, field: 'exp', value: '"2027-01-28T00:00:00"' },
    { ...rows[0]!, field: 'exp', value: '"2027-02-30T00:00:00+03:00"' },
  ];

  it('CSV writes zoned date-times as Moscow "dd.mm.yyyy hh:mm" (Russian Excel reads a date), others as text', () => {
    const parsed = Papa.parse<string[]>(findingsToCsv(dated, 'ru').slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.data.slice(1).map((r) => r[6])).toEqual([
      '27.11.2026 01:52',
      '28.01.2027 00:00',
      '"2027-01-28T00:00:00"',
      '"2027-02-30T00:00:00+03:00"',
    ]);
  });

  it('XLSX writes them as date cells with a date format, in Moscow time; others stay text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await findingsToXlsx(dated, 'ru')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cell = (r: number) => sheet.getRow(r).getCell(7);
    expect(cell(2).type).toBe(ExcelJS.ValueType.Date);
    expect((cell(2).value as Date).toISOString()).toBe('2026-11-27T01:52:11.000Z');
    expect(cell(2).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(cell(3).type).toBe(ExcelJS.ValueType.Date);
    expect((cell(3).value as Date).toISOString()).toBe('2027-01-28T00:00:00.000Z');
    // A Moscow midnight (an expiry day) shows the day alone.
    expect(cell(3).numFmt).toBe('dd.mm.yyyy');
    expect(cell(4).type).toBe(ExcelJS.ValueType.String);
    expect(cell(5).type).toBe(ExcelJS.ValueType.String);
    expect(cell(5).value).toBe('"2027-02-30T00:00:00+03:00"');
  });
});

describe('exports:findings', () => {
  it('answers the file as a byte array with a safe file name for each format', async () => {
    const handler = createExportsFeature().handlers['exports:findings']!;
    const csv = await handler({ format: 'csv', language: 'ru', baseName: 'stock:1.json', rows });
    expect(csv.fileName).toBe('stock_1.json - найденное.csv');
    expect(csv.bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(csv.bytes).toString('utf8')).toBe(findingsToCsv(rows, 'ru'));
    // Its own array, not a view into Node's Buffer pool (a clone would carry the whole pool).
    expect(csv.bytes.byteLength).toBe(csv.bytes.buffer.byteLength);
    const xlsx = await handler({ format: 'xlsx', language: 'en', baseName: 'stock.json', rows });
    expect(xlsx.fileName).toBe('stock.json - findings.xlsx');
    expect([...xlsx.bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    expect(xlsx.rows).toBe(3);
  });

  it('names a file even from a name of unsafe characters only', () => {
    expect(exportFileName('///', 'x', 'csv')).toBe('___ - x.csv');
    expect(exportFileName('   ', 'x', 'csv')).toBe('findings - x.csv');
  });
});
