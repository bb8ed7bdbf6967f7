import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockSortColumns } from '@shared/ipc/channels/stocks';
import { migrations } from '../db/migrations';
import { openDatabase, type Db } from '../db/open-database';
import { createProfilesRepo } from '../profiles/profiles-repo';
import { sortKeyOf } from './stock-columns';
import { createStockSnapshotRepo, type StockSnapshotRepo } from './stock-snapshot-repo';

describe('stock snapshot windows (real SQLite file)', () => {
  let dir: string;
  let db: Db;
  let repo: StockSnapshotRepo;
  let a: number;
  let b: number;
  const meta = { pulledAt: '2024-05-01T06:00:00.000Z', since: '2000-01-01T00:00:00+03:00' };
  const rows = (n: number, price: (i: number) => number | null) =>
    Array.from({ length: n }, (_, i) => ({
      prtId: `P${i}`,
      nnt: i,
      prcRet: price(i),
      man: i % 2 ? 'Озон' : 'Bayer',
      tag: i % 4,
    }));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stock-repo-'));
    db = openDatabase(join(dir, 'desk.sqlite'));
    const profiles = createProfilesRepo(db);
    const draft = { name: 'x', baseUrl: 'https://a.example', authUrl: 'https://a.example' };
    a = profiles.create({ ...draft, storeId: '11111111-2222-4333-8444-555555555555' }).id;
    b = profiles.create({ ...draft, storeId: '11111111-2222-4333-8444-666666666666' }).id;
    repo = createStockSnapshotRepo(db);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('pages a sorted view by key, NULLs last both ways, and each store sees only its own rows', () => {
    repo.replace(
      a,
      rows(1000, (i) => (i % 100 === 0 ? null : (i * 37) % 1000)),
      meta,
    );
    repo.replace(
      b,
      rows(5, () => 1),
      meta,
    );
    const desc = repo.query(a, { offset: 0, limit: 3, sort: { column: 'prcRet', dir: 'desc' } });
    expect(desc.total).toBe(1000);
    expect(desc.rows.map((r) => r.prcRet)).toEqual([999, 998, 997]);
    const tailAsc = repo.query(a, { offset: 985, limit: 20, sort: { column: 'prcRet', dir: 'asc' } });
    expect(tailAsc.rows).toHaveLength(15);
    expect(tailAsc.rows.slice(-10).every((r) => r.prcRet === null)).toBe(true);
    const tailDesc = repo.query(a, { offset: 990, limit: 10, sort: { column: 'prcRet', dir: 'desc' } });
    expect(tailDesc.rows.every((r) => r.prcRet === null)).toBe(true);
    // Every row exactly once across windows.
    const seen = new Set<number>();
    for (let offset = 0; offset < 1000; offset += 200) {
      for (const r of repo.query(a, { offset, limit: 200, sort: { column: 'man', dir: 'asc' } }).rows)
        seen.add(r.rowNo);
    }
    expect(seen.size).toBe(1000);
    expect(repo.query(b, { offset: 0, limit: 10, sort: { column: 'prcRet', dir: 'asc' } }).total).toBe(5);
    expect(repo.query(a, { offset: 400, limit: 2 }).rows.map((r) => r.prtId)).toEqual(['P400', 'P401']);
  });

  it('a new pull replaces the snapshot and the kept sorted orders with it', () => {
    repo.replace(
      a,
      rows(10, (i) => i),
      meta,
    );
    expect(repo.query(a, { offset: 0, limit: 1, sort: { column: 'prcRet', dir: 'desc' } }).rows[0]?.prtId).toBe('P9');
    expect(repo.query(a, { offset: 0, limit: 100, filter: { text: 'ОЗОН' } }).total).toBe(5);
    repo.replace(
      a,
      rows(4, (i) => 100 - i),
      { ...meta, pulledAt: '2024-05-02T06:00:00.000Z' },
    );
    expect(
      repo.query(a, { offset: 0, limit: 10, sort: { column: 'prcRet', dir: 'desc' } }).rows.map((r) => r.prtId),
    ).toEqual(['P0', 'P1', 'P2', 'P3']);
    expect(repo.query(a, { offset: 0, limit: 100, filter: { text: 'озон' } }).total).toBe(2);
    expect(repo.summary(a)).toMatchObject({
      rowCount: 4,
      pulledAt: '2024-05-02T06:00:00.000Z',
      byTag: [0, 1, 2, 3].map((tag) => ({ tag, count: 1 })),
    });
  });

  it('sorts text case-insensitively in Russian order, Ё among the Е, and filters within a sort', () => {
    const mans = ['Яхонт', 'ёлкин', 'Елена', 'еда', 'ЁЖ', 'Вертекс', 'bayer', 'Bayer AG', null];
    repo.replace(
      a,
      mans.map((man, i) => ({ prtId: `P${i}`, man, tag: i % 2 })),
      meta,
    );
    const asc = repo.query(a, { offset: 0, limit: 20, sort: { column: 'man', dir: 'asc' } }).rows.map((r) => r.man);
    expect(asc).toEqual(['bayer', 'Bayer AG', 'Вертекс', 'еда', 'ЁЖ', 'Елена', 'ёлкин', 'Яхонт', null]);
    const desc = repo.query(a, { offset: 0, limit: 20, sort: { column: 'man', dir: 'desc' } }).rows.map((r) => r.man);
    expect(desc).toEqual(['Яхонт', 'ёлкин', 'Елена', 'ЁЖ', 'еда', 'Вертекс', 'Bayer AG', 'bayer', null]);
    const odd = repo.query(a, { offset: 0, limit: 20, sort: { column: 'man', dir: 'asc' }, filter: { tag: 1 } });
    expect(odd.rows.map((r) => r.man)).toEqual(['Bayer AG', 'Вертекс', 'еда', 'ёлкин']);
    expect(odd.total).toBe(4);
  });

  it('reads every sorted order from an index, never sorting the table, also after a bulk replace dropped them', () => {
    // 6,000 rows: the replace drops the sort indexes; the first sort by a column builds its own.
    repo.replace(
      a,
      rows(6000, (i) => i % 7),
      meta,
    );
    const sortIndexes = () =>
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'stock_rows_sort_%'").pluck().all();
    expect(sortIndexes()).toEqual([]);
    expect(
      repo.query(a, { offset: 0, limit: 2, sort: { column: 'prcRet', dir: 'desc' } }).rows.map((r) => r.prcRet),
    ).toEqual([6, 6]);
    expect(sortIndexes()).toEqual(['stock_rows_sort_prc_ret']);
    for (const column of stockSortColumns) {
      const { key, index } = sortKeyOf(column);
      repo.query(a, { offset: 0, limit: 1, sort: { column, dir: 'asc' } });
      for (const dir of ['ASC', 'DESC']) {
        const plan = db
          .prepare(
            `EXPLAIN QUERY PLAN SELECT row_no FROM stock_rows WHERE profile_id = ? AND ${key} IS NOT NULL ORDER BY ${key} ${dir}, row_no ${dir}`,
          )
          .all(a)
          .map((r) => (r as { detail: string }).detail)
          .join(' | ');
        expect(plan, `${column} ${dir}`).toContain(index);
        expect(plan, `${column} ${dir}`).not.toMatch(/TEMP B-TREE/);
      }
    }
  });

  it('builds the indexes a bulk replace dropped one at a time, when asked between other work', () => {
    repo.replace(
      a,
      rows(6000, (i) => i % 7),
      meta,
    );
    const sortIndexes = () =>
      db
        .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'stock_rows_sort_%'")
        .pluck()
        .get();
    expect(sortIndexes()).toBe(0);
    let built = 0;
    while (repo.buildNextIndex()) {
      built++;
      expect(sortIndexes()).toBe(built);
    }
    expect(built).toBe(stockSortColumns.length);
    // A sort now only reads: nothing is left to build, and the order is right.
    expect(
      repo.query(a, { offset: 0, limit: 2, sort: { column: 'prcRet', dir: 'desc' } }).rows.map((r) => r.prcRet),
    ).toEqual([6, 6]);
    expect(repo.buildNextIndex()).toBe(false);
  });

  it('back-fills the fold keys of a snapshot stored before they existed', () => {
    const file = join(dir, 'old.sqlite');
    const old = openDatabase(
      file,
      migrations.filter((m) => m.name !== 'stock-sort-keys-and-indexes'),
    );
    const id = createProfilesRepo(old).create({
      name: 'x',
      baseUrl: 'https://a.example',
      authUrl: 'https://a.example',
      storeId: '11111111-2222-4333-8444-777777777777',
    }).id;
    old
      .prepare(
        "INSERT INTO stock_rows (profile_id, row_no, man, search) VALUES (?, 0, 'Ёлкин', ''), (?, 1, 'Аптека', '')",
      )
      .run(id, id);
    old.close();
    const upgraded = openDatabase(file);
    const sorted = createStockSnapshotRepo(upgraded).query(id, {
      offset: 0,
      limit: 5,
      sort: { column: 'man', dir: 'asc' },
    });
    expect(sorted.rows.map((r) => r.man)).toEqual(['Аптека', 'Ёлкин']);
    upgraded.close();
  });
});
