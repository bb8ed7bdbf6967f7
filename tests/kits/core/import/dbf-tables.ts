// DBF tables for the reader's equality test: tables written byte by byte (every field type,
// deleted records, memo fields, odd values) and the app's former reader, dbffile 1.13 in 'loose'
// mode on a temporary copy, as the reference the DBF reader must equal.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile, DELETED } from 'dbffile';
import type { TextEncodingName } from '@core/files/text-encoding';
import { FindingList } from '@core/import/import-findings';
import { ReaderLimitError } from '@core/import/reader-limits';
import { checkedDbfHeader, type readDbf } from '@core/import/readers/dbf-reader';
import { TableBuilder, type RowSink } from '@core/import/source-table';
import type { CellValue } from '@core/import/value-convert';

export interface DbfFieldSpec {
  name: string;
  type: string;
  size: number;
  decimals?: number;
}

/** A table of `records` (each the raw bytes of its fields, deletion flag first) under a header of `fields`. */
export function dbfTable(options: {
  version?: number;
  codePage?: number;
  fields: readonly DbfFieldSpec[];
  records: readonly Uint8Array[];
  /** The record count the header declares (default: the records' count). */
  declared?: number;
}): Buffer {
  const { fields, records } = options;
  const headerLength = 32 + fields.length * 32 + 1;
  const recordLength = fields.reduce((sum, f) => sum + f.size, 1);
  const header = Buffer.alloc(headerLength);
  header[0] = options.version ?? 0x03;
  header.set([126, 11, 27], 1);
  header.writeUInt32LE(options.declared ?? records.length, 4);
  header.writeUInt16LE(headerLength, 8);
  header.writeUInt16LE(recordLength, 10);
  header[29] = options.codePage ?? 0;
  fields.forEach((f, i) => {
    header.write(f.name, 32 + i * 32, 'latin1');
    header.write(f.type, 32 + i * 32 + 11, 'latin1');
    header[32 + i * 32 + 16] = f.size & 0xff;
    header[32 + i * 32 + 17] = f.decimals ?? 0;
  });
  header[headerLength - 1] = 0x0d;
  return Buffer.concat([header, ...records, Buffer.from([0x1a])]);
}

/** One record's bytes: the deletion flag, then each field's value as latin1 (or bytes) padded to its size. */
export function dbfRecord(fields: readonly DbfFieldSpec[], values: readonly (string | Uint8Array)[], deleted = false) {
  const out = Buffer.alloc(
    fields.reduce((sum, f) => sum + f.size, 1),
    0x20,
  );
  out[0] = deleted ? 0x2a : 0x20;
  let at = 1;
  fields.forEach((f, i) => {
    const v = values[i] ?? '';
    const b = typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from(v);
    b.copy(out, at, 0, Math.min(b.length, f.size));
    at += f.size;
  });
  return out;
}

/** What a reader gave: the header names, each data row's cells and row number, the findings — or its refusal. */
export type DbfReading =
  | { headers: string[]; rows: { row: number; cells: CellValue[] }[]; encoding: TextEncodingName; findings: string[] }
  | { refused: string };

/** Reads `bytes` with `read` (the DBF reader or the reference), collecting what it gave. */
export async function readingOf(
  bytes: Uint8Array,
  told: TextEncodingName | undefined,
  read: typeof readDbf | typeof readDbfWithDbffile,
): Promise<DbfReading> {
  const rows: { row: number; cells: CellValue[] }[] = [];
  const findings = new FindingList();
  try {
    const result = await read(bytes, told, findings, (cells, row) => rows.push({ row, cells }), 500_000);
    const headers = result.table.head?.headers ?? [];
    return { headers, rows, encoding: result.encoding, findings: findings.items.map((f) => f.code) };
  } catch (error) {
    return { refused: error instanceof ReaderLimitError ? error.code : `thrown: ${String(error)}` };
  }
}

/** The app's DBF reader before dbf-records.ts: the same header checks, then dbffile on a temporary copy. */
export async function readDbfWithDbffile(
  bytes: Uint8Array,
  told: TextEncodingName | undefined,
  findings: FindingList,
  onRow: RowSink,
  rowLimit: number,
): Promise<{ table: TableBuilder; encoding: TextEncodingName }> {
  const { encoding } = checkedDbfHeader(bytes, told, rowLimit);
  const dir = await mkdtemp(join(tmpdir(), 'pharmex-dbf-ref-'));
  try {
    const path = join(dir, 'list.dbf');
    await writeFile(path, bytes);
    let dbf: DBFFile;
    try {
      dbf = await DBFFile.open(path, { encoding, readMode: 'loose', includeDeletedRecords: true });
    } catch {
      throw new ReaderLimitError('damaged-dbf', 'The DBF file cannot be read.');
    }
    const names = dbf.fields.map((f) => f.name);
    const table = new TableBuilder(null, findings, onRow, 1);
    table.push(1, names);
    let row = 1;
    for (const record of await dbf.readRecords()) {
      row++;
      if (record[DELETED] !== true)
        table.push(
          row,
          names.map((n) => (record[n] ?? null) as CellValue),
        );
    }
    table.finish();
    return { table, encoding };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
