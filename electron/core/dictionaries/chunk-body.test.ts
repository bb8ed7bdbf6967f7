import { describe, expect, it } from 'vitest';
import { NotSplittable, parseWhole, recordsOf, scanBody } from './chunk-body';

const all = (text: string) => [...recordsOf(text)];

describe('reading a chunk one record at a time', () => {
  it('gives exactly what JSON.parse gives, even when a string or a nested array holds "},{"', () => {
    const records = [
      { id: 1, name: 'a},{b', rvInt: 10 },
      { id: 2, name: 'кавычки \\" и },{"id":9}', list: [{ x: 1 }, { y: 2 }], rvInt: 12 },
      { id: 3, name: '', nested: { deep: [{}, {}] }, rvInt: 11 },
    ];
    const text = JSON.stringify(records);
    expect(all(text)).toEqual(records);
    expect(all('[]')).toEqual([]);
    expect(all(' [ ] ')).toEqual([]);
    expect(all(`\uFEFF${text}`)).toEqual(records);
  });

  it('refuses texts it cannot split (whitespace between records, broken JSON), so the caller parses them whole', () => {
    expect(() => all('[{"id":1}, {"id":2}]')).toThrow(NotSplittable);
    expect(() => all('[{"id":1},{"id":2]')).toThrow(NotSplittable);
    expect(() => all('{"id":1}')).toThrow(NotSplittable);
    expect(parseWhole('[{"id":1}, {"id":2}]', 'trademarks')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(() => parseWhole('{"id":1}', 'trademarks')).toThrow(/not a JSON array/);
    expect(() => parseWhole('[{"id":', 'trademarks')).toThrow(/not valid JSON/);
  });

  it('passes parsed records through', () => {
    expect([...recordsOf([{ id: 1 }, 'x'])]).toEqual([{ id: 1 }, 'x']);
  });

  it('scans the record count and the highest version without parsing', () => {
    expect(scanBody('[{"id":1,"rvInt":5000000001},{"id":2,"rvInt": 7},{"id":3,"rvInt":12}]')).toEqual({ records: 3, maxRvInt: 5_000_000_001 });
    expect(scanBody('[]')).toEqual({ records: 0, maxRvInt: 0 });
    expect(scanBody([{ rvInt: 3 }, { rvInt: 9 }, {}])).toEqual({ records: 3, maxRvInt: 9 });
  });
});
