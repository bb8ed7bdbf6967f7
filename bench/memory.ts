import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';
import { chromiumArgs, root } from '@e2e/harness';
import { createApiClient } from '@core/api/api-client';
import { systemClock } from '@core/ports';
import { startSandbox } from '@sandbox/start-sandbox';
import { sandboxDemoStoreIdentity } from '@shared/profiles/sandbox-demo-store';
import { reportBench } from './support/bench-report';
import { bundleNodeEntry } from './support/bundle-entry';
import { ensureBuiltRenderer } from './support/built-renderer';
import { packageWithErrors } from './support/checked-package';
import { uploadSandboxStock } from './support/sandbox-stock';

// `npm run bench -- memory` (issue #25.3): resident memory (RSS, from /proc) of the core host, the
// router (web bridge) and Chromium's renderer process(es), at four moments: at rest on the store
// list; after a 100,000-row check with the workbench open; after the stock table of 100,000 rows
// read back from the Sandbox; and 60 s after leaving those screens (what is given back). The host
// and the router run from bundles in processes of their own (no tsx), as in the app.
// MEMORY_ROWS and MEMORY_SETTLE_S set a smaller, quicker run. Beside each RSS, the host's own
// account of it (support/memory-host-entry.ts): V8's heap by space, external memory, and what is
// neither (SQLite, malloc), so a figure says what holds the memory, not only how much.
const ROWS = Number(process.env.MEMORY_ROWS ?? 100_000);
const SETTLE_S = Number(process.env.MEMORY_SETTLE_S ?? 60);
const load = () => loadavg().map((l) => +l.toFixed(2));
const mb = (kb: number) => Math.round(kb / 1024);

/** VmRSS of a process in kB, 0 when it is gone. */
function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
const parentOf = (pid: number) => {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return 0;
  }
};
/** Chromium's renderer processes descending from this bench (other sessions run Chromium too). */
function rendererPids(): number[] {
  const mine = (pid: number) => {
    for (let p = pid, i = 0; p > 1 && i < 20; p = parentOf(p), i++) if (p === process.pid) return true;
    return false;
  };
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer') && mine(pid);
      } catch {
        return false;
      }
    });
}

ensureBuiltRenderer();
const figures: Record<string, unknown> = { rows: ROWS, settleSeconds: SETTLE_S, loadBefore: load() };
const hostEntry = await bundleNodeEntry('bench/support/memory-host-entry.ts', 'memory/host', 'node-host.mjs');
const routerEntry = await bundleNodeEntry('bench/support/router-process.ts', 'memory/router', 'router.mjs');
const sandbox = await startSandbox();
const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
const file = join(dir, 'stock-errors.json');
const hostReport = join(dir, 'host-memory.json');
writeFileSync(file, packageWithErrors(ROWS, 'MB'));
const address = { baseUrl: sandbox.baseUrl, authUrl: sandbox.authUrl, stores: sandbox.stores };
const router = spawn(process.execPath, [routerEntry], {
  env: {
    ...process.env,
    BENCH_ROUTER: JSON.stringify({ root, hostEntry, dataDir: dir, sandbox: address }),
    BENCH_HOST_MEMORY_FILE: hostReport,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const started = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      createInterface({ input: router.stdout! }).once('line', resolve);
      router.once('exit', (code) => reject(new Error(`the router exited with code ${code}`)));
    }),
  ) as { launchUrl: string; hostPid: number };
  /** The host's account of its memory (written when asked by SIGUSR2), or null when it did not answer. */
  const hostAccount = async (): Promise<unknown> => {
    rmSync(hostReport, { force: true });
    process.kill(started.hostPid, 'SIGUSR2');
    for (let i = 0; i < 100 && !existsSync(hostReport); i++) await new Promise((r) => setTimeout(r, 50));
    return existsSync(hostReport) ? (JSON.parse(readFileSync(hostReport, 'utf8')) as unknown) : null;
  };
  const sample = async (moment: string) => {
    await new Promise((r) => setTimeout(r, 3_000)); // let the moment's work end
    const host = await hostAccount();
    const renderers = rendererPids();
    const at = {
      hostMb: mb(rssKb(started.hostPid)),
      routerMb: mb(rssKb(router.pid!)),
      rendererMb: mb(renderers.reduce((sum, pid) => sum + rssKb(pid), 0)),
      rendererProcesses: renderers.length,
      load: load()[0],
    };
    figures[moment] = { ...at, hostPlusRouterMb: at.hostMb + at.routerMb, host };
    console.log(`  ${moment}: ${JSON.stringify(figures[moment])}`);
  };
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  await page.goto(started.launchUrl);
  await page.waitForFunction("location.hash === ''");
  await page.locator('.store-switch option').first().waitFor({ state: 'attached' });
  await sample('rest');

  // A 100,000-row check, the workbench open on it.
  await page.getByRole('button', { name: 'Загрузка остатков' }).click();
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByTestId('workbench-verdict').waitFor({ timeout: 300_000 });
  await page.locator('[data-testid="grid-row"]').first().waitFor({ timeout: 60_000 });
  await sample('afterCheck');

  // The stock table of ROWS rows, read back from the Sandbox.
  const store = sandbox.stores.find((s) => s.storeId === sandboxDemoStoreIdentity.storeId)!;
  const client = createApiClient(
    { fetch: (input, init) => fetch(input, init), clock: systemClock, logger: { log: () => undefined } },
    { storeId: store.storeId, baseUrl: sandbox.baseUrl, authUrl: sandbox.authUrl, getSecret: async () => store.secret },
  );
  await uploadSandboxStock(client, ROWS);
  await page.getByRole('button', { name: 'Остатки на сервере' }).click();
  await page.getByRole('button', { name: 'Получить с сервера' }).click();
  const shown = ROWS.toLocaleString('ru-RU').replace(/\s/g, '\\s');
  await page
    .getByTestId('stock-count')
    .getByText(new RegExp(`Показано строк: ${shown} из ${shown}`))
    .waitFor({ timeout: 300_000 });
  await sample('afterStockTable');

  // Leave both screens for the store list; what is given back after SETTLE_S seconds.
  await page.getByRole('button', { name: 'Аптеки' }).first().click();
  await page.getByRole('heading', { name: 'Аптеки' }).waitFor();
  await new Promise((r) => setTimeout(r, Math.max(0, SETTLE_S * 1000 - 3_000)));
  await sample('afterLeaving');
} finally {
  await browser.close();
  router.kill('SIGTERM');
  await new Promise((r) => router.once('exit', r));
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
}
const host = (moment: string) => (figures[moment] as { hostMb: number }).hostMb;
figures.hostGivenBackDeltaMb = host('afterLeaving') - host('rest');
figures.loadAfter = load();
reportBench('memory', figures, {
  'at rest: core host + router ≤ 250 MB': { figure: 'rest.hostPlusRouterMb', max: 250 },
  'core host within 50 MB of its rest figure after leaving the screens': {
    figure: 'hostGivenBackDeltaMb',
    max: 50,
  },
});
