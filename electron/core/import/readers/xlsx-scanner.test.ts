import { describe, expect, it } from 'vitest';
import type { CellValue } from '../value-convert';
import { scanSheetChunks, type SheetContext } from './xlsx-sheet-rows';
import { sharedStringsOf } from './xlsx-workbook';
import { decimalIn, digitsIn } from './xml-attributes';

// The sheet scanner reads cells in place and a plain `<v>` cell at once; a chunk may end anywhere
// (inside a tag, a value, a UTF-8 sequence, between `</v>` and `</c>`): every cut gives the rows
// of the whole part, and the values are those an XML parser gives.
const ctx: SheetContext = {
  sheets: [],
  date1904: false,
  dateStyles: new Set([2]),
  strings: ['ноль', 'один', 'два'],
  merges: [{ top: 1, left: 1, bottom: 1, right: 2 }],
  sheet: 'Лист',
};

const sheet = [
  '<?xml version="1.0" encoding="UTF-8"?><worksheet><sheetData>',
  '<row r="1" spans="1:3"><c r="A1" t="s"><v>1</v></c><c r="C1"><v>-12.5</v></c></row>',
  // Spaces around `=`, single quotes, a type written as a character reference, a date style.
  "<row r = '3'><c r = 'A3' t = 's' ><v>2</v></c><c r='B3' t=\"&#115;\"><v>0</v></c><c r=\"C3\" s=\"2\"><v>46785</v></c></row>",
  // Formulas, an error, a `str` result, a comment and CDATA inside values, an empty value.
  '<row r="4"><c r="A4"><f>B4*2</f><v>7961.17</v></c><c r="B4" t="e"><v>#N/A</v></c>',
  '<c r="C4" t="str"><f>A1</f><v>x &amp;amp; y</v></c><c r="D4"><v>1<!-- a -->2</v></c>',
  '<c r="E4"><v><![CDATA[3.5]]></v></c><c r="F4"><v></v></c><c r="G4" t="b"><v>1</v></c></row>',
  // Inline strings (Cyrillic, cut anywhere as UTF-8), rich text runs, a cell and a row without r.
  '<row><c r="A5" t="inlineStr"><is><t>стр&#x43E;ка</t></is></c><c t="inlineStr"><is><r><t>бо</t></r><r><t>гатый</t></r></is></c>',
  '<c r="D5"><v>1.5E-3</v></c><c r="E5"><v>29650.530000000002</v></c><c r="F5"/><c r="G5" t="n"><v>.5</v></c><c r="H5" s="2"><v>бессрочно</v></c></row>',
  '</sheetData><mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells></worksheet>',
].join('');

async function rows(chunks: Buffer[]): Promise<{ ok: boolean; rows: [number, CellValue[]][] }> {
  const out: [number, CellValue[]][] = [];
  const ok = await scanSheetChunks(chunks, ctx, (row, cells) => {
    out.push([row, cells]);
  });
  return { ok, rows: out };
}

const bytes = Buffer.from(sheet, 'utf8');

describe('the sheet scanner', () => {
  it('reads every kind of cell as an XML parser would', async () => {
    const whole = await rows([bytes]);
    expect(whole.ok).toBe(true);
    expect(whole.rows).toEqual([
      [1, ['один', 'один', -12.5]],
      [2, []],
      [3, ['два', 'ноль', new Date(Date.UTC(2028, 1, 2))]],
      [4, [7961.17, null, 'x & y', 12, 3.5, null, true]],
      // A date cell that holds no number keeps its text (the converter says what is wrong with it).
      [5, ['строка', 'богатый', null, 0.0015, 29650.530000000002, null, 0.5, 'бессрочно']],
    ]);
  });

  it('gives the same rows however the part is cut into chunks', async () => {
    const whole = await rows([bytes]);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(await rows([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toEqual(whole);
    const bytewise = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect(await rows(bytewise)).toEqual(whole);
  });

  it('ends a part cut inside a tag or before </worksheet> as cut', async () => {
    expect((await rows([bytes.subarray(0, bytes.indexOf('<c r="E4"') + 5)])).ok).toBe(false);
    expect((await rows([bytes.subarray(0, bytes.indexOf('</worksheet>'))])).ok).toBe(false);
  });

  it('refuses a value or a tag that runs on for megabytes instead of carrying it', async () => {
    const head = Buffer.from('<worksheet><sheetData><row r="1"><c r="A1"><v>');
    const digits = Buffer.alloc(256 * 1024, '7');
    const value = [head, ...Array.from({ length: 8 }, () => digits)];
    await expect(rows(value)).rejects.toMatchObject({ code: 'cell-too-long' });
    const tag = [Buffer.from('<worksheet><sheetData><row r="1" x="'), ...Array.from({ length: 8 }, () => digits)];
    await expect(rows(tag)).rejects.toMatchObject({ code: 'not-a-workbook' });
  });
});

describe('the shared strings', () => {
  it('reads plain, preserved, rich and phonetic strings the same however the part is cut', async () => {
    const part = Buffer.from(
      [
        '<?xml version="1.0"?><sst count="6" uniqueCount="6"><si><t>Парацетамол</t></si>',
        '<si><t xml:space="preserve"> с пробелом </t></si><si><t>A &amp; B_x000D_</t></si><si><t></t></si>',
        '<si><r><rPr><b/></rPr><t>бо</t></r><r><t>гатый</t></r><rPh><t>ふりがな</t></rPh></si>',
        '<si><t>до</t><rPh sb="0" eb="1"><t>x</t></rPh></si></sst>',
      ].join(''),
    );
    const whole = await sharedStringsOf([part]);
    expect(whole).toEqual(['Парацетамол', ' с пробелом ', 'A & B\r', '', 'богатый', 'до']);
    for (let cut = 1; cut < part.length; cut++)
      expect(await sharedStringsOf([part.subarray(0, cut), part.subarray(cut)]), `cut at ${cut}`).toEqual(whole);
    await expect(sharedStringsOf([part.subarray(0, part.length - 6)])).rejects.toThrow(/cut/);
  });
});

describe('numbers read in place', () => {
  it('a plain decimal is exactly what parseFloat gives; anything else is left to parseFloat', () => {
    const cases = ['0', '-0', '7', '-12.5', '.5', '-.25', '5.', '007', '1e5', '1.5E-3', '', '-', '.', '1.2.3', ' 1'];
    cases.push('123456789012345', '1234567890123456', '0.1', '0.30000000000000004');
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 5_000; i++) {
      const digits = 1 + Math.floor(random() * 15);
      const text = Math.floor(random() * 10 ** digits).toString();
      const point = Math.floor(random() * (text.length + 1));
      cases.push(
        `${random() < 0.3 ? '-' : ''}${text.slice(0, point)}${point < text.length ? '.' : ''}${text.slice(point)}`,
      );
    }
    for (const text of cases) {
      const read = decimalIn(`<v>${text}</v>`, 3, 3 + text.length);
      if (!Number.isNaN(read)) expect(Object.is(read, parseFloat(text)), text).toBe(true);
      else
        expect(/^-?(\d+\.?\d*|\.\d+)$/.test(text) && text.replace(/\D/g, '').length <= 15 && !text.endsWith('.')).toBe(
          false,
        );
    }
    expect(digitsIn('x12y', 1, 3)).toBe(12);
    expect(digitsIn('x1 y', 1, 3)).toBe(-1);
    expect(digitsIn('1234567890', 0, 10)).toBe(-1);
  });
});
