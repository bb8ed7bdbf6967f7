// This PC's check of a stock package: errors where the spec states a rule, warnings where it is
// silent, bounded in depth, findings and memory. One pipeline: a bracket count (native indexOf)
// that bounds what JSON.parse may be given → JSON.parse → straight-line row check → only when a
// row or the envelope fails or warns: the pre-scan (exact depth, members, number shapes), zod on
// the failing rows and one scan that locates only what failed. The errors equal
// validateStockPackage with localCheckSchemaOptions (stock-package-check.test.ts).
import type { z } from 'zod';
import {
  createStockEnvelopeSchema,
  createStockRowUploadSchema,
  localCheckSchemaOptions,
  repeatedPrtIdReason,
} from '../protocol/stocks';
import type { ValidationErrorResponse } from '../protocol/validation-errors';
import { describeIssue, formatFieldMessage, issuesToValidationErrors } from './issue-messages';
import { formatJsonPath } from './json-path';
import { locatePaths } from './json-locate';
import { lintJson } from './json-lint';
import { fewBrackets, prescanJson, type PreScan } from './json-prescan';
import { JsonScanner } from './json-scanner';
import { JsonSyntaxError, parseJsonWithPositions } from './json-with-positions';
import { clip, suggestField, warningText, type PendingWarning, type WarningCode } from './package-warnings';
import { isDate, isRowField, nullWarnedFields } from './stock-row-check';
import { RowsPass } from './stock-rows-pass';
import { packageErrorBody, summarizeErrors } from './stock-package-validator';

/** Limits of the local check (all configurable; the defaults are in docs/protocol-notes.md). */
export interface LocalCheckOptions {
  /** Errors listed at most (default 10,000); all are counted. */
  maxErrors?: number;
  /** Warnings listed at most (default 10,000); all are counted. */
  maxWarnings?: number;
  /** Deepest nesting read (default 64; a stock package needs 3). */
  maxDepth?: number;
  /** For `gnvls: true` rows, `prcGnvlsMax` must not be below `prcRet` (default true). */
  gnvlsMaxNotBelowRetail?: boolean;
  /**
   * Run the pre-scan on every package, as before the fast path (default false: only when
   * something fails or warns). The agreement test compares both ways.
   */
  alwaysPrescan?: boolean;
}

/** A warning with its place. */
export interface LocatedWarning {
  field: string;
  code: WarningCode;
  params: Record<string, string | number>;
  line: number;
  column: number;
  message: string;
}

/** What the local check found. */
export interface LocalCheckResult {
  /** The errors as the validation endpoint words them (2.9), or null when there are none. */
  errors: ValidationErrorResponse | null;
  warnings: LocatedWarning[];
  warningCount: number;
  /** Rows of `stocks`, the package `date`, and a reader of each row's prtId, when the text is a JSON object with them. */
  rows: number | null;
  /** How many of those rows are JSON objects (a list of numbers has none: nothing for preflight to read). */
  objectRows: number;
  packageDate: string | null;
  prtIdOf: (row: number) => string | null;
  /**
   * The `stocks` array as JSON.parse gave it and, when the pre-scan ran and placed every row, each
   * row's start offset: so a reader of the rows (the workbench) need not parse the text again.
   */
  parsed?: { stocks: readonly unknown[]; rowStarts: Int32Array | null };
}

export const localCheckDefaults = { maxErrors: 10_000, maxWarnings: 10_000, maxDepth: 64 };

const noRows = { rows: null, objectRows: 0, packageDate: null, prtIdOf: () => null, warnings: [], warningCount: 0 };

/** Where a running check is: yielded by `checkStockPackageSteps` between chunks of work. */
export interface CheckStep {
  phase: 'parsing' | 'checking' | 'locating';
  rowsChecked: number;
  /** Rows of `stocks` once parsed; null before. */
  rowsTotal: number | null;
}

/** Rows checked between two steps: small enough that a step takes a few milliseconds. */
export const ROWS_PER_STEP = 2000;

/** Checks a stock package's text on this PC (see the file comment). Never throws on any input. */
export function checkStockPackage(text: string, options: LocalCheckOptions = {}): LocalCheckResult {
  const steps = checkStockPackageSteps(text, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same check as a generator that pauses between chunks of work, so a caller can report
 * progress, let its event loop answer other messages, and stop (by not resuming) at any step.
 */
export function* checkStockPackageSteps(
  text: string,
  options: LocalCheckOptions = {},
): Generator<CheckStep, LocalCheckResult, void> {
  const { maxErrors, maxWarnings, maxDepth } = { ...localCheckDefaults, ...options };
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // JSON.parse of deep nesting costs ~0.4 µs and ~60 bytes a level (50 MB of `[`: 10 s); with at
  // most parseableBrackets opening brackets it cannot be given more than that.
  let pre: PreScan | null =
    options.alwaysPrescan || !fewBrackets(text, parseableBrackets) ? prescanJson(text, start, maxDepth) : null;
  yield { phase: 'parsing', rowsChecked: 0, rowsTotal: null };
  if (pre && pre.tooDeepAt >= 0) return tooDeep(text, start, pre.tooDeepAt, maxDepth);
  let root: unknown;
  try {
    root = JSON.parse(start === 0 ? text : text.slice(1));
  } catch {
    // Too deep wins over malformed, as when the pre-scan ran first.
    pre ??= prescanJson(text, start, maxDepth);
    if (pre.tooDeepAt >= 0) return tooDeep(text, start, pre.tooDeepAt, maxDepth);
    return { ...noRows, errors: packageErrorBody(`The package is not valid JSON: ${syntaxMessage(text)}.`) };
  }

  const checkRetail = options.gnvlsMaxNotBelowRetail ?? true;
  const schemas = schemasFor(checkRetail);
  const isObject = typeof root === 'object' && root !== null && !Array.isArray(root);
  const pkg = (isObject ? root : {}) as Record<string, unknown>;
  // The envelope schema (an object keeping unknown fields, a date-time, an array) is asked only
  // when the plain test fails: on 100,000 rows its array check copies the array.
  const envelopeOk = isObject && isDate(pkg.date) && Array.isArray(pkg.stocks);
  const envelope = envelopeOk ? null : schemas.envelope.safeParse(root, { error: describeIssue });
  const issues: z.core.$ZodIssue[] = envelope === null || envelope.success ? [] : [...envelope.error.issues];
  const envelopeFields = new Set(issues.map((i) => formatJsonPath(i.path))).size;
  const stocks: unknown[] = Array.isArray(pkg.stocks) ? pkg.stocks : [];

  const pass = new RowsPass(stocks, checkRetail, maxErrors, maxWarnings);
  if (isObject) pass.members = Object.keys(pkg).length;
  yield { phase: 'checking', rowsChecked: 0, rowsTotal: stocks.length };
  for (let from = 0; from < stocks.length; from += ROWS_PER_STEP) {
    if (from > 0) yield { phase: 'checking', rowsChecked: from, rowsTotal: stocks.length };
    pass.run(from, Math.min(stocks.length, from + ROWS_PER_STEP));
  }
  const { rowErrors, failing, warned, repeats, nonObjectRows } = pass;
  let warningCount = pass.warningCount;

  // The schema's own issues, for the failing rows only (in row order, then the repeats: as a full parse).
  yield { phase: 'locating', rowsChecked: stocks.length, rowsTotal: stocks.length };
  for (let k = 0; k < failing.length; k++) {
    const i = failing[k]!;
    if (k > 0 && k % (ROWS_PER_STEP / 4) === 0)
      yield { phase: 'locating', rowsChecked: stocks.length, rowsTotal: stocks.length };
    const result = schemas.row.safeParse(stocks[i], { error: describeIssue });
    if (!result.success)
      for (const issue of result.error.issues) issues.push({ ...issue, path: ['stocks', i, ...issue.path] });
  }
  for (const i of failing) {
    const first = repeats.get(i);
    if (first === undefined) continue;
    const input = (stocks[i] as { prtId: string }).prtId;
    issues.push({ code: 'custom', path: ['stocks', i, 'prtId'], message: repeatedPrtIdReason(first), input });
  }

  // Clean (no issue, no warning, rows all objects): the rows passed the checker, so every value
  // below them is a primitive and the package is 3 levels deep. Anything else may hide nesting in
  // an unknown field or a wrong value: the exact pre-scan decides, as before JSON.parse it would.
  const clean = issues.length === 0 && failing.length === 0 && warningCount === 0 && nonObjectRows === 0;
  const extraKeys = isObject && Object.keys(pkg).some((key) => key !== 'date' && key !== 'stocks');
  if (!clean || extraKeys) {
    pre ??= prescanJson(text, start, maxDepth);
    if (pre.tooDeepAt >= 0) return tooDeep(text, start, pre.tooDeepAt, maxDepth);
  }

  const pending = valueWarnings(pkg, isObject, stocks, warned);
  // Row warnings are counted by checkRow already; the package's own unknown fields are not.
  warningCount += pending.filter((w) => w.path.length === 1).length;
  const linted: PendingWarning[] = [];
  // Without a pre-scan (a clean package) repeated keys and odd number literals go unseen: reading
  // 44 MB for them costs more than the whole check (docs/performance.md, bench/validate).
  if (pre && (pre.suspiciousNumbers || pre.members !== pass.members)) {
    warningCount += lintJson(text, start, (w) => linted.push(w), maxWarnings);
  }

  // The pre-scan's row starts are the rows when `stocks` holds only objects and nothing else opens an object there.
  yield { phase: 'locating', rowsChecked: stocks.length, rowsTotal: stocks.length };
  const rowsKnown = pre !== null && nonObjectRows === 0 && pre.rowCount === stocks.length && stocks.length > 0;
  const paths = [...issues.map((i) => i.path), ...pending.map((w) => w.path)];
  const doc = locatePaths(text, start, root, paths, rowsKnown ? pre! : undefined);
  let errors: ValidationErrorResponse | null = null;
  if (issues.length > 0) {
    const { entries } = issuesToValidationErrors(issues, doc, maxErrors);
    errors = summarizeErrors('stocks', entries, envelopeFields + rowErrors);
  }

  const located = [
    ...pending.map((w) => ({ w, at: doc.locate(w.path).position })),
    ...linted.map((w) => ({ w, at: doc.positionAt(w.offset ?? 0) })),
  ].sort((a, b) => a.at.offset - b.at.offset);
  const warnings = located.slice(0, maxWarnings).map(({ w, at }) => ({
    field: formatJsonPath(w.path),
    code: w.code,
    params: w.params,
    line: at.line,
    column: at.column,
    message: `Line ${at.line}, position ${at.column}: ${warningText(w)}`,
  }));

  return {
    errors,
    warnings,
    warningCount,
    rows: Array.isArray(pkg.stocks) ? stocks.length : null,
    objectRows: stocks.length - nonObjectRows,
    packageDate: typeof pkg.date === 'string' ? pkg.date : null,
    prtIdOf: (row) => {
      const prtId = (stocks[row] as { prtId?: unknown } | null | undefined)?.prtId;
      return typeof prtId === 'string' || typeof prtId === 'number' ? String(prtId) : null;
    },
    parsed: { stocks, rowStarts: rowsKnown ? pre!.rowStarts.subarray(0, stocks.length) : null },
  };
}

/** Opening brackets JSON.parse may be given unscanned: at worst ~0.4 s and ~60 MB of nesting. */
const parseableBrackets = 1_000_000;

/** The answer for a package nested deeper than the limit, at the bracket that went too deep. */
function tooDeep(text: string, start: number, offset: number, maxDepth: number): LocalCheckResult {
  const at = new JsonScanner(text, start, () => '').positionAt(offset);
  const reason = `is nested deeper than ${maxDepth} levels (a stock package needs 3); the check stopped here`;
  return {
    ...noRows,
    errors: packageErrorBody(
      `The package is nested deeper than ${maxDepth} levels at line ${at.line}, position ${at.column}; it was not read further.`,
      [{ field: '', message: formatFieldMessage(at, 'the data', reason) }],
    ),
  };
}

const schemaCache = new Map<boolean, { envelope: z.ZodType<unknown, unknown>; row: z.ZodType<unknown, unknown> }>();

/** The local schemas, built once (building a zod schema costs far more than checking a row). */
function schemasFor(checkRetail: boolean) {
  let schemas = schemaCache.get(checkRetail);
  if (!schemas) {
    const options = { ...localCheckSchemaOptions, gnvlsMaxNotBelowRetail: checkRetail };
    schemas = { envelope: createStockEnvelopeSchema(options), row: createStockRowUploadSchema(options) };
    schemaCache.set(checkRetail, schemas);
  }
  return schemas;
}

/** The parser's message for text JSON.parse refused: where it stopped, and the path it had reached. */
function syntaxMessage(text: string): string {
  try {
    parseJsonWithPositions(text, { allowBom: true });
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error.message;
  }
  return 'the text could not be read as JSON';
}

/** Unknown fields in the package, and nulls and unknown fields in the listed rows. */
function valueWarnings(
  pkg: Record<string, unknown>,
  isObject: boolean,
  stocks: readonly unknown[],
  rows: readonly number[],
): PendingWarning[] {
  const out: PendingWarning[] = [];
  const unknown = (path: (string | number)[], key: string) => {
    const suggestion = suggestField(key);
    out.push({ path: [...path, key], code: 'unknown-field', params: { key: clip(key), suggestion: suggestion ?? '' } });
  };
  if (isObject) for (const key of Object.keys(pkg)) if (key !== 'date' && key !== 'stocks') unknown([], key);
  for (const i of rows) {
    const row = stocks[i] as Record<string, unknown>;
    for (const key of Object.keys(row)) {
      if (!isRowField(key)) unknown(['stocks', i], key);
      else if (row[key] === null && (nullWarnedFields as readonly string[]).includes(key))
        out.push({ path: ['stocks', i, key], code: 'null-value', params: { field: key } });
    }
  }
  return out;
}
