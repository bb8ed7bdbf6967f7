import type Database from 'better-sqlite3';
import type { Migration } from './migrations';

/**
 * `user_version` from this base up marks a name-tracked database: it is the base plus the count
 * of applied steps, so an app from before name tracking (which knew versions up to 10) sees a
 * newer schema and stops with "update the app" instead of re-running steps.
 */
export const trackedVersionBase = 1000;

const createTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
  name TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  applied_at TEXT NOT NULL
)`;

/**
 * Applies every migration of `list` the database lacks, in list order, each in its own
 * transaction together with its `schema_migrations` row, so a crash leaves whole steps only.
 */
export function migrate(db: Database.Database, list: readonly Migration[]): void {
  const names = new Set<string>();
  for (const { name } of list) {
    if (names.has(name)) throw new Error(`Two migrations named "${name}"`);
    names.add(name);
  }
  const version = db.pragma('user_version', { simple: true }) as number;
  db.transaction(() => {
    db.exec(createTable);
    if (version > 0 && version < trackedVersionBase) adoptLegacy(db, list, version);
  })();

  const applied = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const unknown = [...applied].filter((name) => !names.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `The database was written by a newer version of the app (it has schema steps this app does not know: ${unknown.join(', ')}). Update the app.`,
    );
  }
  const record = db.prepare(
    "INSERT INTO schema_migrations (name, position, applied_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
  );
  list.forEach((migration, index) => {
    if (applied.has(migration.name)) return;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.name, index + 1);
      applied.add(migration.name);
      db.pragma(`user_version = ${trackedVersionBase + applied.size}`);
    })();
  });
}

/** A database from before name tracking: the steps up to its `user_version` are there. */
function adoptLegacy(db: Database.Database, list: readonly Migration[], version: number): void {
  const latest = Math.max(0, ...list.map((m) => m.legacyVersion ?? 0));
  if (version > latest) {
    throw new Error(
      `The database was written by a newer version of the app (schema ${version}, this app knows ${latest}). Update the app.`,
    );
  }
  const record = db.prepare(
    "INSERT INTO schema_migrations (name, position, applied_at) VALUES (?, ?, 'before tracking')",
  );
  list.forEach((migration, index) => {
    if (migration.legacyVersion !== undefined && migration.legacyVersion <= version)
      record.run(migration.name, index + 1);
  });
  const count = db.prepare('SELECT count(*) FROM schema_migrations').pluck().get() as number;
  db.pragma(`user_version = ${trackedVersionBase + count}`);
}
