import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { convertStockFile } from './import-convert';
import { sampleBatches, sampleXlsx } from '@tests/kits/core/import/import-files';
import { toFlag, toMoscowDate, toNumber, toVatRate } from './value-convert';

const now = new Date('2026-11-23T05:30:00Z');
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const codes = (r: Awaited<ReturnType<typeof convertStockFile>>) => r.findings.map((f) => [f.code, f.row, f.column]);

describe('value conversions', () => {
  it('numbers, flags, VAT and dates as pharmacy exports write them', () => {
    expect(toNumber('1\u00a0234,50')).toEqual({ ok: true, value: 1234.5 });
    expect(toNumber('12 345')).toEqual({ ok: true, value: 12345 });
    expect(toNumber('12,3,4')).toEqual({ ok: false, reason: 'not-a-number' });
    expect(toFlag('+')).toEqual({ ok: true, value: true });
    expect(toFlag('Нет')).toEqual({ ok: true, value: false });
    expect(toFlag('может быть')).toEqual({ ok: false, reason: 'not-a-flag' });
    expect(toVatRate('без НДС')).toEqual({ ok: true, value: 0 });
    expect(toVatRate('10%')).toEqual({ ok: true, value: 10 });
    expect(toMoscowDate('31.12.2026 14:05')).toEqual({ ok: true, value: '2026-12-31T14:05:00+03:00' });
    expect(toMoscowDate('20261231')).toEqual({ ok: true, value: '2026-12-31T00:00:00+03:00' });
    expect(toMoscowDate(46387)).toEqual({ ok: true, value: '2026-12-31T00:00:00+03:00' });
    expect(toMoscowDate('01.01.1900')).toEqual({ ok: true, value: null });
    expect(toMoscowDate('31.02.2026')).toEqual({ ok: false, reason: 'not-a-date' });
  });
});

describe('bad input becomes located findings, never a crash', () => {
  it('ragged rows, empty lines, text in a number column, duplicate headers', async () => {
    const text = [
      'Код партии;ННТ;Количество;Цена закупки с НДС;Количество',
      'A1;101;5;10,50;1',
      '',
      '"A\r\nдва";102;пять;10,50;1',
      'A3;103;2;10,50;1;лишнее',
      'A4;104;3',
    ].join('\n');
    const result = await convertStockFile(utf8(text), { now });
    // Rows are numbered by file line: the quoted line break makes the row after it start on line 6.
    expect(codes(result)).toEqual([
      ['duplicate-header', 1, 5],
      ['not-a-number', 4, 3],
      ['ragged-row', 6, 6],
      ['missing-value', 7, 4],
    ]);
    expect(result.findings[1]!.header).toBe('Количество');
    expect(result.info.headers[4]).toBe('Количество (2)');
    // Every source row stays in the package (a bad cell is left out, not the row).
    expect(Array.from(result.sourceRows)).toEqual([2, 4, 6, 7]);
  });

  it('a ZIP that is not a workbook, a damaged ZIP, a password-protected workbook and a binary .xls', async () => {
    const zip = new JSZip();
    zip.file('readme.txt', 'not a workbook');
    const notWorkbook = await zip.generateAsync({ type: 'nodebuffer' });
    expect(codes(await convertStockFile(notWorkbook, { now }))[0]![0]).toBe('not-a-workbook');
    const damaged = (await sampleXlsx(sampleBatches(3))).subarray(0, 500);
    expect(codes(await convertStockFile(damaged, { now }))[0]![0]).toBe('not-a-workbook');
    const cfb = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    expect(codes(await convertStockFile(cfb, { now }))[0]![0]).toBe('binary-xls');
    Buffer.from('EncryptionInfo', 'utf16le').copy(cfb, 1024);
    expect(codes(await convertStockFile(cfb, { now }))[0]![0]).toBe('encrypted-workbook');
  });

  it('an empty file, a binary file, a sheet that does not exist, a mapping naming a missing column', async () => {
    expect(codes(await convertStockFile(new Uint8Array(0), { now }))[0]![0]).toBe('empty-file');
    expect(codes(await convertStockFile(Buffer.from([1, 0, 2, 0, 0, 3, 0, 0]), { now }))[0]![0]).toBe('binary-file');
    const xlsx = await sampleXlsx(sampleBatches(2));
    const noSheet = await convertStockFile(xlsx, { now, mapping: { version: 1, columns: {}, sheet: 'Нет такого' } });
    expect(noSheet.findings[0]).toMatchObject({ code: 'no-sheet', value: 'Нет такого' });
    const missing = await convertStockFile(utf8('Код партии;ННТ;Количество;Цена закупки с НДС\nA;1;2;3'), {
      now,
      mapping: {
        version: 1,
        columns: { prtId: 'Код партии', nnt: 'ННТ', qnt: 'Кол-во', prcOptNds: 'Цена закупки с НДС' },
      },
    });
    expect(missing.findings[0]).toMatchObject({ code: 'unknown-mapping-column', field: 'qnt', header: 'Кол-во' });
  });
});
