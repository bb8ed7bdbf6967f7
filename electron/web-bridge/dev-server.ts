import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDeskCore } from '../core/desk-core';
import { createNodePorts } from '../core/node-ports';
import { startWebBridge } from './bridge-server';
import { clockFromEnv, fakeNowVariable } from './fake-clock';
import { appWindowArgs, canShowWindow, findBrowser } from './find-browser';

// `npm run dev:web`: the whole app (real core, real SQLite, real keychain, embedded sandbox)
// in a browser through the web bridge, for development on machines without the Electron binary.
const root = resolve(import.meta.dirname, '../..');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const dataDir = resolve(process.env.DESK_DATA_DIR ?? join(root, '.tmp/dev-data'));

const clock = clockFromEnv(process.env);
const core = createDeskCore(createNodePorts({ dataDir, shell: 'web-bridge', appVersion: version, clock }));
const bridge = await startWebBridge({
  handlers: core.handlers,
  events: core.events,
  rendererDir: join(root, 'dist/renderer'),
  bridgeScript: join(root, 'dist/web-bridge/desk-bridge.js'),
  port: process.env.DESK_BRIDGE_PORT ? Number(process.env.DESK_BRIDGE_PORT) : undefined,
});

console.log(`Pharmacy Exchange Desk (web bridge, dev only)\n  data: ${dataDir}\n  open: ${bridge.launchUrl}`);
if (process.env[fakeNowVariable]) console.log(`  clock: ${fakeNowVariable}, now ${clock.now().toISOString()}`);
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
  console.log(`  opening it in ${browser}`);
  spawn(browser, appWindowArgs(bridge.launchUrl), { stdio: 'ignore', detached: true }).unref();
}

const stop = async () => {
  await bridge.close();
  await core.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
