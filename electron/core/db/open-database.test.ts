import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedVersionBase } from './migrate';
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
