import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type RunningApp } from './harness';

const root = join(import.meta.dirname, '..');

// Support from inside the app, in the web bridge: the user guide screen, and the diagnostics and
// support bundle with a planted store password and token that must appear in neither.
const PASSWORD = 'Pl4nted-Store-Pa55-e2e';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJlMmUtcGxhbnRlZCJ9.cGxhbnRlZC1zaWduYXR1cmU';

describe('support from inside the app', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the user guide with its table of contents, in the chosen language', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Руководство' }).click();
    await page.getByTestId('guide').waitFor();
    const toc = page.getByRole('navigation', { name: 'Содержание' });
    for (const section of ['Установка', 'Работа в фоне', 'Обновления', 'Прокси', 'Журналы'])
      await toc.getByRole('button', { name: section, exact: true }).waitFor();
    await toc.getByRole('button', { name: 'Журналы', exact: true }).click();
    await page.getByRole('heading', { name: 'Журналы' }).waitFor();
    const shot = await app.screenshot('user-guide');
    expect(shot.visibleText).toContain('Руководство');
    expect(await page.getByTestId('guide').textContent()).not.toContain('пока недоступно');
    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('button', { name: 'Updates' }).waitFor();
    await page.getByLabel('Language').selectOption('ru');
    expect(app.consoleErrors).toEqual([]);
  });

  it('copies diagnostics and saves a support bundle with no planted secret in them', async () => {
    const { page } = app;
    // As if something had slipped past the logger: the token and the password in the app's log.
    mkdirSync(join(app.dataDir, 'logs'), { recursive: true });
    appendFileSync(join(app.dataDir, 'logs/desk.log'), `{"message":"retry with ${TOKEN} for ${PASSWORD}"}\n`);
    const found = await page.evaluate(
      async ({ password }) => {
        const added = await window.desk.invoke('profiles:add', {
          storeId: '3f2a9c1e-7b4d-4e8a-9c55-0a1b2c3d4e5f',
          name: 'Аптека для проверки',
          baseUrl: 'https://api.operator.example',
          authUrl: 'https://auth.operator.example/',
        });
        if (!added.ok) return { error: added.error.message };
        const secret = await window.desk.invoke('profiles:set-secret', { id: added.data.profile.id, secret: password });
        if (!secret.ok) return { error: secret.error.message };
        const diagnostics = await window.desk.invoke('app:diagnostics');
        const bundle = await window.desk.invoke('app:support-bundle');
        if (!diagnostics.ok || !bundle.ok) return { error: 'diagnostics failed' };
        return { text: diagnostics.data.text, fileName: bundle.data.fileName, bytes: [...bundle.data.bytes] };
      },
      { password: PASSWORD },
    );
    if ('error' in found) throw new Error(found.error);
    expect(found.text).toContain('Аптека для проверки');
    expect(found.text).toContain('API https://api.operator.example/,');
    for (const secret of [PASSWORD, TOKEN]) expect(found.text).not.toContain(secret);
    expect(found.fileName).toMatch(/^pharmex-support-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(Uint8Array.from(found.bytes));
    expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['diagnostics.txt', 'logs/desk.log']));
    expect(await zip.file('logs/desk.log')!.async('string')).toContain('retry with [REDACTED]');
    for (const name of Object.keys(zip.files).filter((n) => !n.endsWith('/'))) {
      const content = await zip.file(name)!.async('string');
      for (const secret of [PASSWORD, TOKEN]) expect(content, name).not.toContain(secret);
    }
  });

  it('takes a file dropped anywhere on the upload and import screens, not only on the drop zone', async () => {
    const { page } = app;
    const drop = async (name: string, text: string, type: string) => {
      const dataTransfer = await page.evaluateHandle(
        ({ name, text, type }) => {
          const dt = new DataTransfer();
          dt.items.add(new File([text], name, { type }));
          return dt;
        },
        { name, text, type },
      );
      // On the screen's heading: far from any drop zone.
      await page.locator('main h1').dispatchEvent('drop', { dataTransfer });
    };
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('drop-zone').waitFor();
    await drop(
      'остатки.json',
      readFileSync(join(root, 'docs/examples/stock-full-valid.json'), 'utf8'),
      'application/json',
    );
    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('preview-rows').textContent()).toBe('10');

    await page.getByRole('button', { name: 'Импорт CSV и Excel' }).click();
    await page.getByTestId('import-file-input').waitFor({ state: 'attached' });
    await drop('остатки.csv', 'Код партии;Код АСНА;Остаток\nП-1;1001;5\n', 'text/csv');
    await page.getByTestId('import-columns').waitFor({ timeout: 30_000 });
    expect(app.consoleErrors).toEqual([]);
  });
});
