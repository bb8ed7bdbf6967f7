import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import { findingCells, findingColumns, findingHeader, type ExportLanguage } from './findings-table';
import { tableToCsv } from './table-file';

/** Findings as CSV for Russian Excel (see tableToCsv: BOM, `;`, CRLF, formulas defused). */
export function findingsToCsv(rows: readonly ExportFindingRow[], language: ExportLanguage): string {
  const header = findingHeader(language);
  return tableToCsv(
    findingColumns.map((c, i) => ({ header: header[i]!, width: c.width })),
    rows.map((r) => findingCells(r, language)),
  );
}
