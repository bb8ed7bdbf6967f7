import { DeskError } from '../errors';

/** A chunk as a source hands it over: the response text (the app), or records already parsed (tests). */
export type ChunkBody = string | readonly unknown[];

/** Thrown by recordsOf when a text cannot be split record by record; the caller parses it whole instead. */
export class NotSplittable extends Error {
  constructor() {
    super('The chunk text cannot be split into records');
    this.name = 'NotSplittable';
  }
}

/** The largest text a single record may take before the split is given up as wrong. */
const MAX_RECORD_CHARS = 1_000_000;

/**
 * The records of a chunk, one at a time. A text is split at `},{` and each piece parsed alone,
 * so every record object is garbage as soon as it is written (young-generation garbage, cheap to
 * collect) instead of 10,000 objects promoted to the old generation. A split that falls inside a
 * string (or a nested array of objects) leaves a piece that is not valid JSON: it is joined to the
 * next one and parsed again, so the result is exactly JSON.parse's. A text with whitespace between
 * records (not compact) throws NotSplittable at once.
 */
export function* recordsOf(body: ChunkBody): Generator<unknown> {
  if (typeof body !== 'string') {
    yield* body;
    return;
  }
  const open = body.indexOf('[');
  const close = body.lastIndexOf(']');
  if (open < 0 || close < open) throw new NotSplittable();
  let at = open + 1;
  while (at < close && isSpace(body.charCodeAt(at))) at++;
  if (at >= close) return;
  if (/\}\s+,|,\s+\{/.test(body.slice(at, at + 65_536))) throw new NotSplittable();
  let pending = '';
  for (;;) {
    const boundary = body.indexOf('},{', at);
    const stop = boundary < 0 || boundary >= close ? close : boundary + 1;
    const piece = pending === '' ? body.slice(at, stop) : `${pending},${body.slice(at, stop)}`;
    let record: unknown;
    let parsed = true;
    try {
      record = JSON.parse(piece);
    } catch {
      parsed = false;
    }
    if (parsed) {
      pending = '';
      yield record;
    } else {
      if (stop === close || piece.length > MAX_RECORD_CHARS) throw new NotSplittable();
      pending = piece;
    }
    if (stop === close) return;
    at = stop + 1;
  }
}

/** The whole chunk parsed at once (the fallback), as an array. */
export function parseWhole(text: string, name: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DeskError('bad-response', `A chunk of ${name} is not valid JSON (${(error as Error).message}). Report it to the operator.`, { dictionary: name });
  }
  if (!Array.isArray(value)) throw new DeskError('bad-response', `A chunk of ${name} is not a JSON array of records. Report it to the operator.`, { dictionary: name });
  return value;
}

/**
 * A quick look at a chunk before it is written: how many records it seems to hold and its
 * highest version, read from the `"rvInt":` keys without parsing. Used only to ask for the next
 * chunk early; what is written and the cursor come from the parsed records.
 */
export function scanBody(body: ChunkBody): { records: number; maxRvInt: number } {
  if (typeof body !== 'string') {
    let max = 0;
    for (const r of body) {
      const rv = typeof r === 'object' && r !== null ? (r as { rvInt?: unknown }).rvInt : undefined;
      if (typeof rv === 'number' && rv > max) max = rv;
    }
    return { records: body.length, maxRvInt: max };
  }
  const key = '"rvInt":';
  let records = 0;
  let max = 0;
  for (let at = body.indexOf(key); at >= 0; at = body.indexOf(key, at + key.length)) {
    records++;
    let i = at + key.length;
    while (isSpace(body.charCodeAt(i))) i++;
    let value = 0;
    let digits = 0;
    for (let c = body.charCodeAt(i); c >= 48 && c <= 57; c = body.charCodeAt(++i)) {
      value = value * 10 + (c - 48);
      digits++;
    }
    if (digits > 0 && value > max) max = value;
  }
  return { records, maxRvInt: max };
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
