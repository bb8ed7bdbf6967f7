import { describe, expect, it } from 'vitest';
import { decodeCsv } from './csv-reader';
import { FindingList } from './import-findings';
import { encodeCp866, encodeWindows1251, sampleBatches, sampleCsvText } from '@tests/kits/core/import/import-files';

describe('decoding a large CSV', () => {
  // 2,000 rows: ~250 KB, several times the prefix the detector reads.
  const text = sampleCsvText(sampleBatches(2_000));

  it('detects the code page on the first part and decodes the whole file in it', () => {
    for (const [encoding, bytes] of [
      ['windows-1251', encodeWindows1251(text)],
      ['ibm866', encodeCp866(text)],
    ] as const) {
      expect(bytes.byteLength, encoding).toBeGreaterThan(200 * 1024);
      const decoded = decodeCsv(bytes, undefined, new FindingList());
      expect(decoded?.encoding, encoding).toBe(encoding);
      expect(decoded?.text === text, encoding).toBe(true);
    }
  });

  it('reads the whole file when its first part has no Cyrillic (the detector judges all of it)', () => {
    const latin = `${'Code;Qty\r\n'}${'A-1;5\r\n'.repeat(20_000)}`;
    const decoded = decodeCsv(encodeWindows1251(latin + text), undefined, new FindingList());
    expect(latin.length).toBeGreaterThan(128 * 1024);
    expect(decoded?.encoding).toBe('windows-1251');
    expect(decoded?.text === latin + text).toBe(true);
  });
});
