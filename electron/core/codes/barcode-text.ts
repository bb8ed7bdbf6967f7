// Barcodes as pharmacy exports write them: several in a cell, leading zeros kept or lost.

/** Longest barcode taken (GTIN-14); longer digit runs are no barcode. */
const MAX_DIGITS = 14;

/**
 * The barcodes of a cell: runs of digits split by `,` `;` or spaces, each with its leading zeros
 * dropped — EAN-13, its UPC-A form (12 digits), the GTIN-14 of marking (0 + EAN-13), and an EAN-13
 * a spreadsheet stored as a number all come to the same key. Runs shorter than 8 digits (EAN-8 is
 * the shortest) or longer than 14 are ignored.
 */
export function barcodeKeys(cell: string | null): string[] {
  if (cell === null) return [];
  const single = singleBarcodeKey(cell);
  if (single !== null) return [single];
  const out: string[] = [];
  for (const part of cell.split(/[\s,;]+/)) {
    if (part.length < 8 || part.length > MAX_DIGITS || !/^\d+$/.test(part)) continue;
    const key = stripZeros(part);
    if (key !== '' && !out.includes(key)) out.push(key);
  }
  return out;
}

/** The digits without leading zeros (the key two spellings of one barcode share). */
export function stripZeros(digits: string): string {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++;
  return digits.slice(i);
}

/**
 * The spellings a dictionary may hold for a key: EAN-13 first (what it mostly holds), then EAN-8,
 * UPC-A and GTIN-14 where the key fits them.
 */
export function dictionarySpellings(key: string): string[] {
  const out = [key.padStart(13, '0')];
  if (key.length <= 8) out.push(key.padStart(8, '0'));
  if (key.length <= 12) out.push(key.padStart(12, '0'));
  out.push(key.padStart(14, '0'));
  return out;
}

/** The key of a cell holding one barcode (the usual case), read without a regex; null otherwise. */
function singleBarcodeKey(cell: string): string | null {
  const value = singleBarcodeNumber(cell);
  // 14 digits stay exact in a number, and its text has no leading zeros: the key.
  return Number.isNaN(value) ? null : String(value);
}

/**
 * The numeric key of a cell holding one barcode (what the in-memory index holds: leading zeros
 * drop out of a number), read without a string; NaN when the cell is anything else.
 */
export function singleBarcodeNumber(cell: string): number {
  const n = cell.length;
  if (n < 8 || n > MAX_DIGITS) return NaN;
  let value = 0;
  for (let i = 0; i < n; i++) {
    const c = cell.charCodeAt(i);
    if (c < 48 || c > 57) return NaN;
    value = value * 10 + (c - 48);
  }
  return value;
}
