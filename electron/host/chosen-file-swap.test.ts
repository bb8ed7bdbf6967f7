import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readChosenFile } from '@core/files/read-chosen-file';
import { createFileRefs, FileRefRefused } from './file-refs';

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'chosen-swap-'));
  dataDir = join(dir, 'data');
  mkdirSync(join(dataDir, 'upload-files'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const PACKAGE = '{"date":"2026-11-27T06:00:00+03:00","stocks":[]}';

/** Chooses `name` (written with a package) as the app does, and returns how core would read it. */
async function choose(name: string) {
  const path = join(dir, name);
  writeFileSync(path, PACKAGE);
  const refs = createFileRefs({ refuseUnder: [dataDir] });
  const { fileRef } = await refs.register(path);
  const chosen = refs.resolve(fileRef)!;
  const read = () => readChosenFile(chosen.path, chosen.fileName, { identity: chosen.identity });
  return { path, read };
}

const reasonOf = async (promise: Promise<unknown>) =>
  ((await promise.catch((e: unknown) => e)) as { details?: { reason?: string } }).details?.reason;

describe('a chosen file is read as the file that was vetted', () => {
  it('reads the file it was', async () => {
    const { read } = await choose('stock.json');
    expect((await read()).toString()).toBe(PACKAGE);
  });

  it('swapped for a symlink (to /etc/passwd) after choosing: refused, nothing read', async () => {
    const { path, read } = await choose('stock.json');
    unlinkSync(path);
    symlinkSync('/etc/passwd', path);
    expect(await reasonOf(read())).toBe('swapped');
  });

  it('swapped for a FIFO: refused within a second, never blocking', async () => {
    const { path, read } = await choose('stock.json');
    unlinkSync(path);
    execFileSync('mkfifo', [path]);
    const started = Date.now();
    expect(await reasonOf(read())).toBe('not-a-file');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('swapped for another file (a hard link to a kept upload file renamed over it): refused', async () => {
    const kept = join(dataDir, 'upload-files', 'abc.json');
    writeFileSync(kept, '{"secret":"stock of the pharmacy"}');
    const { path, read } = await choose('stock.json');
    const link = join(dir, 'other.json');
    linkSync(kept, link);
    renameSync(link, path);
    expect(await reasonOf(read())).toBe('swapped');
  });

  it('a hard link into the kept upload files is refused when chosen', async () => {
    const kept = join(dataDir, 'upload-files', 'abc.json');
    writeFileSync(kept, PACKAGE);
    const link = join(dir, 'looks-innocent.json');
    linkSync(kept, link);
    const error = await createFileRefs({ refuseUnder: [dataDir] })
      .register(link)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileRefRefused);
    expect((error as FileRefRefused).reason).toBe('linked-app-data');
  });
});
