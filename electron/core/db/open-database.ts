import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { registerFoldFunction } from './fold-key';
import { migrations, type Migration } from './migrations';

export type Db = Database.Database;

/**
 * Opens (or creates) the app database: WAL so readers never block the writer, a busy timeout
 * so a second process (the CLI) waits instead of failing, foreign keys on, and pending
 * migrations applied, each in its own transaction with `user_version` bumped inside it, so a
 * crash leaves the file at the last whole migration.
 */
export function openDatabase(file: string, list: readonly Migration[] = migrations): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  // Before migrations: a migration may back-fill keys with it.
  registerFoldFunction(db);
  migrate(db, list);
  return db;
}

export function migrate(db: Db, list: readonly Migration[]): void {
  const sorted = [...list].sort((a, b) => a.version - b.version);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.version === sorted[i - 1]!.version)
      throw new Error(`Two migrations with version ${sorted[i]!.version}`);
  }
  const current = db.pragma('user_version', { simple: true }) as number;
  const latest = sorted.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `The database was written by a newer version of the app (schema ${current}, this app knows ${latest}). Update the app.`,
    );
  }
  for (const migration of sorted) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
