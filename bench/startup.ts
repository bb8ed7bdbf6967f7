import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { chromiumArgs, root } from '@e2e/harness';
import { startCoreHost, type CoreHostClient } from '@host/core-host-client';
import { createFileRefs, fileRefServices } from '@host/file-refs';
import { nodeHostLauncher } from '@host/node-fork-transport';
import { migrations } from '@core/db/migrations';
import { startSandbox, type RunningSandbox } from '@sandbox/start-sandbox';
import { startWebBridge } from '@web-bridge/bridge-server';
import { reportBench } from './support/bench-report';
import { bundleNodeEntry } from './support/bundle-entry';
import { ensureBuiltRenderer } from './support/built-renderer';
import { median } from './support/stats';

// `npm run bench -- startup` (issue #25.2): how long from launch to a usable first screen.
//   1. the core host: spawn → ready, on a fresh data folder (first launch: migrations) and on the
//      same folder again (a normal start), five times each;
//   2. the web bridge's page: navigation start → the first frame that shows the store list;
//   3. both again on a loaded database: a full dictionary sync of the large Sandbox (≈ 2.2 M
//      records) and 10,000 upload history rows; a normal start must change nothing in the schema
//      (no migration, no index build on its path).
// The host runs from a bundle, as in the app (vite, like `build:host`): through tsx the figure would
// be tsx's transpiling. Set STARTUP_SCALE=small for a quick run (the loaded database is then small).
// The loaded data folder (a sync of minutes) is kept in .tmp/bench/startup-loaded-SCALE and copied on
// later runs; STARTUP_REFILL=1 fills it again (after a change to the dictionaries' tables).
const SCALE = (process.env.STARTUP_SCALE ?? 'large') as 'small' | 'large';
const RUNS = 5;
const HISTORY_ROWS = 10_000;

const targets = {
  hostReady: { figure: 'hostReadyMs.normal', max: 300 },
  hostReadyLoaded: { figure: 'hostReadyMs.loaded', max: 300 },
  firstScreen: { figure: 'firstScreenMs.normal', max: 1_000 },
  firstScreenLoaded: { figure: 'firstScreenMs.loaded', max: 1_000 },
  noSchemaWorkOnStart: { figure: 'schemaChangesOnNormalStart', max: 0 },
};

function startHost(entry: string, dataDir: string, sandbox: RunningSandbox): CoreHostClient {
  return startCoreHost({
    launch: nodeHostLauncher({ entry }),
    services: fileRefServices(createFileRefs()),
    init: {
      dataDir,
      appVersion: '0.0.0-bench',
      shell: 'web-bridge',
      sandbox: {
        kind: 'external',
        address: { baseUrl: sandbox.baseUrl, authUrl: sandbox.authUrl, stores: sandbox.stores },
      },
      services: ['files'],
    },
  });
}

/** Spawn → ready of one host start, in ms; the host is closed again. */
async function timeHostReady(entry: string, dataDir: string, sandbox: RunningSandbox): Promise<number> {
  const t0 = performance.now();
  const host = startHost(entry, dataDir, sandbox);
  await host.ready();
  const ms = performance.now() - t0;
  await host.close();
  return ms;
}

/** Navigation start → first frame with the store list, in the page's own clock. */
async function timeFirstScreen(entry: string, dataDir: string, sandbox: RunningSandbox): Promise<number> {
  const host = startHost(entry, dataDir, sandbox);
  await host.ready();
  const bridge = await startWebBridge({
    invoke: (channel, input) => host.invoke(channel, input),
    events: { onAny: (listener) => host.onEvent(listener) },
    rendererDir: join(root, 'dist/renderer'),
    bridgeScript: join(root, 'dist/web-bridge/desk-bridge.js'),
    fileRefs: createFileRefs(),
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    // Runs before the app's scripts: notes the first frame painted after the store switcher has its stores.
    await page.addInitScript(`
      (() => {
        const seen = () => document.querySelectorAll('.store-switch option').length > 0;
        const mark = () => requestAnimationFrame(() => { window.__firstScreen = performance.now(); });
        const observer = new MutationObserver(() => { if (seen()) { observer.disconnect(); mark(); } });
        document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
      })();
    `);
    await page.goto(bridge.launchUrl);
    // A function, not a string: the app's CSP forbids the page to evaluate strings.
    await page.waitForFunction(
      () => typeof (globalThis as Record<string, unknown>).__firstScreen === 'number',
      undefined,
      {
        timeout: 30_000,
      },
    );
    return (await page.evaluate('window.__firstScreen')) as number;
  } finally {
    await browser.close();
    await bridge.close();
    await host.close();
  }
}

/** What a start could change: the schema's objects and the migrations applied. */
function schemaFingerprint(dataDir: string): string {
  const db = new Database(join(dataDir, 'desk.sqlite'), { readonly: true });
  try {
    const objects = db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all();
    const migrations = db.prepare('SELECT * FROM schema_migrations ORDER BY 1').all();
    return JSON.stringify({ objects, migrations });
  } finally {
    db.close();
  }
}

/** Fills the loaded data folder: a full dictionary sync through core, then 10,000 history rows. */
async function loadDatabase(entry: string, dataDir: string, sandbox: RunningSandbox): Promise<number> {
  const host = startHost(entry, dataDir, sandbox);
  await host.ready();
  try {
    const profiles = await host.invoke('profiles:list', undefined);
    if (!profiles.ok) throw new Error(profiles.error.message);
    const profileId = (profiles.data as { id: number; isSandbox: boolean }[]).find((p) => p.isSandbox)!.id;
    const started = await host.invoke('dictionaries:sync', { profileId });
    if (!started.ok) throw new Error(started.error.message);
    for (let i = 0; ; i++) {
      const list = await host.invoke('dictionaries:list', { profileId });
      if (list.ok && (list.data as { running: unknown }).running === null) break;
      if (i > 6_000) throw new Error('the dictionary sync did not end within 10 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await host.close();
  }
  const db = new Database(join(dataDir, 'desk.sqlite'));
  try {
    const profile = db.prepare('SELECT id, store_id FROM store_profiles ORDER BY id LIMIT 1').get() as {
      id: number;
      store_id: string;
    };
    const insert = db.prepare(
      `INSERT INTO upload_ledger (profile_id, store_id, kind, file_name, rows, bytes, started_at, finished_at, outcome, tracking)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'processed', 'done')`,
    );
    const day = 86_400_000;
    db.transaction(() => {
      for (let i = 0; i < HISTORY_ROWS; i++) {
        const at = new Date(Date.UTC(2026, 10, 23) - (i % 700) * day + i * 1000).toISOString();
        insert.run(
          profile.id,
          profile.store_id,
          i % 7 === 0 ? 'full' : 'changes',
          `stock-${i}.json`,
          100 + i,
          5_000 + i,
          at,
          at,
        );
      }
    })();
    const records = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'dict\\_%' ESCAPE '\\'")
      .all() as { name: string }[];
    let total = 0;
    for (const { name } of records) {
      if (['dict_sources', 'dict_state', 'dict_quarantine'].includes(name) || name.includes('fts')) continue;
      total += (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n;
    }
    return total;
  } finally {
    db.close();
  }
}

/** The loaded data folder into `dataDir`: copied from the kept one, or filled (and then kept). */
async function loadedFolder(entry: string, dataDir: string, sandbox: RunningSandbox) {
  const kept = join(root, '.tmp/bench', `startup-loaded-${SCALE}`);
  const note = join(kept, 'records.json');
  // A folder kept by a build with other migrations is filled again: its first start here would be
  // an upgrade, with work of its own (an index to move or rebuild) that a normal start never has.
  const steps = migrations.map((m) => m.name);
  const keptNote = existsSync(note) ? (JSON.parse(readFileSync(note, 'utf8')) as unknown) : null;
  const current =
    typeof keptNote === 'object' &&
    keptNote !== null &&
    JSON.stringify((keptNote as { migrations?: unknown }).migrations) === JSON.stringify(steps);
  if (process.env.STARTUP_REFILL !== '1' && current) {
    cpSync(kept, dataDir, { recursive: true, filter: (from) => from !== note });
    return { dictionaryRecords: (keptNote as { records: number }).records, cached: true };
  }
  const dictionaryRecords = await loadDatabase(entry, dataDir, sandbox);
  rmSync(kept, { recursive: true, force: true });
  cpSync(dataDir, kept, { recursive: true });
  writeFileSync(note, JSON.stringify({ records: dictionaryRecords, migrations: steps }));
  return { dictionaryRecords, cached: false };
}

ensureBuiltRenderer();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const figures: Record<string, unknown> = { machine: { cores: cpus().length, loadBefore: load() } };
const entry = await bundleNodeEntry('electron/core-host/node-host-entry.ts', 'startup-host', 'node-host.cjs');
const sandbox = await startSandbox({ scale: SCALE });
const fresh = mkdtempSync(join(tmpdir(), 'desk-startup-'));
const loaded = mkdtempSync(join(tmpdir(), 'desk-startup-loaded-'));
try {
  const firstLaunchMs = await timeHostReady(entry, fresh, sandbox);
  const normal: number[] = [];
  for (let i = 0; i < RUNS; i++) normal.push(await timeHostReady(entry, fresh, sandbox));
  const screens: number[] = [];
  for (let i = 0; i < RUNS; i++) screens.push(await timeFirstScreen(entry, fresh, sandbox));

  const t0 = performance.now();
  const { dictionaryRecords, cached } = await loadedFolder(entry, loaded, sandbox);
  const loadMs = performance.now() - t0;
  // A copy made by an older build gets its new migrations here (an upgrade), not in a timed start.
  if (cached) await timeHostReady(entry, loaded, sandbox);
  const before = schemaFingerprint(loaded);
  const loadedReady: number[] = [];
  for (let i = 0; i < RUNS; i++) loadedReady.push(await timeHostReady(entry, loaded, sandbox));
  const loadedScreens: number[] = [];
  for (let i = 0; i < RUNS; i++) loadedScreens.push(await timeFirstScreen(entry, loaded, sandbox));
  const changed = schemaFingerprint(loaded) === before ? 0 : 1;

  const round = (values: number[]) => values.map((v) => Math.round(v));
  Object.assign(figures, {
    scale: SCALE,
    hostReadyMs: {
      firstLaunch: Math.round(firstLaunchMs),
      normal: Math.round(median(normal)),
      loaded: Math.round(median(loadedReady)),
    },
    firstScreenMs: { normal: Math.round(median(screens)), loaded: Math.round(median(loadedScreens)) },
    runs: {
      normal: round(normal),
      screens: round(screens),
      loadedReady: round(loadedReady),
      loadedScreens: round(loadedScreens),
    },
    loadedDatabase: { dictionaryRecords, historyRows: HISTORY_ROWS, fillMs: Math.round(loadMs), cached },
    schemaChangesOnNormalStart: changed,
  });
  (figures.machine as Record<string, string>).loadAfter = load();
  console.log(JSON.stringify(figures, null, 2));
  reportBench('startup', figures, targets);
} finally {
  await sandbox.close();
  rmSync(fresh, { recursive: true, force: true });
  rmSync(loaded, { recursive: true, force: true });
}
