import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { systemClock } from '../ports';
import { createStoreSession } from '../api/store-session';
import { syncChunkedDictionary, type ChunkReport } from './chunked-sync';
import { createDictionaryReader } from './dictionary-reader';
import {
  openTempDb,
  quietLogger,
  READER,
  startDictSandbox,
  testParts,
} from '@tests/kits/core/dictionaries/dict-test-kit';

// The overlap of issue #25, proved by the order of the stage timings the sync reports: the
// operator (a replay server in its own process, answering from memory, so faster than the
// writes) and the parsing worker work while the core host's thread writes. No duration is
// compared with a limit; only which step happened before which.
const root = resolve(import.meta.dirname, '../../..');

/** The replay server of the benchmark, in its own process, in front of the sandbox's API. */
async function startReplay(upstream: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/support/replay-server.ts'), upstream], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    return { baseUrl: (JSON.parse(line) as { baseUrl: string }).baseUrl, child };
  }
  throw new Error('The replay server did not print its address.');
}

describe('a dictionary sync overlapped: fetch and parse beside the writes', () => {
  let sandbox: RunningSandbox;
  let replay: { baseUrl: string; child: ChildProcess };
  beforeAll(async () => {
    // 24,000 goods: chunks of 2,000 whose writes take long enough to be seen overlapping.
    sandbox = await startDictSandbox({ dictionaries: { profile: { goods: 24_000 } } });
    replay = await startReplay(sandbox.baseUrl);
  }, 60_000);
  afterAll(async () => {
    replay?.child.kill('SIGTERM');
    await sandbox?.close();
  });

  /** Syncs goods_normalized through the replay server into a fresh database; the chunk reports. */
  const syncGoods = async (count: number) => {
    const temp = openTempDb();
    const parts = testParts(temp.db);
    const store = sandbox.stores[0]!;
    const session = createStoreSession(
      { fetch: (input, init) => fetch(input, init), clock: systemClock, logger: quietLogger },
      {
        storeId: store.storeId,
        baseUrl: replay.baseUrl,
        authUrl: sandbox.authUrl,
        getSecret: async () => store.secret,
      },
    );
    const reports: ChunkReport[] = [];
    try {
      await syncChunkedDictionary(
        parts,
        createDictionaryReader(session, READER),
        { src: parts.state.sourceId('overlap'), name: 'goods_normalized' },
        { count, signal: new AbortController().signal, onChunk: (r) => reports.push(r) },
      );
      return { reports, inWorker: parts.parser.inWorker };
    } finally {
      await parts.parser.close();
      temp.cleanup();
    }
  };

  it('asks for chunk N + 1 and hands it to the worker before writing chunk N, and never waits for a chunk already parsed', async () => {
    const goods = sandbox.control.dictionaries.counts().goods_normalized;
    const count = goods / 12;
    // The first pass records the sandbox's answers; the second is answered from memory.
    await syncGoods(count);
    const { reports, inWorker } = await syncGoods(count);
    expect(inWorker).toBe(true);
    expect(reports.reduce((n, r) => n + r.fetched, 0)).toBe(goods);
    expect(reports.length).toBeGreaterThanOrEqual(12);
    const t = reports.map((r) => r.timeline);
    const parsedDuringWrite: number[] = [];
    for (let k = 0; k + 1 < t.length; k++) {
      // The request for the next chunk left before this chunk's write began (the old sync asked after it).
      expect(t[k + 1]!.requestedAt, `request ${k + 2} before write ${k + 1}`).toBeLessThan(t[k]!.writeFrom);
      if (k === 0) continue;
      // From the second chunk on, the next body was in hand and with the worker before this write began,
      expect(t[k + 1]!.receivedAt, `body ${k + 2} before write ${k + 1}`).toBeLessThan(t[k]!.writeFrom);
      if (t[k + 1]!.parseFrom < t[k]!.writeTo) parsedDuringWrite.push(k + 2);
    }
    // and the worker parsed it while this thread wrote. When the worker's thread runs is the OS's
    // choice: on a busy two-core CI machine (other test files beside this one) it once began a
    // millisecond after a 2,000-row write had ended, so at least half the chunks must show it, not
    // every one. The old sync, which parsed on this thread after the write, shows none.
    expect(
      parsedDuringWrite.length,
      `chunks parsed during the previous write: ${parsedDuringWrite.join(', ')}`,
    ).toBeGreaterThanOrEqual(Math.ceil((t.length - 2) / 2));
    // The writer waited only for chunks not parsed yet: a chunk the worker had finished was taken
    // as it was, and with the operator faster than the writes that is the common case.
    const held = reports.slice(2).filter((r) => r.timeline.heldAtTake);
    expect(held.length).toBeGreaterThan(0);
    for (const r of held) expect(r.timeline.parseTo).toBeLessThan(r.timeline.writeFrom);
  }, 120_000);
});
