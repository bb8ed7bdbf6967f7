import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type RunningApp } from './harness';

describe('app shell through the web bridge', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the store list with the built-in Sandbox store, in Russian, without console errors', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Аптеки' }).waitFor();
    const card = page.getByTestId('store-card').first();
    await card.waitFor();
    expect(await card.textContent()).toContain('Песочница');
    expect(await card.textContent()).toContain('5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30');
    const shot = await app.screenshot('app-shell');
    expect(shot.visibleText).toContain('Аптеки');
    expect(shot.visibleText).toContain('Песочница');
    expect(app.consoleErrors).toEqual([]);
  });

  it('switches the interface to English and back', async () => {
    const { page } = app;
    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('heading', { name: 'Stores' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByLabel('Language').selectOption('ru');
    await page.getByRole('heading', { name: 'Аптеки' }).waitFor();
  });

  it('exposes exactly the preload surface as window.desk and refuses unknown channels', async () => {
    const { page } = app;
    const surface = await page.evaluate(() => Object.keys(window.desk).sort());
    // refFile takes a File (a reference comes back, never a path): see docs/architecture.md.
    expect(surface).toEqual(['invoke', 'on', 'refFile']);
    const refused = await page.evaluate(() => {
      try {
        void (window.desk.invoke as (c: string) => unknown)('fs:read-file');
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(refused).toContain('Unknown IPC channel');
  });
});
