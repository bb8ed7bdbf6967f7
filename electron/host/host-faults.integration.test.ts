import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventChannel } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { DATABASE_FILE } from '../core/desk-core';
import { samplePackage, waitFor as until } from '@tests/kits/core/uploads/uploads-test-env';
import { startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { startCoreHost, type CoreHostClient } from './core-host-client';
import { nodeHostLauncher } from './node-fork-transport';
import { startCountingProxy } from '@tests/kits/host/counting-proxy';

// Faults of the two-process shape: the core host killed (SIGKILL) mid-upload and mid-sync, three
// times each. The router restarts it; the ledger and the sync cursors recover as after a crash.
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup.length = 0;
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'desk-host-faults-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function hostOn(dataDir: string, address: { baseUrl: string; authUrl: string; stores: RunningSandbox['stores'] }) {
  const host = startCoreHost({
    launch: nodeHostLauncher(),
    init: { dataDir, appVersion: '0.0.0-faults', shell: 'web-bridge', sandbox: { kind: 'external', address } },
    policy: { initialDelayMs: 50, maxRestarts: 10 },
  });
  cleanup.push(() => host.close());
  return host;
}

async function call<T>(host: CoreHostClient, channel: string, input: unknown): Promise<T> {
  const result = (await host.invoke(channel, input)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.data;
}

async function killAndWaitReady(host: CoreHostClient): Promise<void> {
  const pid = host.pid()!;
  process.kill(pid, 'SIGKILL');
  await until(() => (host.pid() !== pid && host.state() === 'ready' ? true : undefined), 30_000, 'host restart');
}

function integrity(dataDir: string): unknown {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

const sandboxProfile = async (host: CoreHostClient) =>
  (await call<{ id: number; isSandbox: boolean }[]>(host, 'profiles:list', undefined)).find((p) => p.isSandbox)!.id;

describe('core host killed and restarted', () => {
  it('mid-upload (3 times): never a second POST, each upload recorded as outcome unknown, integrity ok', async () => {
    // Every API answer is late, so each upload is still on the wire when the host dies.
    const sandbox = await startSandbox({
      processing: { acceptedMs: 40, processingMs: 40 },
      limits: { requestRate: null, fullUploadsPerMoscowDay: null, changesIntervalSeconds: null },
      faults: { latencyRate: 1, latencyMs: 1500, targets: { api: true, auth: false } },
    });
    cleanup.push(() => sandbox.close());
    const proxy = await startCountingProxy(sandbox.baseUrl);
    cleanup.push(() => proxy.close());
    const dataDir = tempDir();
    const host = hostOn(dataDir, { baseUrl: proxy.baseUrl, authUrl: sandbox.authUrl, stores: sandbox.stores });
    await host.ready();
    const profileId = await sandboxProfile(host);

    for (let i = 1; i <= 3; i++) {
      const preview = await call<{ previewId: string }>(host, 'uploads:preview-file', {
        fileName: `kill-${i}.json`,
        bytes: Buffer.from(samplePackage(20, { prefix: `K${i}` })),
      });
      const sending = host.invoke('uploads:start', {
        profileId,
        previewId: preview.previewId,
        kind: 'full',
        acknowledge: ['second-full-today', 'outside-window', 'row-drop'],
      });
      await until(() => (proxy.count('POST', '/stocks') === i ? true : undefined), 20_000, `POST ${i} on the wire`);
      await killAndWaitReady(host);
      expect(await sending).toMatchObject({
        ok: false,
        error: { code: 'core-unavailable', details: { reason: 'exited-during-request' } },
      });
    }
    // Longer than the sandbox's latency: a re-send would have arrived by now.
    await new Promise((r) => setTimeout(r, 2000));
    expect(proxy.count('POST', '/stocks')).toBe(3);

    const { items } = await call<{ items: { outcome: string; errorCode: string | null; fileName: string }[] }>(
      host,
      'uploads:list',
      { profileId },
    );
    expect(items).toHaveLength(3);
    for (const item of items) expect(item).toMatchObject({ outcome: 'unknown', errorCode: 'app-stopped' });
    expect(items.map((u) => u.fileName).sort()).toEqual(['kill-1.json', 'kill-2.json', 'kill-3.json']);
    expect(integrity(dataDir)).toBe('ok');
  }, 120_000);

  it('mid-sync (3 times): the sync resumes to the same content as an uninterrupted one, integrity ok', async () => {
    const sandbox = await startSandbox({ limits: { requestRate: null }, demoStockRows: 0 });
    cleanup.push(() => sandbox.close());
    const address = { baseUrl: sandbox.baseUrl, authUrl: sandbox.authUrl, stores: sandbox.stores };

    type Summary = { dictionaries: { name: string; rows: number; cursor: string; loaded: boolean }[] };
    const syncToEnd = async (host: CoreHostClient, profileId: number, killAfterChunks?: number) => {
      const progress: { state: string; chunks: number }[] = [];
      const off = host.onEvent((event: EventChannel, payload) => {
        if (event === 'dictionaries:progress') progress.push(payload as { state: string; chunks: number });
      });
      try {
        await call(host, 'dictionaries:sync', { profileId, force: true });
        if (killAfterChunks !== undefined) {
          await until(() => (progress.some((p) => p.chunks >= killAfterChunks) ? true : undefined), 60_000, 'chunks');
          // Killed mid-run: the last word from core was still "running" (or indexing).
          expect(['running', 'indexing']).toContain(progress.at(-1)!.state);
          await killAndWaitReady(host);
          return false;
        }
        await until(
          () => (progress.some((p) => p.state !== 'running' && p.state !== 'indexing') ? true : undefined),
          120_000,
          'sync end',
        );
        return progress.at(-1)!.state === 'done';
      } finally {
        off();
      }
    };

    const killedDir = tempDir();
    const killed = hostOn(killedDir, address);
    await killed.ready();
    const killedProfile = await sandboxProfile(killed);
    for (const chunks of [1, 3, 5]) await syncToEnd(killed, killedProfile, chunks);
    expect(await syncToEnd(killed, killedProfile)).toBe(true);

    const cleanDir = tempDir();
    const clean = hostOn(cleanDir, address);
    await clean.ready();
    expect(await syncToEnd(clean, await sandboxProfile(clean))).toBe(true);

    const contentOf = async (host: CoreHostClient, profileId: number) =>
      (await call<Summary>(host, 'dictionaries:list', { profileId })).dictionaries.map(
        ({ name, rows, cursor, loaded }) => ({
          name,
          rows,
          cursor,
          loaded,
        }),
      );
    const resumed = await contentOf(killed, killedProfile);
    expect(resumed).toEqual(await contentOf(clean, await sandboxProfile(clean)));
    expect(resumed.every((d) => d.loaded)).toBe(true);
    expect(killed.state()).toBe('ready');
    expect(integrity(killedDir)).toBe('ok');
  }, 240_000);
});
