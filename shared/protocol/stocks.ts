import { z } from 'zod';
import { base64Schema, guidSchema } from './common';
import { operatorDateTimeSchema } from './operator-date-time';
import {
  stockFields,
  stockServerFields,
  type StockFieldEntry,
  type StockFieldPresence,
  type StockFieldSpec,
  type StockFieldType,
  type StockReadField,
  type StockRowField,
  type StockServerFieldEntry,
  type StockServerFieldType,
} from './stock-fields';

/**
 * Reasons phrased to follow "value X ..." in a validation message, for the spec's "or null"
 * fields. They return undefined for a missing field and for format errors, so the general
 * wording (shared/validation/issue-messages.ts) applies there.
 */
const typeReason = (text: string) => (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input !== undefined ? text : undefined;

/** An ISO 8601 date-time with offset; `typeText` is the reason for a value that is not a string. */
const offsetDateTime = (typeText: string) =>
  z.iso.datetime({ offset: true, local: false, error: typeReason(typeText) });

/**
 * An integer. Unlike z.int(), whose failure aborts the parse, it lets the package-level checks
 * (unique prtId) still run, so one pass reports every error of a package. `safeOnly` also
 * refuses integers beyond 2^53 (the local check warns about them instead).
 */
const integer = (safeOnly = true) =>
  z.number().superRefine((n, ctx) => {
    if (safeOnly ? !Number.isSafeInteger(n) : !Number.isInteger(n))
      ctx.addIssue({ code: 'invalid_type', expected: 'int', input: n });
  });

/** Product mark `tag`: 0 normal, 1 near-expiry, 2 marked-down, 3 damaged package. */
export const stockTagSchema = integer().min(0).max(3);

/** The schema of one field's value from its spec type and rule (stock-fields.ts). */
function valueSchema(field: StockFieldEntry, lenient: boolean): z.ZodType {
  const { rule } = field as StockFieldSpec;
  const required = rule.presence === 'required';
  switch (field.type) {
    case 'string': {
      const text = required ? z.string().min(1) : z.string();
      return rule.maxLength === undefined ? text : text.max(rule.maxLength);
    }
    case 'int': {
      const n = integer(!lenient);
      const atLeast = rule.min === undefined ? n : n.min(rule.min);
      return rule.max === undefined ? atLeast : atLeast.max(rule.max);
    }
    case 'float':
      // qnt: the spec types it float but forbids fractions.
      return (rule.min === undefined ? z.number() : z.number().min(rule.min)).refine(
        Number.isInteger,
        'is fractional: quantity must be a whole number (fractional quantity must not be sent)',
      );
    case 'decimal': {
      const n = required ? z.number({ error: typeReason('must be a number: it must not be empty') }) : z.number();
      return rule.min === undefined ? n : n.min(rule.min);
    }
    case 'number':
      return z.number();
    case 'datetime':
      return offsetDateTime(
        rule.presence === 'nullable' ? 'must be a date-time string or null' : 'must be a date-time string',
      );
    case 'bool':
      return z.boolean({ error: typeReason('must be true, false or null') });
  }
}

/** A field's value type in a parsed row. */
type ValueOf<F extends StockFieldEntry> = F['type'] extends 'string' | 'datetime'
  ? string
  : F['type'] extends 'bool'
    ? boolean
    : number;

/**
 * One upload row (2.3 and 8), built from the field table. Required (present and non-null):
 * prtId, nnt, qnt, prcOptNds. `null` is accepted for the spec's "or null" fields (gnvls, dp, exp),
 * for prices not filled for unregulated products and for free text; docs/protocol-notes.md says
 * why. With `lenient`, also where the spec is silent (nds, tag, prcMan, prcOpt, prcRet, sumOpt,
 * sumOptNds), and integers beyond 2^53: the local check warns about those instead.
 */
function rowShape(lenient: boolean): Record<StockRowField, z.ZodType> {
  const shape = {} as Record<StockRowField, z.ZodType>;
  for (const field of stockFields) {
    const value = valueSchema(field, lenient);
    const presence = field.rule.presence as StockFieldPresence;
    shape[field.name] =
      presence === 'required'
        ? value
        : presence === 'optional' || (presence === 'silent' && !lenient)
          ? value.optional()
          : value.nullish();
  }
  return shape;
}
const stockRowShape = rowShape(false);

export type { StockRowField } from './stock-fields';
export { stockRowFields } from './stock-fields';

/** What the stocks schema does with a field it does not know. */
export type UnknownFieldPolicy = 'reject' | 'strip' | 'keep';

/** Variants of the stocks schema (the sandbox and tests pick them; the defaults follow the notes). */
export interface StockSchemaOptions {
  /** Default 'reject': a misspelt field (e.g. `prcret`) is reported instead of silently lost. */
  unknownFields?: UnknownFieldPolicy;
  /** For `gnvls: true` rows, `prcGnvlsMax` must not be below `prcRet`. Default true. */
  gnvlsMaxNotBelowRetail?: boolean;
  /**
   * Accept `null` where the spec is silent and integers beyond 2^53 (default false: the sandbox
   * refuses them). The local check sets it and reports those as warnings.
   */
  lenient?: boolean;
}

/** The schema options of this PC's check: errors only where the spec states a rule (see the notes). */
export const localCheckSchemaOptions: StockSchemaOptions = { unknownFields: 'keep', lenient: true };

/** One stock row of an upload (2.3): required fields as their values, the others optional (and null where allowed). */
export type StockRowUpload = {
  [F in StockFieldEntry as F['rule']['presence'] extends 'required' ? F['name'] : never]: ValueOf<F>;
} & {
  [
    F in StockFieldEntry as F['rule']['presence'] extends 'required' ? never : F['name']
  ]?: F['rule']['presence'] extends 'optional' | 'silent' ? ValueOf<F> : ValueOf<F> | null;
};

function objectWith<S extends z.core.$ZodLooseShape>(shape: S, policy: UnknownFieldPolicy) {
  if (policy === 'reject') return z.strictObject(shape);
  if (policy === 'keep') return z.looseObject(shape);
  return z.object(shape);
}

/** Builds the upload-row schema; the default instance is `stockRowUploadSchema`. */
export function createStockRowUploadSchema(options: StockSchemaOptions = {}): z.ZodType<StockRowUpload, unknown> {
  const checkRetail = options.gnvlsMaxNotBelowRetail ?? true;
  // Row checks run even when another field of the row failed, so every error shows at once.
  const shape = options.lenient === true ? rowShape(true) : stockRowShape;
  return objectWith(shape, options.unknownFields ?? 'reject').superRefine(
    (row, ctx) => checkGnvlsMax(row, ctx, checkRetail),
    { when: () => true },
  ) as z.ZodType<StockRowUpload, unknown>;
}

/** `prcGnvlsMax` rules checkable from one row: required for regulated rows, not below the retail price. */
function checkGnvlsMax(row: unknown, ctx: z.RefinementCtx, checkRetail: boolean): void {
  if (typeof row !== 'object' || row === null) return;
  const { gnvls, prcGnvlsMax: max, prcRet } = row as Record<string, unknown>;
  if (gnvls !== true) return;
  if (max === undefined || max === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['prcGnvlsMax'],
      message: 'must be filled for a price-regulated product (gnvls is true)',
      input: max,
    });
  } else if (checkRetail && typeof max === 'number' && typeof prcRet === 'number' && max < prcRet) {
    ctx.addIssue({
      code: 'custom',
      path: ['prcGnvlsMax'],
      message: `is below the retail price prcRet (${prcRet}): the maximum permitted price must not be below it`,
      input: max,
    });
  }
}

/** Builds the package schema (2.2) around a row schema; the default instance is `stockPackageSchema`. */
export function createStockPackageSchema(options: StockSchemaOptions = {}): z.ZodType<StockPackage, unknown> {
  const shape = {
    date: offsetDateTime('must be a date-time string'),
    stocks: z.array(createStockRowUploadSchema(options)),
  };
  return objectWith(shape, options.unknownFields ?? 'reject').superRefine((pkg, ctx) => checkUniquePrtId(pkg, ctx), {
    when: () => true,
  }) as z.ZodType<StockPackage, unknown>;
}

/**
 * The package without its rows' checks and without unique prtId (the fast local check does
 * those itself): the same issues a full parse reports for `date`, `stocks` and unknown fields.
 */
export function createStockEnvelopeSchema(options: StockSchemaOptions = {}): z.ZodType<unknown, unknown> {
  const shape = { date: offsetDateTime('must be a date-time string'), stocks: z.array(z.unknown()) };
  return objectWith(shape, options.unknownFields ?? 'reject');
}

/** The reason the package gives for a repeated prtId (one issue per repeat). */
export const repeatedPrtIdReason = (firstIndex: number) =>
  `repeats the prtId of stocks[${firstIndex}]: prtId must be unique within one package`;

/** prtId is the upsert key, so a package may hold each one once; the issue points at the repeat. */
function checkUniquePrtId(pkg: unknown, ctx: z.RefinementCtx): void {
  const stocks = typeof pkg === 'object' && pkg !== null ? (pkg as { stocks?: unknown }).stocks : undefined;
  if (!Array.isArray(stocks)) return;
  const firstIndex = new Map<string, number>();
  stocks.forEach((row: unknown, index) => {
    const prtId = typeof row === 'object' && row !== null ? (row as { prtId?: unknown }).prtId : undefined;
    if (typeof prtId !== 'string') return;
    const first = firstIndex.get(prtId);
    if (first === undefined) firstIndex.set(prtId, index);
    else
      ctx.addIssue({
        code: 'custom',
        path: ['stocks', index, 'prtId'],
        message: repeatedPrtIdReason(first),
        input: prtId,
      });
  });
}

/** A stock package (2.2): the export time and the rows. */
export interface StockPackage {
  date: string;
  stocks: StockRowUpload[];
}

/** The upload row with the defaults: unknown fields rejected, prcGnvlsMax checked against prcRet. */
export const stockRowUploadSchema = createStockRowUploadSchema();
/** The stock package with the defaults, including unique prtId. */
export const stockPackageSchema = createStockPackageSchema();

/**
 * A stock row as read back by GET stocks (2.4): the fields of 2.3 without upload-only rules,
 * plus the server's own. Tolerant: every field optional, null allowed, unknown fields kept.
 */
export const stockRowReadSchema = z.looseObject(readShape());
/** A read-back row: every field optional and nullable, unknown fields kept. */
export type StockRowRead = {
  [F in StockFieldEntry as F['name']]?: ValueOf<F> | null;
} & {
  [F in StockServerFieldEntry as F['name']]?: (F['type'] extends 'int' ? number : string) | null;
} & Record<string, unknown>;

/** The read-back shape in the service's order (2.4): tolerant types, every field nullish. */
function readShape(): Record<StockReadField, z.ZodType> {
  const shape = {} as Record<StockReadField, z.ZodType>;
  const server = (place: 'first' | 'last') => stockServerFields.filter((f) => f.place === place);
  for (const f of server('first')) shape[f.name] = serverValue(f.type).nullish();
  for (const f of stockFields) {
    const t = (f as StockFieldSpec).readType ?? (f.type as StockFieldType);
    shape[f.name] = (
      t === 'string'
        ? z.string()
        : t === 'int'
          ? z.int()
          : t === 'datetime'
            ? operatorDateTimeSchema
            : t === 'bool'
              ? z.boolean()
              : z.number()
    ).nullish();
  }
  for (const f of server('last')) shape[f.name] = serverValue(f.type).nullish();
  return shape;
}

function serverValue(type: StockServerFieldType): z.ZodType {
  if (type === 'int') return z.int();
  if (type === 'guid') return guidSchema;
  if (type === 'datetime') return operatorDateTimeSchema;
  return base64Schema;
}

/** 200 body of GET stocks: an array of read-back rows. */
export const stockRowsReadSchema = z.array(stockRowReadSchema) as unknown as z.ZodType<StockRowRead[], unknown>;
