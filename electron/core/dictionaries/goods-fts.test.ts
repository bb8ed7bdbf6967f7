import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGoodsFts } from './goods-fts';
import { createSharedCount, whileAboveZero } from './worker/shared-count';
import { createGoodsSearch } from './goods-search';
import { repairReplica } from './replica-repair';
import { createMemoryOperator, seedPharmacy } from '@tests/kits/core/dictionaries/memory-operator';
import { openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';

describe('the goods FTS build', () => {
  let temp: ReturnType<typeof openTempDb>;
  beforeEach(() => {
    temp = openTempDb();
  });
  afterEach(() => temp.cleanup());

  const setting = (key: string) =>
    temp.db.prepare('SELECT v FROM dict_goods_fts_config WHERE k = ?').pluck().get(key) as number | undefined;

  it('merges no segments while it runs nor at its end, then merges as usual again; searches find the same', async () => {
    const parts = testParts(temp.db);
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    await syncWith(parts, op, { src, storeId });
    const search = createGoodsSearch(temp.db, parts.state);
    const found = (text: string) => new Set(search.search(src, text, 20).items.map((h) => h.nnt));
    const before = ['асп', 'парацетамол', 'глаксо', 'тёпл', 'acetylsal'].map(found);
    expect(before[0]!.size).toBeGreaterThan(0);

    // Again from scratch, two goods a step, as a killed first build would resume.
    parts.fts.clear(src);
    expect(parts.fts.buildBatch(src, 2)).toBe(true);
    expect(setting('automerge')).toBe(0);
    expect(setting('crisismerge')).toBe(256);
    while (parts.fts.buildBatch(src, 2)) expect(setting('automerge')).toBe(0);
    expect(parts.state.fts(src).built).toBe(true);
    expect(setting('automerge')).toBe(4);
    expect(setting('crisismerge')).toBe(16);
    expect(['асп', 'парацетамол', 'глаксо', 'тёпл', 'acetylsal'].map(found)).toEqual(before);
    temp.db.exec("INSERT INTO dict_goods_fts (dict_goods_fts, rank) VALUES ('integrity-check', 0)");
  });

  it('merges as usual again when a build is cleared half-way', async () => {
    const parts = testParts(temp.db);
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    await syncWith(parts, op, { src, storeId });
    parts.fts.clear(src);
    parts.fts.buildBatch(src, 1);
    expect(setting('automerge')).toBe(0);
    parts.fts.clear(src);
    expect(setting('automerge')).toBe(4);
    expect(setting('crisismerge')).toBe(16);
  });
});

describe('the goods search refresh journal', () => {
  let temp: ReturnType<typeof openTempDb>;
  beforeEach(() => {
    temp = openTempDb();
  });
  afterEach(() => temp.cleanup());

  const pending = () => temp.db.prepare('SELECT src, by, ids FROM dict_fts_pending').all();
  const matches = (word: string) =>
    temp.db.prepare('SELECT rowid FROM dict_goods_fts WHERE dict_goods_fts MATCH ?').pluck().all(`"${word}"*`);

  async function built() {
    const parts = testParts(temp.db);
    const src = parts.state.sourceId('memory');
    const op = createMemoryOperator();
    seedPharmacy(op);
    await syncWith(parts, op, { src, storeId });
    expect(parts.state.fts(src).built).toBe(true);
    const rowid = temp.db
      .prepare('SELECT rowid FROM dict_goods_normalized WHERE src = ? AND nnt = 500004')
      .pluck()
      .get(src) as number;
    return { parts, src, op, rowid };
  }

  it('journals a chunk of renamed goods inside its transaction and drops the journal once it committed', async () => {
    const { parts, src, rowid } = await built();
    const cursor = parts.state.state(src, 'goods_normalized').cursor;
    const record = { nnt: 500004, name: 'Зелёнка р-р 1% 10мл', gnvls: false, vat: 10, actual: true };
    const flags = { ex: false, stm: false, ustm: false, exch: false, rv: 'AAAAAAAAE+g=', rvInt: Number(cursor) + 1 };
    // A row whose replay failed at start stays for the next start: the chunk drops only its own.
    temp.db.prepare("INSERT INTO dict_fts_pending (src, by, ids) VALUES (?, 'tmId', '[7]')").run(src);
    let inside: unknown[] = [];
    parts.writer.write({ src, name: 'goods_normalized', scope: '' }, [{ ...record, ...flags }], {
      cursor,
      after: () => (inside = pending()),
    });
    expect(inside).toEqual([
      { src, by: 'tmId', ids: '[7]' },
      { src, by: 'nnt', ids: '[500004]' },
    ]);
    expect(pending()).toEqual([{ src, by: 'tmId', ids: '[7]' }]);
    expect(matches('зелёнка')).toEqual([rowid]);
  });

  it('forgets the journal rows of a chunk that rolled back: a later chunk drops only its own', async () => {
    const { parts, src } = await built();
    const cursor = parts.state.state(src, 'goods_normalized').cursor;
    const record = { nnt: 500004, name: 'Зелёнка р-р 1% 10мл', gnvls: false, vat: 10, actual: true };
    const flags = { ex: false, stm: false, ustm: false, exch: false, rv: 'AAAAAAAAE+g=', rvInt: Number(cursor) + 1 };
    const target = { src, name: 'goods_normalized', scope: '' } as const;
    expect(() =>
      parts.writer.write(target, [{ ...record, ...flags }], {
        cursor,
        after: () => {
          throw new Error('the chunk fails after its refresh');
        },
      }),
    ).toThrow('the chunk fails after its refresh');
    expect(pending()).toEqual([]);
    // A row left by a replay that failed at start takes the id the rolled-back row had.
    temp.db.prepare("INSERT INTO dict_fts_pending (src, by, ids) VALUES (?, 'tmId', '[7]')").run(src);
    parts.writer.write(target, [{ ...record, ...flags }], { cursor });
    expect(pending()).toEqual([{ src, by: 'tmId', ids: '[7]' }]);
  });

  for (const way of ['replayPending', 'repairReplica'] as const) {
    it(`replays a journalled refresh the search file lost (${way}) and empties the journal`, async () => {
      const { parts, src, rowid } = await built();
      // The main file committed the new name and its journal; the search file kept the old text.
      temp.db.prepare("UPDATE dict_goods_normalized SET name = 'Зелёнка р-р 1% 10мл' WHERE rowid = ?").run(rowid);
      temp.db.prepare("INSERT INTO dict_fts_pending (src, by, ids) VALUES (?, 'nnt', '[500004]')").run(src);
      temp.db.prepare("INSERT OR REPLACE INTO dict_goods_fts (rowid, name) VALUES (?, 'Устаревшее имя')").run(rowid);
      expect(matches('устаревш')).toEqual([rowid]);
      expect(matches('зелёнка')).toEqual([]);

      if (way === 'replayPending') expect(parts.fts.replayPending()).toBe(1);
      else await repairReplica(parts, { log: { log: () => undefined }, syncing: () => false, closed: () => false });

      expect(pending()).toEqual([]);
      expect(matches('зелёнка')).toEqual([rowid]);
      expect(matches('устаревш')).toEqual([]);
      // Its trademark and manufacturer are indexed again with it.
      expect(matches('глаксосмитк')).toContain(rowid);
      expect(parts.fts.replayPending()).toBe(0);
      const search = createGoodsSearch(temp.db, parts.state);
      expect(search.search(src, 'зеленка', 10).items.map((h) => h.nnt)).toEqual([500004]);
    });
  }

  it('refreshes nothing before a build has begun, the rows a part-built index passed, and every row once built', async () => {
    const { parts, src } = await built();
    const rowids = temp.db
      .prepare('SELECT rowid FROM dict_goods_normalized WHERE src = ? ORDER BY rowid')
      .pluck()
      .all(src) as number[];
    const nnts = temp.db
      .prepare('SELECT nnt FROM dict_goods_normalized WHERE src = ? ORDER BY rowid')
      .pluck()
      .all(src) as number[];
    const indexed = () => temp.db.prepare('SELECT rowid FROM dict_goods_fts ORDER BY rowid').pluck().all();
    const refreshAll = () => {
      temp.db.transaction(() => parts.fts.refresh(src, 'nnt', nnts))();
      parts.fts.settle();
    };
    parts.fts.clear(src);
    parts.state.setFts(src, false, 0);
    refreshAll();
    expect(indexed()).toEqual([]);
    expect(pending()).toEqual([]);
    // Part-built up to the second row: the refresh reaches those two and journals itself.
    parts.state.setFts(src, false, rowids[1]!);
    temp.db.transaction(() => parts.fts.refresh(src, 'nnt', nnts))();
    expect(pending()).toHaveLength(1);
    parts.fts.settle();
    expect(indexed()).toEqual(rowids.slice(0, 2));
    parts.state.setFts(src, true, 0);
    refreshAll();
    expect(indexed()).toEqual(rowids);
  });

  it('asks for the host’s turn at the search file’s lock from a refresh until its transaction is settled or discarded, and by a replay while it runs', async () => {
    const { parts, src } = await built();
    const turn = createSharedCount();
    const wanted = new Int32Array(turn.shared);
    const fts = createGoodsFts(temp.db, parts.state, turn);
    const nnt = 500004;

    temp.db.transaction(() => {
      fts.refresh(src, 'nnt', [nnt]);
      fts.refresh(src, 'nnt', [nnt]);
      // A building worker would not start its next batch now.
      expect(Atomics.load(wanted, 0)).toBe(2);
    })();
    // The worker's wait ends when the turn is given back (notified), long before its own time limit.
    let woke = false;
    const waiting = whileAboveZero(wanted, 10_000).then(() => (woke = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(woke).toBe(false);
    fts.settle();
    expect(Atomics.load(wanted, 0)).toBe(0);
    await Promise.race([waiting, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    expect(woke).toBe(true);

    expect(() =>
      temp.db.transaction(() => {
        fts.refresh(src, 'nnt', [nnt]);
        throw new Error('the chunk failed');
      })(),
    ).toThrow('the chunk failed');
    expect(Atomics.load(wanted, 0)).toBe(1);
    fts.discard();
    expect(Atomics.load(wanted, 0)).toBe(0);

    // Nothing to refresh: no turn asked.
    fts.refresh(src, 'nnt', []);
    expect(Atomics.load(wanted, 0)).toBe(0);
    temp.db.prepare("INSERT INTO dict_fts_pending (src, by, ids) VALUES (?, 'nnt', ?)").run(src, JSON.stringify([nnt]));
    expect(fts.replayPending()).toBe(1);
    expect(Atomics.load(wanted, 0)).toBe(0);
  });
});
