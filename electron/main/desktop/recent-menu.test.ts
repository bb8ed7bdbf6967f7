import { describe, expect, it } from 'vitest';
import type { RecentFile } from '@shared/ipc/channels/recent-files';
import type { EventPayload } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { createRecentMenu } from './recent-menu';

// Main's File → Open Recent against a stand-in of core's invoke: per store lists (two stores), the
// current store told by core's event, a vanished file refused, a late answer for an old store ignored.
const file = (id: number, fileName: string): RecentFile => ({ id, fileName, openedAt: '2026-11-26T07:00:00.000Z' });
const lists: Record<number, RecentFile[]> = { 1: [file(1, 'ленина.json')], 2: [file(2, 'вокзал.csv')] };
const FILE_REF = '0b7c5a8e-4a53-4a7e-9d38-7f1c2b3a4d5e';

function harness(delays: Record<number, Promise<void>> = {}) {
  const shown: string[][] = [];
  const sent: EventPayload<'shell:navigate'>[] = [];
  const calls: string[] = [];
  const menu = createRecentMenu({
    invoke: async (channel, input) => {
      const { profileId, id } = input as { profileId: number; id?: number };
      calls.push(`${channel} ${profileId}${id ? ` ${id}` : ''}`);
      if (channel === 'files:recent') {
        await delays[profileId];
        return { ok: true, data: lists[profileId] } as IpcResult<unknown>;
      }
      if (channel === 'files:open-recent' && id === 1)
        return { ok: true, data: { fileRef: FILE_REF, fileName: 'ленина.json', bytes: 9 } };
      if (channel === 'files:open-recent')
        return {
          ok: false,
          error: { code: 'not-found', message: 'gone', details: { reason: 'recent-missing', fileName: 'вокзал.csv' } },
        };
      return { ok: true, data: { cleared: 1 } };
    },
    show: (files) => shown.push(files.map((f) => f.fileName)),
    navigate: (payload) => sent.push(payload),
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { menu, shown, sent, calls, settle };
}

describe("File → Open Recent for the window's store", () => {
  it("shows the current store's files and follows a switch of store and a change of the list", async () => {
    const { menu, shown, settle } = harness();
    menu.follow('app:current-store', { profileId: 1 });
    await settle();
    menu.follow('app:current-store', { profileId: 2 });
    await settle();
    lists[2] = [file(3, 'новый.json'), ...lists[2]!];
    menu.follow('db:changed', { tables: ['upload_ledger'] });
    menu.follow('db:changed', { tables: ['recent_files'] });
    await settle();
    expect(shown).toEqual([['ленина.json'], ['вокзал.csv'], ['новый.json', 'вокзал.csv']]);
    lists[2] = lists[2]!.slice(1);
  });

  it('ignores a late answer for a store no longer current', async () => {
    let release!: () => void;
    const { menu, shown, settle } = harness({ 1: new Promise<void>((r) => (release = r)) });
    menu.follow('app:current-store', { profileId: 1 });
    menu.follow('app:current-store', { profileId: 2 });
    await settle();
    release();
    await settle();
    expect(shown).toEqual([['вокзал.csv']]);
  });

  it('opens a file in the window by its new reference, or says a vanished one was removed', async () => {
    const { menu, sent, calls, settle } = harness();
    await menu.open(1); // no store known yet: nothing asked
    expect(calls).toEqual([]);
    menu.follow('app:current-store', { profileId: 1 });
    await settle();
    await menu.open(1);
    await menu.open(2);
    await menu.clear();
    expect(sent).toEqual([
      { to: 'file', file: { fileRef: FILE_REF, fileName: 'ленина.json', bytes: 9 } },
      { to: 'refused-file', fileName: 'вокзал.csv', reason: 'recent-missing' },
    ]);
    expect(calls).toEqual(['files:recent 1', 'files:open-recent 1 1', 'files:open-recent 1 2', 'files:clear-recent 1']);
  });
});
