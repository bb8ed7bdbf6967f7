import { describe, expect, it } from 'vitest';
import { TextColumnBuilder, textCells, type TextColumn } from './text-column';

const built = (cells: (string | null)[]): TextColumn => {
  const builder = new TextColumnBuilder();
  for (const cell of cells) builder.push(cell);
  return builder.build();
};
const readAll = (column: TextColumn, n: number) => {
  const cell = textCells(column);
  return Array.from({ length: n }, (_, i) => cell(i));
};

describe('a text column', () => {
  it('gives back every cell exactly: null, empty, Cyrillic, astral, a lone surrogate', () => {
    const cells = ['Аспирин', null, '', 'ёЁ №5 😀', '\uD800 alone', 'x'.repeat(70_000), 'плюс'];
    const column = built(cells);
    expect(column.wide).toBe(true);
    expect(column.units).toBeInstanceOf(Uint16Array);
    expect(readAll(column, cells.length)).toEqual(cells);
    // Exact sizes: what is moved to the writer is what the cells hold, no slack.
    expect(column.units.length).toBe(cells.reduce((n, c) => n + (c?.length ?? 0), 0));
    expect([...column.nulls]).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });

  it('takes one byte a unit when every unit is below 256 (base64 versions, barcodes, Latin-1)', () => {
    const cells = ['AAAAASo+umw=', '4601234567890', null, 'café ÿ', ''];
    const column = built(cells);
    expect(column.wide).toBe(false);
    expect(column.units).toBeInstanceOf(Uint8Array);
    expect(column.units.byteLength).toBe(12 + 13 + 6);
    expect(readAll(column, cells.length)).toEqual(cells);
  });

  it('grows past its first buffers (thousands of cells, megabytes of text)', () => {
    const cells = Array.from({ length: 5_000 }, (_, i) => (i % 97 === 0 ? null : `Товар ${i} ${'ж'.repeat(i % 300)}`));
    expect(readAll(built(cells), cells.length)).toEqual(cells);
    expect(readAll(built([]), 0)).toEqual([]);
  });

  it('reads cells in any order across blocks of rows, Latin-1 and UTF-16 alike', () => {
    const cells = Array.from({ length: 1_000 }, (_, i) => (i % 13 === 0 ? null : i % 2 ? `rv${i}` : `Знак ${i}`));
    const ascii = cells.map((c) => (c === null ? null : `A${c.length}`));
    for (const list of [cells, ascii]) {
      const cell = textCells(built(list), 64);
      for (const row of [999, 0, 500, 63, 64, 1, 998, 640, 639]) expect(cell(row)).toBe(list[row]);
    }
  });
});
