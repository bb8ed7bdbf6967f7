import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anyChosenAccept, packageAccept, stockListAccept } from '@shared/import/file-types';
import { createFileRefs, fileRefServices, FileRefRefused, vetChosenPath } from './file-refs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-refs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text = '{"stocks":[]}') => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileRefRefused);
  return (error as FileRefRefused).reason;
}

describe('vetChosenPath: only files the app reads, never a key or the app data', () => {
  it('refuses what a compromised page might name', async () => {
    const sshDir = join(dir, '.ssh');
    mkdirSync(sshDir);
    const key = join(sshDir, 'id_rsa');
    writeFileSync(key, '-----BEGIN OPENSSH PRIVATE KEY-----');
    expect(await refusal(vetChosenPath(key))).toBe('extension');
    // A link named like a package does not launder the key: the real target is judged.
    symlinkSync(key, join(dir, 'stock.json'));
    expect(await refusal(vetChosenPath(join(dir, 'stock.json')))).toBe('extension');
    expect(await refusal(vetChosenPath('stock.json'))).toBe('not-absolute');
    expect(await refusal(vetChosenPath(''))).toBe('not-absolute');
    expect(await refusal(vetChosenPath(join(dir, 'gone.json')))).toBe('missing');
    mkdirSync(join(dir, 'folder.json'));
    expect(await refusal(vetChosenPath(join(dir, 'folder.json')))).toBe('not-a-file');
    const appData = join(dir, 'app');
    mkdirSync(appData);
    const inside = join(appData, 'exports.json');
    writeFileSync(inside, '{}');
    expect(await refusal(vetChosenPath(inside, { refuseUnder: [appData] }))).toBe('app-data');
    // The data folder named through a link is the same folder.
    symlinkSync(appData, join(dir, 'app-link'));
    expect(await refusal(vetChosenPath(inside, { refuseUnder: [join(dir, 'app-link')] }))).toBe('app-data');
  });

  it('accepts a package file, whatever the case of its extension', async () => {
    const path = file('Остатки.JSON');
    expect(await vetChosenPath(path)).toBe(path);
  });
});

describe('the pickers offer exactly what main accepts', () => {
  const extensionsOf = (accept: string) => accept.split(',').filter((e) => e.startsWith('.'));

  it('accepts a file of every extension any picker offers (.tsv and .xlsm included)', async () => {
    const offered = new Set([packageAccept, stockListAccept, anyChosenAccept].flatMap(extensionsOf));
    expect(offered).toEqual(new Set(['.json', '.txt', '.csv', '.tsv', '.xlsx', '.xlsm', '.xls', '.dbf']));
    for (const extension of offered) {
      const path = file(`list${extension.toUpperCase()}`, 'x');
      expect(await vetChosenPath(path)).toBe(path);
    }
    expect(await refusal(vetChosenPath(file('list.ods', 'x')))).toBe('extension');
  });
});

describe('createFileRefs', () => {
  it('registers a chosen file by an opaque reference and resolves it until released', async () => {
    const refs = createFileRefs();
    const path = file('stock.json', '{"stocks":[1]}');
    const info = await refs.register(path);
    expect(info).toEqual({ fileRef: expect.stringMatching(/^[0-9a-f-]{36}$/), fileName: 'stock.json', bytes: 14 });
    expect(info.fileRef).not.toContain(dir);
    expect(refs.resolve(info.fileRef)).toEqual({
      path,
      fileName: 'stock.json',
      identity: { dev: expect.stringMatching(/^\d+$/), ino: expect.stringMatching(/^\d+$/) },
      temporary: false,
    });
    await refs.release(info.fileRef);
    expect(refs.resolve(info.fileRef)).toBeNull();
    expect(existsSync(path)).toBe(true); // a user's own file is never deleted
  });

  it('deletes a temporary copy when released, and the oldest beyond its capacity', async () => {
    const refs = createFileRefs({ capacity: 2 });
    const temps = ['a.upload', 'b.upload', 'c.upload'].map((n) => file(n));
    const infos = [];
    for (const [i, path] of temps.entries())
      infos.push(await refs.register(path, { temporary: true, fileName: `upload-${i}.json` }));
    expect(infos[0]!.fileName).toBe('upload-0.json');
    expect(existsSync(temps[0]!)).toBe(false);
    expect(refs.resolve(infos[0]!.fileRef)).toBeNull();
    expect(refs.size()).toBe(2);
    const services = fileRefServices(refs);
    expect(await services['files.resolve'](infos[1]!.fileRef)).toMatchObject({
      path: temps[1],
      fileName: 'upload-1.json',
    });
    await services['files.release'](infos[1]!.fileRef);
    expect(existsSync(temps[1]!)).toBe(false);
    await refs.close();
    expect(existsSync(temps[2]!)).toBe(false);
    expect(refs.size()).toBe(0);
  });

  it('registers a path core asks for (a recent file) through the same vetting, refusals with their reason', async () => {
    const refs = createFileRefs({ refuseUnder: [join(dir, 'data')] });
    const services = fileRefServices(refs);
    const path = file('recent.json', '{}');
    const ok = (await services['files.register'](path)) as { ok: true; file: { fileRef: string } };
    expect(ok.ok).toBe(true);
    expect(refs.resolve(ok.file.fileRef)?.path).toBe(path);
    expect(await services['files.register'](join(dir, 'gone.json'))).toMatchObject({ ok: false, reason: 'missing' });
    expect(await services['files.register']('relative.json')).toMatchObject({ ok: false, reason: 'not-absolute' });
  });
});
