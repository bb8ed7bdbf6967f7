import Database from 'better-sqlite3';
import { basename, dirname, extname, join } from 'node:path';
import { ensurePrivateDir, narrowFiles } from '../files/private-data';
import { registerFoldFunction } from './fold-key';
import { migrate } from './migrate';
import { attachedFiles, migrations, type AttachedFile, type Migration } from './migrations';

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
  for (const attached of attachedFiles) attachFile(db, file, attached);
  migrate(db, list);
  return db;
}

/** The file attached as `schema` beside `file` (desk.sqlite → desk-search.sqlite); in memory beside an in-memory database. */
export function attachedFileOf(file: string, attached: Pick<AttachedFile, 'suffix'>): string {
  if (file === ':memory:' || file === '') return ':memory:';
  const ext = extname(file);
  return join(dirname(file), `${basename(file, ext)}${attached.suffix}${ext}`);
}

/** Attaches a file with the main file's settings (WAL, NORMAL sync, 0600) and creates its schema when missing. */
function attachFile(db: Db, file: string, attached: AttachedFile): void {
  const path = attachedFileOf(file, attached);
  db.prepare(`ATTACH DATABASE ? AS ${attached.schema}`).run(path);
  db.pragma(`${attached.schema}.journal_mode = WAL`);
  db.pragma(`${attached.schema}.synchronous = NORMAL`);
  db.exec(attached.sql);
  if (path !== ':memory:') narrowFiles(path, `${path}-wal`, `${path}-shm`);
}
