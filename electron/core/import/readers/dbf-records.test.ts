import { describe, expect, it } from 'vitest';
import { sampleDbf } from '@tests/kits/core/import/binary-files';
import {
  dbfRecord,
  dbfTable,
  readDbfWithDbffile,
  readingOf,
  type DbfFieldSpec,
  type DbfReading,
} from '@tests/kits/core/import/dbf-tables';
import { encodeCp866 as cp866, sampleBatches } from '@tests/kits/core/import/import-files';
import type { TextEncodingName } from '../../files/text-encoding';
import { readDbf } from './dbf-reader';

/** A reading with each cell spelled out (a date's time, -0 and NaN told apart), for toEqual. */
function spelled(reading: DbfReading) {
  if ('refused' in reading) return reading;
  const cell = (v: unknown) =>
    v instanceof Date ? `date ${v.getTime()}` : typeof v === 'number' ? `number ${Object.is(v, -0) ? '-0' : v}` : v;
  return { ...reading, rows: reading.rows.map((r) => ({ row: r.row, cells: r.cells.map(cell) })) };
}

/** Reads `bytes` with the DBF reader and with dbffile; both readings, spelled out. */
async function both(bytes: Uint8Array, told?: TextEncodingName) {
  const mine = spelled(await readingOf(bytes, told, readDbf));
  const reference = spelled(await readingOf(bytes, told, readDbfWithDbffile));
  return { mine, reference };
}

let seed = 25;
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

/** Bytes of a field's size from an alphabet that reaches every branch: digits, signs, points, spaces, controls, letters. */
function randomValue(size: number): Uint8Array {
  const kind = pick(['digits', 'number', 'date', 'text', 'any', 'blank']);
  const alphabet: Record<string, number[]> = {
    digits: [...'0123456789 '].map((c) => c.charCodeAt(0)),
    number: [...'0123456789  .-+e*'].map((c) => c.charCodeAt(0)),
    date: [...'0123456789 -'].map((c) => c.charCodeAt(0)),
    text: [0x20, 0x41, 0x7a, 0x80, 0xa0, 0xaf, 0xe0, 0xf1, 0xc0, 0xff, 0x98, 0x1a, 0x1c, 0x7f, 0x00, 0xef, 0xbb, 0xbf],
    any: Array.from({ length: 256 }, (_, i) => i),
    blank: [0x20],
  };
  const out = Uint8Array.from({ length: size }, () => pick(alphabet[kind]!));
  if (kind === 'number' && next() < 0.7) {
    // A plausible right-aligned number: spaces, an optional sign, digits and a point.
    const text = `${next() < 0.2 ? '-' : ''}${Math.floor(next() * 10 ** Math.floor(next() * 18))}${next() < 0.5 ? `.${Math.floor(next() * 100)}` : ''}`;
    out.fill(0x20);
    const bytes = Buffer.from(text.slice(-size), 'latin1');
    out.set(bytes, size - bytes.length);
  }
  if (kind === 'date' && next() < 0.7)
    out.set(
      Buffer.from(
        `20${10 + Math.floor(next() * 30)}${pick(['01', '02', '12', '13', '00'])}${pick(['01', '28', '29', '31', '32', '00'])}`.slice(
          0,
          size,
        ),
        'latin1',
      ),
    );
  return out;
}

const dbase: DbfFieldSpec[] = [
  { name: 'NAME', type: 'C', size: 12 },
  { name: 'QNT', type: 'N', size: 10 },
  { name: 'PRC', type: 'N', size: 12, decimals: 2 },
  { name: 'RATE', type: 'F', size: 6 },
  { name: 'GNVLS', type: 'L', size: 1 },
  { name: 'EXP', type: 'D', size: 8 },
  { name: 'NOTE', type: 'M', size: 10 },
  { name: 'ODD', type: 'Q', size: 3 },
];
const foxpro: DbfFieldSpec[] = [
  ...dbase.filter((f) => f.type !== 'M'),
  { name: 'COUNT', type: 'I', size: 4 },
  { name: 'WEIGHT', type: 'B', size: 8 },
  { name: 'COST', type: 'Y', size: 8 },
  { name: 'STAMP', type: 'T', size: 8 },
  { name: 'MEMO', type: 'M', size: 4 },
];

/** A table of `count` random records (about one in ten deleted). */
const randomTable = (version: number, fields: readonly DbfFieldSpec[], count: number, codePage = 0) =>
  dbfTable({
    version,
    codePage,
    fields,
    records: Array.from({ length: count }, () =>
      dbfRecord(
        fields,
        fields.map((f) => randomValue(f.size)),
        next() < 0.1,
      ),
    ),
  });

describe('the DBF reader gives what dbffile 1.13 gave', () => {
  it.each([
    ['cp866', true],
    ['win1251', true],
    ['cp866', false],
    ['win1251', false],
  ] as const)('a pharmacy export in %s (code page byte set: %s)', async (encoding, marked) => {
    const { mine, reference } = await both(await sampleDbf(sampleBatches(300, 3), encoding, marked));
    expect('rows' in mine && mine.rows.length).toBe(300);
    expect(mine).toEqual(reference);
  });

  it('the code page as the manager tells it, UTF-8 included', async () => {
    const bytes = await sampleDbf(sampleBatches(50, 4), 'cp866');
    for (const told of ['windows-1251', 'ibm866', 'utf-8', 'utf-16le', 'utf-16be'] as const) {
      const { mine, reference } = await both(bytes, told);
      expect(mine, told).toEqual(reference);
    }
  });

  it('deleted records are left out and keep their row numbers', async () => {
    const bytes = await sampleDbf(sampleBatches(40, 5), 'cp866');
    const recordLength = bytes.readUInt16LE(10);
    for (const k of [0, 7, 39]) bytes[bytes.readUInt16LE(8) + k * recordLength] = 0x2a;
    const { mine, reference } = await both(bytes);
    expect('rows' in mine && mine.rows.map((r) => r.row).slice(0, 7)).toEqual([3, 4, 5, 6, 7, 8, 10]);
    expect(mine).toEqual(reference);
  });

  it('every field type and odd values: blank and starred numbers, dates of no date, memo fields, unknown types', async () => {
    const values = [
      [cp866('Анальгин'), '       12', '    -12.50', ' 1e3', 'T', '20261231', '         5', 'abc'],
      [cp866('Шприц  №5'), '   *****', '      12.5x', '   -.5', '?', '        ', '          ', ''],
      ['', '-0', '1 2', '+3', 'n', '20261340', '', ''],
      ['\x1a\x7f ', '', '0000000000000001.5', '.', 'Y', 'ABCDEFGH', 'x', ''],
      ['end', '9007199254740993', '1234567890.12', '5.', 'f', '00000000', '0', ''],
    ];
    const table = dbfTable({
      codePage: 0x65,
      version: 0x83,
      fields: dbase,
      records: values.map((v, i) => dbfRecord(dbase, v, i === 2)),
    });
    const { mine, reference } = await both(table);
    expect('rows' in mine && mine.rows.length).toBe(4);
    expect(mine).toEqual(reference);
  });

  it.each([
    ['dBase III in CP866', 0x03, dbase, 0x65, undefined],
    ['dBase III with memo fields, Windows-1251', 0x83, dbase, 0xc9, undefined],
    ['Visual FoxPro, every type', 0x30, foxpro, 0x65, undefined],
    ['FoxPro told UTF-8', 0xf5, foxpro, 0, 'utf-8'],
    ['FoxPro told UTF-16', 0xf5, foxpro, 0, 'utf-16le'],
    ['FoxPro told UTF-16 big-endian', 0xf5, foxpro, 0, 'utf-16be'],
  ] as const)('random records: %s', async (_, version, fields, codePage, told) => {
    for (let k = 0; k < 4; k++) {
      const { mine, reference } = await both(randomTable(version, fields, 400, codePage), told);
      expect('rows' in mine).toBe(true);
      expect(mine).toEqual(reference);
    }
  });

  it('a Clipper character field wider than 255 bytes, and a header whose record length is not its fields', async () => {
    const fields: DbfFieldSpec[] = [
      { name: 'LONG', type: 'C', size: 300, decimals: 1 },
      { name: 'QNT', type: 'N', size: 5 },
    ];
    const table = dbfTable({ fields, records: [dbfRecord(fields, ['x'.repeat(299), '   42'])] });
    let { mine, reference } = await both(table);
    expect('rows' in mine && mine.rows[0]!.cells).toEqual(['x'.repeat(299), 'number 42']);
    expect(mine).toEqual(reference);
    // Records are read as wide as their fields say, whatever the header declares.
    const short = dbfTable({ fields: dbase, records: [dbfRecord(dbase, ['a', '1']), dbfRecord(dbase, ['b', '2'])] });
    short.writeUInt16LE(short.readUInt16LE(10) - 3, 10);
    ({ mine, reference } = await both(short));
    expect(mine).toEqual(reference);
  });

  it('a cut file and a header that lies about its records are refused by both', async () => {
    const bytes = await sampleDbf(sampleBatches(50), 'cp866');
    const lying = Buffer.from(bytes);
    lying.writeUInt32LE(5_000_000, 4);
    for (const damaged of [bytes.subarray(0, Math.floor(bytes.length / 2)), lying]) {
      const { mine, reference } = await both(damaged);
      expect(mine).toEqual({ refused: 'damaged-dbf' });
      expect(reference).toEqual(mine);
    }
  });

  it('refuses what dbffile would read past its field for: a date field not 8 bytes wide, records the file cannot hold', async () => {
    const fields: DbfFieldSpec[] = [
      { name: 'EXP', type: 'D', size: 10 },
      { name: 'QNT', type: 'N', size: 5 },
    ];
    const wide = dbfTable({ fields, records: [dbfRecord(fields, ['20261231', '1'])] });
    expect(await readingOf(wide, undefined, readDbf)).toEqual({ refused: 'damaged-dbf' });
    // The header declares 3-byte records, the fields take 32 and the file holds 2 such records of 3.
    const cut = dbfTable({ fields: dbase, records: [dbfRecord(dbase, ['a'])], declared: 2 });
    cut.writeUInt16LE(3, 10);
    expect(await readingOf(cut, undefined, readDbf)).toEqual({ refused: 'damaged-dbf' });
  });
});
