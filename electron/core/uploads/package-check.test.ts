import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_FILE_BYTES } from '@shared/ipc/channels/uploads';
import { DeskError } from '../errors';
import { preparePackage } from './package-check';
import { classifyReason, parseErrorMessage, parseFieldPath } from './package-errors';

const examples = join(import.meta.dirname, '../../../docs/examples');
const read = (name: string) => readFileSync(join(examples, name));
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const now = new Date('2024-05-10T03:00:00Z');

describe('checking a chosen file', () => {
  it('the example packages: valid ones pass, the one with typical mistakes shows each row, prtId, field and reason', () => {
    for (const name of ['stock-full-valid.json', 'stock-changes-valid.json']) {
      expect(preparePackage(name, read(name), now).local.check.valid).toBe(true);
    }
    const prepared = preparePackage('stock-with-mistakes.json', read('stock-with-mistakes.json'), now);
    expect(prepared.rows).toBe(8);
    expect(prepared.packageDate).toBe('2024-05-10T06:30:00+03:00');
    const rows = prepared.local.errors.map((e) => [
      e.rowIndex,
      e.prtId,
      e.field,
      e.reasons.map((r) => r.code).join('+'),
    ]);
    expect(rows).toEqual([
      [0, '20240001', 'prtId', 'wrong-type'],
      [0, '20240001', 'prcGnvlsMax', 'gnvls-max-below-retail'],
      [1, 'ПР-2024-0002', 'supDate', 'date-time'],
      [2, 'ПР-2024-0003', 'qnt', 'fractional'],
      [2, 'ПР-2024-0003', 'tag', 'too-big'],
      [3, 'ПР-2024-0004', 'gnvls', 'wrong-type'],
      [4, 'ПР-2024-0005', 'series', 'too-long'],
      [4, 'ПР-2024-0005', 'exp', 'wrong-type'],
      [5, 'ПР-2024-0006', 'prcOptNds', 'required'],
      [7, 'ПР-2024-0008', 'prtId', 'not-unique'],
      [7, 'ПР-2024-0008', 'prcret', 'unknown-field'],
    ]);
    expect(prepared.local.errors[0]).toMatchObject({
      line: 5,
      position: 16,
      value: '20240001',
      reasons: [{ params: { expected: 'string', actual: 'integer' } }],
    });
    expect(prepared.local.errors[5]!.reasons[0]!.params).toEqual({
      expected: 'boolean-or-null',
      actual: 'integer',
    });
    expect(prepared.local.check.summary[0]).toEqual({
      field: 'prtId',
      count: 2,
    });
  });

  it('hashes the bytes as sent (a byte order mark is dropped and noted) and counts UTF-8 bytes', () => {
    const text = '{"date":"2024-05-10T06:00:00+03:00","stocks":[]}';
    const a = preparePackage('a.json', utf8(text), now);
    const b = preparePackage('b.json', utf8(`\uFEFF${text}`), now);
    expect(a.sha256).toBe(createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex'));
    expect(a.encoding).toEqual({ name: 'utf-8', notice: null, confidence: 1, fileBytes: text.length, sendable: true });
    expect(b.sha256).toBe(a.sha256);
    expect(b.text).toBe(text);
    expect(b.encoding).toMatchObject({ notice: 'bom-removed', fileBytes: text.length + 3, sendable: true });
    const cyrillic = '{"date":"2024-05-10T06:00:00+03:00","stocks":[],"x":"ж"}';
    expect(preparePackage('c.json', utf8(cyrillic), now).bytes).toBe(cyrillic.length + 1);
  });

  it('converts a Windows-1251 file with a notice; size and SHA-256 are of the UTF-8 that is sent', () => {
    const text = read('stock-full-valid.json').toString('utf8');
    // Windows-1251 bytes of the same text (Cyrillic letters only, plus Ё/ё and №).
    const bytes = Uint8Array.from(text, (ch) => {
      const c = ch.charCodeAt(0);
      if (c < 0x80) return c;
      if (c >= 0x410 && c <= 0x44f) return c - 0x410 + 0xc0;
      return ({ Ё: 0xa8, ё: 0xb8, '№': 0xb9 } as Record<string, number>)[ch] ?? 0x3f;
    });
    const prepared = preparePackage('win.json', bytes, now);
    expect(prepared.encoding).toMatchObject({ name: 'windows-1251', notice: 'converted', sendable: true });
    expect(prepared.text).toBe(text);
    expect(prepared.bytes).toBe(Buffer.byteLength(text, 'utf8'));
    expect(prepared.sha256).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(prepared.local.check.valid).toBe(true);
  });

  it('reports invalid UTF-8 sequences as errors with line and position, and marks the file unsendable', () => {
    const head = Buffer.from('{\n  "date": "2024-05-10T06:00:00+03:00",\n  "stocks": [{"prtId": "Ф', 'utf8');
    const tail = Buffer.from('", "nnt": 1, "qnt": 1, "prcOptNds": 1, "man": "Фармстандарт"}]\n}', 'utf8');
    const bytes = Buffer.concat([head, Buffer.from([0xd0]), tail]);
    const prepared = preparePackage('broken.json', bytes, now);
    expect(prepared.encoding).toMatchObject({ name: 'utf-8', sendable: false });
    expect(prepared.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(prepared.local.check.valid).toBe(false);
    expect(prepared.local.check.errorCount).toBe(1);
    expect(prepared.local.errors[0]).toMatchObject({
      line: 3,
      position: 26,
      fieldPath: '',
      reasons: [{ code: 'invalid-utf8', params: { bytes: 'D0' } }],
    });
  });

  it.each([
    ['binary', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])],
    ['unknown-encoding', Buffer.from('{"man": "M\u00fcller"}', 'latin1')],
    ['invalid-utf16', Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x00, 0xd8])],
  ])('refuses a file it cannot read without guessing: %s', (reason, bytes) => {
    expect(() => preparePackage('x.json', bytes, now)).toThrow(DeskError);
    try {
      preparePackage('x.json', bytes, now);
    } catch (error) {
      expect((error as DeskError).code).toBe('file-invalid');
      expect((error as DeskError).details).toMatchObject({ reason, fileName: 'x.json' });
      expect((error as DeskError).message).toContain('x.json');
    }
  });

  it('warns where the spec is silent, with line and position, and the file stays valid', () => {
    const text = [
      '{"date": "2024-05-10T06:00:00+03:00", "stocks": [',
      '  {"prtId": "A", "nnt": 12345678901234567890, "qnt": 1E+2, "prcOptNds": 1, "nds": null, "prcret": 5},',
      '  {"prtId": "B", "nnt": 2, "qnt": 1, "qnt": 2, "prcOptNds": 1e-400, "tag": null}',
      ']}',
    ].join('\n');
    const prepared = preparePackage('w.json', utf8(text), now);
    expect(prepared.local.check).toMatchObject({ valid: true, errorCount: 0, warningCount: 7, listedCount: 7 });
    const rows = prepared.local.errors.map((e) => [e.severity, e.fieldPath, e.line, e.position, e.reasons[0]!.code]);
    expect(rows).toEqual([
      ['warning', 'stocks[0].nnt', 2, 25, 'unsafe-integer'],
      ['warning', 'stocks[0].qnt', 2, 54, 'exponent-integer'],
      ['warning', 'stocks[0].nds', 2, 83, 'null-value'],
      ['warning', 'stocks[0].prcret', 2, 99, 'unknown-field'],
      ['warning', 'stocks[1].qnt', 3, 38, 'duplicate-key'],
      ['warning', 'stocks[1].prcOptNds', 3, 61, 'underflow'],
      ['warning', 'stocks[1].tag', 3, 76, 'null-value'],
    ]);
    expect(prepared.local.errors[3]!.reasons[0]!.params).toMatchObject({ key: 'prcret', suggestion: 'prcRet' });
    expect(prepared.local.errors[1]!.reasons[0]!.params).toMatchObject({ literal: '1E+2', plain: '100' });
    expect(prepared.local.errors[0]!.message).toBe(
      'Line 2, position 25: value 12345678901234567890 is a whole number beyond 2^53; it is read as 12345678901234567000.',
    );
  });

  it('keeps errors blocking and warnings after them; the guard rail counts errors only', () => {
    const text =
      '{"date": "2024-05-10T06:00:00+03:00", "stocks": [{"prtId": 1, "nnt": 1, "qnt": 1, "prcOptNds": null, "prcRet": null}]}';
    const check = preparePackage('e.json', utf8(text), now).local;
    expect(check.check).toMatchObject({ valid: false, errorCount: 2, warningCount: 1 });
    expect(check.errors.map((e) => [e.severity ?? 'error', e.field])).toEqual([
      ['error', 'prtId'],
      ['error', 'prcOptNds'],
      ['warning', 'prcRet'],
    ]);
  });

  it('refuses a file over 200 MB with a message naming the file and the limit', () => {
    const big = Buffer.alloc(MAX_UPLOAD_FILE_BYTES + 1, 0x20);
    try {
      preparePackage('huge.json', big, now);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DeskError);
      expect((error as DeskError).code).toBe('file-invalid');
      expect((error as DeskError).message).toContain('huge.json');
      expect((error as DeskError).details).toMatchObject({
        reason: 'too-large',
        maxBytes: MAX_UPLOAD_FILE_BYTES,
      });
    }
  });

  it('reads field paths and messages of other shapes', () => {
    expect(parseFieldPath('stocks[12].supDate')).toEqual({
      rowIndex: 12,
      field: 'supDate',
    });
    expect(parseFieldPath("stocks[3]['bad key']")).toEqual({
      rowIndex: 3,
      field: 'bad key',
    });
    expect(parseFieldPath('stocks[3]')).toEqual({ rowIndex: 3, field: null });
    expect(parseFieldPath('date')).toEqual({ rowIndex: null, field: 'date' });
    expect(
      parseErrorMessage(
        'Line 2, position 5: value "a b" is too long: 3 characters, at most 2 allowed. Line 2, position 5: value "a b" must not be empty.',
      ),
    ).toEqual({
      line: 2,
      position: 5,
      value: '"a b"',
      reasons: [
        { code: 'too-long', params: { length: 3, max: 2 } },
        { code: 'empty', params: {} },
      ],
    });
    expect(parseErrorMessage('Something the operator says differently')).toEqual({
      line: null,
      position: null,
      value: null,
      reasons: [
        {
          code: 'other',
          params: { text: 'Something the operator says differently' },
        },
      ],
    });
    expect(classifyReason('value 0 must be greater than 0')).toEqual({
      code: 'too-small',
      params: { min: '0', exclusive: 1 },
    });
    expect(classifyReason('value 0 must be at least 1')).toEqual({ code: 'too-small', params: { min: '1' } });
    expect(classifyReason('value 4 must be less than 4')).toEqual({
      code: 'too-big',
      params: { max: '4', exclusive: 1 },
    });
    expect(classifyReason('must be "a" or "b"')).toEqual({
      code: 'not-allowed-value',
      params: { allowed: '"a" or "b"' },
    });
  });
});
