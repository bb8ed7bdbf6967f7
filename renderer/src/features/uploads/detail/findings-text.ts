import type { TFunction } from 'i18next';
import type { ExportFindingRow } from '@shared/ipc/channels/exports';

/**
 * One finding as a line of plain text a manager pastes into a message to the pharmacy
 * software's vendor: `Ошибка — запись 2, партия П-1, поле supDate, товар «…»: причина; значение "x"; строка 29, символ 18`.
 */
export function findingText(t: TFunction, f: ExportFindingRow): string {
  const where = [
    f.row === null
      ? t('uploads.findingsExport.text.wholePackage')
      : t('uploads.findingsExport.text.row', { row: f.row }),
    f.prtId !== null && t('uploads.findingsExport.text.batch', { prtId: f.prtId }),
    f.field !== null && t('uploads.findingsExport.text.field', { field: f.field }),
    f.product !== null && t('uploads.findingsExport.text.product', { product: f.product }),
  ].filter(Boolean);
  const tail = [
    f.value !== null && t('uploads.findingsExport.text.value', { value: f.value }),
    f.line !== null && t('uploads.findingsExport.text.at', { line: f.line, column: f.column ?? '?' }),
  ].filter(Boolean);
  return (
    `${t(`uploads.findingsExport.severity.${f.severity}`)} — ${where.join(', ')}: ${f.message}` +
    (tail.length > 0 ? `; ${tail.join('; ')}` : '')
  );
}

/** All findings as text: a header naming the file and the count, then one numbered line each. */
export function findingsText(t: TFunction, fileName: string, rows: readonly ExportFindingRow[]): string {
  const lines = rows.map((f, i) => `${i + 1}. ${findingText(t, f)}`);
  return [t('uploads.findingsExport.text.header', { count: rows.length, fileName }), ...lines].join('\n');
}
