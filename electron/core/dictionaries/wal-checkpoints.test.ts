import { statSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@core/db/open-database';
import { openTempDb } from '@tests/kits/core/dictionaries/dict-test-kit';
import { startWalCheckpoints } from './wal-checkpoints';
import { createChunkParser, type ChunkParser } from './worker/chunk-parser';

const oneChunk = JSON.stringify([{ id: 1, name: 'Знак', actual: true, rv: 'AAAAAAAAB9E=', rvInt: 1001 }]);

/** Writes about `mb` megabytes of new pages in one transaction. */
function writePages(db: ReturnType<typeof openTempDb>['db'], mb: number) {
  db.exec('CREATE TABLE IF NOT EXISTS filler (b BLOB)');
  const insert = db.prepare('INSERT INTO filler (b) VALUES (randomblob(?))');
  db.transaction(() => {
    for (let i = 0; i < mb * 16; i++) insert.run(64 * 1024);
  })();
}

describe("a sync's WAL checkpoints", () => {
  let temp: ReturnType<typeof openTempDb>;
  let parser: ChunkParser;
  beforeEach(() => {
    temp = openTempDb();
  });
  afterEach(async () => {
    await parser?.close();
    temp.cleanup();
  });

  it('are done by the parsing worker: the database file grows while this connection checkpoints nothing itself', async () => {
    parser = createChunkParser();
    await parser.parse('trademarks', oneChunk); // the worker is running, as during a sync
    const own = temp.db.pragma('wal_autocheckpoint', { simple: true });
    const checkpoints = startWalCheckpoints(temp.db, parser);
    // The host's own autocheckpoint is only a fallback now (~128 MB): 40 MB stay in the WAL unless the worker copies them.
    expect(temp.db.pragma('wal_autocheckpoint', { simple: true })).toBe(32_000);
    const before = statSync(temp.file).size;
    writePages(temp.db, 40);
    checkpoints.afterWrite();
    await checkpoints.stop();
    expect(checkpoints.done).toBe(1);
    expect(statSync(temp.file).size - before).toBeGreaterThan(40 * 1024 * 1024);
    expect(temp.db.pragma('wal_autocheckpoint', { simple: true })).toBe(own);
  });

  it('asks at most once per 16 chunks when the file hardly grows (updates), and one at a time', async () => {
    parser = createChunkParser();
    await parser.parse('trademarks', oneChunk);
    const checkpoints = startWalCheckpoints(temp.db, parser);
    for (let i = 0; i < 15; i++) checkpoints.afterWrite();
    await checkpoints.stop();
    expect(checkpoints.done).toBe(0);
    const again = startWalCheckpoints(temp.db, parser);
    for (let i = 0; i < 40; i++) again.afterWrite(); // the 16th asks; the rest find it on its way or count anew
    await again.stop();
    expect(again.done).toBeGreaterThanOrEqual(1);
    expect(again.done).toBeLessThanOrEqual(2);
  });

  it('leave the checkpoints to this connection (every ~32 MB) without a worker, or for an in-memory database', async () => {
    parser = createChunkParser({ workerFile: '/nowhere/worker.mjs' });
    await parser.parse('trademarks', oneChunk); // parsed on this thread
    const checkpoints = startWalCheckpoints(temp.db, parser);
    expect(temp.db.pragma('wal_autocheckpoint', { simple: true })).toBe(8_000);
    writePages(temp.db, 2);
    checkpoints.afterWrite();
    await checkpoints.stop();
    expect(checkpoints.done).toBe(0);

    const memory = openDatabase(':memory:');
    const worker = createChunkParser();
    await worker.parse('trademarks', oneChunk);
    const none = startWalCheckpoints(memory, worker);
    for (let i = 0; i < 20; i++) none.afterWrite();
    await none.stop();
    expect(none.done).toBe(0);
    await worker.close();
    memory.close();
  });
});
