import * as buffer from 'node:buffer';
import { utf8Text } from '../files/utf8-text';
import type { TextColumn } from './worker/text-column';

// Read off the namespace: Node 18.14+ and Electron have it; without it every block takes the slow path.
const isUtf8 = (buffer as { isUtf8?: (input: Uint8Array) => boolean }).isUtf8;

/** Rows decoded at a time: ~30–60 KB of goods names, past the size where ICU pays, and little held. */
export const TEXT_BLOCK_ROWS = 512;

/**
 * Reads the cells of a text column (text-column.ts) for the writer, decoding a block of rows at a
 * time instead of one cell at a time. Decoding cell by cell (`toString('utf8', …)`) went through
 * V8's UTF-8 decoder, ~3 ns a byte on Cyrillic: a third of the writer's CPU on goods. One decode of
 * 512 rows' bytes (utf8Text: ICU, exactly toString's result) and a slice per cell is 3–5× faster.
 * Only one block's text is alive at a time, so a chunk's text never sits whole in the heap.
 *
 * Slices need UTF-16 offsets; the column has byte offsets. Pure ASCII (the decoded text as long as
 * its bytes, barcodes) maps one to one; otherwise one pass over the bytes counts the UTF-16 units
 * (a lead byte starts one, a 4-byte sequence two). That count is exact for well-formed UTF-8 cut
 * at character boundaries, which is what Buffer#write (the worker's TextColumnBuilder) writes; a
 * block that is not (checked: isUtf8, no cell starting with a continuation byte) is decoded cell by
 * cell as before, so the result is always each cell's own text.
 */
export function blockTextCells(column: TextColumn, blockRows = TEXT_BLOCK_ROWS): (row: number) => string | null {
  const { offsets, nulls } = column;
  const bytes = Buffer.from(column.bytes.buffer, column.bytes.byteOffset, column.bytes.byteLength);
  const rows = offsets.length - 1;
  const starts = new Int32Array(blockRows + 1);
  let from = 0;
  let to = 0;
  let text = '';
  let exact = true;

  const load = (row: number) => {
    from = row - (row % blockRows);
    to = Math.min(rows, from + blockRows);
    const first = offsets[from]!;
    const last = offsets[to]!;
    if (isUtf8 === undefined || !isUtf8(bytes.subarray(first, last))) {
      exact = false;
      return;
    }
    text = utf8Text(bytes, first, last);
    if (text.length === last - first) {
      for (let i = from; i <= to; i++) starts[i - from] = offsets[i]! - first;
      exact = true;
      return;
    }
    let units = 0;
    let at = first;
    let cut = false;
    starts[0] = 0;
    for (let i = from; i < to; i++) {
      const end = offsets[i + 1]!;
      if (at < end && (bytes[at]! & 0xc0) === 0x80) {
        cut = true;
        break;
      }
      for (; at < end; at++) {
        const byte = bytes[at]!;
        if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
      }
      starts[i + 1 - from] = units;
    }
    exact = !cut && units === text.length;
  };

  return (row) => {
    if (nulls[row] === 1) return null;
    if (row < from || row >= to) load(row);
    if (!exact) return bytes.toString('utf8', offsets[row]!, offsets[row + 1]!);
    return text.slice(starts[row - from]!, starts[row + 1 - from]!);
  };
}
