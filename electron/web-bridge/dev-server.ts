import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCoreHost } from '../host/core-host-client';
import { createFileRefs, fileRefServices } from '../host/file-refs';
import { nodeHostLauncher } from '../host/node-fork-transport';
import { startWebBridge } from './bridge-server';
import { clockFromEnv, fakeNowVariable } from '@core-host/fake-clock';
import { appWindowArgs, canShowWindow, findBrowser } from './find-browser';
import { removeStaleTempFolders, tempPrefix } from './stale-temp';

// `npm run dev:web`: the whole app (real core, real SQLite, real keychain, embedded sandbox)
// in a browser through the web bridge, for development on machines without the Electron binary.
// Same two-process shape as the desktop app: this process routes, core runs in the core host.
const root = resolve(import.meta.dirname, '../..');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const dataDir = resolve(process.env.DESK_DATA_DIR ?? join(root, '.tmp/dev-data'));

// Checked here so a mistake in DESK_FAKE_NOW is said before anything starts; the core host
// (a child with this environment) reads it for its own clock.
const clock = clockFromEnv(process.env);
// Files the page streams up are kept as private temporary files, by reference (upload-spool.ts).
const fileRefs = createFileRefs();
const host = startCoreHost({
  launch: nodeHostLauncher(),
  init: { dataDir, appVersion: version, shell: 'web-bridge', sandbox: { kind: 'lazy' }, services: ['files'] },
  services: fileRefServices(fileRefs),
  log: (message) => console.warn(message),
});
await host.ready();
const bridge = await startWebBridge({
  invoke: (channel, input) => host.invoke(channel, input),
  events: { onAny: (listener) => host.onEvent(listener) },
  rendererDir: join(root, 'dist/renderer'),
  bridgeScript: join(root, 'dist/web-bridge/desk-bridge.js'),
  port: process.env.DESK_BRIDGE_PORT ? Number(process.env.DESK_BRIDGE_PORT) : undefined,
  fileRefs,
});

console.log(
  `Pharmacy Exchange Desk (web bridge, dev only)\n  data: ${dataDir}\n  core host pid: ${host.pid()}\n  open: ${bridge.launchUrl}`,
);
if (process.env[fakeNowVariable]) console.log(`  clock: ${fakeNowVariable}, now ${clock.now().toISOString()}`);
removeStaleTempFolders();
const launchDir = mkdtempSync(tempPrefix('desk-bridge-launch-'));
const browser = findBrowser();
if (process.argv.includes('--no-open')) {
  // The caller opens the URL itself (tests, or a developer's own browser).
} else if (!browser) {
  console.log(
    '  No Chromium or Chrome found (looked for /usr/bin/chromium, chromium, google-chrome): open the URL above.',
  );
} else if (!canShowWindow()) {
  console.log('  No display (DISPLAY/WAYLAND_DISPLAY unset): open the URL above in a browser.');
} else {
  // The token must not appear on a command line (every local user can list those): the browser
  // gets a page in a private folder that forwards to the launch URL, deleted shortly after.
  const launchPage = join(launchDir, 'open.html');
  writeFileSync(
    launchPage,
    `<!doctype html><meta http-equiv="refresh" content="0;url=${bridge.launchUrl}"><title>Pharmacy Exchange Desk</title>`,
    { mode: 0o600 },
  );
  setTimeout(() => rmSync(launchDir, { recursive: true, force: true }), 30_000).unref();
  console.log(`  opening it in ${browser}`);
  spawn(browser, appWindowArgs(pathToFileURL(launchPage).href), { stdio: 'ignore', detached: true }).unref();
}

const stop = async () => {
  rmSync(launchDir, { recursive: true, force: true });
  await bridge.close();
  await host.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
