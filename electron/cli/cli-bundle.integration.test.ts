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

describe('the launcher with plain Node.js standing in for the app (PHARMEX_LAUNCHER_RUNTIME)', () => {
  let probeInstall: string;
  beforeAll(() => {
    // A probe in the bundle's place: it reports what it was given and exits with the code asked for.
    probeInstall = mkdtempSync(join(root, '.tmp/cli-probe-'));
    const out = join(probeInstall, 'resources/app.asar/dist/electron');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'pharmex.cjs'),
      `const args = process.argv.slice(2);
process.stdout.write(JSON.stringify({ args, runAsNode: process.env.ELECTRON_RUN_AS_NODE ?? null }));
const exit = /^exit:(\\d+)$/.exec(args.at(-1) ?? '');
process.exitCode = exit ? Number(exit[1]) : 0;
`,
    );
    cpSync(join(root, 'build/cli'), join(probeInstall, 'resources/bin'), { recursive: true });
  });
  afterAll(() => rmSync(probeInstall, { recursive: true, force: true }));

  const launch = (args: string[]) =>
    spawnSync(join(probeInstall, 'resources/bin/pharmex'), args, {
      encoding: 'utf8',
      env: { ...process.env, PHARMEX_LAUNCHER_RUNTIME: process.execPath },
    });

  it('passes every argument through as given: spaces, quotes, Cyrillic, globs and an empty one', () => {
    const args = ['upload', 'остатки аптеки №1.json', '--note', `it's "quoted"`, '*.json', '', '$HOME', 'exit:0'];
    const result = launch(args);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ args, runAsNode: '1' });
  });

  it("returns the CLI's exit code", () => {
    for (const code of [0, 1, 2, 3, 4, 70]) expect(launch(['token', `exit:${code}`]).status).toBe(code);
  });
});
