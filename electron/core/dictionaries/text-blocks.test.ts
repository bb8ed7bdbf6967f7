import { describe, expect, it } from 'vitest';
import { seeded } from '@shared/validation/seeded-random';
import { blockTextCells } from './text-blocks';
import { TextColumnBuilder, textCells } from './worker/text-column';

const pieces = ['Парацетамол', 'таблетки', 'мг', '500', 'N20', 'Ibuprofen', 'ё', 'Ё', '😀', '\ud800', 'ǅ', '', ' '];

function column(random: () => number, rows: number, ascii: boolean) {
  const builder = new TextColumnBuilder();
  for (let i = 0; i < rows; i++) {
    if (random() < 0.1) {
      builder.push(null);
      continue;
    }
    const words = Array.from({ length: Math.floor(random() * 6) }, () =>
      ascii ? String(Math.floor(random() * 1e13)) : pieces[Math.floor(random() * pieces.length)]!,
    );
    builder.push(words.join(' '));
  }
  return builder.build();
}

describe('blockTextCells', () => {
  it('reads every cell as the cell-by-cell decoder does, in order and out of order', () => {
    const random = seeded(7);
    for (const ascii of [false, true]) {
      for (const rows of [1, 7, 512, 513, 2_000]) {
        const built = column(random, rows, ascii);
        const expected = textCells(built);
        const fast = blockTextCells(built, 64);
        for (let row = 0; row < rows; row++) expect(fast(row), `row ${row}`).toBe(expected(row));
        // Jumping between blocks decodes the block again.
        for (let k = 0; k < 200; k++) {
          const row = Math.floor(random() * rows);
          expect(fast(row), `row ${row}`).toBe(expected(row));
        }
      }
    }
  });

  it.each([
    ['malformed bytes', [0x41, 0xd0, 0x42, 0xff, 0xe2, 0x82, 0x43], [0, 3, 4, 7]],
    ['a character cut between two cells', [0x41, 0xd0, 0xa0, 0x42], [0, 2, 4]],
    ['a character cut at the end', [0xd0, 0xa0, 0xd0, 0xa0], [0, 3, 4]],
  ])('decodes each cell on its own when a block is not whole characters: %s', (_, bytes, offsets) => {
    const built = {
      bytes: Uint8Array.from(bytes),
      offsets: Int32Array.from(offsets),
      nulls: new Uint8Array(offsets.length - 1),
    };
    const fast = blockTextCells(built);
    const expected = textCells(built);
    for (let row = 0; row < offsets.length - 1; row++) expect(fast(row)).toBe(expected(row));
  });
});
