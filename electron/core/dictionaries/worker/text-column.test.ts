import { describe, expect, it } from 'vitest';
import { encodeUtf8, TextColumnBuilder, textCells, type TextColumn } from './text-column';

const built = (cells: (string | null)[], bytes?: number): TextColumn => {
  const builder = new TextColumnBuilder(bytes);
  for (const cell of cells) builder.push(cell);
  return builder.build();
};
const readAll = (column: TextColumn, n: number) => {
  const cell = textCells(column);
  return Array.from({ length: n }, (_, i) => cell(i));
};

describe('a text column', () => {
  it('holds exactly the UTF-8 bytes Buffer#write gives: Cyrillic, astral, lone surrogates as U+FFFD', () => {
    const samples = [
      'Аспирин',
      '',
      'ёЁ №5 😀',
      '\uD800 alone',
      'end \uDC00',
      'pair at end \uD83D\uDE00',
      'x\uD800',
      'é ÿ ߿ ࠀ ￿',
    ];
    for (const value of samples) {
      const out = new Uint8Array(value.length * 3);
      const end = encodeUtf8(value, out, 0);
      expect(Buffer.from(out.subarray(0, end))).toEqual(Buffer.from(value, 'utf8'));
    }
    // Every code unit, one at a time and in pairs.
    for (let unit = 0; unit < 0x10000; unit += 7) {
      const value = String.fromCharCode(unit, 0xdc00 + (unit % 0x400), unit);
      const out = new Uint8Array(9);
      expect(Buffer.from(out.subarray(0, encodeUtf8(value, out, 0)))).toEqual(Buffer.from(value, 'utf8'));
    }
  });

  it('gives back every cell, null and empty among them', () => {
    const cells = ['Аспирин', null, '', 'ёЁ №5 😀', 'x'.repeat(70_000), 'плюс'];
    const column = built(cells);
    expect(readAll(column, cells.length)).toEqual(cells);
    expect(column.bytes.byteLength).toBe(cells.reduce((n, c) => n + Buffer.byteLength(c ?? ''), 0));
    expect([...column.nulls]).toEqual([0, 1, 0, 0, 0, 0]);
  });

  it('grows past its first buffers (thousands of cells, megabytes of text)', () => {
    const cells = Array.from({ length: 5_000 }, (_, i) => (i % 97 === 0 ? null : `Товар ${i} ${'ж'.repeat(i % 300)}`));
    expect(readAll(built(cells), cells.length)).toEqual(cells);
    expect(readAll(built([]), 0)).toEqual([]);
  });

  it('fills a buffer sized to the text exactly without growing it, and hands that buffer over', () => {
    const cells = Array.from({ length: 1_000 }, (_, i) => `Знак ${i}`);
    const size = cells.reduce((n, c) => n + Buffer.byteLength(c), 0);
    const column = built(cells, size);
    expect(column.bytes.byteLength).toBe(size);
    expect(column.bytes.buffer.byteLength).toBe(size);
    expect(readAll(column, cells.length)).toEqual(cells);
  });
});
