/**
 * Whether the values of the column mapped to `nnt` (the operator's product code, a plain integer)
 * look like something else that pharmacy lists carry: manufacturer barcodes (EAN-8, UPC-A,
 * EAN-13, GTIN-14 with a valid GS1 check digit) or prices (with a fraction). 13-digit barcodes
 * pass as integers, so a wrong mapping would silently send barcodes as product codes.
 */

/** True for 8, 12, 13 or 14 digits whose last digit is the GS1 check digit of the rest. */
export function isGtin(text: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(text)) return false;
  const digits = [...text].map(Number);
  const check = digits.pop()!;
  // From the right, weights 3, 1, 3, 1… (GS1 General Specifications, 7.9).
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const PRICE = /^\d{1,3}([\s\u00a0]?\d{3})*[.,]\d{1,2}$|^\d+[.,]\d{1,2}$/;

/** Fewer values than this say nothing; at least this share must agree before the app warns. */
const MIN_VALUES = 3;
const SHARE = 0.8;

/** What the sampled values of the `nnt` column look like, when most of them look alike; else null. */
export function nntColumnLooksLike(values: readonly string[]): 'barcodes' | 'prices' | null {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  if (filled.length < MIN_VALUES) return null;
  const share = (test: (v: string) => boolean) => filled.filter(test).length / filled.length;
  if (share(isGtin) >= SHARE) return 'barcodes';
  if (share((v) => PRICE.test(v)) >= SHARE) return 'prices';
  return null;
}
