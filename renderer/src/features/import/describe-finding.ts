import type { TFunction } from 'i18next';
import type { ImportFindingView } from '@shared/ipc/channels/import';
import { columnLetter } from '@shared/import/column-letter';
import { codeFindingText } from '@shared/i18n/code-finding';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { describeError, fieldLabel } from '../uploads';

/** Where a finding is in the source file, in the user's words: sheet, row, column letter and header. */
export function findingWhere(t: TFunction, f: ImportFindingView): string {
  const parts: string[] = [];
  if (f.sheet !== null) parts.push(t('import.findings.sheet', { sheet: f.sheet }));
  if (f.row !== null && f.row > 0) parts.push(t('import.findings.row', { row: f.row }));
  if (f.column !== null)
    parts.push(
      f.header
        ? t('import.findings.column', { letter: columnLetter(f.column), header: f.header })
        : t('import.findings.columnLetter', { letter: columnLetter(f.column) }),
    );
  // A value with no column behind it (a field the mapping leaves out): never a column it did not come from.
  else if (f.row !== null && f.field !== null) parts.push(t('import.findings.notMapped'));
  return parts.length > 0 ? parts.join(', ') : t('import.findings.file');
}

/** What is wrong, worded from the finding's code (the English message is for logs only). */
export function findingProblem(t: TFunction, f: ImportFindingView): string {
  const field = f.field === null ? '' : fieldLabel(t, f.field) || f.field;
  // The package check's reasons, in the words of the package error table.
  if (f.code === 'package-check' && f.reasons) {
    const reason = describeError(t, { reasons: f.reasons });
    return field ? t('import.findings.codes.package-check', { field, reason }) : reason;
  }
  // Operator-code findings with their facts (codes, product names, prices), as the CLI words them.
  const coded = codeFindingText(f.code, f.params);
  if (coded) return t(runtimeKey(coded.key), coded.params);
  return t(runtimeKey(`import.findings.codes.${f.code}`), {
    value: f.value ?? '',
    header: f.header ?? '',
    field,
    defaultValue: t('import.findings.unknownCode', { code: f.code }),
  });
}
