// A chunk parsed and checked, as columns: what the parsing worker hands the writer. Numbers travel
// as Float64Arrays, text as UTF-8 buffers with offsets (text-column.ts); all their buffers are
// transferred (moved, not copied): the writer builds each row's statement parameters from them,
// so no record object, and no array of strings, crosses the thread boundary.
import { stringifyExact, type DictionaryName, type RvIntSeen } from '@shared/protocol/dictionaries';
import { NotSplittable, parseWhole, recordBatches, type ChunkBody } from '../chunk-body';
import { prefixColumns, tableSpecs, type ColumnKind } from '../dictionary-specs';
import { createRecordConverter, type RecordConverter } from '../record-validator';
import { fitted, grownUint8, TextColumnBuilder, textCells, type TextColumn } from './text-column';

/** One column of the valid rows: numbers (NaN for null) or text. */
export type ParsedColumn = Float64Array<ArrayBuffer> | TextColumn;

/** The records of a chunk in their order: the valid ones as columns, the rejected ones with why and their raw JSON. */
export interface ParsedChunk {
  records: number;
  /** Per record, in the answer's order: 1 valid (the next row of `columns`), 0 rejected (the next of `rejected`). */
  kinds: Uint8Array;
  /** Per record: its version as the converter read it (CheckedRecord.rvInt), NaN when it had none. */
  rvInts: Float64Array;
  /**
   * Versions beyond 2^53 (bigints, rv-int.ts), which a Float64Array cannot hold: `rvInts` has 0 at
   * those records and `rvInt` columns 0 at those rows; the exact digits are here (rare).
   */
  bigs: { rvInts: [record: number, digits: string][]; cells: [column: number, row: number, digits: string][] };
  /** Per spec column, then `extra` last: the valid rows' values. */
  columns: ParsedColumn[];
  rejected: { reason: string[]; recordKey: (string | null)[]; raw: string[] };
  /** When the parse started and ended (nowMs, on the parsing thread's clock). */
  parseFrom: number;
  parseTo: number;
}

/** Absolute time in ms with a fraction, comparable between threads. */
export const nowMs = () => performance.timeOrigin + performance.now();

/** Longest raw record kept in the quarantine. */
const MAX_RAW = 4000;

const numeric = (kind: ColumnKind) => kind === 'int' || kind === 'real' || kind === 'bool';

const converters = new Map<DictionaryName, RecordConverter>();

/** Per dictionary, the rows and each text column's bytes in its last chunk (the next one's size hints). */
const lastSizes = new Map<DictionaryName, { rows: number; bytes: number[] }>();

/** The converter of a dictionary, with the table's prefix slots (src, store) left free. */
function converterOf(name: DictionaryName): RecordConverter {
  let converter = converters.get(name);
  if (!converter) {
    const spec = tableSpecs[name];
    converter = createRecordConverter(spec, prefixColumns(spec).length);
    converters.set(name, converter);
  }
  return converter;
}

/** A rejected record's text for the quarantine, cut to MAX_RAW. */
export function rawText(raw: unknown): string {
  let text: string;
  try {
    text = stringifyExact(raw) ?? String(raw);
  } catch {
    text = String(raw);
  }
  return text.length > MAX_RAW ? `${text.slice(0, MAX_RAW)}…` : text;
}

/** Grows a Float64Array (the record count is known only at the end). */
function grown(array: Float64Array<ArrayBuffer>, at: number): Float64Array<ArrayBuffer> {
  if (at < array.length) return array;
  const bigger = new Float64Array(Math.max(16, array.length * 2));
  bigger.set(array);
  return bigger;
}

/**
 * Splits, parses and checks a chunk (chunk-body.ts, record-validator.ts) into columns. A text
 * that cannot be split record by record is parsed whole, as the in-thread writer always did; a
 * text that is no JSON array throws the same DeskError.
 */
export function parseChunk(name: DictionaryName, body: ChunkBody): ParsedChunk {
  const parseFrom = nowMs();
  let parsed: Omit<ParsedChunk, 'parseFrom' | 'parseTo'>;
  try {
    parsed = collect(name, recordBatches(body));
  } catch (error) {
    if (!(error instanceof NotSplittable)) throw error;
    parsed = collect(name, [parseWhole(body, name)]);
  }
  return { ...parsed, parseFrom, parseTo: nowMs() };
}

function collect(
  name: DictionaryName,
  batches: Iterable<readonly unknown[]>,
): Omit<ParsedChunk, 'parseFrom' | 'parseTo'> {
  const spec = tableSpecs[name];
  const offset = prefixColumns(spec).length;
  const width = spec.columns.length;
  const convert = converterOf(name);
  // Sized as the dictionary's chunk before (most chunks are alike): one allocation per buffer.
  const last = lastSizes.get(name);
  const rowsHint = Math.max(16, last?.rows ?? 1024);
  const textHint = (c: number) => (last ? last.bytes[c]! + (last.bytes[c]! >> 4) : undefined);
  let kinds = new Uint8Array(rowsHint);
  let rvInts: Float64Array<ArrayBuffer> = new Float64Array(rowsHint);
  const numbers = spec.columns.map((col) => (numeric(col.kind) ? new Float64Array(rowsHint) : null));
  const texts = spec.columns.map((col, c) => (numeric(col.kind) ? null : new TextColumnBuilder(textHint(c), rowsHint)));
  const extra = new TextColumnBuilder(textHint(width), rowsHint);
  const rejected: ParsedChunk['rejected'] = { reason: [], recordKey: [], raw: [] };
  const bigs: ParsedChunk['bigs'] = { rvInts: [], cells: [] };
  let records = 0;
  let valid = 0;
  for (const batch of batches) {
    for (let b = 0; b < batch.length; b++) {
      const record = batch[b];
      const checked = convert(record);
      if (records === kinds.length) {
        kinds = grownUint8(kinds);
        rvInts = grown(rvInts, records);
      }
      const rv = checked.rvInt;
      if (typeof rv === 'bigint') bigs.rvInts.push([records, String(rv)]);
      rvInts[records] = rv === null ? Number.NaN : typeof rv === 'bigint' ? 0 : rv;
      if (!checked.ok) {
        records++;
        rejected.reason.push(checked.reason);
        rejected.recordKey.push(checked.recordKey);
        rejected.raw.push(rawText(record));
        continue;
      }
      kinds[records++] = 1;
      const values = checked.values;
      for (let c = 0; c < width; c++) {
        const v = values[offset + c];
        const column = numbers[c];
        if (column) {
          const bigger = grown(column, valid);
          if (bigger !== column) numbers[c] = bigger;
          if (typeof v === 'bigint') bigs.cells.push([c, valid, String(v)]);
          bigger[valid] = v === null ? Number.NaN : typeof v === 'bigint' ? 0 : (v as number);
        } else texts[c]!.push(v as string | null);
      }
      extra.push(values[offset + width] as string | null);
      valid++;
    }
  }
  const builders = [...texts, extra];
  // The empty chunk that ends a dictionary says nothing about the size of its chunks.
  if (records > 0) lastSizes.set(name, { rows: records, bytes: builders.map((b) => b?.size ?? 0) });
  const columns: ParsedColumn[] = spec.columns.map((_, c) => {
    const column = numbers[c];
    return column ? fitted(column.subarray(0, valid), column.length) : texts[c]!.build();
  });
  columns.push(extra.build());
  return {
    records,
    kinds: fitted(kinds.subarray(0, records), kinds.length),
    rvInts: fitted(rvInts.subarray(0, records), rvInts.length),
    columns,
    rejected,
    bigs,
  };
}

/** The buffers a parsed chunk can move to another thread instead of copying. */
export function transferablesOf(parsed: ParsedChunk): ArrayBuffer[] {
  const buffers = [parsed.kinds.buffer, parsed.rvInts.buffer] as ArrayBuffer[];
  for (const column of parsed.columns) {
    if (column instanceof Float64Array) buffers.push(column.buffer);
    else buffers.push(column.bytes.buffer, column.offsets.buffer, column.nulls.buffer);
  }
  return buffers;
}

/** Reads rows' statement parameters: `offset` free slots, the columns, `extra`. */
export function rowReader(parsed: ParsedChunk, offset: number): (row: number) => unknown[] {
  const cells = parsed.columns.map((column) => {
    if (!(column instanceof Float64Array)) return textCells(column);
    return (row: number) => {
      const v = column[row]!;
      return Number.isNaN(v) ? null : v;
    };
  });
  const bigCells = new Map<number, [number, bigint][]>();
  for (const [column, row, digits] of parsed.bigs.cells)
    bigCells.set(row, [...(bigCells.get(row) ?? []), [column, BigInt(digits)]]);
  return (row) => {
    const values = new Array<unknown>(offset + cells.length);
    for (let i = 0; i < offset; i++) values[i] = null;
    for (let c = 0; c < cells.length; c++) values[offset + c] = cells[c]!(row);
    if (bigCells.size > 0) for (const [column, value] of bigCells.get(row) ?? []) values[offset + column] = value;
    return values;
  };
}

/** Reads records' versions: a number, the exact bigint beyond 2^53, or null. */
export function rvIntReader(parsed: ParsedChunk): (record: number) => RvIntSeen {
  const big = new Map(parsed.bigs.rvInts.map(([record, digits]) => [record, BigInt(digits)]));
  return (record) => {
    if (big.size > 0 && big.has(record)) return big.get(record)!;
    const rv = parsed.rvInts[record]!;
    return Number.isNaN(rv) ? null : rv;
  };
}
