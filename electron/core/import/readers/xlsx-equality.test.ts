import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { sampleBatches, sampleXlsx } from '@tests/kits/core/import/import-files';
import { FindingList } from '../import-findings';
import type { CellValue } from '../value-convert';
import { readXlsx } from '../xlsx-reader';
import { mergeRange } from './xlsx-merges';
import { scanSheetRows } from './xlsx-sheet-rows';
import { readSharedStrings, readWorkbookInfo } from './xlsx-workbook';
import { openZip } from './zip-parts';
import { checkZipSizes } from './zip-sizes';

// The streaming sheet scanner replaced exceljs's whole-workbook reader: the same workbooks give
// the same cells, sheet by sheet (exceljs's rows rebuilt here the way the old reader did).
/** The old reader's cell value from exceljs: formulas by their cached result, rich text as text. */
function cellValue(v: unknown): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('result' in o || 'formula' in o || 'sharedFormula' in o) return cellValue(o.result);
    if (Array.isArray(o.richText)) return o.richText.map((p: { text?: string }) => p.text ?? '').join('');
    if (typeof o.text === 'string') return o.text;
    if ('error' in o) return null;
  }
  return String(v);
}

async function exceljsRows(bytes: Buffer): Promise<CellValue[][][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const rows: CellValue[][] = [];
    for (let r = 1; r <= ws.rowCount; r++) {
      const values = ws.getRow(r).values as unknown[];
      const cells = new Array<CellValue>(Math.max(0, values.length - 1)).fill(null);
      values.forEach((v, i) => {
        if (i > 0) cells[i - 1] = cellValue(v);
      });
      rows.push(cells);
    }
    return rows;
  });
}

async function scannedRows(bytes: Buffer): Promise<CellValue[][][]> {
  const { merges } = await checkZipSizes(bytes);
  const zip = openZip(bytes);
  const book = await readWorkbookInfo(zip);
  const strings = await readSharedStrings(zip);
  const out: CellValue[][][] = [];
  for (const sheet of book.sheets) {
    const rows: CellValue[][] = [];
    const ranges = (merges.get(sheet.part) ?? []).map(mergeRange).filter((m) => m !== null);
    await scanSheetRows(zip, sheet.part, { ...book, strings, sheet: sheet.name, merges: ranges }, (r, cells) => {
      rows[r - 1] = cells;
    });
    out.push(rows);
  }
  return out;
}

async function workbook(build: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const mixed = (wb: ExcelJS.Workbook) => {
  const summary = wb.addWorksheet('Сводка');
  summary.getCell('A1').value = 'Остатки на 23.11.2026';
  summary.mergeCells('A1:C2');
  const ws = wb.addWorksheet('Остатки & <цены>');
  ws.addRow(['Наименование', 'Серия', 'Годен до', 'Количество', 'Цена', 'Есть']);
  ws.addRow(['Аспирин "Байер" <500 мг> & Co', 'A1', new Date(Date.UTC(2027, 5, 30)), 10, 12.5, true]);
  ws.addRow([
    'Нурофен',
    { richText: [{ text: 'Б' }, { text: '2', font: { bold: true } }] },
    45_000.25,
    0,
    -1e-7,
    false,
  ]);
  ws.getCell('C3').numFmt = 'dd.mm.yyyy hh:mm';
  ws.getCell('E2').numFmt = '#,##0.00 "₽"';
  ws.getCell('F4').value = { formula: 'A1&B1', result: 'x &amp; y' };
  ws.getCell('G4').value = { formula: 'NOW()', result: 46_000.5 };
  ws.getCell('G4').numFmt = 'yyyy-mm-dd';
  ws.getCell('H4').value = { error: '#N/A' };
  ws.getCell('J7').value = 'далеко';
  ws.getCell('B9').value = '';
  ws.getCell('C9').style = { font: { bold: true } };
  ws.mergeCells('A10:B11');
  ws.getCell('A10').value = 'объединено';
  ws.getCell('D12').value = 1_234_567_890.123;
};

describe('the .xlsx sheet scanner reads what exceljs read', { timeout: 60_000 }, () => {
  it('dates, numbers, entities, rich text, formulas, errors, gaps and merges', async () => {
    const bytes = await workbook(mixed);
    const scanned = await scannedRows(bytes);
    expect(scanned).toEqual(await exceljsRows(bytes));
    expect(scanned[1]![1]![0]).toBe('Аспирин "Байер" <500 мг> & Co');
    expect(scanned[1]![1]![2]).toEqual(new Date(Date.UTC(2027, 5, 30)));
  });

  it('the 1904 date system', async () => {
    const bytes = await workbook((wb) => {
      mixed(wb);
      wb.properties.date1904 = true;
    });
    expect(await scannedRows(bytes)).toEqual(await exceljsRows(bytes));
  });

  it('inline strings, `_xHHHH_` escapes, character references and attribute spellings written by hand', async () => {
    const zip = await JSZip.loadAsync(await workbook(mixed));
    const sheet = await zip.file('xl/worksheets/sheet2.xml')!.async('string');
    const strings = await zip.file('xl/sharedStrings.xml')!.async('string');
    zip.file(
      'xl/worksheets/sheet2.xml',
      sheet.replace(
        '</sheetData>',
        '<row r="14"><c r="A14" t="inlineStr"><is><t>в&#x441;троке &#1105;</t></is></c><c t="inlineStr"><is><r><t>бо</t></r><r><t>гатый</t></r></is></c><c r="E14" t="b"><v>1</v></c><c r = \'F14\' t = "&#115;" ><v>0</v></c></row></sheetData>',
      ),
    );
    zip.file('xl/sharedStrings.xml', strings.replace('<t>Нурофен</t>', '<t>Нуро_x000D_фен_x00e9_</t>'));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const scanned = await scannedRows(bytes);
    expect(scanned).toEqual(await exceljsRows(bytes));
    expect(scanned[1]![13]).toEqual(['в\u0441троке ё', 'богатый', null, null, true, 'Остатки на 23.11.2026']);
  });

  it('a formula whose result is 0 is empty, as exceljs read it', async () => {
    const bytes = await workbook((wb) => {
      const ws = wb.addWorksheet('Ф');
      ws.getCell('A1').value = { formula: '1-1', result: 0 };
      ws.getCell('B1').value = { formula: 'FALSE()', result: false };
      ws.getCell('C1').value = 0;
    });
    expect(await scannedRows(bytes)).toEqual(await exceljsRows(bytes));
  });

  it('the import fixtures (with a title block above the header)', async () => {
    const bytes = await sampleXlsx(sampleBatches(300, 7));
    expect(await scannedRows(bytes)).toEqual(await exceljsRows(bytes));
  });

  it('picks the first sheet with a header of known words, and ends a cut file as a finding', async () => {
    const bytes = await sampleXlsx(sampleBatches(30, 3));
    const read = (b: Uint8Array, findings = new FindingList()) =>
      readXlsx(b, { want: undefined, findings, onRow: () => {}, headerRow: undefined, rowLimit: 500_000 });
    const { info } = await read(await workbook(mixed));
    expect(info.sheet).toBe('Остатки & <цены>');
    // Cut before its table of contents, or inside a part: a finding either way, never a crash.
    await expect(read(bytes.subarray(0, Math.floor(bytes.length * 0.7)))).rejects.toThrow(/damaged/);
    const zip = await JSZip.loadAsync(bytes);
    const sheet = await zip.file('xl/worksheets/sheet2.xml')!.async('string');
    zip.file('xl/worksheets/sheet2.xml', sheet.slice(0, Math.floor(sheet.length / 2)));
    const findings = new FindingList();
    const cut = await read(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), findings);
    expect(cut.table).toBeNull();
    expect(findings.items.map((f) => f.code)).toEqual(['not-a-workbook']);
  });
});
