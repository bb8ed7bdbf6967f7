import type { IpcMainInvokeEvent } from 'electron';
import { describe, expect, it } from 'vitest';
import { invokeChannelNames } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { bindContract, type ForwardInvoke, type IpcMainLike } from './bind-contract';
import { isTrustedSender } from './sender-check';

// Electron cannot run here, so ipcMain is a recorder with the one method bindContract uses.
function recordingIpcMain() {
  const bound = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>>();
  const counts = new Map<string, number>();
  const ipc: IpcMainLike = {
    handle(channel, listener) {
      counts.set(channel, (counts.get(channel) ?? 0) + 1);
      bound.set(channel, listener);
    },
  };
  return { ipc, bound, counts };
}

// What main forwards to the core host, recorded (the host itself is tested in electron/host).
let calls = 0;
function handlers(): ForwardInvoke {
  return async (channel) => {
    if (channel !== 'profiles:list') throw new Error('unused');
    calls++;
    return { ok: true, data: [] };
  };
}

const event = (senderFrame: { url: string; parent: unknown } | null) =>
  ({ senderFrame }) as unknown as IpcMainInvokeEvent;

describe('bindContract', () => {
  it('binds every contract channel exactly once', () => {
    const { ipc, counts } = recordingIpcMain();
    bindContract(ipc, handlers(), 'app://desk');
    expect([...counts.keys()].sort()).toEqual([...invokeChannelNames].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('serves the main frame of our own origin', async () => {
    const { ipc, bound } = recordingIpcMain();
    bindContract(ipc, handlers(), 'app://desk');
    const before = calls;
    const result = await bound.get('profiles:list')!(event({ url: 'app://desk/index.html', parent: null }), undefined);
    expect(result).toEqual({ ok: true, data: [] });
    expect(calls).toBe(before + 1);
  });

  it.each([
    ['a destroyed frame (null)', null],
    ['a foreign origin', { url: 'https://evil.test/index.html', parent: null }],
    ['a look-alike host', { url: 'app://desk.evil/index.html', parent: null }],
    ['a file: page', { url: 'file:///tmp/index.html', parent: null }],
    ['an iframe of our origin', { url: 'app://desk/frame.html', parent: {} }],
  ])('refuses %s without calling core', async (_label, frame) => {
    const { ipc, bound } = recordingIpcMain();
    bindContract(ipc, handlers(), 'app://desk');
    const before = calls;
    const result = await bound.get('profiles:list')!(event(frame), undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(calls).toBe(before);
  });
});

describe('isTrustedSender', () => {
  it('rejects unparseable frame URLs', () => {
    expect(isTrustedSender({ senderFrame: { url: 'not a url', parent: null } }, 'app://desk')).toBe(false);
  });
  it('rejects credentials smuggled into the URL', () => {
    expect(isTrustedSender({ senderFrame: { url: 'app://user:pw@desk/', parent: null } }, 'app://desk')).toBe(false);
  });
});
