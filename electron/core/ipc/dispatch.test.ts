import { describe, expect, it } from 'vitest';
import { invokeContract, type InvokeChannel } from '../../../shared/ipc/contract';
import { DeskError } from '../errors';
import { dispatchInvoke, joinHandlers, type HandlerMap, type PartialHandlerMap } from './dispatch';

// A handler map where every channel answers something plausible for app:get-info and fails otherwise.
function allChannels(overrides: PartialHandlerMap = {}): PartialHandlerMap {
  const map: Record<string, unknown> = {};
  for (const channel of Object.keys(invokeContract))
    map[channel] = () => Promise.reject(new Error(`not under test: ${channel}`));
  return { ...(map as PartialHandlerMap), ...overrides };
}

const info = { name: 'Desk', version: '1.0.0', shell: 'cli' as const, platform: 'linux', dataDir: '/tmp/x' };

describe('joinHandlers', () => {
  it('accepts exactly one handler per contract channel', () => {
    const handlers = joinHandlers(allChannels());
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(invokeContract).sort());
  });

  it('refuses a channel served twice', () => {
    const first = allChannels();
    expect(() => joinHandlers(first, { 'app:get-info': () => info })).toThrow(/Two handlers for channel app:get-info/);
  });

  it('refuses a missing channel, naming it', () => {
    const partial = allChannels();
    delete (partial as Record<string, unknown>)['profiles:list'];
    expect(() => joinHandlers(partial)).toThrow(/No handler for channels: profiles:list/);
  });

  it('refuses a handler for a channel the contract does not name', () => {
    expect(() => joinHandlers(allChannels(), { 'fs:read': () => 1 } as unknown as PartialHandlerMap)).toThrow(
      /does not name: fs:read/,
    );
  });
});

describe('dispatchInvoke', () => {
  const handlers = joinHandlers(
    allChannels({
      'app:get-info': () => ({ ...info, token: 'must-not-leak' }) as typeof info,
      'app:open-external': ({ url }) => {
        if (url.includes('boom')) throw new DeskError('forbidden', 'not allowed', { url });
        if (url.includes('crash')) throw new TypeError('unexpected');
        return { opened: true };
      },
    }),
  ) as HandlerMap;

  it('refuses unknown channels without calling anything', async () => {
    expect(await dispatchInvoke(handlers, 'shell:exec', {})).toEqual({
      ok: false,
      error: { code: 'unknown-channel', message: 'Unknown channel: shell:exec' },
    });
  });

  it('parses input and reports where it is wrong', async () => {
    const result = await dispatchInvoke(handlers, 'app:open-external', { url: 42 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-input');
    expect(result.error.details).toEqual({ issues: [expect.objectContaining({ path: ['url'] })] });
  });

  it('strips fields the contract does not declare from outputs', async () => {
    const result = await dispatchInvoke(handlers, 'app:get-info' satisfies InvokeChannel, undefined);
    expect(result).toEqual({ ok: true, data: info });
    expect(JSON.stringify(result)).not.toContain('must-not-leak');
  });

  it('carries DeskError code and details as data', async () => {
    expect(await dispatchInvoke(handlers, 'app:open-external', { url: 'https://boom' })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'not allowed', details: { url: 'https://boom' } },
    });
  });

  it('turns unexpected errors into internal errors', async () => {
    const result = await dispatchInvoke(handlers, 'app:open-external', { url: 'https://crash' });
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: 'unexpected' } });
  });
});
