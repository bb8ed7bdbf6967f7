import type { CoreFeature } from '../core-context';
import { findingsToCsv } from './findings-csv';
import { findingsToXlsx } from './findings-xlsx';
import { downloadOf } from './table-file';

/** Characters Windows and macOS refuse in file names, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[<>:"/\\|?*\u0000-\u001f]/g;

/** `stock.json` → `stock.json - ошибки.csv`: the checked file's name, safe on every OS. */
export function exportFileName(baseName: string, suffix: string, extension: string): string {
  const safe = baseName.replace(UNSAFE_NAME, '_').trim().slice(0, 150) || 'findings';
  return `${safe} - ${suffix}.${extension}`;
}

const SUFFIX = { ru: 'найденное', en: 'findings' } as const;

/**
 * Exports: findings rows as CSV or XLSX bytes (the renderer saves them as a download). The bytes
 * are copied out of the Buffer into their own array: a small Buffer is a view into Node's shared
 * pool, and a structured clone of a view copies its whole underlying buffer.
 */
export function createExportsFeature(): CoreFeature {
  return {
    handlers: {
      'exports:findings': async ({ format, language, baseName, rows }) => {
        const fileName = exportFileName(baseName, SUFFIX[language], format);
        const body = format === 'csv' ? findingsToCsv(rows, language) : await findingsToXlsx(rows, language);
        return downloadOf(fileName, format, body, rows.length);
      },
    },
  };
}
