import { createHash } from 'node:crypto';
import {
  MAX_UPLOAD_FILE_BYTES,
  type FileEncoding,
  type PackageCheck,
  type PackageError,
} from '@shared/ipc/channels/uploads';
import type { ValidationErrorResponse } from '@shared/protocol/validation-errors';
import {
  checkStockPackageSteps,
  type CheckStep,
  type LocalCheckResult,
  type LocatedWarning,
} from '@shared/validation/stock-package-check';
import { DeskError } from '../errors';
import { decodeTextFile } from '../files/text-encoding';
import { refuseEncoding, withEncodingErrors } from './package-encoding';
import {
  FIRST_ERRORS,
  parseFieldPath,
  parseSyntaxLocation,
  summarizeByField,
  toPackageErrors,
  type StoredCheck,
} from './package-errors';

/** A chosen file, read and checked: what an upload sends and what the preview shows. */
export interface PreparedPackage {
  fileName: string;
  /** The text as sent (as UTF-8), without a leading byte order mark. */
  text: string;
  /** Size and SHA-256 of the bytes sent (of the file itself when it cannot be sent). */
  bytes: number;
  sha256: string;
  encoding: FileEncoding;
  rows: number | null;
  /** Rows that are JSON objects (preflight reads only those; none: it does not parse the text again). */
  objectRows?: number;
  packageDate: string | null;
  /** The chosen file's reference when it was read by reference (released when the preview is dropped). */
  fileRef?: string;
  /** prtId of each row (as text), when the file is JSON with a `stocks` array. */
  prtIds: (string | null)[] | null;
  local: StoredCheck;
  server?: StoredCheck;
  /**
   * The rows as the check parsed them (see LocalCheckResult.parsed): the workbench's view starts
   * from them instead of a second JSON.parse of the text (~0.3 s at 100,000 rows). The view holds
   * them as long as the package anyway.
   */
  parsed?: { stocks: readonly unknown[]; rowStarts: Int32Array | null };
}

/** Builds a check from the validator's or the operator's 400 body (2.9). */
export function checkFromBody(
  origin: PackageCheck['origin'],
  body: ValidationErrorResponse | null,
  prtIds: readonly (string | null)[] | null,
  at: Date,
  warnings: { listed: PackageError[]; count: number } = { listed: [], count: 0 },
): StoredCheck {
  if (body === null) {
    return {
      check: {
        origin,
        valid: true,
        exceptionMessage: null,
        syntaxError: null,
        errorCount: 0,
        warningCount: warnings.count,
        listedCount: warnings.listed.length,
        listedWarningCount: warnings.listed.length,
        summary: summarizeByField(warnings.listed),
        firstErrors: warnings.listed.slice(0, FIRST_ERRORS),
        checkedAt: at.toISOString(),
      },
      errors: warnings.listed,
    };
  }
  const entries = body.validationErrors;
  const found = toPackageErrors(entries ?? [], (row) => prtIds?.[row] ?? null);
  const listed = found.length;
  // Errors first, then warnings; one numbering.
  const errors = warnings.listed.length === 0 ? found : [...found, ...warnings.listed].map((e, seq) => ({ ...e, seq }));
  // "…: 1234 fields with errors. The first 1000 are listed…": the total when the list was capped.
  const total = /(\d+) fields? with errors/.exec(body.exceptionMessage);
  return {
    check: {
      origin,
      valid: false,
      exceptionMessage: body.exceptionMessage,
      syntaxError: entries === undefined ? parseSyntaxLocation(body.exceptionMessage) : null,
      errorCount: Math.max(listed, total ? Number(total[1]) : 0),
      warningCount: warnings.count,
      listedCount: errors.length,
      listedWarningCount: warnings.listed.length,
      summary: summarizeByField(errors),
      firstErrors: errors.slice(0, FIRST_ERRORS),
      checkedAt: at.toISOString(),
    },
    errors,
  };
}

/**
 * Reads a chosen file's bytes and checks it on this PC with the shared validator (the same rules
 * as the operator's stocks schema). The encoding is judged from the bytes (BOM, UTF-8, UTF-16,
 * Windows-1251, CP866); size and SHA-256 are of the UTF-8 bytes that are sent. Files over 200 MB
 * are refused before anything else.
 */
export function preparePackage(fileName: string, fileBytes: Uint8Array, now: Date): PreparedPackage {
  const steps = preparePackageSteps(fileName, fileBytes, now);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `preparePackage` pausing between chunks of the check (see `checkStockPackageSteps`); `check-runner` drives it. */
export function* preparePackageSteps(
  fileName: string,
  fileBytes: Uint8Array,
  now: Date,
): Generator<CheckStep, PreparedPackage, void> {
  if (fileBytes.byteLength > MAX_UPLOAD_FILE_BYTES) throw fileTooLarge(fileName, fileBytes.byteLength);
  const decoded = decodeTextFile(fileBytes);
  if (!decoded.ok) refuseEncoding(fileName, decoded);
  const { text } = decoded;
  if (text.trim() === '') {
    throw new DeskError(
      'file-invalid',
      `The file "${fileName}" is empty. Choose the JSON file your pharmacy system exported.`,
      { reason: 'empty', fileName },
    );
  }
  // What is sent is the text as UTF-8; a file with invalid sequences is never sent, so it is described as it is.
  const sent =
    decoded.invalid !== null
      ? fileBytes
      : decoded.encoding !== 'utf-8'
        ? Buffer.from(text, 'utf8')
        : // Clean UTF-8 is sent as read (without a BOM): no second copy of a large file.
          fileBytes.subarray(decoded.notice?.code === 'bom-removed' ? 3 : 0);
  const encoding: FileEncoding = {
    name: decoded.encoding,
    notice: decoded.notice?.code ?? null,
    confidence: decoded.confidence,
    fileBytes: fileBytes.byteLength,
    sendable: decoded.invalid === null,
  };
  const described = {
    fileName,
    text,
    bytes: sent.byteLength,
    sha256: createHash('sha256').update(sent).digest('hex'),
    encoding,
  };
  const result = yield* checkStockPackageSteps(text);
  const prtIds = result.rows !== null && result.rows <= MAX_PRTID_ROWS ? readPrtIds(result) : null;
  const warnings = result.warnings.map((w, seq) => warningToError(w, seq, result.prtIdOf));
  return {
    ...described,
    rows: result.rows,
    objectRows: result.objectRows,
    packageDate: result.packageDate,
    prtIds,
    // Rows that hold no object (26 million numbers) name nothing in the workbench: not worth holding.
    parsed: result.objectRows > 0 ? result.parsed : undefined,
    local: withEncodingErrors(
      checkFromBody('local', result.errors, prtIds, now, { listed: warnings, count: result.warningCount }),
      decoded.invalid,
    ),
  };
}

/** The refusal of a file over the 200 MB cap (before it is read, when its size is known). */
export function fileTooLarge(fileName: string, bytes: number): DeskError {
  return new DeskError(
    'file-invalid',
    `The file "${fileName}" is ${(bytes / 1048576).toFixed(1)} MB; the app reads stock files up to ${MAX_UPLOAD_FILE_BYTES / 1048576} MB. ` +
      'Export the stock again, or send it as changes in smaller parts.',
    { reason: 'too-large', fileName, bytes, maxBytes: MAX_UPLOAD_FILE_BYTES },
  );
}

/** Beyond this many rows the batch codes are not kept for the error table (memory; see the notes). */
const MAX_PRTID_ROWS = 2_000_000;

function readPrtIds(result: LocalCheckResult): (string | null)[] {
  return Array.from({ length: result.rows ?? 0 }, (_, row) => result.prtIdOf(row));
}

/** A warning as a row of the error table. */
function warningToError(w: LocatedWarning, seq: number, prtIdOf: (row: number) => string | null): PackageError {
  const { rowIndex, field } = parseFieldPath(w.field);
  return {
    seq,
    severity: 'warning',
    fieldPath: w.field,
    rowIndex,
    field,
    prtId: rowIndex === null ? null : prtIdOf(rowIndex),
    line: w.line,
    position: w.column,
    value: typeof w.params.literal === 'string' ? w.params.literal : null,
    reasons: [{ code: w.code, params: w.params }],
    message: w.message,
  };
}
