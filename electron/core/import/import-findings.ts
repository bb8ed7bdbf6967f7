// What the import found wrong in a source file, located in that file (sheet, row, column).
import type { ErrorReason } from '@shared/ipc/channels/uploads';

/** The kinds of finding; the CLI and the renderer word them in Russian and English by this code. */
export type ImportFindingCode =
  | 'empty-file'
  | 'unknown-encoding'
  | 'binary-file'
  | 'encrypted-workbook'
  | 'not-a-workbook'
  | 'no-sheet'
  | 'no-header-row'
  | 'duplicate-header'
  | 'ragged-row'
  | 'short-row'
  | 'unmapped-required'
  | 'unknown-mapping-column'
  | 'missing-value'
  | 'not-a-number'
  | 'not-a-whole-number'
  | 'not-a-flag'
  | 'not-a-date'
  | 'not-a-vat-rate'
  | 'negative-value'
  | 'too-many-rows'
  /** A reader's bound crossed (reader-limits.ts) or its worker ended: the read stopped there. */
  | 'damaged-workbook'
  | 'damaged-dbf'
  | 'file-too-large'
  | 'line-too-long'
  | 'unclosed-quote'
  | 'too-many-columns'
  | 'too-many-cells'
  | 'cell-too-long'
  | 'workbook-unpacks-too-large'
  | 'read-timeout'
  | 'read-out-of-memory'
  | 'reader-failed'
  /** The column mapped to nnt holds barcodes or prices, not the operator's product codes (a warning). */
  | 'nnt-looks-like-barcodes'
  | 'nnt-looks-like-prices'
  /** A row whose operator code (nnt) is neither in the file nor found by link, barcode or confirmation. */
  | 'code-not-found'
  /** The store link and the barcode name different products (a warning: the store link is used). */
  | 'code-conflict'
  /** An error or warning of the stocks schema's local check on the converted package. */
  | 'package-check';

/** One finding: what, where in the source (1-based row and column; column letter for workbooks), and the value seen. */
export interface ImportFinding {
  severity: 'error' | 'warning';
  code: ImportFindingCode;
  sheet: string | null;
  row: number | null;
  column: number | null;
  header: string | null;
  field: string | null;
  value: string | null;
  /** English fallback; the CLI and the renderer word it from `code` and the location. */
  message: string;
  /** A `package-check` finding: the local check's reasons (worded by shared/i18n). */
  reasons?: ErrorReason[];
  /** The facts a code finding is worded with (shared/i18n/code-finding-wording.ts). */
  params?: Record<string, string | number>;
}

/** A bounded list of findings: the first `limit` kept, all counted (a million bad rows must not fill memory). */
export class FindingList {
  readonly items: ImportFinding[] = [];
  errors = 0;
  warnings = 0;
  constructor(private readonly limit = 10_000) {}

  add(
    f: Omit<ImportFinding, 'sheet' | 'row' | 'column' | 'header' | 'field' | 'value'> & Partial<ImportFinding>,
  ): void {
    if (f.severity === 'error') this.errors++;
    else this.warnings++;
    if (this.items.length < this.limit)
      this.items.push({ sheet: null, row: null, column: null, header: null, field: null, value: null, ...f });
  }
}

export { columnLetter } from '@shared/import/column-letter';
