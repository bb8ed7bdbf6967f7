import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startCoreHost } from '../host/core-host-client';
import { nodeHostLauncher } from '../host/node-fork-transport';
import { startWebBridge } from './bridge-server';

// `npm run dev:web`: the whole app (real core, real SQLite, real keychain, embedded sandbox)
// in a browser through the web bridge, for development on machines without the Electron binary.
// Same two-process shape as the desktop app: this process routes, core runs in the core host.
const root = resolve(import.meta.dirname, '../..');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const dataDir = resolve(process.env.DESK_DATA_DIR ?? join(root, '.tmp/dev-data'));

const host = startCoreHost({
  launch: nodeHostLauncher(),
  init: { dataDir, appVersion: version, shell: 'web-bridge', sandbox: { kind: 'lazy' } },
  log: (message) => console.warn(message),
});
await host.ready();
const bridge = await startWebBridge({
  invoke: (channel, input) => host.invoke(channel, input),
  events: { onAny: (listener) => host.onEvent(listener) },
  rendererDir: join(root, 'dist/renderer'),
  bridgeScript: join(root, 'dist/web-bridge/desk-bridge.js'),
  port: process.env.DESK_BRIDGE_PORT ? Number(process.env.DESK_BRIDGE_PORT) : undefined,
});

console.log(
  `Pharmacy Exchange Desk (web bridge, dev only)\n  data: ${dataDir}\n  core host pid: ${host.pid()}\n  open: ${bridge.launchUrl}`,
);
if (process.env.DISPLAY && existsSync('/usr/bin/chromium') && !process.argv.includes('--no-open')) {
  spawn('/usr/bin/chromium', [`--app=${bridge.launchUrl}`, '--no-first-run', '--disable-background-networking'], {
    stdio: 'ignore',
    detached: true,
  }).unref();
}

const stop = async () => {
  await bridge.close();
  await host.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
