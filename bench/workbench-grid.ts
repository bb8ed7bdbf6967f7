import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchApp } from '../e2e/harness';
import { reportBench } from './support/bench-report';
import { ensureBuiltRenderer } from './support/built-renderer';
import { packageWithErrors } from './support/checked-package';
import { measureScrolling } from './support/scroll-probe';

// `npm run bench -- workbench-grid` (issue #25.5): the package grid of the troubleshooting
// workbench on a 100,000-row file (1 % of rows with an error), chosen on the upload screen in
// Chromium through the web bridge; then scrolled as a person does — 90 and 400 px a frame, and ten
// jumps with the scroll bar. Targets for each: p95 frame ≤ 16.7 ms, no frame over 50 ms, rows on
// screen within 100 ms of a jump. WORKBENCH_GRID_ROWS sets a smaller file for a quick run.
const ROWS = Number(process.env.WORKBENCH_GRID_ROWS ?? 100_000);
const load = () => loadavg().map((l) => +l.toFixed(2));

ensureBuiltRenderer();
const dir = mkdtempSync(join(tmpdir(), 'bench-workbench-grid-'));
const file = join(dir, 'stock-errors.json');
writeFileSync(file, packageWithErrors(ROWS, 'WG'));
const figures: Record<string, unknown> = { rows: ROWS, loadBefore: load() };
const app = await launchApp();
let targets = {};
try {
  const { page } = app;
  await page.getByRole('button', { name: 'Загрузка остатков' }).click();
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByTestId('workbench-verdict').waitFor({ timeout: 180_000 });
  await page.locator('[data-testid="package-grid"] [data-testid="grid-row"]').first().waitFor({ timeout: 60_000 });
  const scrolled = await measureScrolling(page, {
    scroller: '[data-testid="package-grid"]',
    row: '[data-testid="grid-row"]',
  });
  Object.assign(figures, scrolled.figures);
  targets = scrolled.targets;
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
figures.loadAfter = load();
for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${JSON.stringify(value)}`);
reportBench('workbench-grid', figures, targets);
