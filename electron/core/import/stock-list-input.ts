// A new stock list for the changes generator: a protocol JSON package as it is, or a CSV/XLSX
// export converted with the store's mapping — both become the same ConvertResult.
import { formatMoscowIso } from '@shared/time/moscow-time';
import { DeskError } from '../errors';
import { preparePackage } from '../uploads/package-check';
import { blankSourceInfo, convertStockFile, type ConvertOptions, type ConvertResult } from './import-convert';

/** True for a JSON package: a `.json` name, or text whose first visible character is `{`. */
export function isJsonPackage(fileName: string, bytes: Uint8Array): boolean {
  if (/\.json$/i.test(fileName)) return true;
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return bytes[i] === 0x7b;
}

/** Reads a JSON package through the upload's own decoding and syntax check; refuses one that cannot be read. */
function readJsonPackage(fileName: string, bytes: Uint8Array, options: ConvertOptions): ConvertResult {
  const prepared = preparePackage(fileName, bytes, options.now);
  const syntax = prepared.local.check.syntaxError;
  const parsed: unknown = syntax === null && prepared.encoding.sendable ? JSON.parse(prepared.text) : null;
  const stocks = (parsed as { stocks?: unknown } | null)?.stocks;
  if (!Array.isArray(stocks) || !stocks.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    throw new DeskError(
      'file-invalid',
      syntax === null
        ? `"${fileName}" is not a stock package: it needs a "stocks" list of rows. Check the file in Uploads first.`
        : `"${fileName}" is not valid JSON (line ${syntax.line ?? '?'}, symbol ${syntax.position ?? '?'}). Check the file in Uploads first.`,
      syntax === null
        ? { reason: 'not-a-package', fileName }
        : {
            reason: 'not-a-package',
            fault: 'not-json',
            fileName,
            line: syntax.line ?? '?',
            position: syntax.position ?? '?',
          },
    );
  }
  const date = (parsed as { date?: unknown }).date;
  const rows = stocks as Record<string, unknown>[];
  return {
    info: { ...blankSourceInfo('json'), encoding: prepared.encoding.name, dataRows: rows.length },
    mapping: options.mapping ?? { version: 1, columns: {} },
    pkg: { date: typeof date === 'string' ? date : formatMoscowIso(options.packageDate ?? options.now), stocks: rows },
    // A JSON row is "where" by its record number (1-based), as the upload screen counts them.
    sourceRows: Int32Array.from(rows, (_, i) => i + 1),
    unsent: {},
    fieldColumns: {},
    preview: rows.slice(0, options.previewRows ?? 20),
    findings: [],
    errorCount: 0,
    warningCount: 0,
  };
}

/** Reads any supported stock list: JSON package, CSV or XLSX. */
export async function readStockList(
  fileName: string,
  bytes: Uint8Array,
  options: ConvertOptions,
): Promise<ConvertResult> {
  if (isJsonPackage(fileName, bytes)) return readJsonPackage(fileName, bytes, options);
  return convertStockFile(bytes, options);
}
