import { describe, expect, it } from 'vitest';
import { eventChannelNames, invokeChannelNames } from './contract';
import { createDeskApi, type DeskTransport } from './desk-api';

function recordingTransport() {
  const invoked: Array<[string, unknown]> = [];
  const subscribed: string[] = [];
  const transport: DeskTransport = {
    invoke: (channel, input) => {
      invoked.push([channel, input]);
      return Promise.resolve({ ok: true, data: null });
    },
    on: (event) => {
      subscribed.push(event);
      return () => undefined;
    },
  };
  return { transport, invoked, subscribed };
}

describe('createDeskApi (window.desk in the preload and the web bridge)', () => {
  it('exposes exactly invoke, on and refFile, frozen', () => {
    const api = createDeskApi(recordingTransport().transport);
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on', 'refFile']);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('passes contract channels through and refuses anything else before it reaches the transport', async () => {
    const { transport, invoked } = recordingTransport();
    const api = createDeskApi(transport);
    await api.invoke('profiles:list');
    expect(invoked).toEqual([['profiles:list', undefined]]);
    const untyped = api.invoke as (channel: string, input?: unknown) => unknown;
    for (const name of ['fs:read', '__proto__', 'constructor', 'toString', '', 'profiles:list ']) {
      expect(() => untyped(name)).toThrow(/Unknown IPC channel/);
    }
    expect(invoked).toHaveLength(1);
  });

  it('subscribes only to contract events with a function listener', () => {
    const { transport, subscribed } = recordingTransport();
    const api = createDeskApi(transport);
    api.on('db:changed', () => undefined);
    expect(subscribed).toEqual(['db:changed']);
    const untyped = api.on as (event: string, listener: unknown) => unknown;
    expect(() => untyped('ipc:raw', () => undefined)).toThrow(/Unknown IPC event/);
    expect(() => untyped('db:changed', 'not a function')).toThrow(/must be a function/);
  });

  it('refFile passes a file to the shell, and says so plainly where the shell has no file reader', async () => {
    const none = createDeskApi(recordingTransport().transport);
    const refused = await none.refFile({ name: 'stock.json', size: 10 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'file-invalid' } });
    const seen: unknown[] = [];
    const info = { fileRef: '6f1c1f7e-3b7a-4c43-9a53-1d2f0b3c4d5e', fileName: 'stock.json', bytes: 10 };
    const api = createDeskApi({
      ...recordingTransport().transport,
      refFile: (file) => {
        seen.push(file);
        return Promise.resolve({ ok: true, data: info });
      },
    });
    const file = { name: 'stock.json', size: 10 };
    expect(await api.refFile(file)).toEqual({ ok: true, data: info });
    expect(seen).toEqual([file]);
    expect(() => api.refFile(null as never)).toThrow(/takes a File/);
  });

  it('names every channel as feature:verb-noun', () => {
    for (const name of [...invokeChannelNames, ...eventChannelNames]) expect(name).toMatch(/^[a-z]+:[a-z]+(-[a-z]+)*$/);
  });
});
