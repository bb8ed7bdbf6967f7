import { rowReader, type ParsedChunk } from './worker/parsed-chunk';
import type { TextColumn } from './worker/text-column';

/**
 * The writer's reader of a parsed chunk's rows: each row's statement parameters (`offset` free
 * slots for src/store, the columns, `extra`). As `text`, a fresh array per row: goods_links keeps
 * the values it is shown (onRecord). As `bytes`, one array reused for every row: the writer copies
 * each row into its batch at once, so a sync does not make 2.2 M arrays for the writing thread's
 * garbage collector.
 *
 * Text comes as `text`: strings (parsed-chunk.ts's rowReader); or as `bytes`: each cell a view of
 * the column's UTF-8 bytes, bound as a blob that the statement casts to text (upsert-batch.ts).
 * The bytes are the ones better-sqlite3 would have encoded the string to, so SQLite stores the
 * same text, and neither the decode into a JS string nor the encode back to UTF-8 happens: on
 * goods that was a third of the writer's time. An empty cell binds '' (a zero-length view may
 * have no address, which SQLite would read as NULL).
 */
export function rowParams(parsed: ParsedChunk, offset: number, text: 'text' | 'bytes'): (row: number) => unknown[] {
  if (text === 'text') return rowReader(parsed, offset);
  const numbers = parsed.columns.map((column) => (column instanceof Float64Array ? column : null));
  const texts = parsed.columns.map((column) => (column instanceof Float64Array ? null : utf8Cells(column)));
  const width = parsed.columns.length;
  const bigCells = new Map<number, [number, bigint][]>();
  for (const [column, row, digits] of parsed.bigs.cells)
    bigCells.set(row, [...(bigCells.get(row) ?? []), [column, BigInt(digits)]]);
  const values = new Array<unknown>(offset + width);
  return (row) => {
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

/** A text column's cells as views of its UTF-8 bytes (null, '' or a Uint8Array). */
function utf8Cells(column: TextColumn): (row: number) => Uint8Array | string | null {
  const { bytes, offsets, nulls } = column;
  const { buffer, byteOffset } = bytes;
  return (row) => {
    if (nulls[row] === 1) return null;
    const start = offsets[row]!;
    const length = offsets[row + 1]! - start;
    return length === 0 ? '' : new Uint8Array(buffer, byteOffset + start, length);
  };
}

/** A key column's value as text (a bytes cell decoded), for the quarantine's record keys. */
export function cellText(value: unknown): unknown {
  return value instanceof Uint8Array
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('utf8')
    : value;
}
