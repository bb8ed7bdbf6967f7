// The fixed-width records of a DBF table, read from its bytes with dbffile 1.13's rules in the
// 'loose' mode the app used (no memo file: a memo field is empty; an unknown type is empty).
// Why not dbffile itself: it decodes every field, numbers and dates too, with an iconv-lite call
// of its own — 2/3 of a 100,000-row DBF import (docs/performance.md, "DBF reader").
// dbf-records.test.ts holds the two equal on every fixture; where dbffile would read past a field
// or a record (a cut file, a date field not 8 bytes wide) the table is refused instead.
import type { CellValue } from '../value-convert';
import type { DbfText } from './dbf-text';

/** A field descriptor as dbffile reads it, and where its value starts in a record. */
export interface DbfField {
  name: string;
  type: string;
  size: number;
  decimalPlaces: number;
  offset: number;
}

/** Why a table's layout cannot be read (the reader words the finding). */
export class DbfLayoutError extends Error {}

/** Types dbffile reads a fixed number of bytes of and moves on by those, whatever the field's size. */
const fixedWidth: Record<string, number> = { L: 1, D: 8, T: 8 };
/** Types it reads a fixed number of bytes of and moves on by the field's size. */
const leastWidth: Record<string, number> = { Y: 8, B: 8, I: 4 };

/**
 * The fields of a table: the 32-byte descriptors after the header, up to the 0x0D terminator
 * (or the header's end), a name in its first 10 bytes up to a NUL, a Clipper character field
 * wider than 255 bytes when only that reading fits the declared record length.
 */
export function readDbfFields(
  bytes: Uint8Array,
  headerLength: number,
  version: number,
  declaredRecordLength: number,
  nameOf: (start: number, end: number) => string,
): { fields: DbfField[]; recordLength: number } {
  let fields: Omit<DbfField, 'offset'>[] = [];
  for (let at = 32; headerLength > at && bytes[at] !== 0x0d; at += 32) {
    if (at + 32 > bytes.byteLength) throw new DbfLayoutError('The DBF field list runs past the end of the file.');
    fields.push({
      name: nameOf(at, at + 10).split('\0')[0]!,
      type: String.fromCharCode(bytes[at + 11]!),
      size: bytes[at + 16]!,
      decimalPlaces: bytes[at + 17]!,
    });
  }
  if (bytes[32 + fields.length * 32] !== 0x0d) throw new DbfLayoutError('The DBF field list has no end mark.');
  const lengthOf = (list: typeof fields) => list.reduce((sum, f) => sum + f.size, 1);
  if (lengthOf(fields) !== declaredRecordLength) {
    const long = fields.map((f) =>
      f.type === 'C' && f.decimalPlaces ? { ...f, size: f.size + f.decimalPlaces * 256, decimalPlaces: 0 } : f,
    );
    if (lengthOf(long) === declaredRecordLength) fields = long;
  }
  let offset = 1;
  const placed = fields.map((f) => {
    // A memo field of Visual FoxPro holds a 4-byte block number.
    const width = fixedWidth[f.type] ?? leastWidth[f.type] ?? (f.type === 'M' && version === 0x30 ? 4 : 0);
    if (f.size < width || (fixedWidth[f.type] !== undefined && f.size !== width))
      throw new DbfLayoutError(
        `The DBF field ${f.name} of type ${f.type} is ${f.size} bytes wide; this type takes ${width} bytes.`,
      );
    const field = { ...f, offset };
    offset += f.size;
    return field;
  });
  // 'loose' mode reads records of the fields' width, whatever the header declares.
  return { fields: placed, recordLength: offset };
}

const POW10 = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * A number field (leading spaces skipped, then parseFloat): `[+-]digits[.digits]` and trailing
 * spaces read from the bytes (an integer of at most 15 digits over a power of ten rounds as
 * parseFloat does); anything else through parseFloat of its text.
 */
function numberAt(bytes: Uint8Array, start: number, end: number, text: DbfText): number | null {
  while (start < end && bytes[start] === 0x20) start++;
  if (start === end) return null;
  if (text.asciiDigits) {
    let i = start;
    const sign = bytes[i];
    if (sign === 0x2d || sign === 0x2b) i++;
    let value = 0;
    let digits = 0;
    let fraction = -1;
    for (; i < end; i++) {
      const c = bytes[i]!;
      if (c >= 0x30 && c <= 0x39) {
        value = value * 10 + (c - 0x30);
        digits++;
        if (fraction >= 0) fraction++;
      } else if (c === 0x2e && fraction < 0) fraction = 0;
      else break;
    }
    while (i < end && bytes[i] === 0x20) i++;
    if (i === end && digits > 0 && digits <= 15) {
      const n = fraction > 0 ? value / POW10[fraction]! : value;
      return sign === 0x2d ? -n : n;
    }
  }
  return parseFloat(text.slice(start, end));
}

/** A logical field's byte: T, t, Y, y are true; F, f, N, n false; anything else ('?', a space) empty. */
const logical: Record<number, boolean> = { 0x54: true, 0x74: true, 0x59: true, 0x79: true };
for (const c of [0x46, 0x66, 0x4e, 0x6e]) logical[c] = false;

/** dbffile's `new Date('YYYY-MM-DD')` of a date field's 8 characters (Invalid Date when they are no date). */
const dateOfText = (s: string) => new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`);

/** A Visual FoxPro date-time (Julian day, milliseconds since midnight + 1) as dbffile's parseVfpDateTime. */
function vfpDateTime(julianDay: number, ms: number): Date {
  const s1 = julianDay + 68569;
  const n = Math.floor((4 * s1) / 146097);
  const s2 = s1 - Math.floor((146097 * n + 3) / 4);
  const i = Math.floor((4000 * (s2 + 1)) / 1461001);
  const s3 = s2 - Math.floor((1461 * i) / 4) + 31;
  const q = Math.floor((80 * s3) / 2447);
  const s4 = Math.floor(q / 11);
  const seconds = Math.floor(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return new Date(
    Date.UTC(
      100 * (n - 49) + i + s4,
      q + 2 - 12 * s4 - 1,
      s3 - Math.floor((2447 * q) / 80),
      Math.floor(minutes / 60),
      minutes % 60,
      seconds % 60,
    ),
  );
}

/** Reads the records' cells; `onRecord` gets each record's cells (one array per record) and whether it is deleted. */
export function readDbfRecords(
  bytes: Uint8Array,
  layout: { fields: DbfField[]; recordLength: number; headerLength: number; records: number },
  text: DbfText,
  onRecord: (cells: CellValue[], deleted: boolean) => void,
): void {
  const { fields, recordLength, headerLength, records } = layout;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Dates repeat (a few hundred expiry dates in a list): the time of each yyyymmdd, parsed once.
  const dates = new Map<number, number>();
  const dateAt = (at: number): Date => {
    let key = 0;
    for (let k = at; k < at + 8 && key >= 0; k++) {
      const c = bytes[k]!;
      key = c >= 0x30 && c <= 0x39 ? key * 10 + (c - 0x30) : -1;
    }
    if (key < 0 || !text.asciiDigits) return dateOfText(text.slice(at, at + 8));
    let time = dates.get(key);
    if (time === undefined) dates.set(key, (time = dateOfText(String(key).padStart(8, '0')).getTime()));
    return new Date(time);
  };
  const width = fields.length;
  for (let first = 0; first < records; first += text.blockRecords) {
    const last = Math.min(records, first + text.blockRecords);
    text.load(headerLength + first * recordLength, headerLength + last * recordLength);
    for (let r = first; r < last; r++) {
      const base = headerLength + r * recordLength;
      const cells: CellValue[] = new Array<CellValue>(width);
      for (let j = 0; j < width; j++) {
        const f = fields[j]!;
        const at = base + f.offset;
        let value: CellValue = null;
        switch (f.type) {
          case 'C': {
            let end = at + f.size;
            while (end > at && bytes[end - 1] === 0x20) end--;
            value = text.slice(at, end);
            break;
          }
          case 'N':
          case 'F':
            value = numberAt(bytes, at, at + f.size, text);
            break;
          case 'L':
            value = logical[bytes[at]!] ?? null;
            break;
          case 'D':
            value = bytes[at] === 0x20 ? null : dateAt(at);
            break;
          case 'T':
            value = bytes[at] === 0x20 ? null : vfpDateTime(view.getInt32(at, true), view.getInt32(at + 4, true) + 1);
            break;
          case 'Y':
            value = Number(view.getBigInt64(at, true)) / 10000;
            break;
          case 'B':
            value = view.getFloat64(at, true);
            break;
          case 'I':
            value = view.getInt32(at, true);
            break;
          // 'M' (no memo file is read) and unknown types: empty.
        }
        cells[j] = value;
      }
      onRecord(cells, bytes[base] === 0x2a);
    }
  }
}
