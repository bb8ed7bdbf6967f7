import { describe, expect, it } from 'vitest';
import { preparePackage } from '../uploads/package-check';
import { convertStockFile, sourceCellOf } from './import-convert';
import {
  encodeWindows1251,
  sampleBatches,
  sampleCsvText,
  sampleXlsx,
  type SampleBatch,
} from '@tests/kits/core/import/import-files';

const now = new Date('2026-11-23T05:30:00Z');

/** The converted package passes the app's local check with no errors, and every value is the source's. */
function expectPackageOf(result: Awaited<ReturnType<typeof convertStockFile>>, batches: SampleBatch[]) {
  expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
  const text = JSON.stringify(result.pkg);
  const checked = preparePackage('converted.json', Buffer.from(text, 'utf8'), now);
  expect(checked.local.check.errorCount).toBe(0);
  expect(checked.local.check.valid).toBe(true);
  expect(checked.rows).toBe(batches.length);
  batches.forEach((b, i) => {
    const row = result.pkg.stocks[i]!;
    expect(row).toMatchObject({
      prtId: b.prtId,
      nnt: b.nnt,
      qnt: b.qnt,
      prcOptNds: b.prcOptNds,
      prcRet: b.prcRet,
      nds: b.nds,
      gnvls: b.gnvls,
      man: b.man,
      series: b.series,
      exp: `${b.exp}T00:00:00+03:00`,
    });
  });
}

describe('converting stock lists to a package', () => {
  it('a Windows-1251 `;` CSV with decimal commas, no-break-space thousands and dd.mm.yyyy dates', async () => {
    const batches = sampleBatches(40);
    const bytes = encodeWindows1251(sampleCsvText(batches));
    const result = await convertStockFile(bytes, { now });
    expect(result.info).toMatchObject({ format: 'csv', encoding: 'windows-1251', delimiter: ';', headerRow: 1 });
    expect(result.info.droppedTotals).toBe(1);
    expect(result.mapping.columns).toMatchObject({ prtId: 'Код партии', nnt: 'ННТ', qnt: 'Кол-во', exp: 'Годен до' });
    expect(result.pkg.date).toBe('2026-11-23T08:30:00+03:00');
    expectPackageOf(result, batches);
  });

  it('a UTF-8 CSV with a byte order mark, comma-separated, quoted fields with the delimiter inside', async () => {
    const batches = sampleBatches(25, 7).map((b) => ({ ...b, man: `${b.man}, Россия` }));
    const text = sampleCsvText(batches, ',').replace(/(\d),(\d\d)(?=,|\r)/g, '$1.$2');
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    const result = await convertStockFile(bytes, { now });
    expect(result.info).toMatchObject({ encoding: 'utf-8', delimiter: ',' });
    expectPackageOf(result, batches);
  });

  it('an XLSX with the header on row 23, Excel dates, a formula column, merged title and a totals row', async () => {
    const batches = sampleBatches(30, 3);
    const bytes = await sampleXlsx(batches, 23);
    const result = await convertStockFile(bytes, { now, mapping: { version: 1, columns: {}, sheet: 2 } as never });
    expect(result.info).toMatchObject({
      format: 'xlsx',
      sheets: ['Сводка', 'Остатки'],
      sheet: 'Остатки',
      headerRow: 23,
    });
    expectPackageOf(result, batches);
    // Each package row points back to its sheet row and column.
    expect(sourceCellOf(result, 4, 'exp')).toEqual({
      sheet: 'Остатки',
      row: 28,
      column: 6,
      columnLetter: 'F',
      header: 'Срок годности',
    });
    // A field with no column behind it names no column (never column A by default).
    expect(sourceCellOf(result, 4, 'supInn')).toEqual({
      sheet: 'Остатки',
      row: 28,
      column: null,
      columnLetter: null,
      header: null,
    });
    // Without a sheet named, the first sheet with a header of known words is read, not the summary.
    const auto = await convertStockFile(bytes, { now });
    expect(auto.info.sheet).toBe('Остатки');
    expect(auto.pkg.stocks).toEqual(result.pkg.stocks);
  });

  it('warns when the column mapped to nnt holds barcodes, and refuses a VAT rate that does not exist', async () => {
    const csv = [
      'Партия;Штрихкод;Количество;Цена закупки с НДС;НДС',
      'A-1;4602193000018;3;120,50;10',
      'A-2;96385074;1;80,00;22',
      'A-3;036000291452;2;15,00;18',
    ].join('\n');
    const mapping = {
      version: 1,
      columns: { prtId: 'Партия', nnt: 'Штрихкод', qnt: 'Количество', prcOptNds: 'Цена закупки с НДС', nds: 'НДС' },
    };
    const result = await convertStockFile(new TextEncoder().encode(csv), { now, mapping: mapping as never });
    expect(result.findings.find((f) => f.code === 'nnt-looks-like-barcodes')).toMatchObject({
      severity: 'warning',
      column: 2,
      header: 'Штрихкод',
      field: 'nnt',
      value: '4602193000018',
    });
    // 18 % has not been a rate since 2019; 22 % is the general rate since 2026.
    expect(result.findings.filter((f) => f.code === 'not-a-vat-rate').map((f) => f.value)).toEqual(['18']);
  });
});
