import { z } from 'zod';
import {
  createStockPackageSchema,
  stockPackageSchema,
  type StockPackage,
  type StockSchemaOptions,
} from '../protocol/stocks';
import type { ValidationErrorEntry, ValidationErrorResponse } from '../protocol/validation-errors';
import { describeIssue, issuesToValidationErrors } from './issue-messages';
import { JsonSyntaxError, parseJsonWithPositions } from './json-with-positions';

/** The schema names of `POST /v5/json_schemas/{schemaName}/validation` (4.4). */
export const packageSchemaNames = ['stocks', 'preorders', 'orders', 'transactions'] as const;
export type PackageSchemaName = (typeof packageSchemaNames)[number];

/** Default cap on listed field errors; the rest are counted in `exceptionMessage`. */
export const defaultMaxValidationErrors = 1000;

/** Options of the validator. */
export interface ValidateOptions {
  /** How many field errors to list at most (default 1000). */
  maxErrors?: number;
  /** Variant of the stocks schema (unknown-field policy, retail-price check). */
  stockSchema?: StockSchemaOptions;
}

/** The validator's answer: the parsed package, or the 400 body of 2.9. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; body: ValidationErrorResponse };

/**
 * preorders, orders and transactions: their schemas are not shown, so any JSON object passes
 * (see docs/protocol-notes.md).
 */
const anyObjectSchema = z.looseObject({});

// Building a schema costs more than checking a package of a few rows; callers reuse their options object.
const schemas = new WeakMap<StockSchemaOptions, z.ZodType<StockPackage, unknown>>();
function schemaFor(options: StockSchemaOptions): z.ZodType<StockPackage, unknown> {
  let schema = schemas.get(options);
  if (!schema) schemas.set(options, (schema = createStockPackageSchema(options)));
  return schema;
}

/** Validates a stock package's text against the stocks schema: every rule of 2.3 and 8. */
export function validateStockPackage(text: string, options: ValidateOptions = {}): ValidationResult<StockPackage> {
  const schema = options.stockSchema ? schemaFor(options.stockSchema) : stockPackageSchema;
  return validateWith('stocks', schema, text, options);
}

/** Validates a package's text against a named schema, as the validation endpoint does. */
export function validatePackage(
  schemaName: 'stocks',
  text: string,
  options?: ValidateOptions,
): ValidationResult<StockPackage>;
export function validatePackage(
  schemaName: PackageSchemaName,
  text: string,
  options?: ValidateOptions,
): ValidationResult<StockPackage | Record<string, unknown>>;
export function validatePackage(
  schemaName: PackageSchemaName,
  text: string,
  options: ValidateOptions = {},
): ValidationResult<StockPackage | Record<string, unknown>> {
  if (schemaName === 'stocks') return validateStockPackage(text, options);
  return validateWith(schemaName, anyObjectSchema, text, options);
}

/** Validates a package's text against any zod schema, with the same positions and 2.9 body (the sandbox's guessed schemas). */
export function validateWith<T>(
  schemaName: PackageSchemaName,
  schema: z.ZodType<T, unknown>,
  text: string,
  options: ValidateOptions,
): ValidationResult<T> {
  let document;
  try {
    // A leading BOM is tolerated: Windows tools write one, and the HTTP body decoder drops it.
    document = parseJsonWithPositions(text, { allowBom: true });
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { ok: false, body: packageErrorBody(`The package is not valid JSON: ${error.message}.`) };
  }

  const result = schema.safeParse(document.value, { error: describeIssue });
  if (result.success) return { ok: true, value: result.data };

  const limit = Math.max(0, Math.floor(options.maxErrors ?? defaultMaxValidationErrors));
  const { entries, total } = issuesToValidationErrors(result.error.issues, document, limit);
  return { ok: false, body: summarizeErrors(schemaName, entries, total) };
}

/** The 400 body for field errors: the count (and how many are not listed) and the entries. */
export function summarizeErrors(
  schemaName: PackageSchemaName,
  entries: ValidationErrorEntry[],
  total: number,
): ValidationErrorResponse {
  const noun = total === 1 ? 'field' : 'fields';
  let summary = `The package does not match the '${schemaName}' schema: ${total} ${noun} with errors.`;
  if (total > entries.length) {
    summary += ` The first ${entries.length} are listed; ${total - entries.length} more were found.`;
  }
  return packageErrorBody(summary, entries);
}

/** A 400 body of 2.9: the general message, and the field entries when the package could be read. */
export function packageErrorBody(exceptionMessage: string, entries?: ValidationErrorEntry[]): ValidationErrorResponse {
  const body: ValidationErrorResponse = { statusCode: 400, isError: true, isTransient: false, exceptionMessage };
  return entries === undefined ? body : { ...body, validationErrors: entries };
}
