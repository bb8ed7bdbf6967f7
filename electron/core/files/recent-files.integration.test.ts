import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload, InvokeOutput } from '@shared/ipc/contract';
import { data, startFileRefHost, type FileRefHost } from '@tests/kits/host/file-ref-host';

// Recent files per store in a real core host (SQLite) with the router's real file register: what
// each store opened, opened again through the router's vetting, a vanished file dropped with a
// message, the router's temporary copies never remembered.
let dir: string;
let app: FileRefHost;
let pharmacyA: number;
let pharmacyB: number;
const changed: string[][] = [];

const call = <T>(channel: string, input: unknown) => app.call<T>(channel, input);
type Recent = InvokeOutput<'files:recent'>;
const names = async (profileId: number) =>
  data(await call<Recent>('files:recent', { profileId })).map((f) => f.fileName);
const file = (name: string) => {
  const path = join(dir, name);
  writeFileSync(path, '{"stocks":[]}');
  return path;
};
const remember = async (profileId: number, path: string, temporary = false) => {
  const { fileRef } = await app.refs.register(path, { temporary });
  return data(await call<{ remembered: boolean }>('files:remember', { profileId, fileRef }));
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'desk-recent-'));
  app = await startFileRefHost(dir);
  app.host.onEvent((event, payload) => {
    if (event === 'db:changed') changed.push((payload as EventPayload<'db:changed'>).tables);
  });
  const add = async (storeId: string, name: string) =>
    data(
      await call<InvokeOutput<'profiles:add'>>('profiles:add', {
        storeId,
        name,
        baseUrl: 'https://api.operator.example',
        authUrl: 'https://auth.operator.example/',
      }),
    ).profile.id;
  pharmacyA = await add('3f2a9c1e-7b4d-4e8a-9c55-0a1b2c3d4e5f', 'Аптека на Ленина');
  pharmacyB = await add('9b1c2d3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e', 'Аптека у вокзала');
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('recent files per store', () => {
  it('keeps each store its own list, most recent first, and tells the screens', async () => {
    expect(await remember(pharmacyA, file('остатки-ленина.json'))).toEqual({ remembered: true });
    await remember(pharmacyA, file('таблица.csv'));
    await remember(pharmacyB, file('вокзал.json'));
    // Opened again: it moves to the top, once.
    await remember(pharmacyA, join(dir, 'остатки-ленина.json'));
    expect(await names(pharmacyA)).toEqual(['остатки-ленина.json', 'таблица.csv']);
    expect(await names(pharmacyB)).toEqual(['вокзал.json']);
    expect(changed.some((tables) => tables.includes('recent_files'))).toBe(true);
  });

  it("never remembers the router's temporary copies (the web bridge's uploads)", async () => {
    expect(await remember(pharmacyB, file('копия.json'), true)).toEqual({ remembered: false });
    expect(await names(pharmacyB)).toEqual(['вокзал.json']);
  });

  it('keeps the ten latest', async () => {
    for (let i = 1; i <= 12; i++) await remember(pharmacyB, file(`день-${i}.json`));
    const list = await names(pharmacyB);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('день-12.json');
    expect(list).not.toContain('вокзал.json');
  });

  it('opens a recent file again through the vetting, as a new reference to the same file', async () => {
    const [first] = data(await call<Recent>('files:recent', { profileId: pharmacyA }));
    const opened = data(
      await call<InvokeOutput<'files:open-recent'>>('files:open-recent', { profileId: pharmacyA, id: first!.id }),
    );
    expect(opened.fileName).toBe('остатки-ленина.json');
    expect(app.refs.resolve(opened.fileRef)?.path).toBe(join(dir, 'остатки-ленина.json'));
    // Another store cannot open it by its number.
    const other = await call('files:open-recent', { profileId: pharmacyB, id: first!.id });
    expect(other).toMatchObject({ ok: false, error: { code: 'not-found', details: { reason: 'recent-unknown' } } });
  });

  it('drops a file no longer on disk from the list and says which one', async () => {
    const list = data(await call<Recent>('files:recent', { profileId: pharmacyA }));
    const table = list.find((f) => f.fileName === 'таблица.csv')!;
    rmSync(join(dir, 'таблица.csv'));
    const result = await call('files:open-recent', { profileId: pharmacyA, id: table.id });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'not-found', details: { reason: 'recent-missing', fileName: 'таблица.csv' } },
    });
    expect(await names(pharmacyA)).toEqual(['остатки-ленина.json']);
  });

  it('clears one store without touching the other', async () => {
    expect(data(await call('files:clear-recent', { profileId: pharmacyA }))).toEqual({ cleared: 1 });
    expect(await names(pharmacyA)).toEqual([]);
    expect(await names(pharmacyB)).toHaveLength(10);
  });
});
