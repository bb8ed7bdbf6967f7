// The records of a BIFF5/BIFF8 workbook stream ([MS-XLS] 2.1.4): a 2-byte type, a 2-byte length
// and the data, read in place over the stream's bytes; and the string forms the cells use.
// BIFF8 strings are UTF-16, stored one byte a character when every character fits (the
// "compressed" form); BIFF5 strings are bytes in the workbook's code page (CODEPAGE record).

/** A workbook stream that cannot be read as BIFF: a record or a string runs past its end, a bad index. */
export class BiffDamage extends Error {}

export const RT = {
  BOF: 0x0809,
  EOF: 0x000a,
  CONTINUE: 0x003c,
  CODEPAGE: 0x0042,
  DATEMODE: 0x0022,
  FILEPASS: 0x002f,
  FORMAT: 0x041e,
  XF: 0x00e0,
  BOUNDSHEET: 0x0085,
  SST: 0x00fc,
  NUMBER: 0x0203,
  RK: 0x027e,
  MULRK: 0x00bd,
  LABELSST: 0x00fd,
  LABEL: 0x0204,
  RSTRING: 0x00d6,
  BOOLERR: 0x0205,
  FORMULA: 0x0006,
  STRING: 0x0207,
} as const;

/** Windows code pages as the WHATWG encoding names Node's TextDecoder knows (SheetJS's overrides first). */
function encodingOf(codepage: number): string {
  const cp = { 0x8000: 10000, 0x8001: 1252, 0x5212: 1200 }[codepage] ?? codepage;
  if (cp === 1200) return 'utf-16le';
  if (cp === 10000) return 'macintosh';
  if (cp === 10007) return 'x-mac-cyrillic';
  if (cp === 866) return 'ibm866';
  if (cp === 20866) return 'koi8-r';
  if (cp === 874 || (cp >= 1250 && cp <= 1258)) return `windows-${cp}`;
  return 'windows-1252';
}

/** The stream's bytes with typed reads; every read past the end is a BiffDamage, never garbage. */
export class BiffStream {
  readonly view: DataView;
  readonly buffer: Buffer;
  /** 8 for BIFF8 (Excel 97 and later), 5 for BIFF5/7 (Excel 5–95). */
  biff: 5 | 8 = 8;
  private decoder = new TextDecoder('windows-1252');

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  set codepage(codepage: number) {
    this.decoder = new TextDecoder(encodingOf(codepage));
  }

  u8 = (at: number) => this.view.getUint8(at);
  u16 = (at: number) => this.view.getUint16(at, true);
  u32 = (at: number) => this.view.getUint32(at, true);
  f64 = (at: number) => this.view.getFloat64(at, true);

  /** The record header at `at`: its type, where its data starts and ends (checked against the stream). */
  record(at: number): { type: number; data: number; end: number } {
    if (at + 4 > this.bytes.byteLength) throw new BiffDamage(`a record header at byte ${at} runs past the end`);
    const end = at + 4 + this.u16(at + 2);
    if (end > this.bytes.byteLength)
      throw new BiffDamage(`the record at byte ${at} is ${end - at - 4} bytes long and runs past the end`);
    return { type: this.u16(at), data: at + 4, end };
  }

  /** `cch` characters at `at` ending by `end`: BIFF8 a flag byte and UTF-16 (or one byte each), BIFF5 code page bytes. */
  chars(at: number, cch: number, end: number): string {
    if (this.biff === 5) {
      if (at + cch > end) throw new BiffDamage(`a string at byte ${at} runs past its record`);
      return this.decoder.decode(this.bytes.subarray(at, at + cch));
    }
    if (cch === 0) return '';
    const wide = (this.u8(at) & 1) === 1;
    const stop = at + 1 + (wide ? 2 * cch : cch);
    if (stop > end) throw new BiffDamage(`a string at byte ${at} runs past its record`);
    return this.buffer.toString(wide ? 'utf16le' : 'latin1', at + 1, stop);
  }

  /** A string with a 2-byte length (LABEL, STRING, FORMAT in BIFF8). */
  string16(at: number, end: number): string {
    return this.chars(at + 2, this.u16(at), end);
  }

  /** A string with a 1-byte length (BOUNDSHEET's name; FORMAT in BIFF5). */
  string8(at: number, end: number): string {
    return this.chars(at + 1, this.u8(at), end);
  }
}

/**
 * The shared strings (SST) from its record and the CONTINUE records after it. A string may be
 * split across them: its characters go on after a new flag byte (one byte or two a character),
 * its formatting runs and phonetic data simply go on. A declared count larger than the strings
 * held is not trusted: reading stops at the last record.
 */
export function readSst(stream: BiffStream, at: number): { strings: string[]; next: number } {
  const parts: Uint8Array[] = [];
  let next = at;
  let rec = stream.record(next);
  do {
    parts.push(stream.bytes.subarray(rec.data, rec.end));
    next = rec.end;
    if (next + 4 > stream.bytes.byteLength) break;
    rec = stream.record(next);
  } while (rec.type === RT.CONTINUE);
  const data = Buffer.concat(parts);
  // Where each CONTINUE's data starts in `data`.
  const bounds: number[] = [];
  for (let k = 0, sum = 0; k < parts.length - 1; k++) bounds.push((sum += parts[k]!.byteLength));
  let b = 0;
  const boundAfter = (pos: number) => {
    while (b < bounds.length && bounds[b]! < pos) b++;
    return b < bounds.length ? bounds[b]! : data.byteLength;
  };
  const need = (pos: number, n: number) => {
    if (pos + n > data.byteLength) throw new BiffDamage(`a shared string runs past the end of the table`);
  };
  const unique = data.byteLength >= 8 ? data.readUInt32LE(4) : 0;
  const strings: string[] = [];
  let pos = 8;
  while (strings.length < unique && pos < data.byteLength) {
    need(pos, 3);
    let left = data.readUInt16LE(pos);
    const flags = data[pos + 2]!;
    pos += 3;
    let runs = 0;
    let ext = 0;
    if (flags & 0x08) {
      need(pos, 2);
      runs = data.readUInt16LE(pos);
      pos += 2;
    }
    if (flags & 0x04) {
      need(pos, 4);
      ext = data.readUInt32LE(pos);
      pos += 4;
    }
    let width = (flags & 1) + 1;
    let text = '';
    while (left > 0) {
      const bound = boundAfter(pos);
      if (pos === bound) {
        // A CONTINUE in the middle of the characters starts with the rest's flag byte.
        need(pos, 1);
        width = (data[pos]! & 1) + 1;
        pos += 1;
        continue;
      }
      const take = Math.min(left, Math.floor((bound - pos) / width));
      if (take === 0) throw new BiffDamage(`a shared string's character is split between records`);
      text += data.toString(width === 2 ? 'utf16le' : 'latin1', pos, pos + take * width);
      pos += take * width;
      left -= take;
    }
    pos += runs * 4 + ext;
    need(pos, 0);
    strings.push(text);
  }
  return { strings, next };
}
