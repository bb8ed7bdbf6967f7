import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoreHost, type CoreHostClient } from '@host/core-host-client';
import { nodeHostLauncher } from '@host/node-fork-transport';

// Issue #25.2: the core host is ready after only what the first screen needs. The host is built
// with the app's own vite config (`--mode host`: its externals, what it bundles, how it splits
// chunks) plus the Node entry, then started with a preload that writes, as it exits, every file
// Node's CommonJS loader has loaded: the packages a start needs and the bundle's chunks.
const root = resolve(import.meta.dirname, '../..');
/** Packages (and chunks of the bundle) that only an action needs: never loaded by a start. */
const ACTION_ONLY = [
  /\/node_modules\/exceljs\//,
  /\/node_modules\/jszip\//,
  /\/node_modules\/@e965\/xlsx\//,
  /\/node_modules\/dbffile\//,
  /\/node_modules\/fastify\//,
  /\/assets\/(xls-reader|dbf-reader|start-sandbox)-[^/]*\.cjs$/,
];

let dir: string;
let entry: string;
let probe: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'desk-ready-path-'));
  // Inside the project, so the packages left outside the bundle resolve from node_modules.
  const outDir = join(root, '.tmp/test/ready-path');
  await build({
    configFile: join(root, 'vite.config.ts'),
    mode: 'host',
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { input: { 'node-host': join(root, 'electron/core-host/node-host-entry.ts') } },
    },
  });
  entry = join(outDir, 'node-host.cjs');
  probe = join(dir, 'loaded-modules.cjs');
  writeFileSync(
    probe,
    `process.on('exit', () => require('node:fs').writeFileSync(process.env.DESK_LOADED_MODULES, JSON.stringify(Object.keys(require.cache))));`,
  );
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the bundled host on `dataDir`, runs `act` once it is ready, closes it; returns the files it loaded. */
async function loadedBy(dataDir: string, act: (host: CoreHostClient) => Promise<void>): Promise<string[]> {
  const out = join(dir, `loaded-${Date.now()}.json`);
  const host = startCoreHost({
    launch: nodeHostLauncher({
      entry,
      execArgv: ['--require', probe],
      env: { ...process.env, DESK_LOADED_MODULES: out },
    }),
    init: {
      dataDir,
      appVersion: '0.0.0-test',
      shell: 'web-bridge',
      sandbox: {
        kind: 'external',
        address: { baseUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9', stores: [] },
      },
      services: [],
    },
  });
  try {
    await host.ready();
    await act(host);
  } finally {
    await host.close();
  }
  return JSON.parse(readFileSync(out, 'utf8')) as string[];
}

const actionOnly = (files: string[]) => files.filter((f) => ACTION_ONLY.some((re) => re.test(f)));

describe('the core host start loads only what the first screen needs', () => {
  it('neither a first launch nor a normal start loads the spreadsheet, ZIP, DBF or Sandbox code', async () => {
    const dataDir = join(dir, 'data');
    for (const start of ['first launch', 'normal start']) {
      const files = await loadedBy(dataDir, async (host) => {
        // The first screen's own call answers from what is loaded.
        expect((await host.invoke('profiles:list', undefined)).ok).toBe(true);
      });
      // The probe sees the packages a start does need (the list is not just empty).
      expect(
        files.some((f) => f.includes('/node_modules/better-sqlite3/')),
        start,
      ).toBe(true);
      expect(actionOnly(files), start).toEqual([]);
    }
  });

  it('a package left out of the start still loads, from the bundle, when its action comes', async () => {
    const files = await loadedBy(join(dir, 'data-zip'), async (host) => {
      const bundle = await host.invoke('app:support-bundle', undefined);
      expect(bundle.ok).toBe(true);
      // A ZIP's local-file signature: JSZip ran.
      expect([...(bundle as { data: { bytes: Uint8Array } }).data.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 3, 4]);
    });
    expect(actionOnly(files).some((f) => f.includes('/node_modules/jszip/'))).toBe(true);
  });
});
