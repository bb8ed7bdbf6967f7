/**
 * Benchmark of the reference-dictionary sync against the sandbox (default `--scale large`:
 * 300,000 goods, 1,000,000 barcodes) over real HTTP on loopback. One run prints:
 *   - the ceiling: the same rows inserted by a bare prepared statement, one transaction per
 *     chunk, into the same tables with primary keys only (insert time only), before the sync and
 *     after it (the mean is used);
 *   - the floor: the same chunks fetched and JSON.parsed, nothing stored, before and after the sync;
 *   - the full sync (a fresh child process, as the app would run it): time to the end with every
 *     index and the FTS index built, records/s, the ratio to floor + ceiling, peak RSS;
 *   - search latency p50/p95/p99 over 200 queries each: Cyrillic prefixes of 3–6 letters, nnt, barcodes.
 *
 * Run: `npm run bench -- dict-sync`, `npx tsx bench/dict-sync.ts [--scale small|large] [--seed N]`,
 * or call `run()`. The sandbox runs in its own process; a replay server (bench/support/replay-server.ts,
 * a third process) sits in front of its API: the ceiling pass records every chunk's bytes once,
 * and the floors and the full sync are then answered from memory, so both measure the client
 * alone and the sandbox's JSON generation cannot inflate the floor (issue #14.3).
 * Writes `.tmp/bench/dict-sync.json` and ends with `dict-sync: met N/M targets`.
 *
 * The parts: dict-sync/yardsticks.ts (floor, ceiling), dict-sync/child-sync.ts (the sync in its
 * child process, search latencies), dict-sync/processes.ts (sandbox, replay server, child),
 * dict-sync/run.ts (the run and its targets), dict-sync/common.ts.
 */
import { pathToFileURL } from 'node:url';
import { childSync } from './dict-sync/child-sync';
import type { Target } from './dict-sync/common';
import { run } from './dict-sync/run';

export { run, type DictSyncFigures } from './dict-sync/run';
export type { Percentiles } from './dict-sync/common';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const childArgs = value('--child');
  if (childArgs) {
    const { target, dbFile, parseWorkerFile, searchWorkerFile } = JSON.parse(childArgs) as {
      target: Target;
      dbFile: string;
      parseWorkerFile?: string;
      searchWorkerFile?: string;
    };
    childSync(target, dbFile, { parseWorkerFile, searchWorkerFile })
      .then((report) => process.stdout.write(`${JSON.stringify(report)}\n`))
      .catch((error: unknown) => {
        process.stderr.write(`dict-sync child failed: ${(error as Error).stack ?? String(error)}\n`);
        process.exit(1);
      });
  } else {
    const scale = value('--scale') ?? 'large';
    if (scale !== 'small' && scale !== 'large') {
      process.stderr.write(`--scale must be small or large, got ${scale}\n`);
      process.exit(2);
    }
    run({ scale, seed: Number(value('--seed') ?? 1) }).catch((error: unknown) => {
      process.stderr.write(`dict-sync benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    });
  }
}
