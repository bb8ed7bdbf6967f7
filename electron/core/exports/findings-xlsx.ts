import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import { findingCells, findingColumns, findingHeader, type ExportLanguage } from './findings-table';
import { tableToXlsx } from './table-file';

const SHEET_NAME: Record<ExportLanguage, string> = { ru: 'Найденное', en: 'Findings' };

/** Findings as an .xlsx workbook: one sheet, a bold frozen header row, column widths, an autofilter. */
export async function findingsToXlsx(rows: readonly ExportFindingRow[], language: ExportLanguage): Promise<Buffer> {
  const header = findingHeader(language);
  return tableToXlsx(
    SHEET_NAME[language],
    findingColumns.map((c, i) => ({ header: header[i]!, width: c.width })),
    rows.map((r) => findingCells(r, language)),
  );
}
