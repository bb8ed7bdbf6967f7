import { createHash } from 'node:crypto';
import {
  MAX_UPLOAD_FILE_BYTES,
  type FileEncoding,
  type PackageCheck,
  type PackageError,
} from '../../../shared/ipc/channels/uploads';
import type { ValidationErrorResponse } from '../../../shared/protocol/validation-errors';
import { validateStockPackage } from '../../../shared/validation/stock-package-validator';
import { DeskError } from '../errors';
import { decodeTextFile, type DecodedText, type EncodingRefusal } from '../files/text-encoding';
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
  /** The text as sent (as UTF-8), without a leading byte order mark. */
  text: string;
  /** Size and SHA-256 of the bytes sent (of the file itself when it cannot be sent). */
  bytes: number;
  sha256: string;
  encoding: FileEncoding;
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

/** Refuses a file whose encoding cannot be read without guessing (the message says what to do). */
function refuseEncoding(fileName: string, refusal: EncodingRefusal): never {
  const save = 'Save it from your pharmacy system (or a text editor) as UTF-8 and choose it again.';
  switch (refusal.reason) {
    case 'binary':
      throw new DeskError(
        'file-invalid',
        `The file "${fileName}" is not a text file (it holds a zero byte at byte ${refusal.byteOffset}). Choose the JSON file your pharmacy system exported.`,
        { reason: 'binary', fileName, byteOffset: refusal.byteOffset },
      );
    case 'invalid-utf16':
      throw new DeskError(
        'file-invalid',
        `The file "${fileName}" starts as UTF-16 text but is damaged further on, so it cannot be converted safely. ${save}`,
        { reason: 'invalid-utf16', fileName, encoding: refusal.encoding },
      );
    case 'unknown-encoding':
      throw new DeskError(
        'file-invalid',
        `The file "${fileName}" is not in UTF-8, and it is not clear whether it is in Windows-1251 or CP866 (DOS), so converting it could corrupt names. ${save}`,
        { reason: 'unknown-encoding', fileName, cyrillicShare: refusal.cyrillicShare },
      );
  }
}

/** One error per invalid UTF-8 sequence, before the package's own errors. */
function encodingErrors(invalid: NonNullable<DecodedText['invalid']>): PackageError[] {
  return invalid.sequences.map((at, seq) => ({
    seq,
    fieldPath: '',
    rowIndex: null,
    field: null,
    prtId: null,
    line: at.line,
    position: at.column,
    value: null,
    reasons: [{ code: 'invalid-utf8', params: { bytes: at.bytes } }],
    message: `Line ${at.line}, position ${at.column}: bytes ${at.bytes} (byte ${at.byteOffset} of the file) are not valid UTF-8.`,
  }));
}

/** Adds the encoding errors of a file that is otherwise UTF-8 to its check. */
function withEncodingErrors(stored: StoredCheck, invalid: DecodedText['invalid']): StoredCheck {
  if (invalid === null) return stored;
  const first = encodingErrors(invalid);
  const errors = [...first, ...stored.errors].map((e, seq) => ({ ...e, seq }));
  const errorCount = invalid.total + stored.check.errorCount;
  const listedCount = first.length + stored.check.listedCount;
  return {
    check: {
      ...stored.check,
      valid: false,
      exceptionMessage:
        `The file is not valid UTF-8: ${invalid.total} invalid byte sequence(s); it cannot be sent unaltered.` +
        (stored.check.exceptionMessage ? ` ${stored.check.exceptionMessage}` : ''),
      errorCount,
      listedCount,
      summary: summarizeByField(errors),
      firstErrors: errors.slice(0, FIRST_ERRORS),
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
  if (fileBytes.byteLength > MAX_UPLOAD_FILE_BYTES) {
    const bytes = fileBytes.byteLength;
    throw new DeskError(
      'file-invalid',
      `The file "${fileName}" is ${(bytes / 1048576).toFixed(1)} MB; the app reads stock files up to ${MAX_UPLOAD_FILE_BYTES / 1048576} MB. ` +
        'Export the stock again, or send it as changes in smaller parts.',
      { reason: 'too-large', fileName, bytes, maxBytes: MAX_UPLOAD_FILE_BYTES },
    );
  }
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
  const sent = decoded.invalid === null ? Buffer.from(text, 'utf8') : fileBytes;
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
  const result = validateStockPackage(text, { maxErrors: LOCAL_MAX_ERRORS });
  if (result.ok) {
    const prtIds = result.value.stocks.map((row) => row.prtId);
    return {
      ...described,
      rows: result.value.stocks.length,
      packageDate: result.value.date,
      prtIds,
      local: withEncodingErrors(checkFromBody('local', null, prtIds, now), decoded.invalid),
    };
  }
  const shape = readShape(text);
  return {
    ...described,
    ...shape,
    local: withEncodingErrors(checkFromBody('local', result.body, shape.prtIds, now), decoded.invalid),
  };
}
