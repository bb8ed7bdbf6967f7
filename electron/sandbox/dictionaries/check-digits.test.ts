import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, ean13FromBody, inn10CheckDigit, isValidEan13, isValidInn10 } from './check-digits';

describe('EAN-13 check digits', () => {
  it('computes the check digit of known barcodes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // the GS1 textbook example 4006381333931
    expect(ean13CheckDigit('460123456789')).toBe(3);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });

  it('builds full codes from bodies, keeping leading zeros meaningful', () => {
    expect(ean13FromBody(400638133393)).toBe(4006381333931);
    // UPC-A 036000291452 is EAN-13 0036000291452: body 003600029145.
    const us = String(ean13FromBody(3600029145)).padStart(13, '0');
    expect(us).toBe('0036000291452');
    expect(isValidEan13(us)).toBe(true);
  });
});

describe('INN check digits', () => {
  it('accepts real 10-digit INNs and rejects altered ones', () => {
    expect(isValidInn10('7707083893')).toBe(true);
    expect(inn10CheckDigit('770708389')).toBe(3);
    expect(isValidInn10('7707083894')).toBe(false);
    expect(isValidInn10('770708389')).toBe(false);
  });
});
