import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runCliInProcess, spawnCli } from '@tests/kits/cli/cli-runner';
import { launchApp } from '../e2e/harness';
import { reportBench } from './support/bench-report';
import { packageWithErrors } from './support/checked-package';
import { median } from './support/stats';
import { ensureBuiltRenderer } from './support/built-renderer';

// `npm run bench -- upload-check` (issue 11.8): a 100,000-row file with errors (1 % of rows) is
// chosen on the upload screen in Chromium through the web bridge (the intake's file input, as a
// manager picks it); the page records every `longtask` from the choice until the first finding
// is visible. The CLI's `validate` on the same file, in this process, taking turns with the page, is
// the yardstick: the first findings may take at most 1.5 × its time (medians of 3 each).
// The probes given to page.evaluate are strings: this file is type-checked without the DOM library.

declare const window: { __bench: { firstFindingMs: number } };

const ROWS = Number(process.env.UPLOAD_CHECK_ROWS ?? 100_000);
const load = () => loadavg().map((l) => +l.toFixed(2));

const dir = mkdtempSync(join(tmpdir(), 'bench-upload-check-'));
const file = join(dir, 'stock-100k-errors.json');
writeFileSync(file, packageWithErrors(ROWS, 'UC'));

ensureBuiltRenderer();
const loadBefore = load();
const figures: Record<string, unknown> = {
  rows: ROWS,
  megabytes: +(statSync(file).size / 1048576).toFixed(1),
};
// The CLI on the same file, in this process (no Node start-up counted).
const dataDir = join(dir, 'cli-data');
const cli = async () => {
  const t = performance.now();
  const run = await runCliInProcess(['validate', file, '--data-dir', dataDir]);
  if (!run.stdout.includes('UC-')) throw new Error(`validate printed no findings: ${run.stderr}`);
  return Math.round(performance.now() - t);
};
await cli(); // warm-up: modules loaded, the data folder made

// The page and the CLI take turns, ROUNDS times each, and medians are compared: the machine is
// shared, and a load that changes between two single runs would decide the ratio.
const ROUNDS = 3;
const app = await launchApp();
const pageRuns: number[] = [];
const cliRuns: number[] = [];
const previewRuns: number[] = [];
const longTasks: number[] = [];
try {
  const { page } = app;
  await page.getByRole('button', { name: 'Загрузка остатков' }).click();
  await page.getByTestId('file-input').waitFor({ state: 'attached' });
  // From the input's change event (the choice) until a finding of this choice is laid out on
  // screen (the findings of the previous round are marked at the choice and not counted).
  await page.evaluate(`(() => {
    window.__bench = { longTasks: [], t0: 0, firstFindingMs: 0 };
    const b = window.__bench;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (b.t0 && !b.firstFindingMs) b.longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: false });
    // The preview's card (the check's answer has arrived): splits the time into check and findings.
    const watch = () => {
      if (!b.previewMs && document.querySelector('[data-testid="preview-rows"]')) b.previewMs = Math.round(performance.now() - b.t0);
      const f = Array.from(document.querySelectorAll('[data-testid="finding"]')).find((e) => !e.__old);
      if (f && f.getBoundingClientRect().height > 0) b.firstFindingMs = Math.round(performance.now() - b.t0);
      else requestAnimationFrame(watch);
    };
    document.addEventListener('change', (e) => {
      if (!e.target.matches('[data-testid="file-input"]')) return;
      for (const old of document.querySelectorAll('[data-testid="finding"]')) old.__old = true;
      b.t0 = performance.now();
      b.longTasks = [];
      b.firstFindingMs = 0;
      b.previewMs = 0;
      requestAnimationFrame(watch);
    }, true);
  })()`);
  for (let round = 0; round < ROUNDS; round++) {
    await page.getByTestId('file-input').setInputFiles(file);
    await page.waitForFunction(() => window.__bench.firstFindingMs > 0, undefined, { timeout: 180_000, polling: 200 });
    const seen = (await page.evaluate('window.__bench')) as {
      longTasks: number[];
      firstFindingMs: number;
      previewMs: number;
    };
    previewRuns.push(seen.previewMs);
    pageRuns.push(seen.firstFindingMs);
    longTasks.push(...seen.longTasks);
    cliRuns.push(await cli());
  }
} finally {
  await app.close();
}
figures.firstFindingsMs = median(pageRuns);
figures.cliValidateMs = median(cliRuns);
figures.previewShownMs = median(previewRuns);
figures.firstFindingsRunsMs = pageRuns;
figures.cliValidateRunsMs = cliRuns;
figures.firstFindingsVsCli = +((figures.firstFindingsMs as number) / (figures.cliValidateMs as number)).toFixed(2);
figures.longTasks = longTasks.length;
figures.longestTaskMs = Math.max(0, ...longTasks);
figures.longTasksMs = longTasks;
// For reference, not a target: the CLI as a user runs it (its own Node process, start-up included).
const spawnStart = performance.now();
await spawnCli(['validate', file, '--data-dir', dataDir]);
figures.cliChildProcessMs = Math.round(performance.now() - spawnStart);
figures.loadBefore = loadBefore;
figures.loadAfter = load();
rmSync(dir, { recursive: true, force: true });

for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${JSON.stringify(value)}`);
reportBench('upload-check', figures, {
  'no long task over 100 ms from a choice to its first findings': { figure: 'longestTaskMs', max: 100 },
  "first findings ≤ 1.5 × the CLI's validate": { figure: 'firstFindingsVsCli', max: 1.5 },
});
