// The text of DBF fields, decoded as dbffile 1.13 decodes it (iconv-lite, one call per field) but
// a block of records at a time: in a single-byte code page (CP866, Windows-1251) byte k of the
// block is character k of its text, so a field is a substring of one decoded block.
import type { TextEncodingName } from '../../files/text-encoding';

/** Records decoded at once: about 1 MB of bytes, 2 MB of text. */
const BLOCK_BYTES = 1024 * 1024;

const tables = new Map<string, Uint16Array>();

/**
 * The 256 characters of a single-byte code page. ICU's IBM-866 (TextDecoder) swaps the controls
 * 0x1A, 0x1C and 0x7F, and ICU's Windows-1251 reads the unassigned 0x98 as U+0098: the ASCII half
 * stays ASCII and 0x98 becomes U+FFFD, as iconv-lite (and so dbffile) read them.
 */
function tableOf(encoding: 'ibm866' | 'windows-1251'): Uint16Array {
  let table = tables.get(encoding);
  if (table === undefined) {
    const text = new TextDecoder(encoding).decode(Uint8Array.from({ length: 256 }, (_, i) => i));
    table = Uint16Array.from({ length: 256 }, (_, i) => (i < 0x80 ? i : text.charCodeAt(i)));
    if (encoding === 'windows-1251') table[0x98] = 0xfffd;
    tables.set(encoding, table);
  }
  return table;
}

/** The text of the bytes [start, end) alone (a field name), as dbffile decodes it. */
export function decodeDbfBytes(bytes: Uint8Array, encoding: TextEncodingName, start: number, end: number): string {
  if (encoding !== 'ibm866' && encoding !== 'windows-1251') return dbfText(bytes, encoding, 0).slice(start, end);
  const table = tableOf(encoding);
  return String.fromCharCode(...Array.from(bytes.subarray(start, end), (b) => table[b]!));
}

/** Text of byte ranges of the records; `load` first for the block that holds them. */
export interface DbfText {
  /** Digits, sign and point are their ASCII bytes (not UTF-16): numbers and dates may be read from bytes. */
  readonly asciiDigits: boolean;
  /** How many records one block holds. */
  readonly blockRecords: number;
  /** Decodes the bytes [start, end) of the file (whole records) for the calls that follow. */
  load(start: number, end: number): void;
  /** The text of the bytes [start, end), inside the block loaded. */
  slice(start: number, end: number): string;
}

/** The decoder of a table's records in `encoding`, each record `recordLength` bytes. */
export function dbfText(bytes: Uint8Array, encoding: TextEncodingName, recordLength: number): DbfText {
  const blockRecords = Math.max(1, Math.floor(BLOCK_BYTES / Math.max(1, recordLength)));
  if (encoding === 'ibm866' || encoding === 'windows-1251') {
    const table = tableOf(encoding);
    const decoder = new TextDecoder(encoding);
    const differs = encoding === 'ibm866' ? [0x1a, 0x1c, 0x7f] : [0x98];
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let units: Uint16Array | null = null;
    let text = '';
    let base = 0;
    return {
      asciiDigits: true,
      blockRecords,
      load(start, end) {
        base = start;
        // ICU decodes the block at once, unless it holds a byte ICU reads otherwise (rare controls).
        const block = buffer.subarray(start, end);
        if (!differs.some((b) => block.includes(b))) {
          text = decoder.decode(block);
          return;
        }
        units ??= new Uint16Array(blockRecords * recordLength);
        for (let i = start, k = 0; i < end; i++, k++) units[k] = table[bytes[i]!]!;
        // UTF-16 code units in the machine's order: little-endian on every platform the app ships for.
        text = Buffer.from(units.buffer).toString('utf16le', 0, (end - start) * 2);
      },
      slice: (start, end) => text.substring(start - base, end - base),
    };
  }
  // UTF-8 or UTF-16 as told by the manager: each field decoded alone, as iconv-lite does (a BOM
  // dropped; in UTF-16 a last odd byte dropped and a lone surrogate kept, not replaced).
  const utf8 = new TextDecoder('utf-8');
  const utf16 = (start: number, end: number) => {
    const part = Buffer.from(bytes.subarray(start, end - ((end - start) & 1)));
    if (encoding === 'utf-16be') part.swap16();
    const text = part.toString('utf16le');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  };
  return {
    asciiDigits: encoding === 'utf-8',
    blockRecords,
    load() {},
    slice: encoding === 'utf-8' ? (start, end) => utf8.decode(bytes.subarray(start, end)) : utf16,
  };
}
