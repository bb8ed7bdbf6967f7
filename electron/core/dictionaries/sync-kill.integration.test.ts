import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { openDatabase } from '../db/open-database';
import { registerTextFunctions } from './dictionary-pages';
import { createGoodsSearch } from './goods-search';
import {
  differences,
  localRecords,
  openTempDb,
  sandboxSource,
  startDictSandbox,
  syncWith,
  testParts,
} from '@tests/kits/core/dictionaries/dict-test-kit';
import { dictionaryNames } from '@shared/protocol/dictionaries';

const root = resolve(import.meta.dirname, '../../..');
const child = join(import.meta.dirname, '../../../tests/kits/core/dictionaries/sync-child.ts');

/** When to kill a child: after the k-th line of work of any kind, or of the FTS build. */
interface KillPlan {
  phase: 'any' | 'indexing';
  after: number;
  delayMs: number;
}

/** Runs the sync child; SIGKILLs it as planned unless it finishes first. Resolves with where it was. */
function runChild(settings: object, plan: KillPlan | null): Promise<{ outcome: 'killed' | 'complete'; at: string }> {
  return new Promise((done, fail) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, JSON.stringify(settings)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seen = 0;
    let last = 'start';
    let completed = false;
    let stderr = '';
    proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (line === 'complete') completed = true;
      if (!line.startsWith('work')) return;
      last = line;
      if (!plan || (plan.phase === 'indexing' && !line.startsWith('work indexing'))) return;
      seen++;
      if (seen === plan.after) setTimeout(() => proc.kill('SIGKILL'), plan.delayMs);
    });
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') done({ outcome: completed ? 'complete' : 'killed', at: last });
      else if (code === 0 && completed) done({ outcome: 'complete', at: last });
      else fail(new Error(`sync child exited with ${code ?? signal}: ${stderr}`));
    });
  });
}

describe('a sync killed with SIGKILL at random points', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startDictSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it(
    'resumes each time and ends with the same content as an uninterrupted sync, integrity_check ok',
    { timeout: 180_000 },
    async () => {
      const store = sandbox.stores[0]!;
      const storeId = store.storeId.toLowerCase();
      const killed = openTempDb();
      const reference = openTempDb();
      try {
        // Small chunks and FTS batches, so there are many points to be killed at.
        const settings = {
          baseUrl: sandbox.baseUrl,
          authUrl: sandbox.authUrl,
          storeId: store.storeId,
          secret: store.secret,
          dbFile: killed.file,
          sourceKey: 'sandbox',
          count: 40,
          ftsBatch: 25,
        };
        killed.db.close();

        // Seeded, so a failure can be replayed.
        let seed = 20_240_501;
        const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
        // Nine kills spread over the chunks, then three during the FTS build (which resumes too).
        const plans: KillPlan[] = [
          ...Array.from({ length: 9 }, () => ({
            phase: 'any' as const,
            after: 1 + Math.floor(random() * 10),
            delayMs: Math.floor(random() * 8),
          })),
          ...Array.from({ length: 3 }, () => ({
            phase: 'indexing' as const,
            after: 1 + Math.floor(random() * 3),
            delayMs: Math.floor(random() * 8),
          })),
        ];
        const killedAt: string[] = [];
        let outcome: 'killed' | 'complete' = 'killed';
        for (let run = 0; run < 30 && outcome === 'killed'; run++) {
          const result = await runChild(settings, plans[killedAt.length] ?? null);
          outcome = result.outcome;
          if (outcome === 'killed') killedAt.push(result.at);
        }
        const kills = killedAt.length;
        expect(outcome).toBe('complete');
        expect(kills).toBeGreaterThanOrEqual(10);
        // Killed both while loading chunks and while building the search index.
        expect(killedAt.some((at) => at.startsWith('work running'))).toBe(true);
        expect(killedAt.some((at) => at.startsWith('work indexing'))).toBe(true);

        const parts = testParts(reference.db);
        const refSrc = parts.state.sourceId('sandbox');
        await syncWith(parts, sandboxSource(sandbox), { src: refSrc, storeId, count: 40 });

        const db = openDatabase(killed.file);
        registerTextFunctions(db);
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          const killedParts = testParts(db);
          const src = killedParts.state.sourceId('sandbox');
          expect(differences(db, src, sandbox)).toEqual([]);
          for (const name of dictionaryNames) {
            expect(localRecords(db, src, name, storeId), name).toEqual(
              localRecords(reference.db, refSrc, name, storeId),
            );
          }
          // The search index holds every product once, and finds what the uninterrupted one finds.
          const goods = (db.prepare('SELECT count(*) AS n FROM dict_goods_normalized').get() as { n: number }).n;
          expect((db.prepare('SELECT count(*) AS n FROM dict_goods_fts').get() as { n: number }).n).toBe(goods);
          expect(killedParts.state.fts(src).built).toBe(true);
          const search = createGoodsSearch(db, killedParts.state);
          const refSearch = createGoodsSearch(reference.db, parts.state);
          for (const q of ['амо', 'таб', 'пар', 'ибу', 'нур', 'мг']) {
            const nnts = (s: typeof search, source: number) =>
              s
                .search(source, q, 100)
                .items.map((h) => h.nnt)
                .sort();
            expect(nnts(search, src), q).toEqual(nnts(refSearch, refSrc));
          }
        } finally {
          db.close();
        }
      } finally {
        killed.cleanup();
        reference.cleanup();
      }
    },
  );
});
