import Papa from 'papaparse';
import { defuseCsvCell } from '@shared/csv/defuse-cell';
import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import { findingCells, findingHeader, type ExportLanguage } from './findings-table';

const BOM = '\uFEFF';

/**
 * Findings as CSV for Russian Excel: UTF-8 with a BOM (else Excel reads it as Windows-1251),
 * `;` between cells (the Russian list separator), CRLF line ends, cells quoted by papaparse
 * when they hold `;`, quotes or line breaks.
 */
export function findingsToCsv(rows: readonly ExportFindingRow[], language: ExportLanguage): string {
  const data = rows.map((r) => findingCells(r, language).map(defuseCsvCell));
  return BOM + Papa.unparse([findingHeader(language), ...data], { delimiter: ';', newline: '\r\n' }) + '\r\n';
}
