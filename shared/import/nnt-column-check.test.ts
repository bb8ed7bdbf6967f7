import { describe, expect, it } from 'vitest';
import { isGtin, nntColumnLooksLike } from './nnt-column-check';

describe('the nnt column check', () => {
  it('knows a barcode by its GS1 check digit', () => {
    expect(isGtin('4607027760123')).toBe(false);
    expect(isGtin('4602193000018')).toBe(true); // EAN-13
    expect(isGtin('96385074')).toBe(true); // EAN-8
    expect(isGtin('036000291452')).toBe(true); // UPC-A
    expect(isGtin('10614141000415')).toBe(true); // GTIN-14
    expect(isGtin('100001')).toBe(false);
  });

  it('warns when most values are barcodes or prices, never on product codes', () => {
    expect(nntColumnLooksLike(['4602193000018', '96385074', '036000291452', ''])).toBe('barcodes');
    expect(nntColumnLooksLike(['312,10', '1 432,52', '99.9'])).toBe('prices');
    expect(nntColumnLooksLike(['100001', '100002', '23456', '7'])).toBeNull();
    expect(nntColumnLooksLike(['4602193000018'])).toBeNull();
  });
});
