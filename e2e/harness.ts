import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createDeskCore, type DeskCore } from '../electron/core/desk-core';
import { createNodePorts } from '../electron/core/node-ports';
import { startWebBridge, type WebBridge } from '../electron/web-bridge/bridge-server';
import { fakeClock, parseFakeNow } from '../electron/web-bridge/fake-clock';

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
  core: DeskCore;
  bridge: WebBridge;
  dataDir: string;
  /** Console errors and page errors seen so far: a test can assert there were none. */
  consoleErrors: string[];
  /** Saves a full-page screenshot and returns what it shows: the page's visible text at that moment. */
  screenshot(name: string): Promise<Screenshot>;
  close(): Promise<void>;
}

/** Starts the real core on a fresh data folder, the web bridge, and Chromium showing the app. */
export async function launchApp(options: { now?: string } = {}): Promise<RunningApp> {
  for (const built of ['dist/renderer/index.html', 'dist/web-bridge/desk-bridge.js']) {
    if (!existsSync(join(root, built)))
      throw new Error(`${built} is missing: run "npm run build:renderer && npm run build:bridge" first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-e2e-'));
  const clock = fakeClock(parseFakeNow(options.now ?? defaultFakeNow));
  const core = createDeskCore(createNodePorts({ dataDir, shell: 'web-bridge', appVersion: '0.0.0-e2e', clock }));
  const bridge = await startWebBridge({
    handlers: core.handlers,
    events: core.events,
    rendererDir: join(root, 'dist/renderer'),
    bridgeScript: join(root, 'dist/web-bridge/desk-bridge.js'),
  });
  const browser: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(bridge.launchUrl);

  return {
    page,
    core,
    bridge,
    dataDir,
    consoleErrors,
    async screenshot(name) {
      mkdirSync(artifactsDir, { recursive: true });
      const path = join(artifactsDir, `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      const visibleText = await page.locator('body').innerText();
      if (visibleText.trim() === '')
        throw new Error(`Screenshot ${name}: the page shows no text (blank or not rendered)`);
      return { path, visibleText };
    },
    async close() {
      await browser.close();
      await bridge.close();
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
