import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registerTextFunctions } from '../dictionaries/dictionary-pages';
import { createGoodsSearch } from '../dictionaries/goods-search';
import { repairReplica } from '../dictionaries/replica-repair';
import { createSyncParts } from '../dictionaries/sync-parts';
import { registerFoldFunction } from './fold-key';
import { migrate, trackedVersionBase } from './migrate';
import { attachedFiles, migrations } from './migrations';
import { attachedFileOf, openDatabase, type Db } from './open-database';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'desk.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the file with WAL, a busy timeout, foreign keys and every migration applied', () => {
    const db = openDatabase(tempFile());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY position').pluck().all()).toEqual(
      migrations.map((m) => m.name),
    );
    expect(db.pragma('user_version', { simple: true })).toBe(trackedVersionBase + migrations.length);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('applies only pending migrations when reopened', () => {
    const file = tempFile();
    const first = [{ name: 'a', sql: 'CREATE TABLE a (x INTEGER);' }];
    openDatabase(file, first).close();
    const db = openDatabase(file, [...first, { name: 'b', sql: 'CREATE TABLE b (y INTEGER);' }]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name IN ('a', 'b') ORDER BY name").pluck().all()).toEqual([
      'a',
      'b',
    ]);
    db.close();
  });

  it('names every migration once, in a contiguous sequence without version numbers', () => {
    expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
    for (const m of migrations) expect(m.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

const ensureDir = (dir: string) => mkdirSync(dir, { recursive: true });
const search = attachedFiles.find((f) => f.schema === 'search')!;
const modeOf = (file: string) => statSync(file).mode & 0o777;
const ftsTablesIn = (db: Db, schema: string) =>
  db.prepare(`SELECT name FROM ${schema}.sqlite_master WHERE name = 'dict_goods_fts'`).pluck().all();

describe('the goods search index in a file of its own', () => {
  it('names the file beside the app database, in memory beside an in-memory one', () => {
    expect(attachedFileOf('/data/desk.sqlite', search)).toBe(join('/data', 'desk-search.sqlite'));
    expect(attachedFileOf('/data/desk', search)).toBe(join('/data', 'desk-search'));
    expect(attachedFileOf('/data/my.app.db', search)).toBe(join('/data', 'my.app-search.db'));
    expect(attachedFileOf(':memory:', search)).toBe(':memory:');
    expect(attachedFileOf('', search)).toBe(':memory:');
  });

  it('creates desk-search.sqlite beside desk.sqlite (0600 with its -wal and -shm), attached as search, holding the index', () => {
    const file = tempFile();
    const db = openDatabase(file);
    const searchFile = join(dirname(file), 'desk-search.sqlite');
    const list = db.prepare<[], { name: string; file: string }>('PRAGMA database_list').all();
    expect(list.map((d) => [d.name, d.file])).toEqual([
      ['main', file],
      ['search', searchFile],
    ]);
    for (const f of [searchFile, `${searchFile}-wal`, `${searchFile}-shm`]) {
      expect(existsSync(f), f).toBe(true);
      expect(modeOf(f), f).toBe(0o600);
    }
    expect(db.pragma('search.journal_mode', { simple: true })).toBe('wal');
    expect(ftsTablesIn(db, 'search')).toEqual(['dict_goods_fts']);
    expect(ftsTablesIn(db, 'main')).toEqual([]);
    expect(db.prepare("SELECT name FROM search.sqlite_master WHERE name = 'goods_fts_progress'").pluck().get()).toBe(
      'goods_fts_progress',
    );
    expect(db.prepare("SELECT name FROM main.sqlite_master WHERE name = 'dict_fts_pending'").pluck().get()).toBe(
      'dict_fts_pending',
    );
    db.close();
    // Reopened: the same file attached again, nothing created twice.
    const again = openDatabase(file);
    expect(ftsTablesIn(again, 'search')).toEqual(['dict_goods_fts']);
    again.close();
  });

  it('attaches an in-memory search schema to an in-memory database', () => {
    const db = openDatabase(':memory:');
    expect(db.prepare<[], { name: string; file: string }>('PRAGMA database_list').all()).toEqual([
      expect.objectContaining({ name: 'main', file: '' }),
      expect.objectContaining({ name: 'search', file: '' }),
    ]);
    expect(ftsTablesIn(db, 'search')).toEqual(['dict_goods_fts']);
    expect(ftsTablesIn(db, 'main')).toEqual([]);
    db.close();
  });

  // Built at start on the host's thread (few goods), or by the search index worker (as a large replica is).
  it.each(['host', 'worker'] as const)(
    'moves the index of a database from before out of the main file; repairReplica rebuilds it in the search file (%s)',
    async (builder) => {
      const file = tempFile();
      openDatabase(file).close();
      rmSync(dirname(file), { recursive: true, force: true });
      // The app before this change: every migration up to webhook-receiver-checks, no search file.
      const upTo = migrations.findIndex((m) => m.name === 'webhook-receiver-checks');
      expect(upTo).toBeGreaterThan(0);
      ensureDir(dirname(file));
      const old = new Database(file);
      old.pragma('journal_mode = WAL');
      registerFoldFunction(old);
      migrate(old, migrations.slice(0, upTo + 1));
      const src = Number(
        old
          .prepare("INSERT INTO dict_sources (key, created_at, fts_built, fts_cursor) VALUES ('memory', 'now', 1, 0)")
          .run().lastInsertRowid,
      );
      old
        .prepare("INSERT INTO dict_trademarks (src, id, name, actual, rv, rvInt) VALUES (?, 1, 'Аспирин', 1, 'x', 1)")
        .run(src);
      const addGoods = old.prepare(
        "INSERT INTO dict_goods_normalized (src, nnt, name, tmId, gnvls, vat, ex, stm, ustm, exch, actual, rv, rvInt) VALUES (?, ?, ?, ?, 0, 10, 0, 0, 0, 0, 1, 'x', 2)",
      );
      addGoods.run(src, 500001, 'Кардио табл. 100мг №28', 1);
      addGoods.run(src, 500002, 'Тёплый Ёж сироп д/детей', null);
      addGoods.run(src, 500003, 'Панадол табл. 500мг №12', null);
      old
        .prepare(
          "INSERT INTO dict_state (src, name, loaded, row_count, last_status) VALUES (?, 'goods_normalized', 1, 3, 'ok')",
        )
        .run(src);
      old.exec(
        'INSERT INTO main.dict_goods_fts (rowid, name, trademark) SELECT g.rowid, g.name, tm.name FROM dict_goods_normalized g LEFT JOIN dict_trademarks tm ON tm.src = g.src AND tm.id = g.tmId',
      );
      expect(
        old.prepare("SELECT count(*) FROM main.dict_goods_fts WHERE dict_goods_fts MATCH 'панадол'").pluck().get(),
      ).toBe(1);
      old.close();
      expect(existsSync(join(dirname(file), 'desk-search.sqlite'))).toBe(false);

      const db = openDatabase(file);
      registerTextFunctions(db);
      expect(db.prepare('SELECT name FROM schema_migrations ORDER BY position DESC LIMIT 1').pluck().get()).toBe(
        'goods-search-own-file',
      );
      expect(ftsTablesIn(db, 'main')).toEqual([]);
      expect(ftsTablesIn(db, 'search')).toEqual(['dict_goods_fts']);
      expect(db.prepare('SELECT count(*) FROM dict_fts_pending').pluck().get()).toBe(0);
      const parts = createSyncParts(db, {
        now: () => new Date(),
        searchWorkerMinGoods: builder === 'worker' ? 0 : undefined,
      });
      expect(parts.state.fts(src)).toEqual({ built: false, cursor: 0 });
      const goods = createGoodsSearch(db, parts.state);
      // Not built: the search scans the names meanwhile, and the new index is empty.
      expect(db.prepare("SELECT count(*) FROM dict_goods_fts WHERE dict_goods_fts MATCH 'панадол'").pluck().get()).toBe(
        0,
      );

      const logged: string[] = [];
      await repairReplica(parts, {
        log: { log: (_l, m) => logged.push(m) },
        syncing: () => false,
        closed: () => false,
      });
      expect(parts.state.fts(src).built).toBe(true);
      expect(logged.includes('Goods search index built at start by its worker')).toBe(builder === 'worker');
      const rowids = db.prepare('SELECT rowid FROM dict_goods_normalized ORDER BY rowid').pluck().all();
      expect(db.prepare('SELECT rowid FROM dict_goods_fts ORDER BY rowid').pluck().all()).toEqual(rowids);
      expect(goods.search(src, 'панадол', 10).items.map((h) => h.nnt)).toEqual([500003]);
      expect(goods.search(src, 'теплый еж', 10).items.map((h) => h.nnt)).toEqual([500002]);
      expect(goods.search(src, 'аспирин', 10).items.map((h) => h.nnt)).toEqual([500001]);
      db.close();
    },
  );
});
