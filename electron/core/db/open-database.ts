import Database from 'better-sqlite3';
import { dirname } from 'node:path';
import { ensurePrivateDir, narrowFiles } from '../files/private-data';
import { registerFoldFunction } from './fold-key';
import { migrate } from './migrate';
import { migrations, type Migration } from './migrations';

export type Db = Database.Database;

/**
 * Opens (or creates) the app database: WAL so readers never block the writer, a busy timeout
 * so a second process (the CLI) waits instead of failing, foreign keys on, and every missing
 * migration applied (migrate.ts: tracked by name, each step in its own transaction).
 */
export function openDatabase(file: string, list: readonly Migration[] = migrations): Db {
  if (file !== ':memory:') ensurePrivateDir(dirname(file));
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // SQLite creates its -wal and -shm files with the database file's mode: 0600 for all three.
  if (file !== ':memory:') narrowFiles(file, `${file}-wal`, `${file}-shm`);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  // Before migrations: a migration may back-fill keys with it.
  registerFoldFunction(db);
  migrate(db, list);
  return db;
}
