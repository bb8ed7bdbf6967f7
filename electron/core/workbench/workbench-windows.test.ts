import { describe, expect, it } from 'vitest';
import type { ProductName } from '@shared/ipc/channels/products';
import type { RawFinding } from '../preflight/row-checks';
import { preparePackage } from '../uploads/package-check';
import { collectFindings, groupFindings, matchesFilter } from './collect-findings';
import { locateField } from './field-locate';
import { createPackageView, tokenEnd } from './package-view';
import { rowWindow } from './row-window';
import { sourceWindow } from './source-window';

const product = (nnt: number, name: string): ProductName => ({
  nnt,
  name,
  releaseForm: null,
  dose: null,
  pack: null,
  manufacturer: null,
  country: null,
  actual: true,
  label: name,
});

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  prtId: `B-${i}`,
  nnt: 1000 + i,
  sku: `S${i}`,
  qnt: 2,
  supDate: '2024-04-01T10:00:00+03:00',
  prcOptNds: 100,
  prcRet: 120,
  ...extra,
});

/** Five rows, pretty-printed as pharmacy software writes them; row 3 has a fractional qnt, row 4 a bad date. */
const text = JSON.stringify(
  {
    date: '2024-05-10T06:00:00+03:00',
    stocks: [row(1), row(2), row(3, { qnt: 2.5 }), row(4, { supDate: '' }), row(5, { extraKey: 'x' })],
  },
  null,
  2,
);

describe('package view', () => {
  const view = createPackageView(text);

  it('indexes rows, lines and the columns in the spec order with the file’s own keys last', () => {
    expect(view.stocks).toHaveLength(5);
    expect(view.columns).toEqual(['prtId', 'nnt', 'sku', 'qnt', 'supDate', 'prcOptNds', 'prcRet', 'extraKey']);
    expect(view.lineCount).toBe(text.split('\n').length);
    expect(view.lineText(1)).toBe('{');
    expect(view.lineText(2)).toBe('  "date": "2024-05-10T06:00:00+03:00",');
    const offset = text.indexOf('"B-3"');
    const at = view.positionAt(offset);
    expect(view.lineText(at.line).slice(at.column - 1)).toBe('"B-3",');
  });

  it('finds a batch code’s row, 1-based, its first occurrence', () => {
    expect(view.rowOfPrtId('B-4')).toBe(4);
    expect(view.rowOfPrtId('nope')).toBeNull();
    const repeated = createPackageView(JSON.stringify({ stocks: [{ prtId: 'X' }, { prtId: 12 }, { prtId: 'X' }] }));
    expect(repeated.rowOfPrtId('X')).toBe(1);
    expect(repeated.rowOfPrtId('12')).toBe(2);
  });

  it('finds the end of the token at an offset: a string with escapes, a number, a bracket', () => {
    const t = '{"a": "x\\"y", "b": -12.5e3, "c": [1]}';
    expect(t.slice(6, tokenEnd(t, 6))).toBe('"x\\"y"');
    expect(t.slice(19, tokenEnd(t, 19))).toBe('-12.5e3');
    expect(t.slice(33, tokenEnd(t, 33))).toBe('[');
  });

  it('locates a field’s value inside a row, ignoring the same key in nested objects', () => {
    const t = '{"x": {"qnt": 1}, "qnt" : 7, "q\\u006et": 9}';
    expect(t.slice(locateField(t, 0, 'qnt'))).toMatch(/^9}/);
    expect(t.slice(locateField(t, 0, 'x'))).toMatch(/^\{"qnt"/);
    expect(locateField(t, 0, 'missing')).toBe(-1);
  });
});

describe('row window', () => {
  const view = createPackageView(text);

  it('returns the asked rows 1-based, each field as the file has it, with the product name and line', () => {
    const asked: number[][] = [];
    const rows = rowWindow(view, 2, 2, (nnts) => {
      asked.push(nnts);
      return new Map([[1003, product(1003, 'Парацетамол')]]);
    });
    expect(asked).toEqual([[1003, 1004]]);
    expect(rows.map((r) => r.row)).toEqual([3, 4]);
    expect(rows[0]).toMatchObject({ prtId: 'B-3', nnt: 1003, product: { name: 'Парацетамол' } });
    expect(rows[0]!.cells).toMatchObject({ prtId: '"B-3"', qnt: '2.5', prcRet: '120' });
    expect(rows[1]!.product).toBeNull();
    expect(rows[1]!.cells.supDate).toBe('""');
    expect(view.lineText(rows[0]!.line!).trim()).toBe('{');
    expect(view.lineText(rows[0]!.line! + 1).trim()).toBe('"prtId": "B-3",');
  });

  it('is empty past the end and for a file that is not a package', () => {
    expect(rowWindow(view, 5, 10, () => new Map())).toEqual([]);
    expect(createPackageView('{"stocks": 3}').stocks).toEqual([]);
    expect(createPackageView('not json').stocks).toEqual([]);
  });
});

describe('source window', () => {
  it('returns only the asked lines, clamped to the file', () => {
    const view = createPackageView(text);
    const w = sourceWindow(view, 3, 5, 1, 400, 400);
    expect(w.totalLines).toBe(view.lineCount);
    expect(w.lines.map((l) => l.line)).toEqual([3, 4, 5]);
    expect(w.lines[0]!.text).toBe('  "stocks": [');
    expect(sourceWindow(view, view.lineCount + 5, view.lineCount + 9, 1, 400, 400).lines).toHaveLength(1);
    expect(sourceWindow(view, 1, 10_000, 1, 400, 50).lines).toHaveLength(50);
  });

  it('cuts a very long line to a piece around the asked column, never the whole line', () => {
    const long = JSON.stringify({ stocks: Array.from({ length: 2000 }, (_, i) => row(i)) });
    const view = createPackageView(long);
    expect(view.lineCount).toBe(1);
    const at = long.indexOf('"B-1500"') + 1;
    const w = sourceWindow(view, 1, 1, at - 10, 100, 400);
    expect(w.lines[0]!.text).toHaveLength(100);
    expect(w.lines[0]!.startColumn).toBe(at - 10);
    expect(w.lines[0]!.length).toBe(long.length);
    expect(w.lines[0]!.text.slice(10)).toMatch(/^"B-1500"/);
  });
});

describe('findings of every source in one list', () => {
  const prepared = preparePackage('p.json', new TextEncoder().encode(text), new Date('2024-05-10T06:00:00Z'));
  const view = createPackageView(prepared.text);
  const preflight: RawFinding[] = [
    { row: 2, prtId: 'B-2', field: 'nnt', nnt: 1002, severity: 'warning', code: 'unknown-nnt', facts: { nnt: 1002 } },
    { row: 5, prtId: 'B-5', field: 'prcRet', nnt: 1005, severity: 'warning', code: 'retail-zero', facts: {} },
    { row: null, prtId: null, field: 'nnt', nnt: null, severity: 'error', code: 'unknown-share-exceeded', facts: {} },
  ];
  const list = collectFindings(prepared.local.check, prepared.local.errors, preflight, view);

  it('orders by row, 1-based, and puts each on the offending token', () => {
    expect(list.map((f) => [f.row, f.field, f.code])).toEqual([
      [null, 'nnt', 'unknown-share-exceeded'],
      [2, 'nnt', 'unknown-nnt'],
      [3, 'qnt', 'fractional'],
      [4, 'supDate', 'date-time'],
      [5, 'extraKey', 'unknown-field'],
      [5, 'prcRet', 'retail-zero'],
    ]);
    const token = (f: (typeof list)[number]) => view.lineText(f.line!).slice(f.column! - 1, f.endColumn! - 1);
    expect(token(list[1]!)).toBe('1002');
    expect(token(list[2]!)).toBe('2.5');
    expect(token(list[3]!)).toBe('""');
    expect(token(list[5]!)).toBe('120');
    expect(list[2]).toMatchObject({ origin: 'schema', severity: 'error', prtId: 'B-3', nnt: 1003 });
    expect(list[4]).toMatchObject({ origin: 'schema', severity: 'warning' });
  });

  it('groups by field and reason with counts, errors first, and filters by severity, field and code', () => {
    const doubled = [...list, ...list.filter((f) => f.code === 'fractional').map((f) => ({ ...f, id: 'copy' }))];
    const groups = groupFindings(doubled);
    expect(groups[0]).toMatchObject({ field: 'qnt', code: 'fractional', severity: 'error', count: 2 });
    expect(groups.map((g) => g.severity)).toEqual(['error', 'error', 'error', 'warning', 'warning', 'warning']);
    expect(list.filter((f) => matchesFilter(f, { severity: 'warning' })).map((f) => f.code)).toEqual([
      'unknown-nnt',
      'unknown-field',
      'retail-zero',
    ]);
    expect(list.filter((f) => matchesFilter(f, { field: 'nnt' }))).toHaveLength(2);
    expect(list.filter((f) => matchesFilter(f, { field: 'nnt', code: 'unknown-nnt' }))).toHaveLength(1);
  });

  it('gives an unreadable file one finding where the parser stopped', () => {
    const broken = preparePackage(
      'b.json',
      new TextEncoder().encode('{\n  "stocks": [\n    {"qnt": 1,,}\n  ]\n}'),
      new Date(),
    );
    const found = collectFindings(broken.local.check, broken.local.errors, [], createPackageView(broken.text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'syntax', severity: 'error', line: 3 });
  });
});

describe('the view built from the check’s own parse', () => {
  it('takes the checked rows and row starts as they are: the same view as from the text alone', () => {
    const stocks = Array.from({ length: 30 }, (_, i) => row(i + 1, i === 4 ? { qnt: 2.5 } : {}));
    const text = JSON.stringify({ date: '2024-05-10T06:00:00+03:00', stocks }, null, 2);
    const prepared = preparePackage('p.json', new TextEncoder().encode(text), new Date());
    // An error makes the check pre-scan the text, so it places the rows and hands their starts on.
    expect(prepared.parsed?.rowStarts?.length).toBe(30);
    const given = createPackageView(text, prepared.parsed);
    const own = createPackageView(text);
    expect(given.stocks).toBe(prepared.parsed!.stocks);
    // The view's own pre-scan leaves its buffer longer than the rows; the places are the same.
    expect(Array.from(given.rowStarts!)).toEqual(Array.from(own.rowStarts!.subarray(0, 30)));
    expect(given.columns).toEqual(own.columns);
    expect(given.rowOfPrtId('B-17')).toBe(17);
  });

  it('pre-scans itself when the check placed no rows (a clean package skips the pre-scan)', () => {
    const text = JSON.stringify({ date: '2024-05-10T06:00:00+03:00', stocks: [row(1), row(2)] }, null, 2);
    const prepared = preparePackage('p.json', new TextEncoder().encode(text), new Date());
    expect(prepared.parsed?.rowStarts).toBeNull();
    const view = createPackageView(text, prepared.parsed);
    expect(view.rowStarts).not.toBeNull();
    expect(text.slice(view.rowStarts![1]!, view.rowStarts![1]! + 1)).toBe('{');
  });
});
