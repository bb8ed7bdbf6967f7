import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextCursor } from './chunk-ahead';
import { syncChunkedDictionary } from './chunked-sync';
import { asTextSource, createMemoryOperator } from '@tests/kits/core/dictionaries/memory-operator';
import { localRecords, openTempDb, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';

describe('the next cursor guessed from a body', () => {
  it('is the highest "rvInt" of the bytes or text, when above the cursor asked after', () => {
    const text = '[{"id":1,"rvInt":1005},{"id":2,"rvInt" : 1010 },{"id":3,"rvInt":1001}]';
    expect(nextCursor(text, 1000n)).toBe(1010n);
    expect(nextCursor(new TextEncoder().encode(text), 1000n)).toBe(1010n);
    // Nothing newer, or an empty chunk: nothing to ask ahead (the writer confirms the end itself).
    expect(nextCursor(text, 1010n)).toBeNull();
    expect(nextCursor('[]', 0n)).toBeNull();
    // Not versions: a fraction, a negative, a string, a name that only mentions rvInt, beyond a long.
    expect(
      nextCursor(
        '[{"rvInt":1.5e9},{"rvInt":-7},{"rvInt":"9"},{"name":"\\"rvInt\\": 99"},{"rvInt":9223372036854775808}]',
        0n,
      ),
    ).toBeNull();
    // Beyond 2^53, exactly.
    expect(nextCursor('[{"rvInt":9007199254740993},{"rvInt":12}]', 0n)).toBe(9007199254740993n);
  });

  it('gives no guess for records already parsed', () => {
    expect(nextCursor([{ rvInt: 5 }], 0n)).toBeUndefined();
  });
});

describe('chunks asked ahead of the writer', () => {
  let temp: ReturnType<typeof openTempDb>;
  let parts: ReturnType<typeof testParts>;
  beforeEach(() => {
    temp = openTempDb();
    parts = testParts(temp.db);
  });
  afterEach(async () => {
    await parts.parser.close();
    temp.cleanup();
  });

  it('asks for each chunk once when the guesses are right, and ends on the one empty chunk', async () => {
    const op = createMemoryOperator();
    const versions: number[] = [];
    for (let id = 1; id <= 95; id++) versions.push(op.put('trademarks', { id, name: `Знак ${id}`, actual: true }));
    const { source, queries } = asTextSource(op);
    const src = parts.state.sourceId('ahead');
    await syncChunkedDictionary(
      parts,
      source,
      { src, name: 'trademarks' },
      { count: 20, signal: new AbortController().signal },
    );
    const after = [19, 39, 59, 79, 94].map((i) => BigInt(versions[i]!));
    expect(queries.map((q) => q.rvInt)).toEqual([0n, ...after]);
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(95);
  });

  it('drops a wrong guess (a nested rvInt) and asks again after the cursor the write reached', async () => {
    const op = createMemoryOperator();
    for (let id = 1; id <= 30; id++)
      op.put('trademarks', { id, name: `Знак ${id}`, actual: true, ...(id === 5 ? { meta: { rvInt: 999_999 } } : {}) });
    const { source, queries } = asTextSource(op);
    const src = parts.state.sourceId('ahead');
    const outcome = await syncChunkedDictionary(
      parts,
      source,
      { src, name: 'trademarks' },
      { count: 20, signal: new AbortController().signal },
    );
    // The guess after the first chunk was 999,999; the writer reached the 20th record's version.
    expect(queries.map((q) => q.rvInt)).toContain(999_999n);
    const asked = queries.filter((q) => q.rvInt !== 999_999n).map((q) => q.rvInt);
    expect(asked).toHaveLength(3);
    expect(outcome).toMatchObject({ stored: 30, quarantined: 0 });
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(30);
    expect(parts.state.state(src, 'trademarks')).toMatchObject({ lastStatus: 'ok', rowCount: 30 });
  });
});
