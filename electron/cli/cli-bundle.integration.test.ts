import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The CLI as installed: bundled to one CommonJS file (vite --mode cli, like main), run by plain
// Node and by the launcher electron-builder puts in resources/bin, in an install laid out as on
// Linux with a stand-in for the app's executable (Electron's binary cannot run here).
const root = join(import.meta.dirname, '../..');
const example = join(root, 'docs/examples/stock-with-mistakes.json');
let install: string;
let bundle: string;

beforeAll(() => {
  // Inside the repository, so the bundle's externals (better-sqlite3, zod…) resolve as in app.asar.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  install = mkdtempSync(join(root, '.tmp/cli-install-'));
  const asar = join(install, 'resources/app.asar');
  const out = join(asar, 'dist/electron');
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--mode', 'cli', '--outDir', out, '--logLevel', 'error'],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
  bundle = join(out, 'pharmex.cjs');
  copyFileSync(join(root, 'package.json'), join(asar, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(asar, 'node_modules'));
  cpSync(join(root, 'build/cli'), join(install, 'resources/bin'), { recursive: true });
  // The app's executable as the launcher must call it: only as Node (ELECTRON_RUN_AS_NODE=1).
  const runtime = join(install, 'pharmacy-exchange-desk');
  writeFileSync(
    runtime,
    `#!/bin/sh\n[ "$ELECTRON_RUN_AS_NODE" = 1 ] || { echo "started as the app, not as Node" >&2; exit 99; }\nexec "${process.execPath}" "$@"\n`,
  );
  chmodSync(runtime, 0o755);
}, 120_000);
afterAll(() => rmSync(install, { recursive: true, force: true }));

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, PHARMEX_DATA_DIR: join(install, 'data') } });

describe('the CLI shipped with the app', () => {
  it('runs from its one-file bundle with plain Node: help, version, and a local check with its exit code', () => {
    const version = run(process.execPath, [bundle, '--version']);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
    const help = run(process.execPath, [bundle, '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('validate ФАЙЛ');
    const check = run(process.execPath, [bundle, 'validate', example]);
    expect(check.status).toBe(3);
    expect(check.stdout).toContain('Файл stock-with-mistakes.json: записей — 8');
  });

  it('runs through the installed launcher, also from a link on PATH, with the arguments intact', () => {
    const launcher = join(install, 'resources/bin/pharmex');
    const direct = run(launcher, ['validate', example, '--limit', '1']);
    expect(direct.stderr).not.toContain('started as the app');
    expect(direct.status).toBe(3);
    const onPath = join(install, 'usr-local-bin');
    mkdirSync(onPath);
    symlinkSync(launcher, join(onPath, 'pharmex'));
    expect(run(join(onPath, 'pharmex'), ['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
