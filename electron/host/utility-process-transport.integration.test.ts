import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCoreHost, type CoreHostClient } from './core-host-client';
import { utilityProcessStandIn } from './testing/utility-process-standin';
import { utilityHostLauncher } from './utility-process-transport';

// The Electron transport (utilityProcess.fork + process.parentPort) against a stand-in with the
// same API in plain Node, since the Electron binary cannot run here.
const entry = resolve(import.meta.dirname, 'testing/standin-host-entry.ts');
let dataDir: string;
let client: CoreHostClient | undefined;

afterEach(async () => {
  await client?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('core host over utilityProcess / parentPort', () => {
  it('serves invokes, calls back the router for main-only services and restarts after a crash', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'desk-utility-host-'));
    const opened: string[] = [];
    client = startCoreHost({
      launch: utilityHostLauncher(utilityProcessStandIn, { modulePath: entry }),
      init: {
        dataDir,
        appVersion: '0.0.0-utility',
        shell: 'electron',
        sandbox: {
          kind: 'external',
          address: { baseUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9', stores: [] },
        },
        services: ['openExternal'],
      },
      services: { openExternal: async (url) => void opened.push(url) },
      policy: { initialDelayMs: 50 },
    });
    await client.ready();
    const forks = utilityProcessStandIn.forks;
    expect(await client.invoke('app:get-info', undefined)).toMatchObject({
      ok: true,
      data: { shell: 'electron', version: '0.0.0-utility' },
    });
    // shell.openExternal lives in main: core in the host asks the router for it.
    await client.invoke('profiles:add', {
      storeId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      name: 'Аптека',
      baseUrl: 'https://api.operator.example',
      authUrl: 'https://auth.operator.example',
    });
    const url = 'https://api.operator.example/dispersion';
    expect(await client.invoke('app:open-external', { url })).toEqual({ ok: true, data: { opened: true } });
    expect(opened).toEqual([url]);

    process.kill(client.pid()!, 'SIGKILL');
    while (client.state() === 'ready') await new Promise((r) => setTimeout(r, 10));
    const after = await client.invoke('profiles:list', undefined);
    expect(after.ok).toBe(true);
    expect(utilityProcessStandIn.forks).toBe(forks + 1);
  });
});
