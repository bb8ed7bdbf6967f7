import { regexes, z } from 'zod';
import { operatorDateTimeSchema } from '@shared/protocol/operator-date-time';
import {
  dictionaryRecordSchemas,
  maxRvInt,
  rvIntValue,
  stringifyExact,
  type RvIntSeen,
} from '@shared/protocol/dictionaries';
import type { ColumnSpec, TableSpec } from './dictionary-specs';

/**
 * A record that passed: the statement parameters in table order — `offset` free slots first (the
 * writer puts `src`, and `store` for goods_links, there), then the fields, then `extra`.
 */
export interface ValidRow {
  ok: true;
  values: unknown[];
  rvInt: RvIntSeen;
}

/** A record that failed its schema: why, and whatever of its key and version could be read. */
export interface RejectedRecord {
  ok: false;
  reason: string;
  /** JSON of the key values when they are readable (to find the record again), else null. */
  recordKey: string | null;
  rvInt: RvIntSeen;
}

export type CheckedRecord = ValidRow | RejectedRecord;

/** Checks one raw record and turns it into statement parameters. */
export type RecordConverter = (record: unknown) => CheckedRecord;

/** The type test of a present (non-null) value `v`, as JavaScript source. */
function testOf(kind: ColumnSpec['kind'], field: string): string {
  // A version beyond 2^53 arrives as the bigint exactRvInts recovered from the text (rv-int.ts).
  if (field === 'rvInt')
    return `typeof v === "number" ? Number.isSafeInteger(v) : typeof v === "bigint" && v >= ${-maxRvInt - 1n}n && v <= ${maxRvInt}n`;
  switch (kind) {
    case 'int':
      return 'typeof v === "number" && Number.isSafeInteger(v)';
    case 'real':
      return 'typeof v === "number" && Number.isFinite(v)';
    case 'text':
      return 'typeof v === "string"';
    case 'bool':
      return 'typeof v === "boolean"';
    case 'base64':
      return 'typeof v === "string" && BASE64.test(v)';
    case 'datetime':
      return 'DATETIME(v)';
  }
}

/**
 * Builds the converter of one dictionary. The check is the shared zod schema's, written out as
 * straight-line code per table: zod takes ~8 µs per goods record (2.5 s for 300,000) and a loop
 * over the columns with computed property names ~6 µs, while this ~0.3 µs. When a record fails,
 * the zod schema itself is asked, so the quarantine reason is the schema's own words. Unknown
 * fields are kept as JSON in `extra`, as the schema's looseObject keeps them.
 * record-validator.test.ts checks that this and the zod schema accept exactly the same records.
 */
export function createRecordConverter(spec: TableSpec, offset = 0): RecordConverter {
  const schema = dictionaryRecordSchemas[spec.name];
  const known = new Set(spec.columns.flatMap((col) => [col.field, ...(col.aliases ?? [])]));
  const keyFields = spec.key;

  const reject = (record: unknown, fallback: string): RejectedRecord => {
    const parsed = schema.safeParse(record);
    // Only reached when the column check failed; the schema normally agrees and says why.
    const reason = parsed.success ? fallback : z.prettifyError(parsed.error);
    return { ok: false, reason, recordKey: keyOf(record, keyFields), rvInt: rvIntOf(record) };
  };

  const lines: string[] = [
    'if (typeof r !== "object" || r === null || Array.isArray(r)) return REJECT(r, "the record is not a JSON object");',
    'let v; let present = 0;',
  ];
  spec.columns.forEach((col, i) => {
    const read = [col.field, ...(col.aliases ?? [])].map((f) => `r[${JSON.stringify(f)}]`);
    lines.push(`v = ${read[0]};`);
    for (const alias of read.slice(1)) lines.push(`if (v === undefined) v = ${alias};`);
    lines.push(`let c${i} = null;`);
    lines.push('if (v !== undefined) present++;');
    lines.push('if (v !== undefined && v !== null) {');
    lines.push(
      `  if (!(${testOf(col.kind, col.field)})) return REJECT(r, ${JSON.stringify(`${col.field} has the wrong type`)});`,
    );
    lines.push(`  c${i} = ${col.kind === 'bool' ? '(v ? 1 : 0)' : 'v'};`);
    lines.push(col.required ? `} else return REJECT(r, ${JSON.stringify(`${col.field} is missing`)});` : '}');
  });
  const slots = [...Array.from({ length: offset }, () => 'null'), ...spec.columns.map((_, i) => `c${i}`)];
  lines.push('const extra = Object.keys(r).length > present ? EXTRA(r) : null;');
  lines.push(
    `return { ok: true, values: [${slots.join(', ')}, extra], rvInt: typeof r.rvInt === "number" || typeof r.rvInt === "bigint" ? r.rvInt : null };`,
  );

  // Code generation in the main process only (the renderer's CSP forbids it; this never runs there).
  const build = new Function(
    'REJECT',
    'EXTRA',
    'BASE64',
    'DATETIME',
    `return function convert(r) {\n${lines.join('\n')}\n};`,
  ) as (
    rejectFn: typeof reject,
    extraFn: (r: Record<string, unknown>) => string | null,
    base64: RegExp,
    datetime: (v: unknown) => boolean,
  ) => RecordConverter;
  return build(
    reject,
    (r) => extraJson(r, known),
    regexes.base64,
    (v) => operatorDateTimeSchema.safeParse(v).success,
  );
}

/** The fields the table has no column for, as JSON; null when there are none worth keeping. */
function extraJson(r: Record<string, unknown>, known: ReadonlySet<string>): string | null {
  const extra: Record<string, unknown> = {};
  let any = false;
  for (const [k, v] of Object.entries(r)) {
    if (known.has(k) || v === undefined) continue;
    extra[k] = v;
    any = true;
  }
  return any ? (stringifyExact(extra) ?? null) : null;
}

/** JSON of the record's key values, when each is a number or a string. */
export function keyOf(record: unknown, keyFields: readonly string[]): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const r = record as Record<string, unknown>;
  const values = keyFields.map((f) => r[f]);
  return values.every((v) => typeof v === 'number' || typeof v === 'string') ? JSON.stringify(values) : null;
}

/** The record's `rvInt` when it is a usable version (a safe number, or a bigint in a long's range). */
export function rvIntOf(record: unknown): RvIntSeen {
  if (typeof record !== 'object' || record === null) return null;
  const rv = (record as Record<string, unknown>).rvInt;
  if (typeof rv === 'number') return Number.isSafeInteger(rv) && rv >= 0 ? rv : null;
  return typeof rv === 'bigint' ? rvIntValue(rv) : null;
}
