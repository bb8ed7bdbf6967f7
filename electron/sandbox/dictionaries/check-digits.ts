/** EAN-13 check digit of a 12-digit body: weights 1,3,1,3... from the left. */
export function ean13CheckDigit(body12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (body12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when a 13-digit string is an EAN-13 with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === code.charCodeAt(12) - 48;
}

/** A full EAN-13 (as a number) from a 12-digit body number; digits read arithmetically, no strings. */
export function ean13FromBody(body: number): number {
  // Two 6-digit halves keep the arithmetic in 32-bit integers; weights run 3,1,3,1... from the right.
  const high = Math.floor(body / 1_000_000);
  let sum = 0;
  let v = body - high * 1_000_000;
  for (let i = 0; i < 12; i++) {
    if (i === 6) v = high;
    const q = (v / 10) | 0;
    sum += (v - q * 10) * (i % 2 === 0 ? 3 : 1);
    v = q;
  }
  return body * 10 + ((10 - (sum % 10)) % 10);
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

/** Check digit of a Russian legal-entity INN (10 digits) from its first nine. */
export function inn10CheckDigit(first9: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (first9.charCodeAt(i) - 48) * (INN10_WEIGHTS[i] as number);
  return (sum % 11) % 10;
}

/** True when a string is a 10-digit INN with a correct check digit. */
export function isValidInn10(inn: string): boolean {
  return /^\d{10}$/.test(inn) && inn10CheckDigit(inn.slice(0, 9)) === inn.charCodeAt(9) - 48;
}
