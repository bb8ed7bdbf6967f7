import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findElectronBinary } from './electron-binary.mjs';

const dir = mkdtempSync(join(tmpdir(), 'electron-pkg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start without the Electron binary', () => {
  it('finds no binary when path.txt or the executable is missing', () => {
    expect(findElectronBinary(dir)).toBeNull();
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(findElectronBinary(dir)).toBeNull();
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist/electron'), '');
    expect(findElectronBinary(dir)).toBe(join(dir, 'dist/electron'));
  });

  it('stops before building, with a message that names npm run dev:web', () => {
    const empty = mkdtempSync(join(dir, 'empty-'));
    const result = spawnSync(process.execPath, [join(import.meta.dirname, 'start-electron.mjs')], {
      env: { ...process.env, DESK_ELECTRON_DIR: empty },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Electron binary is not installed');
    expect(result.stderr).toContain('npm run dev:web');
  });
});
