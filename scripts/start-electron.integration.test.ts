import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findElectronBinary } from './electron-binary.mjs';

const dir = mkdtempSync(join(tmpdir(), 'electron-pkg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A stand-in `npm` first on PATH records what `npm start` asked for, so no build runs here.
function fakeNpm(exitCode: number) {
  const bin = mkdtempSync(join(dir, 'bin-'));
  const log = join(bin, 'npm.log');
  writeFileSync(join(bin, 'npm'), `#!/bin/bash\necho "npm $*" >> "${log}"\nexit ${exitCode}\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  return { bin, calls: () => readFileSync(log, 'utf8').trim().split('\n') };
}

function start(electronDir: string, bin: string) {
  return spawnSync(process.execPath, [join(import.meta.dirname, 'start-electron.mjs')], {
    env: { ...process.env, DESK_ELECTRON_DIR: electronDir, PATH: `${bin}:${process.env.PATH}` },
    encoding: 'utf8',
  });
}

describe('npm start', () => {
  it('finds no binary when path.txt or the executable is missing', () => {
    expect(findElectronBinary(dir)).toBeNull();
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(findElectronBinary(dir)).toBeNull();
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist/electron'), '');
    expect(findElectronBinary(dir)).toBe(join(dir, 'dist/electron'));
  });

  it('without the Electron binary, says so and runs the web bridge instead of stopping', () => {
    const npm = fakeNpm(0);
    const result = start(mkdtempSync(join(dir, 'empty-')), npm.bin);
    expect(result.stderr).toContain('Electron binary is not installed');
    expect(result.stderr).toContain('web bridge in the local Chromium');
    expect(npm.calls()).toEqual(['npm run dev:web']);
    expect(result.status).toBe(0);
  });

  it("passes the web bridge's failure on as its own exit code", () => {
    const npm = fakeNpm(3);
    const result = start(mkdtempSync(join(dir, 'empty-')), npm.bin);
    expect(npm.calls()).toEqual(['npm run dev:web']);
    expect(result.status).toBe(3);
  });

  it('with the binary, builds first and stops when the build fails (Electron is never launched)', () => {
    const npm = fakeNpm(2);
    const electronDir = mkdtempSync(join(dir, 'electron-'));
    writeFileSync(join(electronDir, 'path.txt'), 'electron');
    mkdirSync(join(electronDir, 'dist'));
    writeFileSync(join(electronDir, 'dist/electron'), '');
    const result = start(electronDir, npm.bin);
    expect(npm.calls()).toEqual(['npm run build']);
    expect(result.status).toBe(2);
    expect(result.stderr).not.toContain('not installed');
  });
});
