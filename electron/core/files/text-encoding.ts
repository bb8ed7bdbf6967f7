// Decides how a text file's bytes were encoded and turns them into text, for the stock-file check
// (uploads) and the CSV/XLSX import. Rules and thresholds: docs/protocol-notes.md, "File encodings".
import { scanUtf8 } from './utf8-scan';

/** The encodings a file is read in. `utf-8` covers files with and without a byte order mark. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1251' | 'ibm866';

/** What the user should be told about how the file was read; null when it was plain UTF-8. */
export type EncodingNotice =
  /** A UTF-8 byte order mark was dropped (the operator gets UTF-8 without it). */
  | { code: 'bom-removed' }
  /** The file was in another encoding and was converted to UTF-8. */
  | { code: 'converted'; from: Exclude<TextEncodingName, 'utf-8'> };

/** Where an invalid UTF-8 sequence starts: in the decoded text (line, column in UTF-16 units) and in the file. */
export interface InvalidSequence {
  line: number;
  column: number;
  byteOffset: number;
  /** The offending bytes, as hex (`C3 28`). */
  bytes: string;
}

/** A file read as text. */
export interface DecodedText {
  encoding: TextEncodingName;
  /** The text, without a byte order mark. Invalid UTF-8 sequences (see `invalid`) are U+FFFD here. */
  text: string;
  notice: EncodingNotice | null;
  /** 1 for a byte order mark or clean UTF-8; for a guessed 8-bit encoding, the share of Russian letters it produced. */
  confidence: number;
  /** Invalid sequences of a file that is otherwise UTF-8 (first `maxInvalid`), and how many there are in all. */
  invalid: { sequences: InvalidSequence[]; total: number } | null;
}

/** Why a file was not read: converting it would be a guess that could alter data. */
export type EncodingRefusal =
  /** Not UTF-8, and neither Windows-1251 nor CP866 gives mostly Russian letters (or both do equally). */
  | { reason: 'unknown-encoding'; cyrillicShare: { 'windows-1251': number; ibm866: number } }
  /** A UTF-16 byte order mark, but the rest is not valid UTF-16. */
  | { reason: 'invalid-utf16'; encoding: 'utf-16le' | 'utf-16be' }
  /** NUL bytes in a file without a UTF-16 byte order mark: not a text file. */
  | { reason: 'binary'; byteOffset: number };

export type DecodeResult = ({ ok: true } & DecodedText) | ({ ok: false } & EncodingRefusal);

/** Tuning of the 8-bit guess (configurable because it is a judgement, see the notes). */
export interface DecodeOptions {
  /** The least share of Russian letters among non-ASCII characters for a guess to be taken (default 0.8). */
  minCyrillicShare?: number;
  /** The least lead of the winner over the other candidate (default 0.2). */
  minLead?: number;
  /** How many invalid UTF-8 sequences to locate (default 1000); all are counted. */
  maxInvalid?: number;
}

const defaults = { minCyrillicShare: 0.8, minLead: 0.2, maxInvalid: 1000 };

/**
 * Reads a text file's bytes: a UTF-8 BOM is dropped (noted), a UTF-16 BOM means UTF-16
 * (converted, noted), clean UTF-8 is taken as is, a file that is mostly UTF-8 keeps its invalid
 * sequences as located errors, and a file with no valid UTF-8 multi-byte sequences is tried as
 * Windows-1251 and CP866, the one giving clearly more Russian letters winning (noted) — else refused.
 */
export function decodeTextFile(bytes: Uint8Array, options: DecodeOptions = {}): DecodeResult {
  const settings = { ...defaults, ...options };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { ...readUtf8(bytes.subarray(3), settings.maxInvalid), notice: { code: 'bom-removed' } };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return readUtf16(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return readUtf16(bytes.subarray(2), 'utf-16be');

  const nul = bytes.indexOf(0);
  if (nul >= 0) return readWithNul(bytes, nul);
  try {
    // The usual case, at native speed.
    return { ok: true, encoding: 'utf-8', text: strictUtf8.decode(bytes), notice: null, confidence: 1, invalid: null };
  } catch {
    // Not clean UTF-8: see below.
  }
  const scan = scanUtf8(bytes, 0);
  // Real UTF-8 text with a few broken sequences: locate them rather than reinterpret the whole file.
  if (scan.multiByteCount > 0 && scan.multiByteCount >= scan.invalidCount) {
    return { ...readUtf8(bytes, settings.maxInvalid), notice: null };
  }
  return guessEightBit(bytes, settings);
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * NUL bytes: UTF-16 without a byte order mark when they sit on one side of each character pair
 * (JSON text is mostly ASCII), otherwise not a text file.
 */
function readWithNul(bytes: Uint8Array, nul: number): DecodeResult {
  const sample = bytes.subarray(0, 4096);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  const pairs = Math.floor(sample.length / 2);
  const encoding = odd > pairs * 0.4 && even === 0 ? 'utf-16le' : even > pairs * 0.4 && odd === 0 ? 'utf-16be' : null;
  if (encoding === null) return { ok: false, reason: 'binary', byteOffset: nul };
  const read = readUtf16(bytes, encoding);
  return read.ok ? { ...read, confidence: round(Math.max(even, odd) / pairs) } : read;
}

function readUtf8(bytes: Uint8Array, maxInvalid: number): Omit<DecodedText, 'notice'> & { ok: true } {
  const text = utf8.decode(bytes);
  const scan = scanUtf8(bytes, maxInvalid);
  if (scan.invalidCount === 0) return { ok: true, encoding: 'utf-8', text, confidence: 1, invalid: null };
  const sequences = locate(
    text,
    scan.invalid.map((s) => s.unitOffset),
  ).map((at, k) => ({ ...at, byteOffset: scan.invalid[k]!.byteOffset, bytes: hex(bytes, scan.invalid[k]!) }));
  return { ok: true, encoding: 'utf-8', text, confidence: 1, invalid: { sequences, total: scan.invalidCount } };
}

function readUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodeResult {
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
    return { ok: true, encoding, text, notice: { code: 'converted', from: encoding }, confidence: 1, invalid: null };
  } catch {
    return { ok: false, reason: 'invalid-utf16', encoding };
  }
}

const isLatin = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * Share of Russian letters (А–я, Ё, ё) among the non-ASCII characters of a text. A "Russian"
 * letter touching a Latin letter does not count: Western text read as Windows-1251 turns
 * ü, ö, è into ь, ц, и inside Latin words (`Mьller`), which real Russian text never does.
 */
export function russianShare(text: string): number {
  let nonAscii = 0;
  let russian = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    nonAscii++;
    const letter = (c >= 0x410 && c <= 0x44f) || c === 0x401 || c === 0x451;
    if (letter && !isLatin(text.charCodeAt(i - 1)) && !isLatin(text.charCodeAt(i + 1))) russian++;
  }
  return nonAscii === 0 ? 0 : russian / nonAscii;
}

function guessEightBit(bytes: Uint8Array, settings: typeof defaults): DecodeResult {
  const decode = (name: 'windows-1251' | 'ibm866'): string | null => {
    try {
      return new TextDecoder(name, { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  };
  const candidates = (['windows-1251', 'ibm866'] as const).map((name) => {
    const text = decode(name);
    return { name, text, share: text === null ? 0 : russianShare(text) };
  });
  const [a, b] = candidates[0]!.share >= candidates[1]!.share ? candidates : [candidates[1]!, candidates[0]!];
  if (a!.text === null || a!.share < settings.minCyrillicShare || a!.share - b!.share < settings.minLead) {
    return {
      ok: false,
      reason: 'unknown-encoding',
      cyrillicShare: { 'windows-1251': round(candidates[0]!.share), ibm866: round(candidates[1]!.share) },
    };
  }
  return {
    ok: true,
    encoding: a!.name,
    text: a!.text,
    notice: { code: 'converted', from: a!.name },
    confidence: round(a!.share),
    invalid: null,
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function hex(bytes: Uint8Array, at: { byteOffset: number; byteLength: number }): string {
  return Array.from(bytes.subarray(at.byteOffset, at.byteOffset + at.byteLength), (b) =>
    b.toString(16).toUpperCase().padStart(2, '0'),
  ).join(' ');
}

/** Line and column (1-based, UTF-16 units) of ascending offsets; `\n`, `\r\n` and a lone `\r` end a line. */
function locate(text: string, offsets: readonly number[]): { line: number; column: number }[] {
  const out: { line: number; column: number }[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  for (const offset of offsets) {
    for (; i < offset; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
        line++;
        lineStart = i + 1;
      }
    }
    out.push({ line, column: offset - lineStart + 1 });
  }
  return out;
}
