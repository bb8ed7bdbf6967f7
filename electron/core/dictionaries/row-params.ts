import { blockTextCells } from './text-blocks';
import type { ParsedChunk } from './worker/parsed-chunk';

/**
 * The writer's reader of a parsed chunk's rows: each row's statement parameters (`offset` free
 * slots for src/store, the columns, `extra`), as parsed-chunk.ts's rowReader gives them, with text
 * decoded a block of rows at a time (text-blocks.ts). A fresh array per row: goods_links keeps the
 * values it is shown (onRecord).
 */
export function rowParams(parsed: ParsedChunk, offset: number): (row: number) => unknown[] {
  const texts = parsed.columns.map((column) => (column instanceof Float64Array ? null : blockTextCells(column)));
  const numbers = parsed.columns.map((column) => (column instanceof Float64Array ? column : null));
  const width = parsed.columns.length;
  const bigCells = new Map<number, [number, bigint][]>();
  for (const [column, row, digits] of parsed.bigs.cells)
    bigCells.set(row, [...(bigCells.get(row) ?? []), [column, BigInt(digits)]]);
  return (row) => {
    const values = new Array<unknown>(offset + width);
    for (let i = 0; i < offset; i++) values[i] = null;
    for (let c = 0; c < width; c++) {
      const column = numbers[c];
      if (column) {
        const v = column[row]!;
        values[offset + c] = Number.isNaN(v) ? null : v;
      } else values[offset + c] = texts[c]!(row);
    }
    if (bigCells.size > 0) for (const [column, value] of bigCells.get(row) ?? []) values[offset + column] = value;
    return values;
  };
}
