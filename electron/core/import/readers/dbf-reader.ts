// Reads a DBF table (dBase III, FoxPro, Visual FoxPro) from its bytes, by dbffile's rules
// (dbf-records.ts). The header is checked first against the file's real size (a record count that
// lies, a cut file, a header longer than the file), then the records are read a block at a time.
// Text is decoded in the code page the header's language byte names (CP866 or Windows-1251),
// else as the detector judges the records, unless the mapping names the encoding.
import { decodeTextFile, type TextEncodingName } from '../../files/text-encoding';
import type { FindingList } from '../import-findings';
import { ReaderLimitError, checkRowWidth, readerLimits } from '../reader-limits';
import { TableBuilder, type RowSink } from '../source-table';
import { DbfLayoutError, readDbfFields, readDbfRecords } from './dbf-records';
import { dbfText, decodeDbfBytes } from './dbf-text';

/** Language driver bytes (offset 29) of the two Russian code pages. */
const codePageByte: Record<number, TextEncodingName> = { 0x26: 'ibm866', 0x65: 'ibm866', 0xc9: 'windows-1251' };

export interface DbfHeader {
  version: number;
  records: number;
  headerLength: number;
  recordLength: number;
  fields: number;
  codePage: TextEncodingName | null;
}

function readHeader(bytes: Uint8Array): DbfHeader {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.readUInt16LE(8);
  return {
    version: view[0]!,
    records: view.readUInt32LE(4),
    headerLength,
    recordLength: view.readUInt16LE(10),
    // Field descriptors are 32 bytes each, ended by 0x0D (Visual FoxPro adds 263 bytes after it).
    fields: Math.floor((headerLength - 33) / 32),
    codePage: codePageByte[view[29]!] ?? null,
  };
}

const damaged = (message: string, value: string | null = null) =>
  new ReaderLimitError('damaged-dbf', `${message} Export the table again from the pharmacy program.`, { value });

/** Refuses a header the file cannot hold, before a record is read. */
function checkHeader(h: DbfHeader, size: number, rowLimit: number): void {
  if (size > readerLimits.binaryFileBytes)
    throw new ReaderLimitError(
      'file-too-large',
      `The DBF file is ${Math.round(size / 1024 / 1024)} MB; a DBF stock list may be at most ${readerLimits.binaryFileBytes / 1024 / 1024} MB. Export fewer rows, or as CSV.`,
    );
  if (h.headerLength > size) throw damaged(`The DBF header claims ${h.headerLength} bytes, the file has ${size}.`);
  checkRowWidth(h.fields, 0);
  const held = h.recordLength === 0 ? 0 : Math.floor((size - h.headerLength) / h.recordLength);
  if (h.records > held)
    throw damaged(
      `The DBF header declares ${h.records} records, but the file holds ${held}: it is cut or damaged.`,
      String(h.records),
    );
  if (h.records > rowLimit)
    throw new ReaderLimitError(
      'too-many-rows',
      `The table has ${h.records} records: one import takes at most ${rowLimit}. Split the list, or export only batches in stock.`,
      { value: String(h.records) },
    );
}

/** The records' text encoding: as told, else the header's code page byte, else judged from the records. */
function encodingOf(bytes: Uint8Array, h: DbfHeader, told: TextEncodingName | undefined): TextEncodingName {
  if (told !== undefined) return told;
  if (h.codePage !== null) return h.codePage;
  const sample = bytes.subarray(h.headerLength, h.headerLength + 256 * 1024);
  const judged = decodeTextFile(sample);
  return judged.ok && judged.encoding === 'ibm866' ? 'ibm866' : 'windows-1251';
}

/** The header, refused when the file cannot hold it, and the records' text encoding. */
export function checkedDbfHeader(
  bytes: Uint8Array,
  told: TextEncodingName | undefined,
  rowLimit: number,
): { header: DbfHeader; encoding: TextEncodingName } {
  const header = readHeader(bytes);
  checkHeader(header, bytes.byteLength, rowLimit);
  return { header, encoding: encodingOf(bytes, header, told) };
}

/** Reads a DBF table's records into a table builder whose header row is the field names. */
export function readDbf(
  bytes: Uint8Array,
  told: TextEncodingName | undefined,
  findings: FindingList,
  onRow: RowSink,
  rowLimit: number,
): { table: TableBuilder; encoding: TextEncodingName; guessed: boolean } {
  const { header, encoding } = checkedDbfHeader(bytes, told, rowLimit);
  let layout: ReturnType<typeof readDbfFields>;
  try {
    layout = readDbfFields(bytes, header.headerLength, header.version, header.recordLength, (start, end) =>
      decodeDbfBytes(bytes, encoding, start, end),
    );
  } catch (error) {
    if (error instanceof DbfLayoutError) throw damaged(error.message);
    throw error;
  }
  // Records are as wide as their fields (dbffile's 'loose' reading), which the header may not say.
  const held = Math.floor((bytes.byteLength - header.headerLength) / layout.recordLength);
  if (header.records > held)
    throw damaged(
      `The DBF header declares ${header.records} records of ${layout.recordLength} bytes, but the file holds ${held}: it is cut or damaged.`,
      String(header.records),
    );
  const text = dbfText(bytes, encoding, layout.recordLength);
  // The field names are the header row (row 1); record k is row k + 1.
  const table = new TableBuilder(null, findings, onRow, 1);
  table.push(
    1,
    layout.fields.map((f) => f.name),
  );
  let row = 1;
  readDbfRecords(
    bytes,
    { ...layout, headerLength: header.headerLength, records: header.records },
    text,
    (cells, deleted) => {
      // A deleted record keeps its row number, so that later rows are found where the program shows them.
      row++;
      if (!deleted) table.push(row, cells);
    },
  );
  table.finish();
  return { table, encoding, guessed: told === undefined && header.codePage === null };
}
