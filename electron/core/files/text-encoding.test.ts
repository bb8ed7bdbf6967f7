import { describe, expect, it } from 'vitest';
import { encodeCp866 as encode866, encodeWindows1251 as encode1251 } from '@tests/kits/core/import/import-files';
import { decodeTextFile, russianShare } from './text-encoding';

const text = '{"man": "Фармстандарт-Лексредства, ЗАО", "series": "ёлка Ё №5"}';
const utf16 = (s: string, le: boolean) => {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out[i * 2 + (le ? 0 : 1)] = c & 0xff;
    out[i * 2 + (le ? 1 : 0)] = c >> 8;
  }
  return out;
};
const cat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe('decodeTextFile', () => {
  it('takes clean UTF-8 as is, without a notice', () => {
    expect(decodeTextFile(new TextEncoder().encode(text))).toEqual({
      ok: true,
      encoding: 'utf-8',
      text,
      notice: null,
      confidence: 1,
      invalid: null,
    });
  });

  it('drops a UTF-8 byte order mark and says so', () => {
    const result = decodeTextFile(cat([0xef, 0xbb, 0xbf], new TextEncoder().encode(text)));
    expect(result).toMatchObject({ ok: true, encoding: 'utf-8', text, notice: { code: 'bom-removed' } });
  });

  it.each([
    ['utf-16le', true],
    ['utf-16be', false],
  ] as const)('converts %s with a byte order mark, and without one', (encoding, le) => {
    const bom = le ? [0xff, 0xfe] : [0xfe, 0xff];
    expect(decodeTextFile(cat(bom, utf16(text, le)))).toMatchObject({
      ok: true,
      encoding,
      text,
      notice: { code: 'converted', from: encoding },
      confidence: 1,
    });
    const bare = decodeTextFile(utf16(text, le));
    expect(bare).toMatchObject({ ok: true, encoding, text, notice: { code: 'converted', from: encoding } });
    expect(bare.ok && bare.confidence).toBeGreaterThan(0.4);
  });

  it('refuses UTF-16 that is broken (a lone surrogate)', () => {
    expect(decodeTextFile(cat([0xff, 0xfe], utf16('{"a": "', true), [0x00, 0xd8], utf16('"}', true)))).toEqual({
      ok: false,
      reason: 'invalid-utf16',
      encoding: 'utf-16le',
    });
  });

  it('tells Windows-1251 from CP866 by the share of Russian letters, and converts with a notice', () => {
    const w = decodeTextFile(encode1251(text));
    expect(w).toMatchObject({
      ok: true,
      encoding: 'windows-1251',
      text,
      notice: { code: 'converted', from: 'windows-1251' },
    });
    expect(w.ok && w.confidence).toBeGreaterThanOrEqual(0.8);
    const d = decodeTextFile(encode866(text));
    expect(d).toMatchObject({ ok: true, encoding: 'ibm866', text, notice: { code: 'converted', from: 'ibm866' } });
  });

  it('refuses an 8-bit file that reads as Russian in neither candidate (e.g. Windows-1252)', () => {
    const latin = Uint8Array.from('{"man": "Bayer Schering Pharma AG, Müller & Söhne, Crème"}', (c) => c.charCodeAt(0));
    const result = decodeTextFile(latin);
    expect(result).toMatchObject({ ok: false, reason: 'unknown-encoding' });
    expect(!result.ok && result.reason === 'unknown-encoding' && result.cyrillicShare['windows-1251']).toBeLessThan(
      0.8,
    );
  });

  it('refuses a binary file', () => {
    expect(decodeTextFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x14, 0x00, 0xff, 0x01, 0x02]))).toEqual(
      {
        ok: false,
        reason: 'binary',
        byteOffset: 4,
      },
    );
  });

  it('locates invalid sequences of an otherwise UTF-8 file: line, column (UTF-16 units) and bytes', () => {
    const enc = new TextEncoder();
    const bytes = cat(
      enc.encode('{\n  "man": "Фарм'),
      [0xc3, 0x28],
      enc.encode('",\r\n  "x": "😀'),
      [0xe2, 0x82],
      enc.encode('"\n}'),
    );
    const result = decodeTextFile(bytes);
    if (!result.ok) throw new Error('expected a decoded file');
    expect(result.encoding).toBe('utf-8');
    expect(result.invalid?.total).toBe(2);
    expect(result.invalid?.sequences).toEqual([
      { line: 2, column: 15, byteOffset: 20, bytes: 'C3' },
      { line: 3, column: 11, byteOffset: 38, bytes: 'E2 82' },
    ]);
    // Each invalid sequence is one U+FFFD at the reported place.
    const lines = result.text.split(/\r\n|\n/);
    expect(lines[1]![14]).toBe('\ufffd');
    expect(lines[2]![10]).toBe('\ufffd');
  });

  it('counts all invalid sequences but locates only the first maxInvalid', () => {
    const russian = new TextEncoder().encode('Ёжик в тумане, аптечный склад №1');
    const bytes = cat(
      new TextEncoder().encode('"ё'),
      Array.from({ length: 20 }, () => 0xff),
      russian,
      [0x22],
    );
    const result = decodeTextFile(bytes, { maxInvalid: 3 });
    expect(result.ok && result.invalid?.total).toBe(20);
    expect(result.ok && result.invalid?.sequences.map((s) => s.column)).toEqual([3, 4, 5]);
  });

  it('measures the share of Russian letters among non-ASCII characters, not counting those inside Latin words', () => {
    expect(russianShare('abc')).toBe(0);
    expect(russianShare('Ёж—')).toBeCloseTo(2 / 3);
    expect(russianShare('Mьller Sцhne')).toBe(0);
  });
});
