// The bounds every stock-list reader keeps, and the error that stops a read at the first one
// crossed. A real pharmacy export is a few hundred thousand rows of a few dozen short columns;
// each bound is far above that and far below what would exhaust the reader's worker
// (docs/protocol-notes.md, "Import: reader bounds").
import type { ImportFindingCode } from './import-findings';

export const readerLimits = {
  /** The bytes of one CSV line (a real row is ~200 bytes; a quoted multi-line cell still breaks lines). */
  lineBytes: 1024 * 1024,
  /** The characters of one CSV row, quoted line breaks included (an unclosed quote reaches it at once). */
  rowChars: 1024 * 1024,
  /** The characters of one cell. */
  cellChars: 32_767,
  /** Cells of one row (Excel's own limit is 16,384; exports use a few dozen). */
  columns: 1_000,
  /** Rows × columns of the table read (500,000 rows × 40 columns). */
  cells: 20_000_000,
  /** What all parts of an .xlsx may unpack to, as declared and as actually inflated. */
  unpackedBytes: 1024 * 1024 * 1024,
  /** How much one part of an .xlsx may expand (real sheets: 5–30×; a zip bomb: 1000×). */
  unpackRatio: 200,
  /** A binary .xls or a DBF file (.xls holds at most 65,536 rows by its format). */
  binaryFileBytes: 256 * 1024 * 1024,
} as const;

export type ReaderLimit = keyof typeof readerLimits | 'rows' | 'time' | 'memory';

/** Thrown inside a reader when a bound is crossed; the converter turns it into one finding and stops. */
export class ReaderLimitError extends Error {
  constructor(
    readonly code: ImportFindingCode,
    message: string,
    readonly where: { row?: number | null; column?: number | null; sheet?: string | null; value?: string | null } = {},
  ) {
    super(message);
  }
}

/** Stops the read when a row has more cells than `readerLimits.columns`. */
export function checkRowWidth(width: number, row: number, sheet: string | null = null): void {
  if (width > readerLimits.columns)
    throw new ReaderLimitError(
      'too-many-columns',
      `Row ${row} has ${width} cells; a stock list may have at most ${readerLimits.columns} columns. Delete the empty or extra columns in the file (or export only the needed ones) and try again.`,
      { row, column: readerLimits.columns + 1, sheet, value: String(width) },
    );
}

/** Stops the read when a cell is longer than `readerLimits.cellChars`. */
export function checkCellLength(text: string, row: number, column: number, sheet: string | null = null): void {
  if (text.length > readerLimits.cellChars)
    throw new ReaderLimitError(
      'cell-too-long',
      `The cell in row ${row}, column ${column} holds ${text.length} characters; a cell may hold at most ${readerLimits.cellChars}. The file is damaged or not a stock list: check that cell.`,
      { row, column, sheet, value: String(text.length) },
    );
}
