import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { reportBench, type Target } from './support/bench-report';

// `npm run bench -- hostile`: the hostile-file set of issue #9 at full size, each through the CLI
// `validate` as a user runs it, in its own process under /usr/bin/time -v (wall time, peak RSS).
// Targets: a finding and exit 3, within 30 s, peak RSS ≤ 1 GB. The files are generated, never kept.
const root = join(import.meta.dirname, '..');
const dir = join(root, '.tmp/bench/hostile');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

/** Writes a file from repeated chunks without holding it in memory. */
function write(name: string, parts: [string, number][]): string {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  for (const [chunk, times] of parts) {
    const block = chunk.repeat(Math.max(1, Math.floor(65_536 / chunk.length)));
    const perBlock = block.length / chunk.length;
    let left = times;
    for (; left >= perBlock; left -= perBlock) writeSync(fd, block);
    if (left > 0) writeSync(fd, chunk.repeat(left));
  }
  closeSync(fd);
  return path;
}

const date = '{"date": "2024-05-10T06:00:00+03:00", "stocks": [';
const files = {
  nested: write('nested-6000.json', [
    ['[', 6000],
    [']', 6000],
  ]),
  brackets: write('brackets-50mb.json', [['[', 50 * 1024 * 1024]]),
  longArray: write('stocks-26m.json', [
    [date, 1],
    ['0,', 26_000_000 - 1],
    ['0]}', 1],
  ]),
  oneFieldRows: write('rows-5m.json', [
    [date, 1],
    ['{"a":1},', 5_000_000 - 1],
    ['{"a":1}]}', 1],
  ]),
};

const figures: Record<string, number> = { load1: Number(loadavg()[0]!.toFixed(2)) };
const targets: Record<string, Target> = {};
for (const [name, file] of Object.entries(files)) {
  const started = performance.now();
  const run = spawnSync(
    '/usr/bin/time',
    [
      '-v',
      process.execPath,
      '--import',
      'tsx',
      'electron/cli/index.ts',
      'validate',
      file,
      '--limit',
      '3',
      '--data-dir',
      join(dir, 'data'),
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, LANG: 'en_US.UTF-8' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const seconds = (performance.now() - started) / 1000;
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  const exit = Number(/Exit status: (\d+)/.exec(run.stderr)?.[1] ?? run.status ?? -1);
  const finding = /errors: \d+/.test(run.stdout) ? 1 : 0;
  figures[`${name}.seconds`] = Number(seconds.toFixed(2));
  figures[`${name}.peakRssMb`] = Math.round(rssKb / 1024);
  figures[`${name}.exit`] = exit;
  figures[`${name}.finding`] = finding;
  targets[`${name}: exit 3`] = { figure: `${name}.exit`, min: 3, max: 3 };
  targets[`${name}: a finding`] = { figure: `${name}.finding`, min: 1 };
  targets[`${name}: ≤ 30 s`] = { figure: `${name}.seconds`, max: 30 };
  targets[`${name}: peak RSS ≤ 1 GB`] = { figure: `${name}.peakRssMb`, max: 1024 };
  console.log(`${name}: exit ${exit}, ${seconds.toFixed(1)} s, peak RSS ${figures[`${name}.peakRssMb`]} MB`);
  console.log(`  ${run.stdout.split('\n').slice(2, 5).join('\n  ')}`);
}
rmSync(dir, { recursive: true, force: true });
reportBench('hostile', figures, targets);
