// Hand-built .xls workbooks for the tests: BIFF8 and BIFF5 records written byte by byte, so that
// a test has what SheetJS never writes and Excel does (shared strings split across CONTINUE
// records, RK and MULRK numbers, formulas with cached results, a chart inside a sheet, a BIFF5
// book in a Windows code page, the 1904 date system), wrapped in a compound file by SheetJS's CFB.
import * as XLSX from '@e965/xlsx';
import { encodeWindows1251 } from './import-files';

const u8 = (n: number) => Buffer.from([n & 0xff]);
export const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
export const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const f64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(n);
  return b;
};
const fitsLatin1 = (text: string) => [...text].every((c) => c.charCodeAt(0) < 256);
const chars = (text: string, wide: boolean) => Buffer.from(text, wide ? 'utf16le' : 'latin1');

/** One record: type, length, data. */
export const record = (type: number, ...parts: Buffer[]) => {
  const data = Buffer.concat(parts);
  return Buffer.concat([u16(type), u16(data.length), data]);
};

/** A BIFF8 string with a 2-byte length and its flag byte (one byte a character when all fit). */
export const string16 = (text: string) => {
  const wide = !fitsLatin1(text);
  return Buffer.concat([u16(text.length), u8(wide ? 1 : 0), chars(text, wide)]);
};
const string8 = (text: string) => {
  const wide = !fitsLatin1(text);
  return Buffer.concat([u8(text.length), u8(wide ? 1 : 0), chars(text, wide)]);
};

const cell = (row: number, col: number, xf: number) => Buffer.concat([u16(row), u16(col), u16(xf)]);
/** Cell records (0-based row and column, XF index). */
export const cells = {
  number: (r: number, c: number, xf: number, v: number) => record(0x0203, cell(r, c, xf), f64(v)),
  /** An RK: `rk` as stored (integers: (n << 2) | 2; × 100: | 1). */
  rk: (r: number, c: number, xf: number, rk: number) => record(0x027e, cell(r, c, xf), u32(rk)),
  mulrk: (r: number, c: number, items: [number, number][]) =>
    record(
      0x00bd,
      u16(r),
      u16(c),
      ...items.map(([xf, rk]) => Buffer.concat([u16(xf), u32(rk)])),
      u16(c + items.length - 1),
    ),
  sst: (r: number, c: number, xf: number, index: number) => record(0x00fd, cell(r, c, xf), u32(index)),
  label: (r: number, c: number, xf: number, text: string) => record(0x0204, cell(r, c, xf), string16(text)),
  rstring: (r: number, c: number, xf: number, text: string) =>
    record(0x00d6, cell(r, c, xf), string16(text), u16(1), u16(0), u16(0)),
  boolerr: (r: number, c: number, xf: number, v: number, error: boolean) =>
    record(0x0205, cell(r, c, xf), u8(v), u8(error ? 1 : 0)),
  /** A formula with its cached result: a number, or tag 0 (text: a STRING record follows), 1 bool, 2 error, 3 empty. */
  formula: (r: number, c: number, xf: number, result: number | [tag: number, value: number]) =>
    record(
      0x0006,
      cell(r, c, xf),
      typeof result === 'number' ? f64(result) : Buffer.from([result[0], 0, result[1], 0, 0, 0, 0xff, 0xff]),
      u16(0),
      u32(0),
      u16(3),
      Buffer.from([0x1e, 0x01, 0x00]),
    ),
  string: (text: string) => record(0x0207, string16(text)),
  blank: (r: number, c: number, xf: number) => record(0x0201, cell(r, c, xf)),
  mulblank: (r: number, c: number, last: number) =>
    record(0x00be, u16(r), u16(c), ...Array.from({ length: last - c + 1 }, () => u16(15)), u16(last)),
  /** A BIFF5 LABEL: its text in Windows-1251. */
  label5: (r: number, c: number, xf: number, text: string) =>
    record(0x0204, cell(r, c, xf), u16(text.length), Buffer.from(encodeWindows1251(text))),
};

/** RK of an integer, and of a number with two decimals (× 100). */
export const rkInt = (n: number) => ((n << 2) | 2) >>> 0;
export const rkCents = (n: number) => ((Math.round(n * 100) << 2) | 3) >>> 0;

/**
 * SST and CONTINUE records holding `strings`, each record's data at most `max` bytes: a string's
 * characters are split where a record fills (the rest after a flag byte of their own, one byte a
 * character when they fit), its formatting runs wherever they fall; its header is never split.
 */
export function sstRecords(strings: readonly (string | { text: string; runs?: number; ext?: number })[], max: number) {
  const out: Buffer[] = [];
  let current: Buffer[] = [u32(strings.length * 3), u32(strings.length)];
  let size = 8;
  let type = 0x00fc;
  const flush = () => {
    out.push(record(type, ...current));
    type = 0x003c;
    current = [];
    size = 0;
  };
  const put = (b: Buffer) => (current.push(b), (size += b.length));
  for (const s of strings) {
    const { text, runs = 0, ext = 0 } = typeof s === 'string' ? { text: s } : s;
    let wide = !fitsLatin1(text);
    const head = Buffer.concat([
      u16(text.length),
      u8((wide ? 1 : 0) | (runs ? 8 : 0) | (ext ? 4 : 0)),
      runs ? u16(runs) : Buffer.alloc(0),
      ext ? u32(ext) : Buffer.alloc(0),
    ]);
    if (size + head.length + (wide ? 2 : 1) > max) flush();
    put(head);
    let rest = text;
    while (rest.length > 0) {
      if (size >= max - 2) {
        flush();
        wide = !fitsLatin1(rest);
        put(u8(wide ? 1 : 0));
      }
      const take = Math.min(rest.length, Math.floor((max - size) / (wide ? 2 : 1)));
      put(chars(rest.slice(0, take), wide));
      rest = rest.slice(take);
    }
    // Runs (4 bytes each) and phonetic data go on in the next record without a flag byte.
    for (const b of Buffer.alloc(runs * 4 + ext, 7)) {
      if (size >= max) flush();
      put(u8(b));
    }
  }
  flush();
  return Buffer.concat(out);
}

export interface BiffSheetSpec {
  name: string;
  records: Buffer[];
}

export interface BiffBookSpec {
  sheets: BiffSheetSpec[];
  /** BIFF8 SST and CONTINUE records (sstRecords). */
  sst?: Buffer;
  /** Custom number formats: id and code. */
  formats?: [number, string][];
  /** The number format of each XF index. */
  xfFormats?: number[];
  date1904?: boolean;
  /** BIFF5 with its strings in Windows-1251 (a "Book" stream). */
  biff5?: boolean;
  /** Records put into the globals after the BOF (a FILEPASS). */
  globals?: Buffer[];
}

/** The workbook stream: globals (BOUNDSHEET positions filled in), then each sheet's substream. */
export function biffStream(spec: BiffBookSpec): Buffer {
  const b5 = spec.biff5 === true;
  const text = (t: string) => (b5 ? Buffer.from(encodeWindows1251(t)) : null);
  const bof = (dt: number) =>
    record(0x0809, u16(b5 ? 0x0500 : 0x0600), u16(dt), u16(0), u16(1997), ...(b5 ? [] : [u32(0), u32(0)]));
  const eof = record(0x000a);
  const xfSize = b5 ? 16 : 20;
  const xfs = (spec.xfFormats ?? [0]).map((id) => record(0x00e0, u16(0), u16(id), Buffer.alloc(xfSize - 4)));
  const formats = (spec.formats ?? []).map(([id, code]) =>
    record(0x041e, u16(id), b5 ? Buffer.concat([u8(code.length), text(code)!]) : string16(code)),
  );
  const boundsheet = (name: string, pos: number) =>
    record(0x0085, u32(pos), u8(0), u8(0), b5 ? Buffer.concat([u8(name.length), text(name)!]) : string8(name));
  const head = [
    bof(0x0005),
    ...(spec.globals ?? []),
    ...(b5 ? [record(0x0042, u16(1251))] : [record(0x0042, u16(1200))]),
    record(0x0022, u16(spec.date1904 ? 1 : 0)),
    ...formats,
    ...xfs,
  ];
  const tail = [...(spec.sst ? [spec.sst] : []), eof];
  const bodies = spec.sheets.map((s) => Buffer.concat([bof(0x0010), ...s.records, eof]));
  let pos = Buffer.concat([...head, ...spec.sheets.map((s) => boundsheet(s.name, 0)), ...tail]).length;
  const sheets = spec.sheets.map((s, i) => {
    const at = pos;
    pos += bodies[i]!.length;
    return boundsheet(s.name, at);
  });
  return Buffer.concat([...head, ...sheets, ...tail, ...bodies]);
}

/** A compound file holding `stream` as "Workbook" (BIFF8) or "Book" (BIFF5), written by SheetJS's CFB. */
export function cfbWith(stream: Buffer, name = 'Workbook'): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new({ root: 'R' });
  XLSX.CFB.utils.cfb_add(cfb, `/${name}`, stream);
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** A whole .xls from a spec. */
export const biffFile = (spec: BiffBookSpec) => cfbWith(biffStream(spec), spec.biff5 ? 'Book' : 'Workbook');
