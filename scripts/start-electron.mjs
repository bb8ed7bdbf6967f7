import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { findElectronBinary } from './electron-binary.mjs';

// `npm start`: build the app and launch it in Electron. Where the Electron binary is missing
// (it is fetched on first launch, which needs the internet), stop with a clear message instead.
const root = resolve(import.meta.dirname, '..');
const electronDir = process.env.DESK_ELECTRON_DIR ?? join(root, 'node_modules/electron');
const binary = findElectronBinary(electronDir);

if (!binary) {
  console.error(
    [
      'Pharmacy Exchange Desk: the Electron binary is not installed on this machine.',
      'Electron downloads it on first launch, and this machine cannot reach the download server.',
      '',
      '  • To use the same app in a browser now:   npm run dev:web',
      '  • To install Electron (needs internet):   npx install-electron',
    ].join('\n'),
  );
  process.exit(1);
}

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const child = spawn(binary, [root], { cwd: root, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
