import { describe, expect, it } from 'vitest';
import { NotSplittable, parseWhole, recordsOf } from './chunk-body';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe.each([
  ['text', (text: string) => text],
  ['UTF-8 bytes', utf8],
])('reading a chunk one record at a time, from %s', (_kind, form) => {
  const all = (text: string) => [...recordsOf(form(text))];

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

  it('splits long chunks the same way, whatever falls at a window edge', () => {
    const records = Array.from({ length: 400 }, (_, i) => ({
      id: i,
      name: `Ёлка ${'},{"x":'.repeat(i % 7)}${'ж'.repeat(300 + (i % 50))}`,
      list: i % 3 === 0 ? [{ a: i }, { b: '},{' }] : [],
      rvInt: 1000 + i,
    }));
    const text = JSON.stringify(records);
    expect(text.length).toBeGreaterThan(150_000);
    expect(all(text)).toEqual(records);
  });

  it('refuses texts it cannot split (whitespace between records, broken JSON), so the caller parses them whole', () => {
    expect(() => all('[{"id":1}, {"id":2}]')).toThrow(NotSplittable);
    expect(() => all('[{"id":1},{"id":2]')).toThrow(NotSplittable);
    expect(() => all('{"id":1}')).toThrow(NotSplittable);
    expect(parseWhole(form('[{"id":1}, {"id":2}]'), 'trademarks')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(() => parseWhole('{"id":1}', 'trademarks')).toThrow(/not a JSON array/);
    expect(() => parseWhole('[{"id":', 'trademarks')).toThrow(/not valid JSON/);
  });
});

describe('parsed records', () => {
  it('pass through as they are', () => {
    expect([...recordsOf([{ id: 1 }, 'x'])]).toEqual([{ id: 1 }, 'x']);
  });
});
