// The workbook globals of a BIFF5/BIFF8 stream: the sheets and where their records start, the
// shared strings, the code page, the date system and which cell formats (XF) show a date.
import { SSF } from '@e965/xlsx';
import type { CellValue } from '../value-convert';
import { BiffDamage, BiffStream, RT, readSst } from './biff-records';

/** Built-in number formats that are dates in SheetJS's table (SSF): ids 14–22, 45–47 and 56. */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47, 56]);

export interface BiffSheet {
  name: string;
  /** Where the sheet's BOF record is in the stream. */
  pos: number;
}

export interface BiffBook {
  stream: BiffStream;
  /** In stream order, as SheetJS lists them. */
  sheets: BiffSheet[];
  strings: string[];
  /** For each XF index, whether its number format shows a date. */
  dateXf: boolean[];
  date1904: boolean;
  /** The workbook is encrypted (FILEPASS): its cells cannot be read without the password. */
  encrypted: boolean;
}

/** The BIFF version a BOF record names: 8 (0x0600) or 5 (0x0500; also BIFF7), else the stream's own. */
function biffOf(stream: BiffStream, data: number, fallback: 5 | 8): 5 | 8 {
  const version = stream.u16(data);
  return version === 0x0600 ? 8 : version === 0x0500 ? 5 : fallback;
}

/** Reads the globals substream (from the stream's first BOF to its EOF). `book` says "Book" (BIFF5) was the stream. */
export function readBiffBook(bytes: Uint8Array, book5: boolean): BiffBook {
  const stream = new BiffStream(bytes);
  const out: BiffBook = { stream, sheets: [], strings: [], dateXf: [], date1904: false, encrypted: false };
  if (bytes.byteLength < 4) return out;
  const first = stream.record(0);
  // A stream that does not open with a BOF holds no sheets (SheetJS stops there too).
  if (first.type !== RT.BOF) return out;
  stream.biff = biffOf(stream, first.data, book5 ? 5 : 8);
  stream.codepage = stream.biff === 8 ? 1200 : 1252;
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  let at = first.end;
  for (;;) {
    const { type, data, end } = stream.record(at);
    if (type === RT.EOF) break;
    if (type === RT.CODEPAGE && stream.biff === 5) stream.codepage = stream.u16(data);
    else if (type === RT.DATEMODE) out.date1904 = stream.u16(data) === 1;
    else if (type === RT.FILEPASS) {
      // What follows is encrypted: nothing more can be read without the password.
      out.encrypted = true;
      return out;
    } else if (type === RT.FORMAT)
      formats.set(stream.u16(data), stream.biff === 8 ? stream.string16(data + 2, end) : stream.string8(data + 2, end));
    else if (type === RT.XF) xfFormats.push(stream.u16(data + 2));
    else if (type === RT.BOUNDSHEET) {
      const name = stream.string8(data + 6, end);
      out.sheets.push({ name: name === '' ? 'Sheet1' : name, pos: stream.u32(data) });
    } else if (type === RT.SST && stream.biff === 8) {
      const sst = readSst(stream, at);
      out.strings = sst.strings;
      at = sst.next;
      continue;
    }
    at = end;
  }
  // SheetJS orders the sheets by where their records start; so does Excel when it writes them.
  out.sheets.sort((a, b) => a.pos - b.pos);
  const isDate = new Map<number, boolean>();
  out.dateXf = xfFormats.map((id) => {
    if (!isDate.has(id)) {
      const code = formats.get(id);
      isDate.set(id, code !== undefined ? SSF.is_date(code) : BUILT_IN_DATE_FORMATS.has(id));
    }
    return isDate.get(id)!;
  });
  return out;
}

/** Where a cell record's value goes: its 0-based row and column and the value (null for an error). */
export type CellSink = (row: number, col: number, value: CellValue) => void;

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Days from 1900-01-00 to 1904-01-01: a 1904-system serial plus these is the 1900 system's. */
const DAYS_1904 = 1462;
const rkScratch = new DataView(new ArrayBuffer(8));

/** An RK number: a 30-bit integer or the top 30 bits of a double, optionally × 100 ([MS-XLS] 2.5.217). */
function rkValue(rk: number): number {
  let value: number;
  if (rk & 2) value = rk >> 2;
  else {
    rkScratch.setUint32(0, 0, true);
    rkScratch.setUint32(4, rk & 0xfffffffc, true);
    value = rkScratch.getFloat64(0, true);
  }
  return rk & 1 ? value / 100 : value;
}

type RecordVisit = (type: number, data: number, end: number) => void;

/** Visits the records of one sheet's own substream (not those of a chart embedded in it) up to its EOF. */
function walkSheet({ stream }: BiffBook, sheet: BiffSheet, visit: RecordVisit): void {
  const first = stream.record(sheet.pos);
  if (first.type !== RT.BOF)
    throw new BiffDamage(`sheet "${sheet.name}" does not start where the workbook says (byte ${sheet.pos})`);
  let depth = 1;
  const size = stream.bytes.byteLength;
  for (let at = first.end; depth > 0;) {
    // The record header read in place (no object per record: a sheet holds a million of them).
    if (at + 4 > size) throw new BiffDamage(`sheet "${sheet.name}" ends without its EOF record`);
    const type = stream.u16(at);
    const data = at + 4;
    const end = data + stream.u16(at + 2);
    if (end > size) throw new BiffDamage(`the record at byte ${at} runs past the end of the stream`);
    at = end;
    if (type === RT.BOF) depth++;
    else if (type === RT.EOF) depth--;
    // Charts embedded in a sheet are substreams of their own: their records are not the sheet's cells.
    else if (depth === 1) visit(type, data, end);
  }
}

const CELL_RECORDS = new Set<number>([
  RT.NUMBER,
  RT.RK,
  RT.MULRK,
  RT.LABELSST,
  RT.LABEL,
  RT.RSTRING,
  RT.BOOLERR,
  RT.FORMULA,
]);

/** Whether the sheet's cell records come row after row (as Excel writes them), by their headers alone. */
export function rowsAscending(book: BiffBook, sheet: BiffSheet): boolean {
  let last = 0;
  let ascending = true;
  walkSheet(book, sheet, (type, data, end) => {
    if (!CELL_RECORDS.has(type) || end - data < 6) return;
    const row = book.stream.u16(data);
    if (row < last) ascending = false;
    last = row;
  });
  return ascending;
}

/**
 * Walks one sheet's cell records and hands each value to `sink`, in the order they are stored.
 * Blank cells give nothing (as SheetJS without stubs); an error gives null, an empty text formula
 * ''; a number in a date format gives the UTC wall-clock Date.
 */
export function readBiffSheet(book: BiffBook, sheet: BiffSheet, sink: CellSink): void {
  const { stream, strings, dateXf } = book;
  const shift = book.date1904 ? DAYS_1904 : 0;
  const number = (row: number, col: number, xf: number, v: number) =>
    sink(row, col, dateXf[xf] === true ? new Date(Math.round(EXCEL_EPOCH_MS + (v + shift) * DAY_MS)) : v);
  let formula: [number, number] | null = null;
  walkSheet(book, sheet, (type, data, end) => {
    if (type === RT.STRING) {
      if (formula === null) throw new BiffDamage(`a formula's text result at byte ${data - 4} follows no formula`);
      sink(formula[0], formula[1], stream.string16(data, end));
      formula = null;
      return;
    }
    // Every cell record opens with its row, column and XF index.
    if (end - data < 6) return;
    const row = stream.u16(data);
    const col = stream.u16(data + 2);
    switch (type) {
      case RT.NUMBER:
        number(row, col, stream.u16(data + 4), stream.f64(data + 6));
        break;
      case RT.RK:
        number(row, col, stream.u16(data + 4), rkValue(stream.u32(data + 6)));
        break;
      case RT.MULRK: {
        const last = stream.u16(end - 2);
        if (last < col || data + 4 + (last - col + 1) * 6 !== end - 2)
          throw new BiffDamage(`a MULRK record at byte ${data - 4} does not hold its columns`);
        for (let c = col, p = data + 4; c <= last; c++, p += 6)
          number(row, c, stream.u16(p), rkValue(stream.u32(p + 2)));
        break;
      }
      case RT.LABELSST: {
        const text = strings[stream.u32(data + 6)];
        if (text === undefined)
          throw new BiffDamage(`a cell names shared string ${stream.u32(data + 6)} of ${strings.length}`);
        sink(row, col, text);
        break;
      }
      case RT.LABEL:
      case RT.RSTRING:
        sink(row, col, stream.string16(data + 6, end));
        break;
      case RT.BOOLERR:
        sink(row, col, stream.u8(data + 7) === 1 ? null : stream.u8(data + 6) === 1);
        break;
      case RT.FORMULA:
        formula = [row, col];
        // The cached result: a double, or a tagged value when its top two bytes are 0xFFFF.
        if (stream.u16(data + 12) !== 0xffff) number(row, col, stream.u16(data + 4), stream.f64(data + 6));
        else if (stream.u8(data + 6) === 1) sink(row, col, stream.u8(data + 8) === 1);
        else if (stream.u8(data + 6) === 3) sink(row, col, '');
        // 0: a text result, in the STRING record that follows; 2, an error, and anything else: empty.
        else if (stream.u8(data + 6) !== 0) sink(row, col, null);
        break;
    }
  });
}
