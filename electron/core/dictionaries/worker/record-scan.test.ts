import { describe, expect, it } from 'vitest';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import { seeded as random } from '@shared/validation/seeded-random';
import { tableSpecs, type ColumnSpec } from '../dictionary-specs';
import { parseChunk, type ParsedChunk } from './parsed-chunk';
import { RecordScanner } from './record-scan';

// The scanner reads plain records from the bytes and leaves every other one to JSON.parse and the
// converter; the chunk must come out exactly as the general path gives it (a text body never goes
// through the scanner), for any record. Checked on generated records of the large tables and on
// records changed in every way the scanner must notice.

const PIECES = [
  'Аспирин',
  'ёлка',
  'Ёж',
  'таб.',
  ' 500 мг',
  '№20',
  'ООО "Фарм"',
  'back\\slash',
  'a/b',
  'tab\there',
  'line\nnext',
  '\u0001',
  '😀',
  '\ud800',
  'Über',
  '',
  '},{',
  'x',
];

function valueOf(column: ColumnSpec, next: () => number): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  switch (column.kind) {
    case 'int':
      return pick([0, 1, 7, 42, 123456, 99999999999999, -5, Math.floor(next() * 1e9)]);
    case 'real':
      return pick([0, 0.1, 22, 10.5, 0.001, 1234.5678, -3.25, 1e-7, 12345678.123456789, next() * 1000]);
    case 'bool':
      return next() < 0.5;
    case 'base64':
      return pick(['AAAAAAAAB9E=', 'AAAAAAAAAAE=', 'QUJD', 'QUI=', '']);
    case 'datetime':
      return '2026-11-27T10:00:00+03:00';
    default:
      return Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(PIECES)).join('');
  }
}

/** Records of a table: every column, optional ones sometimes left out or null. */
function recordsOf(name: DictionaryName, count: number, seed: number): Record<string, unknown>[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const record: Record<string, unknown> = {};
    for (const column of tableSpecs[name].columns) {
      if (!column.required && next() < 0.2) continue;
      record[column.field] = !column.required && next() < 0.1 ? null : valueOf(column, next);
    }
    if ('rvInt' in record) record.rvInt = 1000 + i;
    return record;
  });
}

/** The parse without its timing. */
const content = ({ parseFrom: _from, parseTo: _to, ...rest }: ParsedChunk) => rest;

/** Both paths' answer: the same chunk, or the same error. */
function both(name: DictionaryName, text: string) {
  const outcome = (run: () => ParsedChunk) => {
    try {
      return { parsed: content(run()) };
    } catch (error) {
      return { error: { name: (error as Error).name, message: (error as Error).message } };
    }
  };
  return {
    scanned: outcome(() => parseChunk(name, new TextEncoder().encode(text))),
    general: outcome(() => parseChunk(name, text)),
  };
}

/** Ways to change one record's text that the scanner must leave to JSON.parse (or refuse alike). */
const changes: Record<string, (json: string) => string> = {
  'an unknown field': (j) => j.replace('{', '{"extraField":[1,{"a":"b"}],'),
  'a field twice': (j) => j.replace(/^\{("[^"]+":[^,]+),/, '{$1,$1,'),
  'a required field missing': (j) => j.replace(/^\{"[^"]+":("[^"]*"|[^,]*),/, '{'),
  'a required field null': (j) => j.replace(/^\{("[^"]+"):[^,]+,/, '{$1:null,'),
  'a number where text belongs': (j) => j.replace(/"name":"[^"]*"/, '"name":5'),
  'text where a number belongs': (j) => j.replace(/"rvInt":(\d+)/, '"rvInt":"$1"'),
  'a version beyond 2^53': (j) => j.replace(/"rvInt":\d+/, '"rvInt":9007199254740993'),
  'a version as 1.0e3': (j) => j.replace(/"rvInt":\d+/, '"rvInt":1.0e3'),
  'a negative zero': (j) => j.replace(/"rvInt":\d+/, '"rvInt":-0'),
  'a leading zero (no JSON)': (j) => j.replace(/"rvInt":(\d+)/, '"rvInt":0$1'),
  'a space after a colon': (j) => j.replace(':', ': '),
  'an escaped key': (j) =>
    j.replace(/^\{"(.)/, (_, c: string) => `{"\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  'an escaped slash in base64': (j) => j.replace(/"rv":"([^"]*)"/, '"rv":"AAAA\\/AAAA"'),
  'base64 badly padded': (j) => j.replace(/"rv":"([^"]*)"/, '"rv":"AAA=="'),
  'base64 padded three times': (j) => j.replace(/"rv":"([^"]*)"/, '"rv":"A==="'),
  'base64 padded inside': (j) => j.replace(/"rv":"([^"]*)"/, '"rv":"QU=DQUJD"'),
  'base64 of a length not a multiple of 4': (j) => j.replace(/"rv":"([^"]*)"/, '"rv":"QUJDQ"'),
  'base64 with a letter outside its alphabet': (j) => j.replace(/"rv":"([^"]*)"/, '"rv":"QU-D"'),
  'a raw control character in a string (no JSON)': (j) => j.replace(/"name":"/, '"name":"\u0007'),
  'a raw tab in a string (no JSON)': (j) => j.replace(/"name":"/, '"name":"\t'),
  'a bad escape (no JSON)': (j) => j.replace(/"name":"/, '"name":"\\x'),
  'a record that is no object': () => '42',
  'an empty object': () => '{}',
  'true where a bool belongs as 1': (j) => j.replace(/"actual":(true|false)/, '"actual":1'),
};

describe('the record scanner', () => {
  it('reads plain records itself (no JSON.parse): escapes, ё, emoji, nulls and left-out fields', () => {
    const scanner = new RecordScanner(tableSpecs.goods_denormalized);
    for (const record of recordsOf('goods_denormalized', 300, 7)) {
      const bytes = new TextEncoder().encode(JSON.stringify(record));
      expect(scanner.read(bytes, 0)).toBe(true);
      expect(scanner.next).toBe(bytes.length);
    }
  });

  for (const name of ['goods_denormalized', 'goods_normalized', 'barcodes', 'mnns', 'trademarks'] as const) {
    it(`gives ${name} exactly what JSON.parse and the converter give`, () => {
      const records = recordsOf(name, 2_000, name.length);
      const { scanned, general } = both(name, JSON.stringify(records));
      expect(scanned).toEqual(general);
      expect(scanned.parsed?.records).toBe(2_000);
    });
  }

  for (const [what, change] of Object.entries(changes)) {
    it(`leaves a record with ${what} to the general path, the chunk as it gives it`, () => {
      for (const name of ['goods_normalized', 'trademarks'] as const) {
        const texts = recordsOf(name, 50, 3).map((record) => JSON.stringify(record));
        // The changed record first, in the middle and last: the scanner resumes after it.
        for (const at of [0, 25, 49]) {
          const chunk = `[${texts.map((text, i) => (i === at ? change(text) : text)).join(',')}]`;
          const { scanned, general } = both(name, chunk);
          expect(scanned, `${name}, record ${at}`).toEqual(general);
        }
      }
    });
  }

  it('reads МНН by its alias (latname), and leaves a record naming both spellings to JSON.parse', () => {
    const scanner = new RecordScanner(tableSpecs.mnns);
    const plain = { id: 1, rusName: 'Парацетамол', latname: 'Paracetamolum', actual: true, rv: 'QUJD', rvInt: 5 };
    expect(scanner.read(new TextEncoder().encode(JSON.stringify(plain)), 0)).toBe(true);
    const twice = { ...plain, latName: 'Paracetamol' };
    expect(scanner.read(new TextEncoder().encode(JSON.stringify(twice)), 0)).toBe(false);
    const { scanned, general } = both('mnns', JSON.stringify([plain, twice, plain]));
    expect(scanned).toEqual(general);
  });

  it('answers a chunk whose array is broken as the general path does (the same error, or the same records)', () => {
    const [a, b] = recordsOf('trademarks', 2, 9).map((record) => JSON.stringify(record));
    for (const chunk of [
      `[${a},]`,
      `[,${a}]`,
      `[${a}${b}]`,
      `[${a},,${b}]`,
      '[]',
      '[ ]',
      ` [${a}] `,
      `[${a}`,
      `x[${a}]`,
    ]) {
      const { scanned, general } = both('trademarks', chunk);
      expect(scanned, chunk.slice(0, 12)).toEqual(general);
    }
  });

  it('gives what the general path gives for chunks with random bytes changed (600 of them)', () => {
    const next = random(11);
    const bytesOf = (text: string) => [...new TextEncoder().encode(text)];
    const interesting = bytesOf('"\\,{}[]: 0-e.ntu/=').concat([0x01, 0x0a, 0xd0, 0x81, 0xff]);
    for (const name of ['goods_normalized', 'trademarks', 'barcodes'] as const) {
      const base = bytesOf(JSON.stringify(recordsOf(name, 8, 13)));
      for (let round = 0; round < 200; round++) {
        const bytes = [...base];
        for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
          const at = Math.floor(next() * bytes.length);
          const byte = interesting[Math.floor(next() * interesting.length)]!;
          const how = next();
          if (how < 0.4) bytes[at] = byte;
          else if (how < 0.7) bytes.splice(at, 0, byte);
          else bytes.splice(at, 1);
        }
        const chunk = Uint8Array.from(bytes);
        const outcome = (run: () => ParsedChunk) => {
          try {
            return { parsed: content(run()) };
          } catch (error) {
            return { error: (error as Error).message };
          }
        };
        const scanned = outcome(() => parseChunk(name, chunk.slice()));
        const general = outcome(() => parseChunk(name, Buffer.from(chunk).toString('utf8')));
        // Malformed UTF-8 reaches the general path as text with U+FFFD either way.
        expect(scanned, `${name} #${round}: ${Buffer.from(chunk).toString('utf8').slice(0, 80)}`).toEqual(general);
      }
    }
  });

  it('parses a chunk with whitespace between records or malformed UTF-8 as the general path does', () => {
    const texts = recordsOf('trademarks', 20, 5).map((record) => JSON.stringify(record));
    const spaced = both('trademarks', `[${texts.join(', ')}]`);
    expect(spaced.scanned).toEqual(spaced.general);
    const bytes = new TextEncoder().encode(`[${texts.join(',')}]`);
    // A broken two-byte sequence inside a name: decoded with U+FFFD by the general path.
    const at = bytes.indexOf(0xd0);
    bytes[at + 1] = 0x41;
    const broken = content(parseChunk('trademarks', bytes));
    expect(broken).toEqual(content(parseChunk('trademarks', Buffer.from(bytes).toString('utf8'))));
  });
});
