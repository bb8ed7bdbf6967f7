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

  it('reads only the last version of a chunk in version order (tail), every version when told (whole)', () => {
    const unordered = '[{"id":1,"rvInt":1005},{"id":2,"rvInt":1010},{"id":3,"rvInt":1001},{"id":4,"rvInt":"x"}]';
    expect(nextCursor(unordered, 1000n, 'tail')).toBe(1001n);
    expect(nextCursor(new TextEncoder().encode(unordered), 1000n, 'tail')).toBe(1001n);
    expect(nextCursor(unordered, 1000n, 'whole')).toBe(1010n);
    expect(nextCursor(unordered, 1001n, 'tail')).toBeNull();
    expect(nextCursor('[{"rvInt":12},{"rvInt":9007199254740993}]', 0n, 'tail')).toBe(9007199254740993n);
    expect(nextCursor('[]', 0n, 'tail')).toBeNull();
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

  /** 95 trademarks in chunks of 20; `after`: the cursors each chunk after the first is asked from. */
  const ninetyFive = () => {
    const op = createMemoryOperator();
    const versions: number[] = [];
    for (let id = 1; id <= 95; id++) versions.push(op.put('trademarks', { id, name: `Знак ${id}`, actual: true }));
    const after = [19, 39, 59, 79, 94].map((i) => BigInt(versions[i]!));
    return { op, versions, after };
  };
  const syncTrademarks = async (source: Parameters<typeof syncChunkedDictionary>[1]) => {
    const src = parts.state.sourceId('ahead');
    await syncChunkedDictionary(
      parts,
      source,
      { src, name: 'trademarks' },
      { count: 20, signal: new AbortController().signal },
    );
    return src;
  };

  it('asks for each chunk once when the guesses are right, and ends on the one empty chunk', async () => {
    const { op, after } = ninetyFive();
    const { source, queries } = asTextSource(op);
    const src = await syncTrademarks(source);
    expect(queries.map((q) => q.rvInt)).toEqual([0n, ...after]);
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(95);
  });

  it('is not misled by a nested rvInt before the record’s own (its version comes last)', async () => {
    const op = createMemoryOperator();
    const versions: number[] = [];
    for (let id = 1; id <= 30; id++)
      versions.push(
        op.put('trademarks', {
          id,
          name: `Знак ${id}`,
          actual: true,
          ...(id === 5 || id === 20 ? { meta: { rvInt: 999_999 } } : {}),
        }),
      );
    const { source, queries } = asTextSource(op);
    const src = parts.state.sourceId('ahead');
    const outcome = await syncChunkedDictionary(
      parts,
      source,
      { src, name: 'trademarks' },
      { count: 20, signal: new AbortController().signal },
    );
    expect(queries.map((q) => q.rvInt)).toEqual([0n, BigInt(versions[19]!), BigInt(versions[29]!)]);
    expect(outcome).toMatchObject({ stored: 30, quarantined: 0 });
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(30);
    expect(parts.state.state(src, 'trademarks')).toMatchObject({ lastStatus: 'ok', rowCount: 30 });
  });

  it('drops the wrong guesses of an operator whose chunks are not in version order, then scans each body whole', async () => {
    const { op, versions, after } = ninetyFive();
    const queries: bigint[] = [];
    // The same records, each chunk reversed: its highest version comes first.
    const source = {
      chunk: async (name: 'trademarks', query: { count: number; rvInt: bigint }, signal: AbortSignal) => {
        queries.push(query.rvInt);
        return JSON.stringify([...((await op.chunk(name, query, signal)) as unknown[])].reverse());
      },
      goodsLinks: async () => '[]',
    } as unknown as Parameters<typeof syncChunkedDictionary>[1];
    const src = await syncTrademarks(source);
    // The tail of the first chunk named its lowest version, and that chunk's tail the next lowest:
    // the chunks asked ahead on wrong guesses (at most the pipeline's depth of two) are dropped and
    // every later body is scanned whole, so no other request is wasted.
    const wasted = queries.filter((q) => q !== 0n && !after.includes(q));
    expect(wasted).toEqual([BigInt(versions[0]!), BigInt(versions[1]!)]);
    expect(queries.filter((q) => !wasted.includes(q))).toEqual([0n, ...after]);
    expect(localRecords(temp.db, src, 'trademarks').size).toBe(95);
  });
});
