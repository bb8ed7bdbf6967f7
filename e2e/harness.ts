import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { sandboxDemoStoreIdentity } from '../shared/profiles/sandbox-demo-store';
import { createApiClient } from '../electron/core/api/api-client';
import type { ApiClient } from '../electron/core/api/api-types';
import { systemClock } from '../electron/core/ports';
import { startCoreHost, type CoreHostClient } from '../electron/host/core-host-client';
import { createFileRefs, fileRefServices } from '../electron/host/file-refs';
import { nodeHostLauncher } from '../electron/host/node-fork-transport';
import { startSandbox, type RunningSandbox } from '../electron/sandbox/start-sandbox';
import { startWebBridge, type WebBridge } from '../electron/web-bridge/bridge-server';
import { fakeNowVariable, parseFakeNow } from '@core-host/fake-clock';
import { brokenLabels } from './axe';
import type { EventChannel } from '@shared/ipc/contract';

export const root = resolve(import.meta.dirname, '..');
export const artifactsDir = join(root, 'e2e/artifacts');

/** Chromium flags for these machines: no sandbox as root, no GPU, no network chatter. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Screenshot {
  path: string;
  /** `innerText` of the page when the picture was taken: only rendered, visible text. */
  visibleText: string;
}

/**
 * The instant the core's clock starts at (DESK_FAKE_NOW of the dev/test bridge): inside the
 * 05:15–08:45 Moscow window for full uploads, so no e2e path depends on the real time of day.
 */
export const defaultFakeNow = '2026-11-23T06:00:00+03:00';

export interface RunningApp {
  page: Page;
  /** Core, running in its own host process behind the router, as in the desktop app. */
  host: CoreHostClient;
  /** With `sandbox: 'external'`: the emulator behind the Sandbox store, in this process so a test can look into it. */
  sandbox: RunningSandbox | undefined;
  bridge: WebBridge;
  dataDir: string;
  /** Console errors and page errors seen so far: a test can assert there were none. */
  consoleErrors: string[];
  /** An API client of the Sandbox store, for a test's own setup (needs `sandbox: 'external'`). */
  sandboxClient(): ApiClient;
  /**
   * Saves a full-page screenshot and returns what it shows: the page's visible text at that moment.
   * Throws when the page shows no text, or a label (button, link, tab, heading, header) broken inside a word.
   */
  screenshot(name: string): Promise<Screenshot>;
  /**
   * Plays main's part for a file the OS hands over ("Open with", a second launch, File → Open):
   * the path is vetted and registered by the router's file register, and the page hears
   * `shell:navigate` — what electron/main/desktop/file-opener.ts does in the desktop app.
   */
  openFromOs(path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the app in its two-process shape on a fresh data folder: core in a host process
 * (child_process.fork), the web bridge as the router, and Chromium showing the app. The Sandbox
 * store's emulator is loaded lazily in the host, as in the app, unless the test asks to hold it.
 * The host's clock starts at `now` (DESK_FAKE_NOW, default 06:00 Moscow time), so no path depends
 * on the real time of day.
 */
export async function launchApp(
  options: {
    sandbox?: 'lazy' | 'external';
    now?: string;
    /** Uploads tuning passed to core (UploadsOptions), e.g. a pause between check steps. */
    uploads?: Record<string, unknown>;
  } = {},
): Promise<RunningApp> {
  for (const built of ['dist/renderer/index.html', 'dist/web-bridge/desk-bridge.js']) {
    if (!existsSync(join(root, built)))
      throw new Error(`${built} is missing: run "npm run build:renderer && npm run build:bridge" first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-e2e-'));
  const now = options.now ?? defaultFakeNow;
  parseFakeNow(now); // a mistake in a test's date fails here, with the message, not in the host
  const sandbox = options.sandbox === 'external' ? await startSandbox() : undefined;
  const fileRefs = createFileRefs();
  const host = startCoreHost({
    launch: nodeHostLauncher({ env: { ...process.env, [fakeNowVariable]: now } }),
    services: fileRefServices(fileRefs),
    init: {
      dataDir,
      appVersion: '0.0.0-e2e',
      shell: 'web-bridge',
      sandbox: sandbox
        ? { kind: 'external', address: { baseUrl: sandbox.baseUrl, authUrl: sandbox.authUrl, stores: sandbox.stores } }
        : { kind: 'lazy' },
      services: ['files'],
      uploads: options.uploads,
    },
  });
  await host.ready();
  // Core's events, and the shell's own (shell:navigate) that main would send in the desktop app.
  const shellListeners = new Set<(event: EventChannel, payload: unknown) => void>();
  const bridge = await startWebBridge({
    invoke: (channel, input) => host.invoke(channel, input),
    events: {
      onAny: (listener) => {
        shellListeners.add(listener);
        const off = host.onEvent(listener);
        return () => {
          shellListeners.delete(listener);
          off();
        };
      },
    },
    rendererDir: join(root, 'dist/renderer'),
    bridgeScript: join(root, 'dist/web-bridge/desk-bridge.js'),
    fileRefs,
  });
  const browser: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // DESK_E2E_CPU_THROTTLE=N slows the page N times: races a loaded CI machine shows, on demand.
  const throttle = Number(process.env.DESK_E2E_CPU_THROTTLE ?? 0);
  if (throttle > 1)
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // The token rides in the URL's fragment: Chromium never sends it, the bridge page erases it from
  // the address bar and keeps it in memory (so a reload would need the launch URL again).
  await page.goto(bridge.launchUrl);
  await page.waitForFunction("location.hash === ''");

  return {
    page,
    host,
    sandbox,
    bridge,
    dataDir,
    consoleErrors,
    sandboxClient() {
      if (!sandbox) throw new Error("sandboxClient() needs launchApp({ sandbox: 'external' })");
      const store = sandbox.stores.find((s) => s.storeId === sandboxDemoStoreIdentity.storeId)!;
      return createApiClient(
        { fetch: (input, init) => fetch(input, init), clock: systemClock, logger: { log: () => undefined } },
        {
          storeId: store.storeId,
          baseUrl: sandbox.baseUrl,
          authUrl: sandbox.authUrl,
          getSecret: async () => store.secret,
        },
      );
    },
    async screenshot(name) {
      mkdirSync(artifactsDir, { recursive: true });
      const path = join(artifactsDir, `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      const visibleText = await page.locator('body').innerText();
      if (visibleText.trim() === '')
        throw new Error(`Screenshot ${name}: the page shows no text (blank or not rendered)`);
      // What a manager would see as a defect on any screenshot: a label cut inside a word.
      const broken = await brokenLabels(page, `Screenshot ${name}`);
      if (broken.length > 0) throw new Error(broken.join('\n'));
      return { path, visibleText };
    },
    async openFromOs(path) {
      const file = await fileRefs.register(path);
      for (const listener of shellListeners) listener('shell:navigate', { to: 'file', file });
    },
    async close() {
      await browser.close();
      await bridge.close();
      await host.close();
      await sandbox?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Syncs the Sandbox store's dictionaries through the contract (as the router would) and waits
 * until the run ends (60 s at most); returns the Sandbox profile's id.
 */
export async function syncSandboxDictionaries(app: RunningApp): Promise<number> {
  const profiles = await app.host.invoke('profiles:list', undefined);
  if (!profiles.ok) throw new Error(profiles.error.message);
  const profileId = (profiles.data as { id: number; isSandbox: boolean }[]).find((p) => p.isSandbox)!.id;
  const started = await app.host.invoke('dictionaries:sync', { profileId });
  if (!started.ok) throw new Error(started.error.message);
  for (let i = 0; i < 600; i++) {
    const list = await app.host.invoke('dictionaries:list', { profileId });
    if (list.ok && (list.data as { running: unknown }).running === null) return profileId;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the Sandbox dictionaries did not finish syncing within 60 s');
}

/** Waits until the embedded sandbox has processed a package (status 2); status 3 fails with its message. */
export async function processed(client: ApiClient, location: string | null): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const status = await client.getMessageStatus(location!);
    if (status?.statusId === 2) return;
    if (status?.statusId === 3) throw new Error(`package failed: ${status.statusMessage}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('package not processed in time');
}
