import Papa from 'papaparse';
import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import { findingCells, findingHeader, type ExportLanguage, type FindingCell } from './findings-table';

const BOM = '\uFEFF';

/**
 * A text cell Excel would run as a formula (`=…`, `+…`, `@…`, `-x`) gets a leading apostrophe;
 * a negative number such as `-5` (a plausible offending quantity) is left as written.
 */
function defuse(cell: FindingCell): FindingCell {
  if (typeof cell !== 'string') return cell;
  if (/^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell))) return `'${cell}`;
  return cell;
}

/**
 * Findings as CSV for Russian Excel: UTF-8 with a BOM (else Excel reads it as Windows-1251),
 * `;` between cells (the Russian list separator), CRLF line ends, cells quoted by papaparse
 * when they hold `;`, quotes or line breaks.
 */
export function findingsToCsv(rows: readonly ExportFindingRow[], language: ExportLanguage): string {
  const data = rows.map((r) => findingCells(r, language).map(defuse));
  return BOM + Papa.unparse([findingHeader(language), ...data], { delimiter: ';', newline: '\r\n' }) + '\r\n';
}
