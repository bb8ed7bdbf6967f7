import { z } from 'zod';

/**
 * Row versions (`rvInt`) read exactly. The spec types the query's `rvInt` as a long (4.6) and an
 * SQL Server rowversion is 8 bytes, so a version may pass 2^53, where a JavaScript number starts
 * rounding (9007199254740993 reads as …992). Versions are therefore bigints in the client: a safe
 * number is used as it is, a larger one is recovered from the JSON text's own digits. The range is
 * a signed long's (what SQLite's INTEGER holds exactly); a larger version fails the record's schema.
 */
export const maxRvInt = 2n ** 63n - 1n;
const minRvInt = -(2n ** 63n);

/** `rvInt` in a record: a safe integer as JSON.parse gives it, or a bigint recovered from the text. */
export const rvIntSchema = z.union([z.int(), z.bigint().min(minRvInt).max(maxRvInt)]);

/** A version as a bigint, when it is a whole number in a long's range and not negative; else null. */
export function rvIntValue(value: unknown): bigint | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
  if (typeof value === 'bigint') return value >= 0n && value <= maxRvInt ? value : null;
  if (typeof value === 'string' && /^\d{1,19}$/.test(value)) return rvIntValue(BigInt(value));
  return null;
}

/** The higher of two versions. */
export const laterRvInt = (a: bigint, b: bigint): bigint => (a > b ? a : b);

/** A record's version as checked: a safe integer (the common case, kept a number), a larger bigint, or none. */
export type RvIntSeen = number | bigint | null;

/**
 * The highest version among a chunk's records and how many are below the cursor. Safe versions
 * stay numbers (a bigint per record cost ~80 ns, a quarter of the record's whole check).
 */
export function createRvIntTally(cursor: bigint) {
  const cursorNumber = cursor > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(cursor);
  let maxNumber = 0;
  let maxBig = 0n;
  let below = 0;
  return {
    add(rv: RvIntSeen): void {
      if (typeof rv === 'number') {
        if (rv > maxNumber) maxNumber = rv;
        if (rv < cursorNumber) below++;
      } else if (rv !== null) {
        if (rv > maxBig) maxBig = rv;
        if (rv < cursor) below++;
      }
    },
    /** The highest version added (0 when none). */
    max: (): bigint => laterRvInt(BigInt(maxNumber), maxBig),
    /** Versions added that are below the cursor. */
    below: (): number => below,
  };
}

/** A top-level-looking `"rvInt": <integer>` in a record's text (an escaped quote inside a string never matches). */
const RV_INT_LITERAL = /"rvInt"\s*:\s*(-?\d+)(?![\d.eE])/g;

/**
 * Replaces each record's `rvInt` that JSON.parse rounded (an integer beyond 2^53) by the exact
 * bigint of its digits in `text`, the JSON the records were parsed from (one record, or the whole
 * array in order). The digits are taken only when they are unambiguous: one `"rvInt":` literal per
 * record with a number `rvInt`, each equal to the parsed value as a number; otherwise the value is
 * left rounded, and the record fails its schema as before. Cheap when nothing is large: one check
 * per record.
 */
export function exactRvInts(records: readonly unknown[], text: string): void {
  if (!hasRoundedRvInt(records)) return;
  let numeric = 0;
  for (const record of records) if (typeof rvIntField(record) === 'number') numeric++;
  const literals = [...text.matchAll(RV_INT_LITERAL)].map((m) => m[1]!);
  if (literals.length !== numeric) return;
  let at = 0;
  for (const record of records) {
    const rv = rvIntField(record);
    if (typeof rv !== 'number') continue;
    const digits = literals[at++]!;
    if (Number(digits) !== rv) return;
  }
  at = 0;
  for (const record of records) {
    const rv = rvIntField(record);
    if (typeof rv !== 'number') continue;
    const digits = literals[at++]!;
    if (!Number.isSafeInteger(rv)) (record as { rvInt: unknown }).rvInt = BigInt(digits);
  }
}

/** Whether JSON.parse rounded any record's `rvInt` (an integer beyond 2^53): one check per record. */
export function hasRoundedRvInt(records: readonly unknown[]): boolean {
  for (let i = 0; i < records.length; i++) {
    const rv = rvIntField(records[i]);
    if (typeof rv === 'number' && Number.isInteger(rv) && !Number.isSafeInteger(rv)) return true;
  }
  return false;
}

/** exactRvInts for one record parsed from `text`; a safe version (the rule) costs one check. */
export function exactRvInt(record: unknown, text: string): void {
  const rv = rvIntField(record);
  if (typeof rv === 'number' && !Number.isSafeInteger(rv)) exactRvInts([record], text);
}

function rvIntField(record: unknown): unknown {
  return typeof record === 'object' && record !== null && !Array.isArray(record)
    ? (record as { rvInt?: unknown }).rvInt
    : undefined;
}

const BIGINT_MARK = /"\\u0000bigint:(-?\d+)"/g;

/** JSON.stringify that writes a bigint as its exact integer literal (a quarantined record's raw text). */
export function stringifyExact(value: unknown): string | undefined {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `\u0000bigint:${v}` : v));
  return text?.replace(BIGINT_MARK, '$1');
}
