import type { PackageError } from '@shared/ipc/channels/uploads';
import { DeskError } from '../errors';
import type { DecodedText, EncodingRefusal } from '../files/text-encoding';
import { FIRST_ERRORS, summarizeByField, type StoredCheck } from './package-errors';

/** Refuses a file whose encoding cannot be read without guessing (the message says what to do). */
export function refuseEncoding(fileName: string, refusal: EncodingRefusal): never {
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
export function withEncodingErrors(stored: StoredCheck, invalid: DecodedText['invalid']): StoredCheck {
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
