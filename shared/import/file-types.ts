/**
 * The files the app reads, one list for the pickers' `accept` and for main's vetting of a chosen
 * path (electron/host/file-refs.ts): a type the picker offers is a type main accepts, and back.
 * The import readers decide the format by the bytes, so `.tsv` (tab-separated text) and `.xlsm`
 * (a macro workbook, a ZIP like `.xlsx`) read as their siblings do.
 */

/** A stock package: JSON, sometimes saved as `.txt`. */
export const packageFileExtensions = ['.json', '.txt'] as const;

/** A stock list to import: delimited text, Excel workbooks, DBF. */
export const stockListExtensions = ['.csv', '.txt', '.tsv', '.xlsx', '.xlsm', '.xls', '.dbf'] as const;

/** Every extension a chosen file may have (lower case, with the dot). */
export const chosenFileExtensions: readonly string[] = [...new Set([...packageFileExtensions, ...stockListExtensions])];

const mimeTypes: Record<string, string> = { '.json': 'application/json', '.csv': 'text/csv', '.txt': 'text/plain' };

/** An `<input type="file">` accept list for these extensions, with the MIME types browsers match too. */
export function acceptList(extensions: readonly string[]): string {
  const mimes = extensions.map((e) => mimeTypes[e]).filter((m): m is string => m !== undefined);
  return [...extensions, ...new Set(mimes)].join(',');
}

/** A package (the upload screen, the troubleshooter, reconciling). */
export const packageAccept = acceptList(packageFileExtensions);
/** A stock list to import. */
export const stockListAccept = acceptList(stockListExtensions);
/** A package or a list (changes against the server). */
export const anyChosenAccept = acceptList(chosenFileExtensions);
