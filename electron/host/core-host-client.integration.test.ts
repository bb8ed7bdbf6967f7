import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventChannel } from '@shared/ipc/contract';
import { startCoreHost, type CoreHostClient } from './core-host-client';
import type { HostInit } from '@shared/host-protocol/host-messages';
import { nodeHostLauncher } from './node-fork-transport';

// The router side against a real core host process (child_process.fork, real SQLite): invokes
// cross the process boundary, events come back, a killed host is restarted within bounds.
const noSandbox: HostInit['sandbox'] = {
  kind: 'external',
  address: { baseUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9', stores: [] },
};

let dataDir: string;
let client: CoreHostClient | undefined;

function start(policy = {}): CoreHostClient {
  dataDir = mkdtempSync(join(tmpdir(), 'desk-host-'));
  client = startCoreHost({
    launch: nodeHostLauncher(),
    init: { dataDir, appVersion: '0.0.0-host', shell: 'web-bridge', sandbox: noSandbox },
    policy: { initialDelayMs: 50, ...policy },
  });
  return client;
}

function recordEvents(host: CoreHostClient): { event: EventChannel; payload: unknown }[] {
  const seen: { event: EventChannel; payload: unknown }[] = [];
  host.onEvent((event, payload) => seen.push({ event, payload }));
  return seen;
}

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

afterEach(async () => {
  await client?.close();
  client = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('core host over child_process.fork', () => {
  it('serves checked invokes from another process and relays core events', async () => {
    const host = start();
    const events = recordEvents(host);
    await host.ready();
    expect(host.pid()).not.toBe(process.pid);

    const info = await host.invoke('app:get-info', undefined);
    expect(info).toMatchObject({ ok: true, data: { shell: 'web-bridge', dataDir, version: '0.0.0-host' } });

    const bad = await host.invoke('profiles:add', { storeId: 'not-a-guid' });
    expect(bad.ok).toBe(false);
    const unknown = await host.invoke('nope:nothing', undefined);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });

    const added = await host.invoke('profiles:add', {
      storeId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      name: 'Аптека на Садовой',
      baseUrl: 'https://api.operator.example',
      authUrl: 'https://auth.operator.example',
    });
    expect(added.ok).toBe(true);
    await until(() => events.some((e) => e.event === 'db:changed'));
    expect(events.find((e) => e.event === 'db:changed')!.payload).toEqual({ tables: ['store_profiles'] });
  });

  it('restarts a killed host, says so with core:state, and an invoke made meanwhile waits and succeeds', async () => {
    const host = start();
    const events = recordEvents(host);
    await host.ready();
    const first = host.pid()!;
    process.kill(first, 'SIGKILL');
    await until(() => host.state() === 'reconnecting', 5_000);
    const during = host.invoke('profiles:list', undefined);
    const result = await during;
    expect(result.ok).toBe(true);
    expect(host.pid()).not.toBe(first);
    const states = events.filter((e) => e.event === 'core:state').map((e) => (e.payload as { state: string }).state);
    expect(states).toEqual(['ready', 'reconnecting', 'ready']);
  });

  it('fails an invoke in flight when the host dies, with core-unavailable', async () => {
    const host = start();
    await host.ready();
    const pid = host.pid()!;
    // An invoke sent, then the host killed before it can answer (the kill lands first: same tick).
    const inFlight = host.invoke('profiles:list', undefined);
    process.kill(pid, 'SIGKILL');
    const result = await inFlight;
    if (!result.ok)
      expect(result.error).toMatchObject({ code: 'core-unavailable', details: { reason: 'exited-during-request' } });
    await host.ready();
  });

  it('gives up after the cap of restarts with a clear final error', async () => {
    const host = start({ maxRestarts: 2, windowMs: 60_000 });
    const events = recordEvents(host);
    await host.ready();
    for (let i = 0; i < 3; i++) {
      await until(() => host.state() === 'ready');
      process.kill(host.pid()!, 'SIGKILL');
      await until(() => host.state() !== 'ready');
    }
    await until(() => host.state() === 'failed');
    const last = events.filter((e) => e.event === 'core:state').at(-1)!.payload as { state: string; reason: string };
    expect(last.state).toBe('failed');
    expect(last.reason).toMatch(/stopped 2 times within 60 s; restart the app/);
    expect(await host.invoke('profiles:list', undefined)).toMatchObject({
      ok: false,
      error: { code: 'core-unavailable', details: { reason: 'gave-up' } },
    });
  });

  it('closes core cleanly: the host process ends and later invokes are refused', async () => {
    const host = start();
    await host.ready();
    const pid = host.pid()!;
    await host.close();
    expect(() => process.kill(pid, 0)).toThrow();
    expect(await host.invoke('profiles:list', undefined)).toMatchObject({
      ok: false,
      error: { code: 'core-unavailable' },
    });
  });
});
