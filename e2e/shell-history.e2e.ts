import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, root, type RunningApp } from './harness';

const examples = join(root, 'docs/examples');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now (CDP evaluation is not bound by the CSP). */
async function seriousViolations(page: Page, scope = 'body'): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Runtime.evaluate', { expression: axeSource });
  await cdp.detach();
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: string,
          ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(selector)).violations;
  }, scope);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('status bar and upload history', () => {
  let app: RunningApp;
  beforeAll(async () => {
    // 06:00 Moscow time, inside the 05:15–08:45 window, whatever the real hour.
    app = await launchApp({ now: '2026-11-23T06:00:00+03:00' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the day at a glance, before and after a full upload, and the history filtered, exported and charted', async () => {
    const { page } = app;
    const bar = page.getByTestId('status-bar');
    await bar.getByTestId('status-window').waitFor();
    expect(await bar.getByTestId('status-window').textContent()).toMatch(
      /^Окно полной выгрузки открыто до 08:45 МСК \(ещё 2 ч 4\d мин\)$/,
    );
    expect(await bar.getByTestId('status-full').textContent()).toBe('Полная выгрузка сегодня не отправлялась');
    expect(await bar.getByTestId('status-changes').textContent()).toBe('Изменения можно отправлять');
    expect(await bar.getByTestId('status-token').textContent()).toBe('Песочница: пароль встроен');
    expect(await bar.getByTestId('status-dict').textContent()).toBe('Справочники не загружены');
    expect(await bar.textContent()).toMatch(/06:0\d МСК/);
    // The bar is on every screen, and accessible on each.
    for (const screen of [
      'Аптеки',
      'Загрузка остатков',
      'Остатки на сервере',
      'Уведомления (вебхуки)',
      'Справочники',
    ]) {
      await page.getByRole('button', { name: screen, exact: true }).click();
      await page.getByRole('heading', { name: screen, exact: true }).waitFor();
      await bar.getByTestId('status-window').waitFor();
      expect(await seriousViolations(page, '[data-testid="status-bar"]')).toEqual([]);
    }

    // A snapshot of the (still empty) stock on the server, taken before any upload.
    await page.getByRole('button', { name: 'Остатки на сервере' }).click();
    await page.getByRole('button', { name: 'Получить с сервера' }).click();
    await expect
      .poll(() => page.getByTestId('pull-info').textContent(), { timeout: 30_000 })
      .toContain('Снимок получен');
    expect(await page.getByTestId('stale-snapshot').count()).toBe(0);

    // A full upload, then changes, through the uploads screen.
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-full-valid.json'));
    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    await page.getByLabel('Полная выгрузка').check();
    await page.getByRole('button', { name: 'Отправить оператору' }).click();
    await page.getByTestId('timeline').locator('[data-status="2"]').waitFor({ timeout: 30_000 });
    // The bar follows the ledger through core's events, with no reload.
    await expect
      .poll(() => bar.getByTestId('status-full').textContent(), { timeout: 15_000 })
      .toMatch(/^Полная выгрузка сегодня: обработана \(06:0\d МСК\)$/);
    expect(await bar.getByTestId('status-token').textContent()).toMatch(/^Токен действует до \d\d:\d\d МСК$/);

    await page.getByRole('tab', { name: 'Новая загрузка' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-changes-valid.json'));
    await page.getByTestId('check-valid').waitFor();
    await page.getByLabel('Изменения').check();
    await page.getByRole('button', { name: 'Отправить оператору' }).click();
    await page.getByTestId('upload-detail').waitFor();
    await expect
      .poll(() => bar.getByTestId('status-changes').textContent(), { timeout: 15_000 })
      .toMatch(/^Изменения — через 10 мин \(в 06:1\d МСК\)$/);
    await app.screenshot('shell-status-bar-ru');

    // The snapshot now predates an upload: the stock screen says so and what to do.
    await page.getByRole('button', { name: 'Остатки на сервере' }).click();
    await page.getByTestId('stale-snapshot').waitFor();
    expect(await page.getByTestId('stale-snapshot').textContent()).toContain('Снимок старше последней загрузки');
    expect((await app.screenshot('shell-stocks-stale-ru')).visibleText).toContain('Получить с сервера');
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();

    // History: both uploads; filtered by kind and by a search; the empty result says what to do.
    await page.getByRole('tab', { name: 'История загрузок' }).click();
    const rows = page.getByTestId('upload-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('combobox', { name: 'Вид' }).selectOption('changes');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain('stock-changes-valid.json');
    await page.getByRole('combobox', { name: 'Вид' }).selectOption('');
    await page.getByLabel('Поиск').fill('FULL-VALID');
    await expect
      .poll(() => page.getByTestId('history-count').textContent(), { timeout: 15_000 })
      .toBe('Найдена 1 загрузка');
    expect(await rows.first().textContent()).toContain('stock-full-valid.json');
    await page.getByLabel('Поиск').fill('нет-такого-файла');
    await page.getByTestId('history-empty').waitFor();
    expect(await page.getByTestId('history-empty').textContent()).toContain('Сбросить отбор');
    await page.getByRole('button', { name: 'Сбросить отбор' }).click();
    await expect
      .poll(() => page.getByTestId('history-count').textContent(), { timeout: 15_000 })
      .toBe('Найдено 2 загрузки');

    // Sorted by rows, fewest first: the changes (fewer records) come first.
    await page.getByRole('button', { name: 'Записей' }).click();
    await expect.poll(() => rows.first().textContent(), { timeout: 15_000 }).toContain('stock-changes-valid.json');

    // A column widened on its header's edge (keyboard) is remembered under the table's id.
    const fileHeader = page.getByTestId('upload-history').getByRole('columnheader', { name: /Файл/ });
    const before = (await fileHeader.boundingBox())!.width;
    await fileHeader.getByRole('separator').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await fileHeader.boundingBox())!.width).toBeGreaterThan(before + 20);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('desk.table.upload-history') ?? '{}'));
    expect(saved.widths.fileName).toBeGreaterThan(before + 20);

    // CSV export, read back: BOM, `;`, the columns in Russian, both uploads.
    const download = page.waitForEvent('download');
    await page.getByTestId('history-export').click();
    const downloaded = await download;
    // Dated by core's Moscow day (the app's clock here is 23.11.2026, 06:00 MSK), not the PC's UTC day.
    expect(downloaded.suggestedFilename()).toBe('история-загрузок-2026-11-23.csv');
    const file = await downloaded.path();
    const csv = readFileSync(file, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Начало, МСК;Аптека;Вид;Файл;Записей;Результат;Ответ сервера (HTTP);Номер пакета (messageId);Мин. до обработки;SHA-256',
    );
    expect(lines).toHaveLength(3);
    // A date-time Excel reads as one (Moscow wall time, no "T" and no offset).
    expect(lines[1]).toMatch(/^23\.11\.2026 06:\d\d;.*;Изменения;stock-changes-valid\.json;/);
    expect(lines[2]).toMatch(/;Полная;stock-full-valid\.json;10;Обработана;202;/);
    await page.getByText(/Сохранён файл .*: 2 строки/).waitFor();

    // The chart, loaded on demand.
    await page.getByRole('button', { name: 'Показать график' }).click();
    const chart = page.getByTestId('history-chart');
    await chart.locator('canvas').waitFor();
    expect(await chart.textContent()).toContain('Загрузок на графике: 2');
    const ruShot = await app.screenshot('shell-history-chart-ru');
    expect(ruShot.visibleText).toContain('Окно полной выгрузки открыто до 08:45 МСК');

    expect(await seriousViolations(page)).toEqual([]);

    // The same in English.
    await page.getByLabel('Язык').selectOption('en');
    await expect
      .poll(() => bar.getByTestId('status-full').textContent(), { timeout: 15_000 })
      .toMatch(/^Today’s full upload: processed \(06:0\d MSK\)$/);
    await page.getByTestId('history-chart').locator('canvas').waitFor();
    const enShot = await app.screenshot('shell-history-chart-en');
    expect(enShot.visibleText).toContain('Full-upload window open until 08:45 MSK');
    expect(enShot.visibleText).toContain('2 uploads found');
    expect(await seriousViolations(page)).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
  });
});
