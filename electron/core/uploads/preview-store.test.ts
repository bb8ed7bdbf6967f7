import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScreenCaches } from '../memory/screen-caches';
import { preparePackage } from './package-check';
import { createPreviewStore } from './preview-store';

const NOW = new Date('2026-11-27T06:00:00+03:00');
const packageText = (rows: number, prefix: string) =>
  JSON.stringify(
    {
      date: '2026-11-27T05:00:00+03:00',
      stocks: Array.from({ length: rows }, (_, i) => ({
        prtId: `${prefix}-${i}`,
        nnt: 100_000 + i,
        sku: `Арт. ${i}`,
        qnt: i % 10 === 3 ? 1.5 : 2,
        supDate: '2026-11-01T10:00:00+03:00',
        nds: 10,
        prcOptNds: 100,
        prcRet: 120,
      })),
    },
    null,
    2,
  );
const prepare = (rows: number, prefix: string) =>
  preparePackage(`${prefix}.json`, new TextEncoder().encode(packageText(rows, prefix)), NOW);

/** Resolves once every preview is in the wanted form (packing runs on libuv's threads). */
async function formsBecome(forms: () => Record<string, string>, wanted: Record<string, string>) {
  for (let i = 0; i < 200 && JSON.stringify(forms()) !== JSON.stringify(wanted); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(forms()).toEqual(wanted);
}

describe('preview store: a released preview is packed and comes back the same', () => {
  afterEach(() => vi.useRealTimers());

  it('packs a preview its screen left, and the next use gives the same text and check in a new object', async () => {
    let now = 0;
    const caches = createScreenCaches({ times: { leftMs: 1_000 }, giveBack: () => undefined, now: () => now });
    caches.shown('uploads');
    const store = createPreviewStore({ caches });
    const prepared = prepare(2_000, 'A');
    const id = store.add(prepared);
    const { text, parsed: _parsed, ...light } = prepared;
    store.setServerCheck(id, { check: { ...prepared.local.check, origin: 'server' }, errors: [] });

    caches.shown('stores');
    now = 1_000;
    await vi.waitFor(() => expect(caches.held()).toEqual([]), { timeout: 3_000 });
    await formsBecome(store.forms, { [id]: 'packed' });

    const back = store.get(id);
    expect(back).not.toBe(prepared);
    expect(back.text).toBe(text);
    expect(back.parsed).toBeUndefined();
    const { text: _t, server, ...rest } = back;
    expect({ ...rest, server: undefined }).toEqual({ ...light, server: undefined });
    expect(server?.check.origin).toBe('server');
    expect(store.forms()).toEqual({ [id]: 'text' });
    expect(caches.held()).toEqual([`preview ${id}`]);
    caches.close();
  });

  it('a new check packs the previews before it; using one while it is being packed keeps its text', async () => {
    const store = createPreviewStore();
    const first = store.add(prepare(500, 'F'));
    const second = store.add(prepare(500, 'S'));
    await formsBecome(store.forms, { [first]: 'packed', [second]: 'text' });
    const third = store.add(prepare(500, 'T'));
    const held = store.get(second);
    await new Promise((r) => setTimeout(r, 100));
    expect(store.forms()).toEqual({ [first]: 'packed', [second]: 'text', [third]: 'text' });
    expect(store.get(second)).toBe(held);
    expect(store.get(first).text).toBe(packageText(500, 'F'));
  });

  it('drops the oldest beyond its capacity and tells the shell the file may go', () => {
    const released: string[] = [];
    const store = createPreviewStore({ capacity: 1, onFileReleased: (ref) => released.push(ref) });
    const a = prepare(10, 'A');
    a.fileRef = 'ref-a';
    const first = store.add(a);
    store.add(prepare(10, 'B'));
    expect(released).toEqual(['ref-a']);
    expect(() => store.get(first)).toThrow(/no longer held/);
  });
});
