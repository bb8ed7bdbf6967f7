import { describe, expect, it } from 'vitest';
import { formatJsonPath } from './json-path';
import { JsonSyntaxError, parseJsonWithPositions } from './json-with-positions';

/** A small seeded generator (mulberry32), so the generated cases are the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const keyPool = ['a', 'ab', 'prtId', 'qnt', 'a"b', 'x\\y', 'тест', '__proto__', '1', '10', 'line\nbreak', ''];
const stringPool = ['', 'plain', 'Фармстандарт', 'quote " inside', 'tab\there', '\u0001', '😀', '\ud800', '</script>'];
const numberPool = [0, -0, 1, -1, 0.1, 1e21, 1e-7, 123456789012, -3.25, 2 ** 53 + 2];

function generate(rnd: () => number, depth: number): unknown {
  const pick = <T>(pool: readonly T[]) => pool[Math.floor(rnd() * pool.length)];
  const r = rnd();
  if (depth > 4 || r < 0.4) {
    const kind = Math.floor(rnd() * 4);
    return kind === 0 ? pick(stringPool) : kind === 1 ? pick(numberPool) : kind === 2 ? rnd() < 0.5 : null;
  }
  if (r < 0.7) return Array.from({ length: Math.floor(rnd() * 5) }, () => generate(rnd, depth + 1));
  const entries = Array.from({ length: Math.floor(rnd() * 16) }, () => [pick(keyPool), generate(rnd, depth + 1)]);
  const out = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k as string, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

/** Parses with both parsers; returns the outcome of each for comparison. */
function both(text: string): { ours: unknown; native: unknown } {
  const run = (parse: () => unknown) => {
    try {
      return { value: parse() };
    } catch {
      return 'error';
    }
  };
  return { ours: run(() => parseJsonWithPositions(text).value), native: run(() => JSON.parse(text)) };
}

describe('parseJsonWithPositions: values', () => {
  it.each([
    '0',
    '-0',
    '1e400',
    '-1E-7',
    '12.50',
    '"a\\u00e9\\ud83d\\ude00\\n\\"\\\\\\/\\b\\f\\r\\t"',
    '"\\ud800"',
    '  [ ]  ',
    '{}',
    'true',
    'null',
    '{"b":1,"a":2,"10":3,"2":4}',
    '{"a":1,"a":{"b":2}}',
    '{"__proto__":{"polluted":true}}',
    '\r\n\t{"x" : [1 , 2]}\n',
  ])('gives the same value as JSON.parse for %j', (text) => {
    const ours = parseJsonWithPositions(text).value;
    expect(ours).toStrictEqual(JSON.parse(text));
    if (typeof ours === 'object' && ours !== null) expect(Object.keys(ours)).toEqual(Object.keys(JSON.parse(text)));
  });

  it('never sets the prototype from a __proto__ key', () => {
    const value = parseJsonWithPositions('{"__proto__":{"polluted":true}}').value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('matches JSON.parse on 300 generated documents, pretty and compact, including repeated row shapes', () => {
    const rnd = random(42);
    for (let n = 0; n < 300; n++) {
      const doc = generate(rnd, 0);
      const rows = Array.from({ length: 3 }, () => doc);
      for (const text of [JSON.stringify(doc), JSON.stringify(rows, null, 2)]) {
        const { ours, native } = both(text);
        expect(ours).toStrictEqual(native);
      }
    }
  });

  it('fails exactly where JSON.parse fails on 2000 mutated documents', () => {
    const rnd = random(7);
    const noise = ['', ',', '}', ']', '"', '\\', 'x', '0', '-', '.', 'e', ' ', '\n', '\u0000', 'tru', '{', '['];
    for (let n = 0; n < 2000; n++) {
      const text = JSON.stringify(generate(rnd, 0));
      const at = Math.floor(rnd() * (text.length + 1));
      const cut = Math.floor(rnd() * 3);
      const mutated = text.slice(0, at) + noise[Math.floor(rnd() * noise.length)] + text.slice(at + cut);
      const { ours, native } = both(mutated);
      expect(ours, mutated).toStrictEqual(native);
    }
  });

  it('parses deep nesting without recursion', () => {
    const depth = 200_000;
    const value = parseJsonWithPositions('['.repeat(depth) + ']'.repeat(depth)).value;
    let d = 0;
    for (let v = value; Array.isArray(v) && v.length > 0; v = v[0]) d++;
    expect(d).toBe(depth - 1);
  });

  it('rejects a byte order mark unless allowed, as JSON.parse does', () => {
    expect(() => parseJsonWithPositions('\ufeff{"a":1}')).toThrow(JsonSyntaxError);
    const doc = parseJsonWithPositions('\ufeff{"a":1}', { allowBom: true });
    expect(doc.value).toEqual({ a: 1 });
    expect(doc.locate(['a']).position).toMatchObject({ line: 1, column: 6 });
  });
});

describe('parseJsonWithPositions: positions', () => {
  const text = [
    '{',
    '  "date": "2019-12-03T15:07:49+03:00",',
    '  "stocks": [',
    '    {"prtId": "A", "qnt": 1},',
    '\t{"prtId": "B",\r\n     "qnt": 2.5,',
    '     "nested": {"deep": [10, {"x": null}]}}',
    '  ]',
    '}',
  ].join('\n');
  const doc = parseJsonWithPositions(text);

  it.each([
    [[], 1, 1],
    [['date'], 2, 11],
    [['stocks'], 3, 13],
    [['stocks', 0], 4, 5],
    [['stocks', 0, 'qnt'], 4, 27],
    [['stocks', 1], 5, 2],
    [['stocks', 1, 'qnt'], 6, 13],
    [['stocks', 1, 'nested', 'deep', 1, 'x'], 7, 36],
  ] as const)('locates %j at line %i, column %i', (path, line, column) => {
    const at = doc.locate(path);
    expect(at.found).toBe(true);
    expect(at.position).toMatchObject({ line, column });
    expect(text.slice(at.position.offset)).toMatch(/^[[{"\d.n]/);
  });

  it('locates a missing member at its nearest ancestor', () => {
    const at = doc.locate(['stocks', 1, 'supDate']);
    expect(at.found).toBe(false);
    expect(at.position).toMatchObject({ line: 5, column: 2 });
    expect(doc.locate(['stocks', 9]).position).toMatchObject({ line: 3, column: 13 });
    expect(doc.locate(['date', 'x']).found).toBe(false);
  });

  it('gives the value found at the path', () => {
    expect(doc.locate(['stocks', 1, 'qnt']).value).toBe(2.5);
  });

  it('counts a lone CR as a line end, like LF and CRLF', () => {
    const cr = parseJsonWithPositions('{\r"a":\r\n1,\n"b": 2}');
    expect(cr.locate(['a']).position).toMatchObject({ line: 3, column: 1 });
    expect(cr.locate(['b']).position).toMatchObject({ line: 4, column: 6 });
  });

  it('takes the last of repeated keys, as JSON.parse does', () => {
    const repeated = parseJsonWithPositions('{"a": 1,\n "a": 2}');
    expect(repeated.locate(['a']).position).toMatchObject({ line: 2, column: 7 });
  });
});

describe('parseJsonWithPositions: errors', () => {
  function error(text: string): JsonSyntaxError {
    try {
      parseJsonWithPositions(text);
    } catch (e) {
      if (e instanceof JsonSyntaxError) return e;
      throw e;
    }
    throw new Error(`expected ${JSON.stringify(text)} to fail`);
  }

  it('reports the character, line, position and path reached', () => {
    const e = error('{\n  "stocks": [\n    {"prtId": "A"},\n    {"prtId": "B"},\n    {"prtId": "C", "qnt": x}\n  ]\n}');
    expect(e.message).toBe(
      "Unexpected character 'x' (expected a JSON value) at line 5, position 27, path 'stocks[2].qnt'",
    );
    expect(e.position).toMatchObject({ line: 5, column: 27 });
    expect(e.path).toBe('stocks[2].qnt');
  });

  it.each([
    ['', "Unexpected end of input (expected a JSON value) at line 1, position 1, path ''"],
    [
      '{"a": 1,}',
      "Unexpected character '}' (expected a property name in double quotes) at line 1, position 9, path 'a'",
    ],
    ['[1 2]', "Unexpected character '2' (expected ',' or ']') at line 1, position 4, path '[0]'"],
    ['{"a" 1}', "Unexpected character '1' (expected ':' after property name 'a') at line 1, position 6, path 'a'"],
    ['{"a": "x\ny"}', "Bad control character U+000A in string (escape it, e.g. \\n) at line 1, position 9, path 'a'"],
    ['{"a": "x\\qy"}', "Invalid escape sequence '\\q' in string at line 1, position 9, path 'a'"],
    [
      '["\\u12G4"]',
      "Invalid escape sequence '\\u12G4' in string (expected 4 hex digits) at line 1, position 3, path '[0]'",
    ],
    ['{"a": "abc', "Unterminated string (opened at line 1, position 7) at line 1, position 11, path 'a'"],
    ['[-]', "Unexpected character ']' (expected a digit) at line 1, position 3, path '[0]'"],
    ['[1.]', "Unexpected character ']' (expected a digit) at line 1, position 4, path '[0]'"],
    ['[tru]', "Unexpected character ']' (expected 'true') at line 1, position 5, path '[0]'"],
    ['{} {}', "Unexpected character '{' (expected the end of the input) at line 1, position 4, path ''"],
    ['{"a":\r\n[1,\r\n', "Unexpected end of input (expected a JSON value) at line 3, position 1, path 'a[1]'"],
    [
      "{'a': 1}",
      "Unexpected character \"'\" (expected a property name in double quotes) at line 1, position 2, path ''",
    ],
  ])('%j fails with %s', (text, message) => {
    expect(error(text).message).toBe(message);
  });
});

describe('formatJsonPath', () => {
  it('writes identifiers with dots, indices in brackets and other keys quoted', () => {
    expect(formatJsonPath(['stocks', 12, 'supDate'])).toBe('stocks[12].supDate');
    expect(formatJsonPath([0, 'a'])).toBe('[0].a');
    expect(formatJsonPath(['a b', "it's", 'ok'])).toBe("['a b']['it\\'s'].ok");
    expect(formatJsonPath([])).toBe('');
  });
});
