import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedVersionBase } from './migrate';
import { migrations, type Migration } from './migrations';
import { openDatabase } from './open-database';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-migrate-'));
  dirs.push(dir);
  return join(dir, 'desk.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const appliedNames = (db: Database.Database) =>
  db.prepare('SELECT name FROM schema_migrations ORDER BY position').pluck().all();
const tables = (db: Database.Database) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];

/** Writes a file exactly as the app did before name tracking: each step, then user_version. */
function legacyDatabase(file: string, upTo: number): void {
  const db = new Database(file);
  for (const m of migrations.filter((x) => (x.legacyVersion ?? Infinity) <= upTo)) {
    db.exec(m.sql);
    db.pragma(`user_version = ${m.legacyVersion}`);
  }
  db.close();
}

describe('migrations tracked by name', () => {
  it('a fresh database gets every step, and reopening applies nothing again', () => {
    const file = tempFile();
    openDatabase(file).close();
    const db = openDatabase(file);
    expect(appliedNames(db)).toEqual(migrations.map((m) => m.name));
    expect(db.pragma('user_version', { simple: true })).toBe(trackedVersionBase + migrations.length);
    db.close();
  });

  it("keeps a database from today's user_version scheme: its steps are adopted, not re-run", () => {
    const file = tempFile();
    legacyDatabase(file, 10);
    const before = new Database(file);
    before
      .prepare(
        "INSERT INTO store_profiles (store_id, name, base_url, auth_url, created_at) VALUES ('s', 'Аптека', 'u', 'a', 't')",
      )
      .run();
    before.close();

    const db = openDatabase(file);
    expect(appliedNames(db)).toEqual(migrations.map((m) => m.name));
    expect(db.prepare("SELECT applied_at FROM schema_migrations WHERE name = 'store-profiles'").pluck().get()).toBe(
      'before tracking',
    );
    expect(db.prepare('SELECT name FROM store_profiles').pluck().all()).toEqual(['Аптека']);
    db.close();
  });

  it('a legacy database at version 5 gets the later steps (webhooks, dictionaries)', () => {
    const file = tempFile();
    legacyDatabase(file, 5);
    const db = openDatabase(file);
    expect(tables(db)).toContain('webhook_subscriptions');
    expect(
      db
        .prepare("SELECT applied_at != 'before tracking' FROM schema_migrations WHERE name = ?")
        .pluck()
        .get('webhook-subscriptions'),
    ).toBe(1);
    expect(appliedNames(db)).toEqual(migrations.map((m) => m.name));
    db.close();
  });

  it('applies a step missing in the middle (a step merged later between older ones)', () => {
    const file = tempFile();
    const a: Migration = { name: 'a', sql: 'CREATE TABLE a (x INTEGER);' };
    const b: Migration = { name: 'b', sql: 'CREATE TABLE b (y INTEGER);' };
    const c: Migration = { name: 'c', sql: 'CREATE TABLE c (z INTEGER);' };
    openDatabase(file, [a, c]).close();
    const db = openDatabase(file, [a, b, c]);
    expect(tables(db)).toEqual(expect.arrayContaining(['a', 'b', 'c']));
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY rowid').pluck().all()).toEqual(['a', 'c', 'b']);
    expect(db.pragma('user_version', { simple: true })).toBe(trackedVersionBase + 3);
    db.close();
  });

  it('leaves whole steps only when one fails, and retries the failed one next time', () => {
    const file = tempFile();
    const ok: Migration = { name: 'ok', sql: 'CREATE TABLE a (x INTEGER);' };
    const broken: Migration = { name: 'broken', sql: 'CREATE TABLE b (y INTEGER); THIS IS NOT SQL;' };
    expect(() => openDatabase(file, [ok, broken])).toThrow();
    const db = openDatabase(file, [ok]);
    expect(appliedNames(db)).toEqual(['ok']);
    expect(tables(db)).not.toContain('b');
    db.close();
    const fixed = openDatabase(file, [ok, { name: 'broken', sql: 'CREATE TABLE b (y INTEGER);' }]);
    expect(appliedNames(fixed)).toEqual(['ok', 'broken']);
    fixed.close();
  });

  it('refuses a database written by a newer app, saying what to do', () => {
    const file = tempFile();
    openDatabase(file, [{ name: 'from-the-future', sql: 'SELECT 1;' }]).close();
    expect(() => openDatabase(file, [{ name: 'old', sql: 'SELECT 1;' }])).toThrow(
      /newer version of the app.*from-the-future.*Update the app/,
    );
    const legacy = tempFile();
    const raw = new Database(legacy);
    raw.pragma('user_version = 11');
    raw.close();
    expect(() => openDatabase(legacy)).toThrow(/schema 11, this app knows 10\). Update the app/);
  });

  it('refuses two migrations with one name', () => {
    expect(() =>
      openDatabase(':memory:', [
        { name: 'a', sql: 'SELECT 1;' },
        { name: 'a', sql: 'SELECT 2;' },
      ]),
    ).toThrow(/Two migrations named "a"/);
  });
});
