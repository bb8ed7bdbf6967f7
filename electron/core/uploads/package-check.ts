import { createHash } from 'node:crypto';
import { MAX_UPLOAD_FILE_BYTES, type PackageCheck, type PackageError } from '../../../shared/ipc/channels/uploads';
import type { ValidationErrorResponse } from '../../../shared/protocol/validation-errors';
import { validateStockPackage } from '../../../shared/validation/stock-package-validator';
import { DeskError } from '../errors';
import { parseSyntaxLocation, summarizeByField, toPackageErrors } from './package-errors';

/** How many errors a check sends with its first answer; the rest are paged. */
export const FIRST_ERRORS = 100;
/** This PC lists every error up to this many (the operator lists fewer). */
const LOCAL_MAX_ERRORS = 100_000;

/** A check with its full error list (kept in main; the renderer pages it). */
export interface StoredCheck {
  check: PackageCheck;
  errors: PackageError[];
}

/** A chosen file, read and checked: what an upload sends and what the preview shows. */
export interface PreparedPackage {
  fileName: string;
  /** The text as sent: UTF-8, without a leading byte order mark. */
  text: string;
  bytes: number;
  sha256: string;
  rows: number | null;
  packageDate: string | null;
  /** prtId of each row (as text), when the file is JSON with a `stocks` array. */
  prtIds: (string | null)[] | null;
  local: StoredCheck;
  server?: StoredCheck;
}

/** Reads the rows, date and prtIds from a package that may not pass the schema. */
function readShape(text: string): Pick<PreparedPackage, 'rows' | 'packageDate' | 'prtIds'> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { rows: null, packageDate: null, prtIds: null };
  }
  if (typeof value !== 'object' || value === null) return { rows: null, packageDate: null, prtIds: null };
  const { stocks, date } = value as { stocks?: unknown; date?: unknown };
  const packageDate = typeof date === 'string' ? date : null;
  if (!Array.isArray(stocks)) return { rows: null, packageDate, prtIds: null };
  const prtIds = stocks.map((row: unknown) => {
    const prtId = typeof row === 'object' && row !== null ? (row as { prtId?: unknown }).prtId : undefined;
    return typeof prtId === 'string' || typeof prtId === 'number' ? String(prtId) : null;
  });
  return { rows: stocks.length, packageDate, prtIds };
}

/** Builds a check from the validator's or the operator's 400 body (2.9). */
export function checkFromBody(
  origin: PackageCheck['origin'],
  body: ValidationErrorResponse | null,
  prtIds: readonly (string | null)[] | null,
  at: Date,
): StoredCheck {
  if (body === null) {
    return {
      check: {
        origin,
        valid: true,
        exceptionMessage: null,
        syntaxError: null,
        errorCount: 0,
        listedCount: 0,
        summary: [],
        firstErrors: [],
        checkedAt: at.toISOString(),
      },
      errors: [],
    };
  }
  const entries = body.validationErrors;
  const errors = toPackageErrors(entries ?? [], (row) => prtIds?.[row] ?? null);
  // "…: 1234 fields with errors. The first 1000 are listed…": the total when the list was capped.
  const total = /(\d+) fields? with errors/.exec(body.exceptionMessage);
  return {
    check: {
      origin,
      valid: false,
      exceptionMessage: body.exceptionMessage,
      syntaxError: entries === undefined ? parseSyntaxLocation(body.exceptionMessage) : null,
      errorCount: Math.max(errors.length, total ? Number(total[1]) : 0),
      listedCount: errors.length,
      summary: summarizeByField(errors),
      firstErrors: errors.slice(0, FIRST_ERRORS),
      checkedAt: at.toISOString(),
    },
    errors,
  };
}

/**
 * Reads a chosen file's text and checks it on this PC with the shared validator (the same rules
 * as the operator's stocks schema): size, SHA-256 of the bytes as sent, rows, date, every error
 * with its row's prtId. Files over 200 MB are refused before anything else.
 */
export function preparePackage(fileName: string, rawText: string, now: Date): PreparedPackage {
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_UPLOAD_FILE_BYTES) {
    throw new DeskError(
      'file-invalid',
      `The file "${fileName}" is ${(bytes / 1048576).toFixed(1)} MB; the app reads stock files up to ${MAX_UPLOAD_FILE_BYTES / 1048576} MB. ` +
        'Export the stock again, or send it as changes in smaller parts.',
      { reason: 'too-large', fileName, bytes, maxBytes: MAX_UPLOAD_FILE_BYTES },
    );
  }
  if (text.trim() === '') {
    throw new DeskError(
      'file-invalid',
      `The file "${fileName}" is empty. Choose the JSON file your pharmacy system exported.`,
      {
        reason: 'empty',
        fileName,
      },
    );
  }
  const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
  const result = validateStockPackage(text, { maxErrors: LOCAL_MAX_ERRORS });
  if (result.ok) {
    const prtIds = result.value.stocks.map((row) => row.prtId);
    return {
      fileName,
      text,
      bytes,
      sha256,
      rows: result.value.stocks.length,
      packageDate: result.value.date,
      prtIds,
      local: checkFromBody('local', null, prtIds, now),
    };
  }
  const shape = readShape(text);
  return {
    fileName,
    text,
    bytes,
    sha256,
    ...shape,
    local: checkFromBody('local', result.body, shape.prtIds, now),
  };
}
