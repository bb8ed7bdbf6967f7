import * as XLSX from '@e965/xlsx';
import * as cpexcel from '@e965/xlsx/dist/cpexcel';
import { describe, expect, it } from 'vitest';
import { sampleXls } from '@tests/kits/core/import/binary-files';
import {
  biffFile,
  biffStream,
  cells,
  cfbWith,
  record,
  rkCents,
  rkInt,
  sstRecords,
  u16,
  u32,
  type BiffBookSpec,
} from '@tests/kits/core/import/biff-files';
import { sampleBatches } from '@tests/kits/core/import/import-files';
import { convertStockFile } from '../import-convert';
import type { CellValue } from '../value-convert';
import { readBiffBook } from './biff-book';
import { cfbStream } from './cfb-chains';
import { eachSheetRow } from './xls-reader';

// The BIFF record reader replaced SheetJS's whole-workbook read: the same files give the same
// cells, sheet by sheet (SheetJS's cells turned into values the way the old reader did, with its
// number formats on so that date cells are dates, and its code pages loaded for BIFF5).
XLSX.set_cptable(cpexcel);
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

type Sheet = (CellValue[] | 'no row')[];
const normalize = (rows: readonly (readonly (CellValue | undefined)[] | undefined)[]): Sheet =>
  Array.from({ length: rows.length }, (_, r) => {
    const row = rows[r];
    return row === undefined ? 'no row' : Array.from({ length: row.length }, (_, c) => row[c] ?? null);
  });

function sheetjs(bytes: Uint8Array): { names: string[]; sheets: Sheet[] } {
  const wb = XLSX.read(bytes, { type: 'buffer', dense: true, cellNF: true, cellText: false, cellFormula: false });
  const shift = wb.Workbook?.WBProps?.date1904 ? 1462 : 0;
  const value = (cell: XLSX.CellObject | undefined): CellValue => {
    if (cell === undefined || cell.t === 'e' || cell.t === 'z' || cell.v === undefined) return null;
    if (cell.t === 'n' && typeof cell.v === 'number' && cell.z !== undefined && XLSX.SSF.is_date(cell.z))
      return new Date(Math.round(EXCEL_EPOCH_MS + (cell.v + shift) * DAY_MS));
    return cell.v instanceof Date || typeof cell.v !== 'object' ? cell.v : String(cell.v);
  };
  const sheets = wb.SheetNames.map((name) => {
    const data = (wb.Sheets[name] as { '!data'?: (XLSX.CellObject[] | undefined)[] })['!data'] ?? [];
    return normalize(data.map((row) => row?.map(value)));
  });
  return { names: wb.SheetNames, sheets };
}

function records(bytes: Uint8Array): { names: string[]; sheets: Sheet[] } {
  const workbook = cfbStream(bytes, ['Workbook']);
  const book = readBiffBook(workbook ?? cfbStream(bytes, ['Book'])!, workbook === null);
  return {
    names: book.sheets.map((s) => s.name),
    sheets: book.sheets.map((s) => {
      const rows: CellValue[][] = [];
      eachSheetRow(book, s, Infinity, (r, cells) => (rows[r] = cells));
      return normalize(rows);
    }),
  };
}

/** XF 0 General, 1 built-in date (14), 2 a custom date with time, 3 a custom number with text. */
const formats: BiffBookSpec = {
  sheets: [],
  formats: [
    [164, 'dd/mm/yyyy hh:mm'],
    [165, '0.00" шт."'],
  ],
  xfFormats: [0, 14, 164, 165],
};
const strings = [
  'Наименование',
  'Code',
  `Парацетамол ${'таблетки '.repeat(12)}`,
  `Ибупрофен-${'x'.repeat(150)}-ABC`,
  { text: 'Аспирин «Байер»', runs: 3 },
  { text: 'Фуросемид', ext: 40 },
  { text: 'Nurofen', runs: 30, ext: 10 },
  '',
];
const stockSheet = () => [
  ...strings.map((_, i) => cells.sst(0, i, 0, i)),
  // Rows stored out of order, and a chart substream whose numbers are not cells of the sheet.
  cells.number(4, 0, 1, 46_785),
  cells.rk(2, 0, 0, rkInt(-17)),
  cells.rk(2, 1, 0, rkCents(1137.31)),
  cells.rk(2, 2, 0, 0x3ff80000),
  cells.mulrk(2, 3, [
    [0, rkInt(7)],
    [1, rkInt(46_000)],
    [3, rkCents(12.5)],
  ]),
  record(0x0809, u16(0x0600), u16(0x0020), u16(0), u16(1997), u32(0), u32(0)),
  cells.number(0, 0, 0, 999),
  record(0x000a),
  cells.formula(3, 0, 2, 46_785.5),
  cells.formula(3, 1, 0, [0, 0]),
  cells.string('Итого по аптеке'),
  cells.formula(3, 2, 0, [1, 1]),
  cells.formula(3, 3, 0, [2, 7]),
  cells.formula(3, 4, 0, [3, 0]),
  cells.boolerr(3, 5, 0, 0, false),
  cells.boolerr(3, 6, 0, 0x2a, true),
  cells.label(3, 7, 0, 'Серия А1'),
  cells.rstring(3, 8, 0, 'Годен до'),
  cells.blank(3, 9, 0),
  cells.mulblank(5, 0, 4),
  cells.number(6, 12, 3, 3.5),
];

function sheetjsWorkbook(): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Остатки на 23.11.2026'], [], ['Сводка']]), 'Титул');
  const rows: unknown[][] = [['Наименование', 'Код', 'Годен до', 'Есть', 'Ошибка', 'Пусто']];
  for (let i = 0; i < 3000; i++)
    rows.push([
      `Препарат №${i} ${'д'.repeat(i % 40)}`,
      i % 7 === 0 ? `${i}` : i,
      { t: 'n', v: 46_000 + i, z: 'dd.mm.yyyy' },
      i % 2 === 0,
      { t: 'e', v: 0x07 },
      '',
    ]);
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Остатки & <цены>');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8', bookSST: true }) as Buffer;
}

const fixtures: [string, () => Buffer][] = [
  ['a stock list written by SheetJS (LABEL, NUMBER, BLANK, a date format)', () => sampleXls(sampleBatches(300, 3))],
  ['shared strings, booleans, errors and two sheets written by SheetJS', sheetjsWorkbook],
  [
    'strings split across CONTINUE records, RK, MULRK, formulas, a chart in the sheet',
    () =>
      biffFile({
        ...formats,
        sst: sstRecords(strings, 100),
        sheets: [
          { name: 'Титул', records: [cells.label(0, 0, 0, 'Остатки аптеки № 5')] },
          { name: 'Остатки', records: stockSheet() },
        ],
      }),
  ],
  [
    'the 1904 date system, in a stream short enough for the mini stream',
    () =>
      biffFile({
        ...formats,
        date1904: true,
        sst: sstRecords(strings.slice(0, 3), 8224),
        sheets: [{ name: 'Лист1', records: [cells.number(0, 0, 1, 45_000), cells.formula(0, 1, 2, 45_000.25)] }],
      }),
  ],
  [
    'a BIFF5 book in Windows-1251',
    () =>
      biffFile({
        ...formats,
        biff5: true,
        sheets: [
          {
            name: 'Остатки',
            records: [
              cells.label5(0, 0, 0, 'Наименование'),
              cells.label5(0, 1, 0, 'Годен до'),
              cells.label5(1, 0, 0, 'Парацетамол "Ё" №5'),
              cells.number(1, 1, 1, 46_785),
            ],
          },
        ],
      }),
  ],
  [
    'a shared-string count far above the strings held',
    () => {
      const sst = sstRecords(['Аспирин', 'Нурофен'], 8224);
      sst.writeUInt32LE(0x7fffffff, 8);
      return biffFile({ sst, sheets: [{ name: 'Лист1', records: [cells.sst(0, 0, 0, 1), cells.sst(1, 0, 0, 0)] }] });
    },
  ],
];

describe('the BIFF record reader gives SheetJS’s cells', () => {
  it.each(fixtures)('%s', (_, make) => {
    const bytes = make();
    const started = performance.now();
    const mine = records(bytes);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(mine).toEqual(sheetjs(bytes));
    expect(mine.sheets.flat(2).filter((c) => c !== null && c !== 'no row').length).toBeGreaterThan(1);
  });

  it('reads a split string as one, with its later part in another width', () => {
    const { sheets } = records(
      biffFile({ ...formats, sst: sstRecords(strings, 100), sheets: [{ name: 'Л', records: stockSheet() }] }),
    );
    expect(sheets[0]![0]).toEqual(strings.map((s) => (typeof s === 'string' ? s : s.text)));
    expect(sheets[0]![4]).toEqual([new Date(Date.UTC(2028, 1, 2))]);
    expect(sheets[0]![3]).toEqual([
      new Date(Date.UTC(2028, 1, 2, 12)),
      'Итого по аптеке',
      true,
      null,
      '',
      false,
      null,
      'Серия А1',
      'Годен до',
    ]);
    // The chart's number at A1 is not the sheet's: A1 keeps its shared string.
    expect(sheets[0]![5]).toBe('no row');
    expect(sheets[0]![2]).toEqual([-17, 1137.31, 1.5, 7, new Date(Date.UTC(2025, 11, 9)), 12.5]);
  });
});

describe('a damaged .xls ends as one clear finding', () => {
  const now = new Date('2026-11-23T03:00:00Z');
  const codes = async (bytes: Uint8Array) => (await convertStockFile(bytes, { now })).findings.map((f) => f.code);
  const sheet = { name: 'Лист1', records: [cells.sst(0, 0, 0, 0), cells.number(0, 1, 0, 1)] };

  it('a record whose length runs past the end of the stream', async () => {
    const stream = biffStream({ sst: sstRecords(['Аспирин'], 8224), sheets: [sheet] });
    const cut = stream.subarray(0, stream.length - 6);
    expect(await codes(cfbWith(cut))).toEqual(['damaged-workbook']);
  });

  it('a cell that names a shared string the table does not hold', async () => {
    const bytes = biffFile({
      sst: sstRecords(['Аспирин'], 8224),
      sheets: [{ name: 'Л', records: [cells.sst(0, 0, 0, 5)] }],
    });
    expect(await codes(bytes)).toEqual(['damaged-workbook']);
  });

  it('a workbook stream that is not there, or that does not open with a BOF', async () => {
    expect(await codes(cfbWith(biffStream({ sheets: [sheet] }), 'WordDocument'))).toEqual(['damaged-workbook']);
    expect(await codes(cfbWith(Buffer.concat([record(0x0042, u16(1251)), Buffer.alloc(8)])))).toEqual([
      'not-a-workbook',
    ]);
  });

  it('a password-protected .xls (FILEPASS) is said to be one', async () => {
    const filepass = record(0x002f, u16(1), u16(1), Buffer.alloc(48));
    const bytes = biffFile({ globals: [filepass], sst: sstRecords(['Аспирин'], 8224), sheets: [sheet] });
    expect(await codes(bytes)).toEqual(['encrypted-workbook']);
  });

  it('a stream whose directory entry claims more bytes than its sectors hold', async () => {
    const bytes = sampleXls(sampleBatches(200));
    const at = bytes.indexOf(Buffer.from('Workbook', 'utf16le'));
    bytes.writeUInt32LE(bytes.readUInt32LE(at + 120) * 4, at + 120);
    expect(await codes(bytes)).toEqual(['damaged-workbook']);
  });
});
