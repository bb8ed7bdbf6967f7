// The converted package through the app's own local check, its findings pointed back at the
// source cell (sheet, row, column) instead of the generated JSON.
import { FindingList, type ImportFinding } from './import-findings';
import { sourceCellOf, type ConvertResult } from './import-convert';
import { preparePackage, type PreparedPackage } from '../uploads/package-check';

/** The package's JSON text as sent (UTF-8). */
export function packageBytes(result: ConvertResult): Buffer {
  return Buffer.from(JSON.stringify(result.pkg), 'utf8');
}

/** `stock.csv` → `stock.json`: the name the converted package is shown and saved under. */
export function packageFileName(sourceName: string): string {
  return `${sourceName.replace(/\.(csv|txt|tsv|xlsx|xlsm)$/i, '')}.json`;
}

/**
 * Runs the local check on the converted package and adds its errors and warnings to the
 * result's findings, each at the source cell of its row and field.
 */
export function checkConverted(
  result: ConvertResult,
  fileName: string,
  now: Date,
): { prepared: PreparedPackage; findings: ImportFinding[]; errorCount: number; warningCount: number } {
  const prepared = preparePackage(packageFileName(fileName), packageBytes(result), now);
  const list = new FindingList();
  for (const f of result.findings) list.add(f);
  list.errors = result.errorCount;
  list.warnings = result.warningCount;
  for (const e of prepared.local.errors) {
    const at = e.rowIndex === null ? null : sourceCellOf(result, e.rowIndex, e.field);
    list.add({
      severity: e.severity ?? 'error',
      code: 'package-check',
      sheet: at?.sheet ?? null,
      row: at?.row ?? null,
      column: at?.column ?? null,
      header: at?.header || null,
      field: e.field,
      value: e.value,
      // English for logs and JSON; people read the reasons in their language (shared/i18n).
      message: at
        ? `Row ${at.row}, column ${at.columnLetter ?? 'not mapped'} (${e.fieldPath}): ${e.message}`
        : e.message,
      reasons: e.reasons,
    });
  }
  return { prepared, findings: list.items, errorCount: list.errors, warningCount: list.warnings };
}
