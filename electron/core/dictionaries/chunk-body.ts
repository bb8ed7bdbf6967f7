import { exactRvInt, exactRvInts, hasRoundedRvInt } from '@shared/protocol/dictionaries';
import { DeskError } from '../errors';
import { LeasedBytes } from './byte-pool';
import { utf8Text } from '../files/utf8-text';

/** A chunk as a source hands it over: the response bytes (the app: pooled), its text, or records already parsed (tests). */
export type ChunkBody = LeasedBytes | Uint8Array | string | readonly unknown[];

/** Gives a pooled body's buffer back (once the chunk is parsed, or dropped). */
export function releaseBody(body: ChunkBody | null | undefined): void {
  if (body instanceof LeasedBytes) body.release();
}

/** The text or bytes of a body; null for parsed records. */
function rawOf(body: ChunkBody): string | Buffer | null {
  const raw = body instanceof LeasedBytes ? body.bytes : body;
  if (typeof raw === 'string') return raw;
  return raw instanceof Uint8Array ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength) : null;
}

/** Thrown by recordsOf when a text cannot be split record by record; the caller parses it whole instead. */
export class NotSplittable extends Error {
  constructor() {
    super('The chunk text cannot be split into records');
    this.name = 'NotSplittable';
  }
}

/** The largest text a single record may take before the split is given up as wrong. */
const MAX_RECORD_CHARS = 1_000_000;
/** Bytes decoded at a time: strings of this size die young, and one call decodes dozens of records. */
const WINDOW_BYTES = 24 * 1024;

/** JSON's whitespace between tokens. */
export const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * The records of a chunk, one at a time (recordBatches, flattened). For callers that take one record
 * at a time; the parsing worker takes the batches.
 */
export function* recordsOf(body: ChunkBody): Generator<unknown> {
  for (const batch of recordBatches(body)) yield* batch;
}

/**
 * The records of a chunk in batches of a window each. Bytes are decoded a window of ~24 KB at a
 * time, cut after a `}` followed by `,{` (utf8-text.ts: ICU's decoder, several times V8's), and the
 * window is parsed as one array: its records are garbage as soon as they are checked
 * (young-generation garbage, cheap to collect) instead of 10,000 objects promoted to the old
 * generation, and one JSON.parse per window costs less than one per record (a barcode is ~75 bytes).
 * A cut that falls inside a string (or a nested array of objects) leaves a window that is no JSON
 * array: that window is split at each `},{` and each piece parsed alone, a piece that is not valid
 * JSON joined to the next one and parsed again, so the result is exactly JSON.parse's. A window
 * where JSON.parse rounded a version beyond 2^53 is also taken piece by piece, so each record's
 * digits are recovered from its own text (rv-int.ts), never from a neighbour's. A text with
 * whitespace between records (not compact) throws NotSplittable at once.
 */
export function* recordBatches(body: ChunkBody, from?: number): Generator<readonly unknown[]> {
  const raw = rawOf(body);
  if (raw === null) {
    yield body as readonly unknown[];
    return;
  }
  const open = raw.indexOf('[');
  const close = raw.lastIndexOf(']');
  if (open < 0 || close < open) throw new NotSplittable();
  // `from`: where a record starts, for the records from there on (the parsing worker's scanner stopped there).
  let at = from ?? open + 1;
  const codeAt = typeof raw === 'string' ? (i: number) => raw.charCodeAt(i) : (i: number) => raw[i]!;
  while (at < close && isSpace(codeAt(at))) at++;
  if (at >= close) return;
  const windowOf = (from: number): { text: string; end: number } => {
    const cut = from + WINDOW_BYTES >= close ? -1 : raw.indexOf('},{', from + WINDOW_BYTES);
    const end = cut < 0 || cut >= close ? close : cut + 1;
    return { text: typeof raw === 'string' ? raw.slice(from, end) : utf8Text(raw, from, end), end };
  };
  let window = windowOf(at);
  if (/\}\s+,|,\s+\{/.test(window.text.slice(0, 65_536))) throw new NotSplittable();
  let pending = '';
  for (;;) {
    const whole = pending === '' ? windowArray(window.text) : null;
    if (whole) yield whole;
    else {
      const pieces = piecesOf(window.text, pending);
      pending = pieces.pending;
      if (pieces.records.length > 0) yield pieces.records;
    }
    if (window.end >= close) break;
    window = windowOf(window.end + 1);
  }
  if (pending !== '') throw new NotSplittable();
}

/** A window's records parsed as one array; null when it is no JSON array or holds a rounded version. */
function windowArray(text: string): unknown[] | null {
  let records: unknown[];
  try {
    records = JSON.parse(`[${text}]`) as unknown[];
  } catch {
    return null;
  }
  return hasRoundedRvInt(records) ? null : records;
}

/**
 * A window split at each `},{`, each piece parsed alone; a piece that does not parse is joined to
 * the next. `pending` is the unparsed tail of the window before; the unparsed tail of this one is returned.
 */
function piecesOf(text: string, pending: string): { records: unknown[]; pending: string } {
  const records: unknown[] = [];
  let from = 0;
  for (;;) {
    const boundary = text.indexOf('},{', from);
    const stop = boundary < 0 ? text.length : boundary + 1;
    const piece = pending === '' ? text.slice(from, stop) : `${pending},${text.slice(from, stop)}`;
    let record: unknown;
    let parsed = true;
    try {
      record = JSON.parse(piece);
    } catch {
      parsed = false;
    }
    if (parsed) {
      pending = '';
      exactRvInt(record, piece);
      records.push(record);
    } else {
      if (piece.length > MAX_RECORD_CHARS) throw new NotSplittable();
      pending = piece;
    }
    if (stop === text.length) return { records, pending };
    from = stop + 1;
  }
}

/** The whole chunk parsed at once (the fallback), as an array. */
export function parseWhole(body: ChunkBody, name: string): unknown[] {
  const raw = rawOf(body);
  if (raw === null) return [...(body as readonly unknown[])];
  let value: unknown;
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DeskError(
      'bad-response',
      `A chunk of ${name} is not valid JSON (${(error as Error).message}). Report it to the operator.`,
      { fault: 'chunk-not-json', dictionary: name },
    );
  }
  if (!Array.isArray(value))
    throw new DeskError(
      'bad-response',
      `A chunk of ${name} is not a JSON array of records. Report it to the operator.`,
      { fault: 'chunk-not-array', dictionary: name },
    );
  exactRvInts(value, text);
  return value;
}
