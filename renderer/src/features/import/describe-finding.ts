import type { TFunction } from 'i18next';
import type { ImportFindingView } from '@shared/ipc/channels/import';
import { columnLetter } from '@shared/import/column-letter';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { fieldLabel } from '../uploads';

/** Where a finding is in the source file, in the user's words: sheet, row, column letter and header. */
export function findingWhere(t: TFunction, f: ImportFindingView): string {
  const parts: string[] = [];
  if (f.sheet !== null) parts.push(t('import.findings.sheet', { sheet: f.sheet }));
  if (f.row !== null && f.row > 0) parts.push(t('import.findings.row', { row: f.row }));
  if (f.column !== null)
    parts.push(t('import.findings.column', { letter: columnLetter(f.column), header: f.header ?? '' }));
  return parts.length > 0 ? parts.join(', ') : t('import.findings.file');
}

/** What is wrong, worded from the finding's code (the English message only fills in details). */
export function findingProblem(t: TFunction, f: ImportFindingView): string {
  const field = f.field === null ? '' : fieldLabel(t, f.field) || f.field;
  return t(runtimeKey(`import.findings.codes.${f.code}`), {
    value: f.value ?? '',
    header: f.header ?? '',
    field,
    message: f.message,
    defaultValue: f.message,
  });
}
