import { describe, expect, it } from 'vitest';
import { createMemoryOperator } from '@tests/kits/core/dictionaries/memory-operator';
import { openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';

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
