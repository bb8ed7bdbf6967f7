import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './migrations';
import { openDatabase } from './open-database';

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
    expect(db.pragma('user_version', { simple: true })).toBe(Math.max(...migrations.map((m) => m.version)));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('applies only pending migrations when reopened', () => {
    const file = tempFile();
    const first = [{ version: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER);' }];
    openDatabase(file, first).close();
    const db = openDatabase(file, [...first, { version: 2, name: 'b', sql: 'CREATE TABLE b (y INTEGER);' }]);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()).toEqual([
      'a',
      'b',
    ]);
    db.close();
  });

  it('leaves the file at the last whole migration when one fails', () => {
    const file = tempFile();
    const list = [
      { version: 1, name: 'ok', sql: 'CREATE TABLE a (x INTEGER);' },
      { version: 2, name: 'broken', sql: 'CREATE TABLE b (y INTEGER); THIS IS NOT SQL;' },
    ];
    expect(() => openDatabase(file, list)).toThrow();
    const db = openDatabase(file, list.slice(0, 1));
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'b'").pluck().get()).toBe(0);
    db.close();
  });

  it('refuses a database written by a newer app, saying what to do', () => {
    const file = tempFile();
    openDatabase(file, [{ version: 7, name: 'future', sql: 'SELECT 1;' }]).close();
    expect(() => openDatabase(file, [{ version: 1, name: 'old', sql: 'SELECT 1;' }])).toThrow(
      /newer version of the app.*Update the app/,
    );
  });

  it('refuses two migrations with one version', () => {
    expect(() =>
      openDatabase(':memory:', [
        { version: 1, name: 'a', sql: 'SELECT 1;' },
        { version: 1, name: 'b', sql: 'SELECT 1;' },
      ]),
    ).toThrow(/Two migrations with version 1/);
  });
});
