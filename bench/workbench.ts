/**
 * Benchmark of the troubleshooting workbench on a 100,000-row package (pretty-printed as pharmacy
 * software writes it, ~1% of rows with an error), with core in its own host process as in the app:
 *   - preview: `uploads:preview-file` (read and check; what choosing the file costs anyway);
 *   - first rows window: `workbench:rows` at offset 0 on a fresh preview (builds the package's
 *     index: parsed rows, row and line starts, every finding placed on its line);
 *   - warm windows (median of 5): 200 rows at offset 50,000, the findings page in the middle of
 *     the list, 41 source lines around the middle of the file.
 * Targets: the first window costs at most what the preview did; a warm window answers within
 * 50 ms (a grid scrolled by a flick asks several). Writes `.tmp/bench/workbench.json` and prints
 * `workbench: met N/M targets` last.
 *
 * Run: `npm run bench -- workbench` or `npx tsx bench/workbench.ts [--rows N]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchCore } from './support/bench-core';
import { reportBench } from './support/bench-report';
import { packageWithErrors } from './support/checked-package';
import { median as middle, tenths } from './support/stats';

const args = process.argv.slice(2);
const rowCount = Number(args.includes('--rows') ? args[args.indexOf('--rows') + 1] : 100_000);
const log = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) => tenths(middle(values));

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await run();
  return { ms: Math.round((performance.now() - t) * 10) / 10, value };
}

async function main(): Promise<void> {
  const text = packageWithErrors(rowCount, 'B');
  const bytes = new TextEncoder().encode(text);
  log(`  package: ${rowCount} rows, ${(bytes.byteLength / 1048576).toFixed(1)} MB`);

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-workbench-'));
  const core = await startBenchCore('host', {
    dataDir,
    sandbox: { baseUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9', stores: [] },
  });
  const call = async (channel: Parameters<typeof core.invoke>[0], input: unknown) => {
    const result = await core.invoke(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
    return result.data as Record<string, unknown>;
  };
  try {
    const profiles = (await call('profiles:list', undefined)) as unknown as { id: number }[];
    const profileId = profiles[0]!.id;
    const preview = await timed(() => call('uploads:preview-file', { fileName: 'big.json', bytes }));
    const source = { type: 'preview', previewId: preview.value.previewId };
    const first = await timed(() => call('workbench:rows', { profileId, source, offset: 0, limit: 200 }));
    const total = (await call('workbench:findings', { profileId, source, limit: 1 })).total as number;
    const rows: number[] = [];
    const findings: number[] = [];
    const lines: number[] = [];
    const middleLine = Math.floor(text.split('\n', rowCount * 8).length / 2);
    for (let i = 0; i < 5; i++) {
      rows.push(
        (await timed(() => call('workbench:rows', { profileId, source, offset: 50_000 + i * 200, limit: 200 }))).ms,
      );
      findings.push(
        (
          await timed(() =>
            call('workbench:findings', { profileId, source, offset: Math.floor(total / 2), limit: 200 }),
          )
        ).ms,
      );
      lines.push(
        (
          await timed(() =>
            call('workbench:source', { source, fromLine: middleLine - 20 + i, toLine: middleLine + 20 + i }),
          )
        ).ms,
      );
    }
    const figures = {
      rows: rowCount,
      megabytes: Math.round((bytes.byteLength / 1048576) * 10) / 10,
      findings: total,
      previewMs: preview.ms,
      firstWindowMs: first.ms,
      warmRowsWindowMs: median(rows),
      warmFindingsPageMs: median(findings),
      warmSourceLinesMs: median(lines),
    };
    for (const [k, v] of Object.entries(figures)) log(`  ${k}: ${v}`);
    reportBench('workbench', figures, {
      'first rows window ≤ the preview itself': { figure: 'firstWindowMs', max: figures.previewMs },
      'warm rows window ≤ 50 ms': { figure: 'warmRowsWindowMs', max: 50 },
      'warm findings page ≤ 50 ms': { figure: 'warmFindingsPageMs', max: 50 },
      'warm source lines ≤ 50 ms': { figure: 'warmSourceLinesMs', max: 50 },
    });
  } finally {
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
