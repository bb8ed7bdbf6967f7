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
  it('exposes exactly invoke and on, frozen', () => {
    const api = createDeskApi(recordingTransport().transport);
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on']);
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

  it('names every channel as feature:verb-noun', () => {
    for (const name of [...invokeChannelNames, ...eventChannelNames]) expect(name).toMatch(/^[a-z]+:[a-z]+(-[a-z]+)*$/);
  });
});
