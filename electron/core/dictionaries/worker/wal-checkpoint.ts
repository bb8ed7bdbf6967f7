// Passive WAL checkpoints of the app's database, run in the parsing worker's thread during a sync
// (wal-checkpoints.ts asks for them): copying the WAL into the database file, and the two fsyncs
// around it, then block this worker for a moment instead of the host's writing thread.
import type Database from 'better-sqlite3';

/** What one checkpoint found and did, in pages. */
export interface WalCheckpoint {
  /** Frames in the WAL. */
  walPages: number;
  /** Frames now copied into the database file (all of them unless a reader holds older ones). */
  copied: number;
}

// One connection per file, kept while the worker lives; it never holds a transaction.
const connections = new Map<string, Database.Database>();

/**
 * A PASSIVE checkpoint: copies what no reader needs, waits for no lock, never blocks the writer.
 * SQLite is loaded on the first one only: a worker that only parses does without it.
 */
export async function checkpointWal(file: string): Promise<WalCheckpoint> {
  let db = connections.get(file);
  if (!db) {
    const { default: Database } = await import('better-sqlite3');
    db = new Database(file, { fileMustExist: true });
    connections.set(file, db);
  }
  const [row] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
  return { walPages: Math.max(0, row?.log ?? 0), copied: Math.max(0, row?.checkpointed ?? 0) };
}
