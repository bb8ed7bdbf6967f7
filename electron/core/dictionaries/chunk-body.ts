import { exactRvInt, exactRvInts } from '@shared/protocol/dictionaries';
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

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * The records of a chunk, one at a time. The text is split at `},{` and each piece parsed alone,
 * so every record object is garbage as soon as it is checked (young-generation garbage, cheap to
 * collect) instead of 10,000 objects promoted to the old generation. A split that falls inside a
 * string (or a nested array of objects) leaves a piece that is not valid JSON: it is joined to the
 * next one and parsed again, so the result is exactly JSON.parse's. Bytes are decoded a window
 * of ~24 KB at a time, cut at a `},{` (utf8-text.ts: ICU's decoder, several times V8's). A text with whitespace between records (not compact)
 * throws NotSplittable at once.
 */
export function* recordsOf(body: ChunkBody): Generator<unknown> {
  const raw = rawOf(body);
  if (raw === null) {
    yield* body as readonly unknown[];
    return;
  }
  const open = raw.indexOf('[');
  const close = raw.lastIndexOf(']');
  if (open < 0 || close < open) throw new NotSplittable();
  let at = open + 1;
  const codeAt = typeof raw === 'string' ? (i: number) => raw.charCodeAt(i) : (i: number) => raw[i]!;
  while (at < close && isSpace(codeAt(at))) at++;
  if (at >= close) return;
  const windowOf = (from: number): { text: string; end: number } => {
    if (typeof raw === 'string') return { text: raw.slice(from, close), end: close };
    const cut = from + WINDOW_BYTES >= close ? -1 : raw.indexOf('},{', from + WINDOW_BYTES);
    const end = cut < 0 || cut >= close ? close : cut + 1;
    return { text: utf8Text(raw, from, end), end };
  };
  let window = windowOf(at);
  if (/\}\s+,|,\s+\{/.test(window.text.slice(0, 65_536))) throw new NotSplittable();
  let pending = '';
  for (;;) {
    // One window: pieces between `},{` boundaries, the last one ending at the window's end.
    const { text } = window;
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
        yield record;
      } else {
        if (piece.length > MAX_RECORD_CHARS) throw new NotSplittable();
        pending = piece;
      }
      if (stop === text.length) break;
      from = stop + 1;
    }
    if (window.end >= close) break;
    window = windowOf(window.end + 1);
  }
  if (pending !== '') throw new NotSplittable();
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
