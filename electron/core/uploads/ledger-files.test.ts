import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import type { Clock } from '../ports';
import { createLedgerFiles, KEPT_FILES_DIR, type LedgerFiles } from './ledger-files';
import { createLedgerRepo, type LedgerRepo } from './ledger-repo';
import { locateBatches } from './locate-batches';

// A real SQLite file and a real data folder; the clock is moved by hand to test retention.
let dir: string;
let db: Db;
let ledger: LedgerRepo;
let now = new Date('2026-11-01T06:00:00Z');
const clock: Clock = { now: () => now, sleep: async () => undefined };
const logger = { log: () => undefined };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ledger-files-'));
  db = openDatabase(join(dir, 'desk.sqlite'));
  db.prepare(
    `INSERT INTO store_profiles (id, store_id, name, base_url, auth_url, created_at)
     VALUES (1, 'S1', 'A', 'https://a', 'https://a', '2026-01-01'), (2, 'S2', 'B', 'https://b', 'https://b', '2026-01-01')`,
  ).run();
  ledger = createLedgerRepo(db);
  now = new Date('2026-11-01T06:00:00Z');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const packageOf = (prtIds: (string | number)[]) =>
  Buffer.from(
    JSON.stringify({ date: '2026-11-01T06:00:00+03:00', stocks: prtIds.map((prtId) => ({ prtId, qnt: 1 })) }),
  );

/** An upload as the service records it: a ledger row, the bytes kept, the request started. */
async function sent(files: LedgerFiles, profileId: number, kind: 'full' | 'changes', bytes: Buffer): Promise<number> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = ledger.insertAttempt({
    profileId,
    storeId: `S${profileId}`,
    kind,
    fileName: 'stock.json',
    rows: 1,
    bytes: bytes.byteLength,
    sha256,
    packageDate: null,
    startedAt: now,
    outcome: 'sending',
    retryAt: null,
    overrides: [],
  });
  expect(await files.keep(bytes)).toBe(sha256);
  ledger.markRequestStarted(id, now);
  return id;
}

describe('the kept file of each upload', () => {
  it('keeps the exact bytes by SHA-256, once for identical files, and opens them by upload id', async () => {
    const files = createLedgerFiles({ db, dataDir: dir, clock, logger });
    const bytes = packageOf(['A-1', 'A-2']);
    const first = await sent(files, 1, 'full', bytes);
    const second = await sent(files, 2, 'full', bytes);
    const kept = await files.open(first);
    expect(kept).toMatchObject({ sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.byteLength });
    expect(await files.read(second)).toEqual(bytes);
    expect(readdirSync(join(dir, KEPT_FILES_DIR)).filter((n) => n.endsWith('.json'))).toHaveLength(1);
    expect(await files.open(999)).toBeNull();
    // A crash mid-write leaves only a hidden .part file: swept at start-up, kept files untouched.
    writeFileSync(join(dir, KEPT_FILES_DIR, '.crashed.part'), 'half');
    expect(await files.sweepPartials()).toBe(1);
    expect(readdirSync(join(dir, KEPT_FILES_DIR))).toEqual([`${kept!.sha256}.json`]);
    // Written before the request started but never sent: no file is claimed for it.
    const unsent = ledger.insertAttempt({
      profileId: 1,
      storeId: 'S1',
      kind: 'changes',
      fileName: 'x.json',
      rows: 1,
      bytes: 1,
      sha256: kept!.sha256,
      packageDate: null,
      startedAt: now,
      outcome: 'held',
      retryAt: null,
      overrides: [],
    });
    expect(await files.open(unsent)).toBeNull();
  });

  it('keeps a checked text under the SHA-256 its check computed, without hashing or writing it again', async () => {
    const files = createLedgerFiles({ db, dataDir: dir, clock, logger });
    const bytes = packageOf(['Б-1']);
    const text = bytes.toString('utf8');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await files.keepText(text, { sha256, bytes: bytes.byteLength });
    const path = join(dir, KEPT_FILES_DIR, `${sha256}.json`);
    expect(readFileSync(path)).toEqual(bytes);
    // Known already: the second call neither encodes nor writes (the different text is not stored).
    await files.keepText(`${text} `, { sha256, bytes: bytes.byteLength });
    expect(readFileSync(path)).toEqual(bytes);
  });

  it('removes files past the age and over the size limits, never a store’s last full upload', async () => {
    const [a, b, c, d] = [['OLD-1', 'OLD-2', 'OLD-3'], ['CH-1'], ['B-1'], ['NEW-1', 'NEW-2']].map(packageOf);
    // Room for the four packages below and no more.
    const maxBytes = [a, b, c, d].reduce((sum, p) => sum + p!.byteLength, 0);
    const files = createLedgerFiles({ db, dataDir: dir, clock, logger, retention: { maxAgeDays: 30, maxBytes } });
    const oldFull = await sent(files, 1, 'full', a!);
    now = new Date('2026-11-20T06:00:00Z');
    const changes = await sent(files, 1, 'changes', b!);
    const otherFull = await sent(files, 2, 'full', c!);
    now = new Date('2026-12-15T06:00:00Z');
    // Past 30 days but the last full upload of store 1: kept. Nothing else is over the limits yet.
    expect(await files.prune()).toEqual([]);
    const newFull = await sent(files, 1, 'full', d!);
    // Now the old full upload is neither the last full one nor young: removed.
    const removed = await files.prune();
    expect(removed).toHaveLength(1);
    expect(await files.open(oldFull)).toBeNull();
    expect(existsSync(join(dir, KEPT_FILES_DIR, `${removed[0]}.json`))).toBe(false);
    expect(await files.open(changes)).not.toBeNull();
    // Over the size limit: the least recently sent that is not protected goes first (the changes).
    await sent(files, 2, 'changes', packageOf(['B-2', 'B-3', 'B-4', 'B-5', 'B-6']));
    await files.prune();
    expect(await files.open(changes)).toBeNull();
    expect(await files.open(newFull)).not.toBeNull();
    expect(await files.open(otherFull)).not.toBeNull();
  });

  it('locates batch codes in the kept file as 1-based records', async () => {
    const files = createLedgerFiles({ db, dataDir: dir, clock, logger });
    const id = await sent(files, 1, 'full', packageOf(['ПР-1', 'ПР-2', 42, 'ПР-2', 'ПР-5']));
    expect(await locateBatches(files, id, ['ПР-2', '42', 'ПР-5', 'НЕТ'])).toEqual({ 'ПР-2': 2, '42': 3, 'ПР-5': 5 });
    await expect(locateBatches(files, 404, ['ПР-1'])).rejects.toMatchObject({
      code: 'not-found',
      details: { reason: 'file-not-kept' },
    });
  });
});
