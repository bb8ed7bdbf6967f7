import { describe, expect, it } from 'vitest';
import { FindingList } from './import-findings';
import { importConversionOf, importTargets, type ImportConversion } from '@shared/import/import-mapping';
import { convertRow, createRowConverter, type MappedColumn } from './row-converter';
import {
  toFlag,
  toInteger,
  toMoscowDate,
  toNumber,
  toText,
  toVatRate,
  type CellValue,
  type Converted,
} from './value-convert';

describe('the fast path of a row', () => {
  it('reads every decimal text exactly as the general number conversion does', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (s: string) => s[Math.floor(next() * s.length)]!;
    const samples = ['1 234,50', '12.38', '-5', '+7', ',5', '5,', '00012', '1\u00a0234\u00a0567,891', '0,1', ' 3 '];
    for (let k = 0; k < 5000; k++) {
      const len = 1 + Math.floor(next() * 14);
      samples.push(Array.from({ length: len }, () => pick('0123456789012345678,. -\u00a0+x')).join(''));
    }
    for (const text of samples) {
      const findings = new FindingList();
      const row = convertRow(
        [text, text],
        [
          { target: 'prcRet', index: 0, header: 'Цена' },
          { target: 'tag', index: 1, header: 'Отметка' },
        ],
        { sheet: null, row: 2 },
        findings,
      );
      const n = toNumber(text);
      // An empty cell leaves the field out, as one that cannot be converted does: never null.
      expect(row.prcRet, text).toBe(n.ok && n.value !== null ? n.value : undefined);
      const i = toInteger(text);
      expect(row.tag, text).toBe(i.ok && i.value !== null ? i.value : undefined);
    }
  });
});

describe('a table row converter', () => {
  it('gives the rows and findings of the general conversion, fields in the mapping order', () => {
    const general: Record<ImportConversion, (v: CellValue) => Converted<unknown>> = {
      text: toText,
      integer: toInteger,
      number: toNumber,
      flag: toFlag,
      date: toMoscowDate,
      vat: toVatRate,
    };
    const required = new Set(['prtId', 'nnt', 'qnt', 'prcOptNds']);
    const nonNegative = new Set(['qnt', 'prcMan', 'prcOpt', 'prcOptNds', 'prcRet', 'prcReestr', 'prcGnvlsMax']);
    /** The rules as docs/protocol-notes.md words them, cell by cell through the general converters. */
    const expected = (cells: readonly CellValue[], columns: readonly MappedColumn[]) => {
      const row: Record<string, unknown> = {};
      const codes: string[] = [];
      for (const col of columns) {
        const result = general[importConversionOf[col.target]](cells[col.index] ?? null);
        if (!result.ok) codes.push(`${result.reason}@${col.index + 1}`);
        else if (result.value === null && required.has(col.target)) codes.push(`missing-value@${col.index + 1}`);
        else {
          if (typeof result.value === 'number' && result.value < 0 && nonNegative.has(col.target))
            codes.push(`negative-value@${col.index + 1}`);
          if (col.target !== 'barcode' && col.target !== 'name' && result.value !== null)
            row[col.target] = result.value;
        }
      }
      return { row, codes };
    };
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pool: CellValue[] = [
      '',
      ' ',
      'x',
      '12',
      '-5',
      '0',
      '1 234,50',
      '12.5',
      ' 7 ',
      'да',
      'нет',
      '+',
      '31.12.2026',
      '01.01.1900',
      '20261231',
      '45000',
      'без НДС',
      '10%',
      '20',
      'ПР-1',
      12,
      -3,
      2.5,
      true,
      null,
      new Date(Date.UTC(2026, 0, 2)),
      // Date cells of a workbook go through the cache by their instant: equal instants, new objects.
      new Date(Date.UTC(2026, 0, 2)),
      new Date(Date.UTC(2027, 5, 30, 21, 30)),
      new Date(Date.UTC(1899, 11, 31)),
    ];
    for (let k = 0; k < 2000; k++) {
      const targets = [...importTargets].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 12));
      const columns = targets.map((target, index) => ({ target, index, header: `H${index}` }));
      const converter = createRowConverter(columns);
      for (let r = 0; r < 5; r++) {
        const cells = columns.map(() => pool[Math.floor(next() * pool.length)]!);
        const findings = new FindingList();
        const row = converter.convert(cells, { sheet: null, row: r + 2 }, findings);
        const want = expected(cells, columns);
        expect(JSON.stringify(row), JSON.stringify(cells)).toBe(JSON.stringify(want.row));
        expect(Object.values(row)).not.toContain(null);
        expect(findings.items.map((f) => `${f.code}@${f.column}`)).toEqual(want.codes);
        expect(findings.items.every((f) => f.row === r + 2)).toBe(true);
      }
    }
  });
});
