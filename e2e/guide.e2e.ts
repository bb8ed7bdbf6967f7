import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { artifactsDir, launchApp, type RunningApp } from './harness';

// The user guide as the manager reads it: the table of contents scrolls to a section, and the
// screenshots (docs/images, retaken by the e2e run) load from the app's own origin under the CSP.
describe('the user guide in the app', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('navigates from the table of contents to the codes step and shows its screenshots', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Руководство' }).click();
    await page.getByTestId('guide').waitFor();
    const heading = page.getByRole('heading', { name: 'Коды оператора (ННТ)' });
    await page
      .getByRole('navigation', { name: 'Содержание' })
      .getByRole('button', { name: 'Коды оператора (ННТ)' })
      .click();
    // The heading comes to the top of the guide's column; the table of contents stays in view.
    const offset = () =>
      heading.evaluate((h) => h.getBoundingClientRect().top - h.closest('article')!.getBoundingClientRect().top);
    await expect.poll(offset).toBeLessThan(40);
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Содержание' }).isVisible()).toBe(true);

    const figures = page.getByTestId('guide').locator('figure img');
    expect(await figures.count()).toBeGreaterThanOrEqual(3);
    for (const img of await figures.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const src = await img.evaluate((el: HTMLImageElement) => new URL(el.src).origin);
      expect(src).toBe(await page.evaluate(() => location.origin));
    }
    await heading.evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollTo(0, 0));
    // What the manager sees after the click (the window, not the whole long page).
    await page.screenshot({ path: join(artifactsDir, 'user-guide-codes-ru.png') });
    expect(app.consoleErrors).toEqual([]);
  });
});
