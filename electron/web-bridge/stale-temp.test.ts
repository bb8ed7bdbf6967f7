import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleTempFolders } from './stale-temp';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stale-temp-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has ended (and was reaped). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('dev-only temporary folders are removed at the next start', () => {
  it('removes those of processes gone (and unnamed old ones), keeps those of running bridges and others', () => {
    const make = (name: string) => {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'x.upload'), '{"stocks":[]}');
      return name;
    };
    const dead = deadPid();
    const stale = [
      make(`desk-bridge-files-${dead}-aB12cd`),
      make(`desk-bridge-launch-${dead}-Zz9`),
      make('desk-bridge-files-Qw3er'),
    ];
    const live = [make(`desk-bridge-files-${process.pid}-Kk1`), make('some-other-tool-123')];
    expect(removeStaleTempFolders(dir).sort()).toEqual([...stale].sort());
    for (const name of stale) expect(existsSync(join(dir, name))).toBe(false);
    for (const name of live) expect(existsSync(join(dir, name))).toBe(true);
  });
});
