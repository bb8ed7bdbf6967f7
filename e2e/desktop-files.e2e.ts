import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWindows1251 } from '@tests/kits/core/import/import-files';
import { launchApp, root, type RunningApp } from './harness';

/**
 * Ctrl+O, then the chooser it opens is given `path`. Playwright turns its chooser interception on
 * only when the first 'filechooser' listener is added, and without waiting for it: a key pressed at
 * once can reach the page first, and under load the page's chooser then opens uncaught (headless
 * Chromium cancels it) and no event ever comes. A round trip to the page after subscribing makes
 * sure the interception is on before the key is pressed.
 */
async function chooseWithCtrlO(page: Page, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.evaluate(() => undefined);
  await page.keyboard.press('Control+O');
  await ((await chooser) as FileChooser).setFiles(path);
}

// Files the usual desktop ways, in the web bridge: Ctrl+O, a table handed over by the OS and read
// on the Import screen, recent files per store (a vanished one removed with a notice), and the
// error boundary of a screen that throws.
describe('files the usual ways, and a screen that fails', () => {
  let app: RunningApp;
  let dir: string;
  let table: string;
  let stock: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'desk-files-e2e-'));
    table = join(dir, 'остатки аптеки.csv');
    writeFileSync(
      table,
      encodeWindows1251(
        ['Код партии;Код АСНА;Остаток;Цена розничная', 'П-1;1001;5;120,50', 'П-2;1002;3;80,00'].join('\r\n'),
      ),
    );
    stock = join(dir, 'остатки.json');
    copyFileSync(join(root, 'docs/examples/stock-full-valid.json'), stock);
    app = await launchApp();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens any file with Ctrl+O and takes it to the screen that reads it', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Справочники' }).click();
    await chooseWithCtrlO(page, stock);
    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Загрузка остатков' }).getAttribute('aria-current')).toBe('page');
    await chooseWithCtrlO(page, table);
    await page.getByTestId('import-columns').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-file-name').textContent()).toContain('остатки аптеки.csv');
    // The browser's own "open a file" never took over: still the app, on Import.
    expect(await page.getByRole('button', { name: 'Импорт CSV и Excel' }).getAttribute('aria-current')).toBe('page');
    expect(app.consoleErrors).toEqual([]);
  });

  it("reads a table the OS hands over on the Import screen and lists it among the store's recent files", async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await app.openFromOs(table);
    await page.getByTestId('import-columns').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Импорт CSV и Excel' }).getAttribute('aria-current')).toBe('page');
    // No "choose it there" detour: the file is read, its columns offered.
    expect(await page.getByTestId('shell-notice').count()).toBe(0);
    const recent = page.getByTestId('recent-files');
    await recent.getByRole('button', { name: /^Открыть снова: остатки аптеки\.csv/ }).waitFor();
    await app.openFromOs(stock);
    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    // Packages on Uploads, tables on Import: each screen lists what it reads.
    await recent.getByRole('button', { name: /^Открыть снова: остатки\.json/ }).waitFor();
    expect(await recent.getByRole('button', { name: /остатки аптеки\.csv/ }).count()).toBe(0);
    const shot = await app.screenshot('recent-files-uploads');
    expect(shot.visibleText).toContain('Недавние файлы этой аптеки');
  });

  it('opens a recent file again, and removes one no longer on disk with a notice', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Импорт CSV и Excel' }).click();
    const recent = page.getByTestId('recent-files');
    await recent.getByRole('button', { name: /остатки аптеки\.csv/ }).click();
    await page.getByTestId('import-columns').waitFor({ timeout: 30_000 });
    rmSync(table);
    await recent.getByRole('button', { name: /остатки аптеки\.csv/ }).click();
    const notice = page.getByTestId('recent-missing');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'Файл «остатки аптеки.csv» не открыт. Его больше нет там, откуда его открывали (файл перемещён, переименован или удалён), поэтому он убран из недавних файлов. Откройте его заново из нового места.',
    );
    await recent.getByRole('button', { name: /остатки аптеки\.csv/ }).waitFor({ state: 'detached' });
    await app.screenshot('recent-files-missing');
    expect(app.consoleErrors).toEqual([]);
  });

  it("keeps each store's recent files to itself", async () => {
    const { page } = app;
    const added = await page.evaluate(() =>
      window.desk.invoke('profiles:add', {
        storeId: '3f2a9c1e-7b4d-4e8a-9c55-0a1b2c3d4e5f',
        name: 'Аптека у вокзала',
        baseUrl: 'https://api.operator.example',
        authUrl: 'https://auth.operator.example/',
      }),
    );
    if (!added.ok) throw new Error(added.error.message);
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('recent-files').waitFor();
    const sandboxStore = await page.locator('.store-switch select').inputValue();
    const switchTo = (id: string) => page.locator('.store-switch select').selectOption(id);
    await switchTo(String(added.data.profile.id));
    await page.getByTestId('recent-files').waitFor({ state: 'detached' });
    // The other store's list is its own: a package opened here joins only it.
    await app.openFromOs(stock);
    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    const recent = page.getByTestId('recent-files');
    await recent.getByRole('button', { name: /остатки\.json/ }).waitFor();
    await switchTo(sandboxStore);
    await recent.getByRole('button', { name: /остатки\.json/ }).waitFor();
    expect(await recent.getByRole('button').count()).toBe(1);
  });

  it('stops only a screen that throws, with an error number and its details to copy', async () => {
    const { page } = app;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // The test plants the failure: the browser serves a Stocks screen whose render throws. Nothing
    // in the app's build can throw on purpose.
    await page.route('**/assets/StocksScreen-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export function StocksScreen() { throw new TypeError("Cannot read properties of undefined (reading 'rows')"); }`,
      }),
    );
    await page.getByRole('button', { name: 'Остатки на сервере' }).click();
    const id = page.getByTestId('screen-error-id');
    await id.waitFor();
    const number = /([0-9a-f]{6})$/.exec((await id.textContent()) ?? '')?.[1];
    expect(number).toMatch(/^[0-9a-f]{6}$/);
    await page.getByRole('button', { name: 'Скопировать подробности' }).click();
    await page.getByText('Подробности скопированы').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Error ${number}`);
    expect(copied).toContain("TypeError: Cannot read properties of undefined (reading 'rows')");
    const shot = await app.screenshot('error-boundary');
    expect(shot.visibleText).toContain('Экран остановлен из-за ошибки');
    // The rest of the app goes on: another screen opens normally.
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('drop-zone').waitFor();
    expect(await page.getByTestId('screen-error-id').count()).toBe(0);
  });
});
