import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  csvEndlessLine,
  csvUnclosedQuote,
  hostileBinaries,
  writeRepeated,
  xlsxManyRows,
  xlsxStrayCell,
  xlsxWideHeader,
  xlsxZipBomb,
} from '@tests/kits/core/import/hostile-files';
import { reportBench, type Target } from './support/bench-report';

// `npm run bench -- hostile`: the hostile-file set of issue #9 at full size, each through the CLI
// `validate` as a user runs it, in its own process under /usr/bin/time -v (wall time, peak RSS).
// Targets: a finding and exit 3, within 30 s, peak RSS ≤ 1 GB. Then the hostile stock lists of
// issue #21 item 5 and #20 item 7 at full size through `convert` (the bounded reading worker):
// a finding and exit 3 within 10 s and 512 MB each. The files are generated, never kept.
const root = join(import.meta.dirname, '..');
const dir = join(root, '.tmp/bench/hostile');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const write = (name: string, parts: [string, number][]) => writeRepeated(join(dir, name), parts);

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

const keep = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const MB = 1024 * 1024;
const binaries = await hostileBinaries();
const lists: Record<string, string> = {
  xlsxZipBomb: keep('bomb.xlsx', await xlsxZipBomb(1024 * MB, 6)),
  csvUnclosedQuote: writeRepeated(join(dir, 'quote.csv'), csvUnclosedQuote(199 * MB)),
  csvEndlessLine: writeRepeated(join(dir, 'line.csv'), csvEndlessLine(199 * MB)),
  xlsxWideHeader: keep('wide.xlsx', xlsxWideHeader()),
  xlsxStrayCell: keep('stray.xlsx', xlsxStrayCell()),
  xlsx3MRows: keep('rows.xlsx', xlsxManyRows()),
  ...Object.fromEntries(
    Object.entries(binaries).map(([name, bytes]) => [name, keep(`${name}.${name.slice(0, 3)}`, bytes)]),
  ),
};

const figures: Record<string, number> = { load1: Number(loadavg()[0]!.toFixed(2)) };
const targets: Record<string, Target> = {};
const cases = [
  ...Object.entries(files).map(([name, file]) => ({
    name,
    file,
    command: ['validate', file, '--limit', '3'],
    limits: [30, 1024],
  })),
  ...Object.entries(lists).map(([name, file]) => ({
    name,
    file,
    command: ['convert', file, '--out', join(dir, 'out.json')],
    limits: [10, 512],
  })),
];
for (const { name, command, limits } of cases) {
  const [maxSeconds, maxMb] = limits as [number, number];
  const started = performance.now();
  const run = spawnSync(
    '/usr/bin/time',
    ['-v', process.execPath, '--import', 'tsx', 'electron/cli/index.ts', ...command, '--data-dir', join(dir, 'data')],
    { cwd: root, encoding: 'utf8', env: { ...process.env, LANG: 'en_US.UTF-8' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const seconds = (performance.now() - started) / 1000;
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  const exit = Number(/Exit status: (\d+)/.exec(run.stderr)?.[1] ?? run.status ?? -1);
  const finding = /errors: [1-9]/.test(run.stdout + run.stderr) ? 1 : 0;
  figures[`${name}.seconds`] = Number(seconds.toFixed(2));
  figures[`${name}.peakRssMb`] = Math.round(rssKb / 1024);
  figures[`${name}.exit`] = exit;
  figures[`${name}.finding`] = finding;
  targets[`${name}: exit 3`] = { figure: `${name}.exit`, min: 3, max: 3 };
  targets[`${name}: a finding`] = { figure: `${name}.finding`, min: 1 };
  targets[`${name}: ≤ ${maxSeconds} s`] = { figure: `${name}.seconds`, max: maxSeconds };
  targets[`${name}: peak RSS ≤ ${maxMb} MB`] = { figure: `${name}.peakRssMb`, max: maxMb };
  console.log(`${name}: exit ${exit}, ${seconds.toFixed(1)} s, peak RSS ${figures[`${name}.peakRssMb`]} MB`);
  console.log(
    `  ${(run.stdout + run.stderr)
      .split('\n')
      .filter((l) => /error|ошиб|:/i.test(l))
      .slice(0, 4)
      .join('\n  ')}`,
  );
}
rmSync(dir, { recursive: true, force: true });
reportBench('hostile', figures, targets);
