/**
 * Paths such as `stocks[4].qnt` count rows from 0, as the operator and the parser write them;
 * people count records from 1. Every screen and the CLI show them through these helpers, so
 * "stocks[4]" is always "record 5".
 */

const ROW_PATH = /stocks\[(\d+)\](?:\.([A-Za-z_$][\w$]*)|\['((?:[^'\\]|\\.)*)'\])?/g;

/** How a row (1-based) and an optional field are worded, e.g. `(5, 'qnt') → "record 5, qnt"`. */
export type RecordWording = (record: number, field: string | null) => string;

/** English wording, used by core messages and the CLI's English output. */
export const englishRecord: RecordWording = (record, field) =>
  field === null ? `record ${record}` : `record ${record}, ${field}`;

/** Rewrites every `stocks[N]` (with its field) in a text as a 1-based record, e.g. in a parser message. */
export function oneBasedPaths(text: string, word: RecordWording = englishRecord): string {
  return text.replace(ROW_PATH, (_, index: string, dotted?: string, quoted?: string) =>
    word(Number(index) + 1, dotted ?? (quoted === undefined ? null : quoted.replace(/\\(.)/g, '$1'))),
  );
}

/** The 1-based record of a 0-based row index (null stays null: the package as a whole). */
export const recordNumber = (rowIndex: number | null): number | null => (rowIndex === null ? null : rowIndex + 1);
