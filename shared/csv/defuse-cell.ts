/**
 * A text cell Excel would run as a formula (`=…`, `+…`, `@…`, a tab or carriage return, `-x`) gets a
 * leading apostrophe (OWASP's CSV-injection advice); a negative number such as `-5` (a plausible
 * quantity) is left as written. Numbers and empty cells pass through. Used by every CSV the app
 * writes from user-controlled text (findings, upload history: store and file names).
 */
export function defuseCsvCell<T>(cell: T): T {
  if (typeof cell !== 'string') return cell;
  if (/^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-\d+([.,]\d+)?$/.test(cell))) return `'${cell}` as T;
  return cell;
}
