// A chunk parsed and checked, as columns: what the parsing worker hands the writer. Numbers travel
// as Float64Arrays, text as UTF-8 buffers with offsets (text-column.ts); all their buffers are
// transferred (moved, not copied): the writer builds each row's statement parameters from them,
// so no record object, and no array of strings, crosses the thread boundary.
import { stringifyExact, type DictionaryName, type RvIntSeen } from '@shared/protocol/dictionaries';
import { CLOSE_BRACKET, COMMA, OPEN_BRACKET } from '@shared/validation/json-scanner';
import { isUtf8 } from 'node:buffer';
import { LeasedBytes } from '../byte-pool';
import { isSpace, NotSplittable, parseWhole, recordBatches, type ChunkBody } from '../chunk-body';
import { prefixColumns, tableSpecs, type ColumnKind } from '../dictionary-specs';
import { createRecordConverter, type RecordConverter } from '../record-validator';
import { CELL_NULL, CELL_NUMBER, CELL_TEXT, RecordScanner, scannable, valueEnd } from './record-scan';
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
 * Splits, parses and checks a chunk (chunk-body.ts, record-validator.ts) into columns. The plain
 * records of a chunk of bytes are read from the bytes (record-scan.ts), the others parsed by
 * JSON.parse window by window. A text that cannot be split record by record is parsed whole, as
 * the in-thread writer always did; a text that is no JSON array throws the same DeskError.
 */
export function parseChunk(name: DictionaryName, body: ChunkBody): ParsedChunk {
  const parseFrom = nowMs();
  let parsed: Omit<ParsedChunk, 'parseFrom' | 'parseTo'>;
  try {
    parsed = collect(name, body);
  } catch (error) {
    if (!(error instanceof NotSplittable)) throw error;
    const columns = new ChunkColumns(name);
    columns.addAll([parseWhole(body, name)]);
    parsed = columns.result();
  }
  return { ...parsed, parseFrom, parseTo: nowMs() };
}

/** The scanner of each table whose records it can read. */
const scanners = new Map<DictionaryName, RecordScanner | null>();

function scannerOf(name: DictionaryName): RecordScanner | null {
  let scanner = scanners.get(name);
  if (scanner === undefined) {
    scanner = scannable(tableSpecs[name]) ? new RecordScanner(tableSpecs[name]) : null;
    scanners.set(name, scanner);
  }
  return scanner;
}

function collect(name: DictionaryName, body: ChunkBody): Omit<ParsedChunk, 'parseFrom' | 'parseTo'> {
  const columns = new ChunkColumns(name);
  const bytes = body instanceof LeasedBytes ? body.bytes : body instanceof Uint8Array ? body : null;
  // Malformed UTF-8 is decoded with replacement characters by the general path; the scanner copies bytes.
  const scanner = bytes !== null && isUtf8(bytes) ? scannerOf(name) : null;
  if (scanner === null || bytes === null) columns.addAll(recordBatches(body));
  else
    try {
      scan(columns, scanner, bytes, body);
    } finally {
      // The scanner outlives the chunk (one per table): it must not hold on to the body.
      scanner.release();
    }
  return columns.result();
}

/** The chunk's records: read by the scanner, or each one it leaves parsed the general way. */
function scan(columns: ChunkColumns, scanner: RecordScanner, bytes: Uint8Array, body: ChunkBody): void {
  const open = bytes.indexOf(OPEN_BRACKET);
  const close = bytes.lastIndexOf(CLOSE_BRACKET);
  if (open < 0 || close < open) throw new NotSplittable();
  let at = open + 1;
  while (at < close && isSpace(bytes[at]!)) at++;
  let read = 0;
  let left = 0;
  while (at < close) {
    let end: number;
    if (scanner.read(bytes, at)) {
      columns.addScanned(scanner, bytes);
      read++;
      end = scanner.next;
    } else {
      end = valueEnd(bytes, at, close);
      // Records the scanner mostly leaves (a table whose records carry a field it has no column
      // for): the rest of the chunk by windows, cheaper than JSON.parse record by record.
      if (++left >= 16 && left > read) end = -1;
      if (end < 0 || (end !== close && bytes[end] !== COMMA)) {
        // Not one record followed by a comma or the end: the rest of the chunk the general way.
        columns.addAll(recordBatches(body, at));
        return;
      }
      // This record alone through JSON.parse and the converter (its reason, its raw text, its exact version).
      const one = new Uint8Array(end - at + 2);
      one[0] = OPEN_BRACKET;
      one.set(bytes.subarray(at, end), 1);
      one[one.length - 1] = CLOSE_BRACKET;
      columns.addAll(recordBatches(one));
    }
    if (end === close) return;
    // Whitespace between records: the general path's rule (a text not compact is parsed whole).
    if (bytes[end] !== COMMA) throw new NotSplittable();
    at = end + 1;
    // A comma before the closing bracket: no JSON, refused by the general path as JSON.parse refuses it.
    if (at >= close) throw new NotSplittable();
  }
}

/** A chunk's columns as its records are added (parsed records, or records the scanner read). */
class ChunkColumns {
  private readonly offset: number;
  private readonly width: number;
  private readonly convert: RecordConverter;
  private kinds: Uint8Array<ArrayBuffer>;
  private rvInts: Float64Array<ArrayBuffer>;
  private readonly numbers: (Float64Array<ArrayBuffer> | null)[];
  private readonly texts: (TextColumnBuilder | null)[];
  private readonly extra: TextColumnBuilder;
  private readonly rejected: ParsedChunk['rejected'] = { reason: [], recordKey: [], raw: [] };
  private readonly bigs: ParsedChunk['bigs'] = { rvInts: [], cells: [] };
  private records = 0;
  private valid = 0;

  constructor(private readonly name: DictionaryName) {
    const spec = tableSpecs[name];
    this.offset = prefixColumns(spec).length;
    this.width = spec.columns.length;
    this.convert = converterOf(name);
    // Sized as the dictionary's chunk before (most chunks are alike): one allocation per buffer.
    const last = lastSizes.get(name);
    const rowsHint = Math.max(16, last?.rows ?? 1024);
    const textHint = (c: number) => (last ? last.bytes[c]! + (last.bytes[c]! >> 4) : undefined);
    this.kinds = new Uint8Array(rowsHint);
    this.rvInts = new Float64Array(rowsHint);
    this.numbers = spec.columns.map((col) => (numeric(col.kind) ? new Float64Array(rowsHint) : null));
    this.texts = spec.columns.map((col, c) =>
      numeric(col.kind) ? null : new TextColumnBuilder(textHint(c), rowsHint),
    );
    this.extra = new TextColumnBuilder(textHint(this.width), rowsHint);
  }

  addAll(batches: Iterable<readonly unknown[]>): void {
    for (const batch of batches) for (let b = 0; b < batch.length; b++) this.add(batch[b]);
  }

  /** The next record, parsed: checked, then a row of the columns or a rejected record. */
  add(record: unknown): void {
    const checked = this.convert(record);
    const rv = checked.rvInt;
    if (typeof rv === 'bigint') this.bigs.rvInts.push([this.records, String(rv)]);
    this.next(rv === null ? Number.NaN : typeof rv === 'bigint' ? 0 : rv);
    if (!checked.ok) {
      this.rejected.reason.push(checked.reason);
      this.rejected.recordKey.push(checked.recordKey);
      this.rejected.raw.push(rawText(record));
      return;
    }
    this.kinds[this.records - 1] = 1;
    const { values } = checked;
    const { offset, width, numbers, texts, valid } = this;
    for (let c = 0; c < width; c++) {
      const v = values[offset + c];
      const column = numbers[c];
      if (column) {
        if (typeof v === 'bigint') this.bigs.cells.push([c, valid, String(v)]);
        this.numberColumn(c)[valid] = v === null ? Number.NaN : typeof v === 'bigint' ? 0 : (v as number);
      } else texts[c]!.push(v as string | null);
    }
    this.extra.push(values[offset + width] as string | null);
    this.valid++;
  }

  /** The next record, read by the scanner from `bytes`: always valid, no unknown fields. */
  addScanned(scanner: RecordScanner, bytes: Uint8Array): void {
    this.next(scanner.rvInt);
    this.kinds[this.records - 1] = 1;
    const { width, numbers, texts, valid } = this;
    const { state, num, start, end } = scanner;
    for (let c = 0; c < width; c++) {
      if (numbers[c]) {
        this.numberColumn(c)[valid] = state[c] === CELL_NUMBER ? num[c]! : Number.NaN;
        continue;
      }
      const text = texts[c]!;
      const cell = state[c];
      if (cell === CELL_NULL) text.push(null);
      // A control character in a string is no JSON: the general path refuses the chunk, as JSON.parse does.
      else if (
        !(cell === CELL_TEXT
          ? text.pushBytes(bytes, start[c]!, end[c]!)
          : text.pushJsonString(bytes, start[c]!, end[c]!))
      )
        throw new NotSplittable();
    }
    this.extra.push(null);
    this.valid++;
  }

  /** Counts the next record with its version (0 where it is a bigint) and room for its kind. */
  private next(rvInt: number): void {
    if (this.records === this.kinds.length) {
      this.kinds = grownUint8(this.kinds);
      this.rvInts = grown(this.rvInts, this.records);
    }
    this.rvInts[this.records++] = rvInt;
  }

  /** Number column c, with room for the next valid row. */
  private numberColumn(c: number): Float64Array<ArrayBuffer> {
    const column = this.numbers[c]!;
    const bigger = grown(column, this.valid);
    if (bigger !== column) this.numbers[c] = bigger;
    return bigger;
  }

  result(): Omit<ParsedChunk, 'parseFrom' | 'parseTo'> {
    const { records, valid, numbers, texts, extra } = this;
    const builders = [...texts, extra];
    // The empty chunk that ends a dictionary says nothing about the size of its chunks.
    if (records > 0) lastSizes.set(this.name, { rows: records, bytes: builders.map((b) => b?.size ?? 0) });
    const columns: ParsedColumn[] = numbers.map((column, c) =>
      column ? fitted(column.subarray(0, valid), column.length) : texts[c]!.build(),
    );
    columns.push(extra.build());
    return {
      records,
      kinds: fitted(this.kinds.subarray(0, records), this.kinds.length),
      rvInts: fitted(this.rvInts.subarray(0, records), this.rvInts.length),
      columns,
      rejected: this.rejected,
      bigs: this.bigs,
    };
  }
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
