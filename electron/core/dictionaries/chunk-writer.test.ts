import { describe, expect, it } from 'vitest';
import { createMemoryOperator } from '@tests/kits/core/dictionaries/memory-operator';
import { openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';
import { PART_ROWS, partRowsOf } from './chunked-sync';
import { parseChunk } from './worker/parsed-chunk';

describe('the chunk writer binding text as UTF-8 bytes', () => {
  it('stores the same text a string would give, as text: Cyrillic, ё, emoji, empty, extra fields', async () => {
    // (A lone surrogate is left out: the UTF-8 bytes path stores U+FFFD, a string bound by better-sqlite3 its raw bytes.)
    const names = ['Знак', 'Ёлка ёж', '😀 smile', '', ' ', 'x'.repeat(5_000)];
    const op = createMemoryOperator();
    names.forEach((name, i) => op.put('trademarks', { id: i + 1, name, actual: true, note: `доп ${i}` }));
    op.put('trademarks', { id: 100, name: null, actual: true });
    const temp = openTempDb();
    try {
      const parts = testParts(temp.db);
      const src = parts.state.sourceId('memory');
      await syncWith(parts, op, { src, storeId: 'store', names: ['trademarks'], count: 3 });
      const rows = temp.db
        .prepare(
          'SELECT id, name, typeof(name) AS type, extra, typeof(extra) AS extraType FROM dict_trademarks ORDER BY id',
        )
        .all() as { id: number; name: string | null; type: string; extra: string | null; extraType: string }[];
      const stored = rows.filter((r) => r.id < 100);
      expect(stored.map((r) => r.name)).toEqual(names);
      expect(stored.every((r) => r.type === 'text' && r.extraType === 'text')).toBe(true);
      expect(stored.map((r) => JSON.parse(r.extra!) as unknown)).toEqual(names.map((_, i) => ({ note: `доп ${i}` })));
      // A name given as null (quarantined or stored as NULL, never as the text 'null' or a blob).
      const nullRow = rows.find((r) => r.id === 100);
      if (nullRow) expect([nullRow.name, nullRow.type]).toEqual([null, 'null']);
      // Equality in SQL works on the stored text (an index or a lookup would compare it so).
      expect(temp.db.prepare("SELECT id FROM dict_trademarks WHERE name = 'Ёлка ёж'").pluck().get()).toBe(2);
    } finally {
      temp.cleanup();
    }
  });
});

describe('a chunk written in parts', () => {
  /** 23 trademarks: three quarantined without a key (not objects), one with a key (a wrong name). */
  const chunk = () => {
    const records: unknown[] = [];
    for (let id = 1; id <= 20; id++)
      records.push({ id, name: `Знак ${id}`, actual: true, rv: 'AAAAAAAAAAE=', rvInt: 100 + id });
    records.splice(4, 0, 42);
    records.splice(11, 0, 'not a record');
    records.splice(17, 0, { id: 7, name: 5, actual: true, rv: 'AAAAAAAAAAE=', rvInt: 200 });
    records.push(null);
    return parseChunk('trademarks', JSON.stringify(records));
  };
  const contentOf = (db: ReturnType<typeof openTempDb>['db']) => ({
    rows: db.prepare('SELECT src, id, name, rvInt FROM dict_trademarks ORDER BY src, id').all(),
    quarantine: db
      .prepare('SELECT record_key, rv_int, reason, raw FROM dict_quarantine ORDER BY record_key, raw')
      .all() as { record_key: string | null }[],
  });

  it('moves the cursor with its last part only, and written again after a stop ends as written in one go', () => {
    const [whole, split] = [openTempDb(), openTempDb()];
    try {
      const a = testParts(whole.db);
      const b = testParts(split.db);
      const target = (parts: typeof a) => ({
        src: parts.state.sourceId('memory'),
        name: 'trademarks' as const,
        scope: '',
      });
      const inOneGo = a.writer.writeParsed(target(a), chunk(), { cursor: 0n });

      // Stopped after its first two parts (a kill, a cancel): rows written, no cursor, no keyless quarantine.
      const stopped = b.writer.writeInParts(target(b), chunk(), { cursor: 0n }, 5);
      expect(stopped.next().done).toBe(false);
      expect(stopped.next().done).toBe(false);
      const src = target(b).src;
      expect(b.state.state(src, 'trademarks').cursor).toBe(0n);
      expect(contentOf(split.db).rows).toHaveLength(9);
      expect(contentOf(split.db).quarantine.filter((q) => q.record_key === null)).toEqual([]);

      // Asked again from the same cursor and written in parts to the end: as in one go, nothing twice.
      const again = b.writer.writeInParts(target(b), chunk(), { cursor: 0n }, 5);
      let step = again.next();
      let pauses = 0;
      for (; !step.done; step = again.next()) pauses++;
      expect(pauses).toBe(4);
      expect(step.value).toEqual(inOneGo);
      expect(inOneGo).toMatchObject({ records: 24, stored: 20, quarantined: 4, maxRvInt: 200n });
      expect(b.state.state(src, 'trademarks').cursor).toBe(200n);
      expect(contentOf(split.db)).toEqual(contentOf(whole.db));
      expect(contentOf(split.db).quarantine).toHaveLength(4);
    } finally {
      whole.cleanup();
      split.cleanup();
    }
  });
});

describe('how a chunk of 10,000 records is split into transactions', () => {
  const pausesOf = (name: 'trademarks' | 'cluster_brand_product_links', records: unknown[]) => {
    const temp = openTempDb();
    try {
      const parts = testParts(temp.db);
      const target = { src: parts.state.sourceId('memory'), name, scope: '' };
      const writing = parts.writer.writeInParts(
        target,
        parseChunk(name, JSON.stringify(records)),
        { cursor: 0n },
        partRowsOf(name),
      );
      let pauses = 0;
      let step = writing.next();
      for (; !step.done; step = writing.next()) pauses++;
      expect(step.value.stored).toBe(records.length);
      return pauses;
    } finally {
      temp.cleanup();
    }
  };
  const rv = 'AAAAAAAAAAE=';

  it('most tables (trademarks here) in parts of PART_ROWS; cluster_brand_product_links, keyed out of its order, whole', () => {
    const trademarks = Array.from({ length: 10_000 }, (_, i) => ({
      id: i + 1,
      name: `Знак ${i}`,
      actual: true,
      rv,
      rvInt: i + 1,
    }));
    expect(pausesOf('trademarks', trademarks)).toBe(10_000 / PART_ROWS - 1);
    const links = Array.from({ length: 10_000 }, (_, i) => ({
      mcId: (i * 7919) % 500,
      nnt: 100_000 + i,
      brandId: i % 97,
      actual: true,
      rv,
      rvInt: i + 1,
    }));
    expect(pausesOf('cluster_brand_product_links', links)).toBe(0);
  });
});
