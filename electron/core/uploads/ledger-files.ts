/**
 * The file of each upload, kept: the exact bytes sent, in the app's data folder, named by their
 * SHA-256 (the one the ledger records), so a file sent twice is stored once. Read back by upload
 * id for the status-3 explanation (batch codes → rows) and for a changes package "against the
 * last full one". Retention (docs/protocol-notes.md, "Kept upload files"): files not sent for
 * `maxAgeDays` go, then the least recently sent until the folder holds at most `maxBytes`; the
 * file of each store's last full upload is always kept.
 */

import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/open-database';
import type { Clock, Logger } from '../ports';

export interface KeptFilesRetention {
  /** Files not sent again for this many days are removed (default 30). */
  maxAgeDays: number;
  /** The folder holds at most this many bytes (default 2 GB). */
  maxBytes: number;
}

export const defaultKeptFilesRetention: KeptFilesRetention = { maxAgeDays: 30, maxBytes: 2 * 1024 ** 3 };

/** The subfolder of the data folder that holds the kept files. */
export const KEPT_FILES_DIR = 'upload-files';

export interface LedgerFiles {
  /** Keeps the bytes about to be sent (once per content); returns their SHA-256. */
  keep(bytes: Uint8Array): Promise<string>;
  /**
   * Keeps a checked package's text, as the UTF-8 bytes it sends, under the SHA-256 and size its
   * check computed of those bytes: nothing is hashed again, and a file kept before is not encoded
   * or written again.
   */
  keepText(text: string, sent: { sha256: string; bytes: number }): Promise<void>;
  /** The kept file of an upload, or null (no such upload, never sent, or removed by retention). */
  open(uploadId: number): Promise<{ path: string; sha256: string; bytes: number } | null>;
  /** The kept file's bytes, or null as `open`. */
  read(uploadId: number): Promise<Buffer | null>;
  /** Applies the retention rule; returns the SHA-256 of each file removed. */
  prune(): Promise<string[]>;
  /** Removes half-written files a crash left (at start-up only: a running upload may be writing one). */
  sweepPartials(): Promise<number>;
}

export function createLedgerFiles(deps: {
  db: Db;
  dataDir: string;
  clock: Clock;
  logger: Logger;
  retention?: Partial<KeptFilesRetention>;
}): LedgerFiles {
  const { db, clock } = deps;
  const retention = { ...defaultKeptFilesRetention, ...deps.retention };
  const dir = join(deps.dataDir, KEPT_FILES_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pathOf = (sha256: string) => join(dir, `${sha256}.json`);

  const upsert = db.prepare<[string, number, string, string]>(
    `INSERT INTO upload_files (sha256, bytes, stored_at, last_sent_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (sha256) DO UPDATE SET last_sent_at = excluded.last_sent_at`,
  );
  const known = db.prepare<[string], { bytes: number }>('SELECT bytes FROM upload_files WHERE sha256 = ?');
  const shaOfUpload = db.prepare<[number], { sha256: string | null }>(
    'SELECT sha256 FROM upload_ledger WHERE id = ? AND request_started_at IS NOT NULL',
  );
  const oldestFirst = db.prepare<[], { sha256: string; bytes: number; last_sent_at: string }>(
    'SELECT sha256, bytes, last_sent_at FROM upload_files ORDER BY last_sent_at, sha256',
  );
  // Each store's last full upload that went out: its file is what a changes package is made against.
  const lastFulls = db.prepare<[], { sha256: string }>(
    `SELECT l.sha256 FROM upload_ledger l
     WHERE l.kind = 'full' AND l.sha256 IS NOT NULL AND l.request_started_at IS NOT NULL
       AND l.id = (SELECT m.id FROM upload_ledger m WHERE m.profile_id = l.profile_id AND m.kind = 'full'
                   AND m.request_started_at IS NOT NULL ORDER BY m.request_started_at DESC, m.id DESC LIMIT 1)`,
  );
  const forget = db.prepare<[string]>('DELETE FROM upload_files WHERE sha256 = ?');

  async function exists(path: string): Promise<boolean> {
    return stat(path).then(
      () => true,
      () => false,
    );
  }

  /** Writes content under its SHA-256 unless a file of it is kept already, and marks it sent now. */
  async function store(sha256: string, size: number, content: Uint8Array | string): Promise<void> {
    const path = pathOf(sha256);
    const now = clock.now().toISOString();
    if (!known.get(sha256) || !(await exists(path))) {
      // Written aside, then renamed: a crash never leaves a half file under a content name.
      const temp = join(dir, `.${randomUUID()}.part`);
      await writeFile(temp, content, typeof content === 'string' ? { mode: 0o600, encoding: 'utf8' } : { mode: 0o600 });
      await rename(temp, path);
    }
    upsert.run(sha256, size, now, now);
  }

  const files: LedgerFiles = {
    async keep(bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await store(sha256, bytes.byteLength, bytes);
      return sha256;
    },
    async keepText(text, sent) {
      await store(sent.sha256, sent.bytes, text);
    },
    async open(uploadId) {
      const sha256 = shaOfUpload.get(uploadId)?.sha256;
      if (!sha256) return null;
      const row = known.get(sha256);
      const path = pathOf(sha256);
      if (!row || !(await exists(path))) return null;
      return { path, sha256, bytes: row.bytes };
    },
    async read(uploadId) {
      const kept = await files.open(uploadId);
      return kept ? readFile(kept.path) : null;
    },
    async prune() {
      const protectedShas = new Set(lastFulls.all().map((r) => r.sha256));
      const rows = oldestFirst.all();
      let total = rows.reduce((sum, r) => sum + r.bytes, 0);
      const cutoff = clock.now().getTime() - retention.maxAgeDays * 86_400_000;
      const removed: string[] = [];
      for (const row of rows) {
        if (protectedShas.has(row.sha256)) continue;
        if (Date.parse(row.last_sent_at) >= cutoff && total <= retention.maxBytes) continue;
        await rm(pathOf(row.sha256), { force: true });
        forget.run(row.sha256);
        total -= row.bytes;
        removed.push(row.sha256);
      }
      if (removed.length > 0)
        deps.logger.log('info', 'Kept upload files removed by retention', { count: removed.length });
      return removed;
    },
    async sweepPartials() {
      const partials = (await readdir(dir)).filter((name) => name.startsWith('.') && name.endsWith('.part'));
      for (const name of partials) await rm(join(dir, name), { force: true });
      return partials.length;
    },
  };
  return files;
}
