import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { findElectronBinary } from './electron-binary.mjs';

// `npm start`: build the app and launch it in Electron. Where the Electron binary is missing
// (it is fetched on first launch, which needs the internet), say so and run the very same app
// through the dev web bridge in the local Chromium instead of stopping.
const root = resolve(import.meta.dirname, '..');
const electronDir = process.env.DESK_ELECTRON_DIR ?? join(root, 'node_modules/electron');
const binary = findElectronBinary(electronDir);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command to completion and passes its exit code on; returns only when it ends. */
function runToEnd(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  // Ctrl+C reaches the child through the terminal; we only wait for it to finish.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (!binary) {
  console.error(
    [
      'Pharmacy Exchange Desk: the Electron binary is not installed on this machine',
      '(Electron downloads it on first launch, and this machine cannot reach the download server).',
      'Starting the same app through the web bridge in the local Chromium instead (npm run dev:web).',
      'To install Electron later (needs internet): npx install-electron',
      '',
    ].join('\n'),
  );
  runToEnd(npm, ['run', 'dev:web']);
} else {
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  runToEnd(binary, [root]);
}
