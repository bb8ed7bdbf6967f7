import type { IpcMainInvokeEvent } from 'electron';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_REF_CHANNEL } from '@shared/ipc/channels/upload-intake';
import type { IpcResult } from '@shared/ipc/result';
import { createFileRefs } from '@host/file-refs';
import { createRefFile } from '@preload/ref-file';
import type { IpcMainLike } from './bind-contract';
import { bindFileRefChannel } from './file-ref-channel';

// Electron cannot run here: ipcMain is a recorder with the one method used, and the preload's
// webUtils.getPathForFile a function of the same shape (a File made by script has no path: '').
type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>;
const ours = { senderFrame: { url: 'app://desk/index.html', parent: null } } as unknown as IpcMainInvokeEvent;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-ref-channel-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function bound() {
  const listeners = new Map<string, Listener>();
  const ipc: IpcMainLike = { handle: (channel, listener) => void listeners.set(channel, listener) };
  const refs = createFileRefs();
  bindFileRefChannel(ipc, refs, 'app://desk');
  return { listener: listeners.get(FILE_REF_CHANNEL)!, refs };
}

describe('the preload → main path of a dropped or chosen file', () => {
  it('gives the page a reference for a chosen package, and main keeps the path', async () => {
    const { listener, refs } = bound();
    const path = join(dir, 'stock.json');
    writeFileSync(path, '{"stocks":[]}');
    const sent: unknown[] = [];
    const refFile = createRefFile(
      () => path,
      (channel, p) => {
        sent.push([channel, p]);
        return listener(ours, p);
      },
    );
    const result = await refFile({ name: 'stock.json', size: 13 });
    expect(sent).toEqual([[FILE_REF_CHANNEL, path]]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.fileName).toBe('stock.json');
    expect(JSON.stringify(result)).not.toContain(dir);
    expect(refs.resolve(result.data.fileRef)?.path).toBe(path);
  });

  it('refuses a File made by script (no path) without asking main', async () => {
    let asked = 0;
    const refFile = createRefFile(
      () => '',
      async () => asked++,
    );
    expect(await refFile({ name: 'forged.json', size: 1 })).toMatchObject({
      ok: false,
      error: { code: 'file-invalid', details: { reason: 'no-path' } },
    });
    expect(asked).toBe(0);
  });

  it('refuses a private key named by a compromised page, and any sender but our main frame', async () => {
    const { listener, refs } = bound();
    const key = join(dir, 'id_rsa');
    writeFileSync(key, 'PRIVATE KEY');
    expect(await listener(ours, key)).toMatchObject({
      ok: false,
      error: { code: 'file-invalid', details: { reason: 'extension' } },
    });
    const json = join(dir, 'stock.json');
    writeFileSync(json, '{}');
    const iframe = { senderFrame: { url: 'app://desk/x.html', parent: {} } } as unknown as IpcMainInvokeEvent;
    expect(await listener(iframe, json)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(await listener(ours, { path: json })).toMatchObject({ ok: false, error: { code: 'file-invalid' } });
    expect(refs.size()).toBe(0);
  });
});
