import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { startCoreHost, type CoreHostClient } from './core-host-client';
import { utilityProcessStandIn } from '@tests/kits/host/utility-process-standin';
import { utilityHostLauncher } from './utility-process-transport';

// The Electron transport (utilityProcess.fork + process.parentPort) against a stand-in with the
// same API in plain Node, since the Electron binary cannot run here.
const entry = resolve(import.meta.dirname, '../../tests/kits/host/standin-host-entry.ts');
let dataDir: string;
let client: CoreHostClient | undefined;
let sandbox: RunningSandbox | undefined;

afterEach(async () => {
  await client?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('core host over utilityProcess / parentPort', () => {
  it('serves invokes, calls back the router for main-only services and restarts after a crash', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'desk-utility-host-'));
    const written: string[] = [];
    sandbox = await startSandbox();
    client = startCoreHost({
      launch: utilityHostLauncher(utilityProcessStandIn, { modulePath: entry }),
      init: {
        dataDir,
        appVersion: '0.0.0-utility',
        shell: 'electron',
        sandbox: {
          kind: 'external',
          address: { baseUrl: sandbox.baseUrl, authUrl: sandbox.authUrl, stores: sandbox.stores },
        },
        services: ['clipboard'],
      },
      services: {
        'clipboard.writeText': async (text) => void written.push(text ?? ''),
        'clipboard.readText': async () => written.at(-1) ?? '',
      },
      policy: { initialDelayMs: 50 },
    });
    await client.ready();
    const forks = utilityProcessStandIn.forks;
    expect(await client.invoke('app:get-info', undefined)).toMatchObject({
      ok: true,
      data: { shell: 'electron', version: '0.0.0-utility' },
    });
    // The clipboard lives in main: core in the host asks the router to write the webhook key.
    const profiles = await client.invoke('profiles:list', undefined);
    const sandboxProfile = (profiles.ok ? (profiles.data as { id: number; isSandbox: boolean }[]) : []).find(
      (p) => p.isSandbox,
    )!;
    const copied = await client.invoke('webhooks:copy-key', { profileId: sandboxProfile.id });
    expect(copied).toMatchObject({ ok: true, data: { copied: true } });
    expect(written).toHaveLength(1);
    expect(written[0]!.length).toBeGreaterThan(15);

    process.kill(client.pid()!, 'SIGKILL');
    while (client.state() === 'ready') await new Promise((r) => setTimeout(r, 10));
    const after = await client.invoke('profiles:list', undefined);
    expect(after.ok).toBe(true);
    expect(utilityProcessStandIn.forks).toBe(forks + 1);
  });
});
