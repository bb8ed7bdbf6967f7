import { describe, expect, it } from 'vitest';
import { seeded } from '@shared/validation/seeded-random';
import { openTempDb } from '@tests/kits/core/dictionaries/dict-test-kit';
import { tableSpecs } from './dictionary-specs';
import { createUpsertBatches, upsertSqlOf, UPSERT_BATCH_ROWS } from './upsert-batch';

describe('upserts in batches of rows', () => {
  it('leaves the table as one upsert per row does, keys repeated within and across batches', () => {
    const batched = openTempDb();
    const single = openTempDb();
    try {
      const spec = tableSpecs.barcodes;
      const random = seeded(3);
      // 2.x batches: repeated keys inside one VALUES list, across lists, and in the rows flushed one by one.
      const rows = Array.from({ length: UPSERT_BATCH_ROWS * 2 + 7 }, (_, i) => [
        1,
        1 + Math.floor(random() * 5),
        String(4_600_000_000_000 + Math.floor(random() * 12)),
        i % 2,
        i,
        i % 3 === 0 ? null : `{"n":${i}}`,
      ]);
      for (const { db } of [batched, single])
        db.prepare("INSERT INTO dict_sources (key, created_at) VALUES ('t', 't')").run();
      const batch = createUpsertBatches(batched.db)(spec);
      batched.db.transaction(() => {
        for (const row of rows) batch.add(row);
        batch.flush();
      })();
      const one = single.db.prepare(upsertSqlOf(spec));
      single.db.transaction(() => {
        for (const row of rows) one.run(row);
      })();
      const all = (db: typeof batched.db) => db.prepare('SELECT * FROM dict_barcodes ORDER BY nnt, barcode').all();
      expect(all(batched.db).length).toBeGreaterThan(20);
      expect(all(batched.db).length).toBeLessThan(rows.length);
      expect(all(batched.db)).toEqual(all(single.db));
    } finally {
      batched.cleanup();
      single.cleanup();
    }
  });
});
