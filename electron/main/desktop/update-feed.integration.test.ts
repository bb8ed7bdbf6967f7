import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NsisUpdater } from 'electron-updater';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { appAdapterStandIn, NodeHttpExecutor } from '@tests/kits/main/updater-standins';
import { createUpdateController } from './update-controller';

// electron-updater's own feed logic (version compare, staged rollout, downgrade refusal, sha512 and
// signature checks) against a real HTTP server serving latest.yml and an installer. Only Electron's
// `app` and `net` are stand-ins (the binary cannot run here).
const installer = randomBytes(64 * 1024);
const sha512 = createHash('sha512').update(installer).digest('base64');
const files = new Map<string, Buffer>();
let server: Server;
let feedUrl: string;
let dir: string;
const requested: string[] = [];

function publish(meta: Record<string, unknown>): void {
  const name = `Pharmacy-Exchange-Desk-Setup-${String(meta.version)}.exe`;
  const entry = { url: name, sha512: meta.sha512 ?? sha512, size: installer.length };
  const { sha512: _ignored, ...rest } = meta;
  files.set(
    '/latest.yml',
    Buffer.from(
      stringify({ files: [entry], path: name, sha512: entry.sha512, releaseDate: '2026-11-26T00:00:00.000Z', ...rest }),
    ),
  );
  files.set(`/${name}`, installer);
}

function updaterFor(version: string, stagingId?: string, publisherName?: string[]) {
  const app = appAdapterStandIn(dir, version);
  mkdirSync(app.userDataPath, { recursive: true });
  // What electron-builder writes into resources/ from the `publish` section of electron-builder.yml.
  writeFileSync(
    app.appUpdateConfigPath,
    stringify({
      provider: 'generic',
      url: feedUrl,
      updaterCacheDirName: 'pharmacy-exchange-desk-updater',
      publisherName,
    }),
  );
  if (stagingId) writeFileSync(join(app.userDataPath, '.updaterId'), stagingId);
  const updater = new NsisUpdater(null, app);
  updater.logger = null;
  const internals = updater as unknown as { httpExecutor: NodeHttpExecutor; _testOnlyOptions: object };
  internals.httpExecutor = new NodeHttpExecutor();
  // The Windows feed (latest.yml) on any OS; a full download (no block maps on this server).
  internals._testOnlyOptions = { platform: 'win32', isUseDifferentialDownload: false };
  if (!publisherName) updater.setFeedURL({ provider: 'generic', url: feedUrl });
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  return updater;
}

// A staging id whose last four bytes read 0x80000000: this user is at 50 % of the rollout.
const HALFWAY = '00000000-0000-4000-8000-000080000000';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname; // the updater adds ?noCache=…
    requested.push(path);
    const body = files.get(path);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'desk-updates-'));
  files.clear();
  requested.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the update feed', () => {
  it('offers a newer version and downloads it with a matching sha512', async () => {
    publish({ version: '0.2.0' });
    const updater = updaterFor('0.1.0');
    const result = await updater.checkForUpdates();
    expect(result?.isUpdateAvailable).toBe(true);
    const [path] = await updater.downloadUpdate();
    expect(readFileSync(path!).equals(installer)).toBe(true);
    expect(requested).toContain('/Pharmacy-Exchange-Desk-Setup-0.2.0.exe');
  });

  it('offers nothing for the same version and refuses a downgrade', async () => {
    publish({ version: '0.1.0' });
    expect((await updaterFor('0.1.0').checkForUpdates())?.isUpdateAvailable).toBe(false);
    publish({ version: '0.0.9' });
    expect((await updaterFor('0.1.0').checkForUpdates())?.isUpdateAvailable).toBe(false);
    expect(requested.filter((r) => r.endsWith('.exe'))).toEqual([]);
  });

  it('follows the staged rollout percentage for this installation', async () => {
    publish({ version: '0.2.0', stagingPercentage: 40 });
    expect((await updaterFor('0.1.0', HALFWAY).checkForUpdates())?.isUpdateAvailable).toBe(false);
    publish({ version: '0.2.0', stagingPercentage: 60 });
    expect((await updaterFor('0.1.0', HALFWAY).checkForUpdates())?.isUpdateAvailable).toBe(true);
    publish({ version: '0.2.0', stagingPercentage: 0 });
    expect((await updaterFor('0.1.0').checkForUpdates())?.isUpdateAvailable).toBe(false);
  });

  it('throws away an installer whose sha512 does not match the feed', async () => {
    publish({ version: '0.2.0', sha512: createHash('sha512').update('something else').digest('base64') });
    const updater = updaterFor('0.1.0');
    await updater.checkForUpdates();
    await expect(updater.downloadUpdate()).rejects.toMatchObject({ code: 'ERR_CHECKSUM_MISMATCH' });
  });

  it('refuses an installer not signed by the publisher named in the feed settings', async () => {
    publish({ version: '0.2.0' });
    const updater = updaterFor('0.1.0', undefined, ['Pharmacy Exchange Desk']);
    // Authenticode is checked by PowerShell on Windows only: the verdict is the stand-in here.
    const checked: string[][] = [];
    (updater as unknown as { _verifyUpdateCodeSignature: unknown })._verifyUpdateCodeSignature = (names: string[]) => {
      checked.push(names);
      return Promise.resolve('signed by "Somebody Else"');
    };
    await updater.checkForUpdates();
    await expect(updater.downloadUpdate()).rejects.toMatchObject({ code: 'ERR_UPDATER_INVALID_SIGNATURE' });
    expect(checked).toEqual([['Pharmacy Exchange Desk']]);
  });

  it('through the policy: downloads in the background, asks once, installs on quit', async () => {
    publish({ version: '0.3.0' });
    const updater = updaterFor('0.1.0');
    const asked: string[] = [];
    const controller = createUpdateController({
      updater,
      feedUrl,
      uploadInProgress: () => false,
      askToInstall: (version) => (asked.push(version), Promise.resolve(true)),
      log: () => undefined,
    });
    const downloaded = new Promise((resolve) => updater.once('update-downloaded', resolve));
    controller.start();
    await downloaded;
    await new Promise((resolve) => setImmediate(resolve));
    controller.stop();
    expect(asked).toEqual(['0.3.0']);
    expect(controller.state()).toEqual({ phase: 'agreed', version: '0.3.0' });
    expect(controller.beforeQuit()).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });
});
