import { stockRowFields } from '@shared/protocol/stocks';

/**
 * Latin words a Russian sentence may hold: names of formats, encodings, systems and keys that
 * have no Russian name, and the app's own name. Anything else in Latin is English left in Russian.
 */
const TECHNICAL = new Set([
  ...['Pharmacy', 'Exchange', 'Desk', 'pharmex'],
  ...['JSON', 'CSV', 'Excel', 'XLSX', 'xlsx', 'xls', 'xlsm', 'tsv', 'csv', 'json', 'txt', 'DBF', 'dbf', 'ZIP', 'XML'],
  ...['UTF-8', 'UTF-16', 'Windows-1251', 'CP866', 'DOS', 'BOM', 'SHA-256', 'sha256'],
  ...['HTTP', 'https', 'http', 'POST', 'API', 'IP', 'GUID', 'ID', 'localhost', 'D-Bus', 'LE', 'BE'],
  ...['Windows', 'macOS', 'Linux', 'GNOME', 'Keyring', 'KWallet', 'Secret', 'Service', 'gnome-keyring'],
  ...['Ctrl', 'Shift', 'Alt', 'Enter', 'Esc', 'Tab', 'C', 'V', 'F8', 'E', 'T'],
  ...['true', 'false', 'null', 'v5', 'logs', 'X-Signature', 'LANG', 'stdin', 'stdout', 'stderr'],
]);
/** Protocol names written as they are: the operator's fields and resources. */
const PROTOCOL = new Set<string>([
  ...stockRowFields,
  ...['date', 'stocks', 'preorders', 'orders', 'transactions', 'json_schemas', 'validation', 'messageId'],
  ...['rv', 'rvInt', 'dp', 'doc', 'client_secret', 'statusId', 'statusDate', 'headerRow'],
]);

/**
 * The Latin words of a Russian text that are not allowed there: parameters (`{{x}}`), nested
 * keys (`$t(…)`), quoted values («…», "…", `…`), addresses, file names, CLI commands and flags
 * (`pharmex dict sync`, `--force`), codes (with `_`, `-` or digits: `invalid_client`, `5xx`) and the
 * names above are fine; an English word is not.
 */
export function foreignWords(text: string): string[] {
  const bare = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/«[^»]*»|"[^"]*"|“[^”]*”|`[^`]*`/g, ' ')
    .replace(/\b[a-z]+:\/\/\S+/gi, ' ')
    .replace(/(^|\s)\/[\w/.-]+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\bpharmex( [a-z][\w-]*)+/g, ' ')
    .replace(/(^|\s|\()--?[a-z][\w-]*/g, ' ');
  const words = bare.match(/[A-Za-z0-9][A-Za-z0-9_-]*/g)?.filter((w) => /[A-Za-z]/.test(w)) ?? [];
  return words.filter((w) => {
    const word = w.replace(/-+$/, '');
    if (TECHNICAL.has(word) || PROTOCOL.has(word)) return false;
    // A code: snake_case, kebab-case with a Latin part, or letters and digits (T06, b0e8f4c).
    if (/[_\d]/.test(word) || /^[a-z]+(-[a-z]+)+$/.test(word)) return false;
    // A single letter (a–f in "0–9, a–f") or an all-capital abbreviation.
    return !(word.length === 1 || /^[A-Z]{2,5}$/.test(word));
  });
}
