import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWindows1251 } from '@tests/kits/core/import/import-files';
import { createDictionaryStore } from '../electron/sandbox/dictionaries-link';
import { seriousViolations } from './axe';
import { launchApp, type RunningApp } from './harness';

// Goods the Sandbox knows (its default dictionaries), so the operator processes the package.
const goods = createDictionaryStore({ scale: 'small', seed: 1, storeIds: [] }).goodsSample(6);
/** A header no synonym knows: the mapping leaves it free and the user maps it by hand. */
const PURCHASE = 'Закупка с НДС, руб.';

/** A Windows-1251 `;` export with decimal commas and dd.mm.yyyy dates; `qnt` per batch (undefined: absent). */
function stockCsv(qnts: readonly (number | undefined)[]): Uint8Array {
  const lines = [`Код партии;Код АСНА;Остаток;${PURCHASE};Цена розничная;ЖНВЛП;Предельная цена;Ставка НДС;Годен до`];
  goods.forEach((g, i) => {
    if (qnts[i] === undefined) return;
    const ret = 100 + i * 10;
    const row = [`ИМП-${i + 1}`, g.nnt, qnts[i], `${ret * 0.8},50`, `${ret},00`, g.gnvls ? 'да' : 'нет'];
    lines.push([...row, g.gnvls ? `${ret * 1.2},00` : '', g.vat === 0 ? 'без НДС' : g.vat, '31.01.2028'].join(';'));
  });
  return encodeWindows1251(lines.join('\r\n'));
}

/** Sends the package shown in the send card and follows it to Processed (status 2) on its timeline. */
async function sendAndFollow(page: Page) {
  await page.getByRole('button', { name: 'Отправить оператору' }).click();
  const dialog = page.locator('dialog[open]');
  const timeline = page.getByTestId('timeline');
  // A guard rail may ask first (e.g. the package has warnings): answer it, as a manager would.
  await Promise.race([dialog.waitFor({ timeout: 30_000 }), timeline.waitFor({ timeout: 30_000 })]);
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Всё равно отправить' }).click();
  await timeline.locator('[data-status="2"]').waitFor({ timeout: 30_000 });
}

describe('import through the mapping screen, then a changes package', () => {
  let app: RunningApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'desk-import-e2e-'));
    writeFileSync(join(dir, 'остатки.csv'), stockCsv([5, 3, 1, 2, 4, 6]));
    // Batch 1 changed, batch 6 gone (runs out), the rest as they were.
    writeFileSync(join(dir, 'остатки-новые.csv'), stockCsv([9, 3, 1, 2, 4, undefined]));
    // Inside the 05:15–08:45 Moscow window: a full upload needs no confirmation.
    app = await launchApp({ now: '2026-11-23T06:00:00+03:00' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('maps a Windows-1251 CSV (one column by hand), uploads it and follows it to Processed', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Импорт CSV и Excel' }).click();
    await page.getByRole('heading', { name: 'Импорт CSV и Excel' }).waitFor();
    await page.getByTestId('import-file-input').setInputFiles(join(dir, 'остатки.csv'));

    // Read in core: encoding, separator and header row detected and shown.
    await page.getByTestId('import-columns').waitFor();
    expect(await page.getByTestId('import-encoding-detected').textContent()).toContain('Windows-1251');
    expect(await page.getByTestId('import-settings').textContent()).toContain('точка с запятой');
    expect(await page.getByTestId('import-data-rows').textContent()).toContain('6');
    // The unknown purchase-price header is not mapped: a required field is missing.
    await page.getByTestId('import-missing-required').waitFor();
    expect(await page.getByTestId('import-missing-required').textContent()).toContain('prcOptNds');
    expect(await page.getByLabel('Поле пакета для столбца «Остаток»').inputValue()).toBe('qnt');

    await page.getByLabel(`Поле пакета для столбца «${PURCHASE}»`).selectOption('prcOptNds');
    await page.getByTestId('import-missing-required').waitFor({ state: 'detached' });
    // The preview shows values as sent: decimal comma read, Cyrillic intact, from file row 2.
    const first = page.getByTestId('import-preview-row').first();
    await expect.poll(() => first.textContent()).toContain('80.5');
    expect(await first.textContent()).toContain('ИМП-1');
    expect(await first.textContent()).toContain('2028-01-31T00:00:00+03:00');
    expect(await first.getByRole('rowheader').textContent()).toBe('2');

    expect(await seriousViolations(page, 'import mapping (light)')).toEqual([]);
    // The preview's marked cells and the mapping selects keep their contrast in the dark theme.
    await page.getByLabel('Оформление').selectOption('dark');
    expect(await seriousViolations(page, 'import mapping (dark)')).toEqual([]);
    await app.screenshot('import-mapping-ru-dark');
    await page.getByLabel('Оформление').selectOption('light');
    // The export date is written as the app's language writes it, not as the browser's locale does.
    const date = page.getByLabel('Дата выгрузки в пакете (по Москве)');
    expect(await date.inputValue()).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(await page.getByLabel('Время выгрузки (по Москве)').inputValue()).toMatch(/^\d\d:\d\d$/);
    await date.scrollIntoViewIfNeeded();
    const ru = await app.screenshot('import-mapping-ru');
    expect(ru.visibleText).toContain('Сопоставление столбцов');
    expect(ru.visibleText).toContain('десятичная запятая');
    await page.getByLabel('Язык').selectOption('en');
    expect(await page.getByLabel('Export date in the package (Moscow time)').inputValue()).toMatch(
      /^\d\d\/\d\d\/\d{4}$/,
    );
    const en = await app.screenshot('import-mapping-en');
    expect(en.visibleText).toContain('Column mapping');
    expect(en.visibleText).toContain('decimal comma');
    await page.getByLabel('Language').selectOption('ru');

    await page.getByRole('button', { name: 'Запомнить сопоставление для этой аптеки' }).click();
    await page.getByText('Сопоставление сохранено').waitFor();
    // Chosen again, the file gets the store's saved mapping: the hand-mapped column is filled in.
    await page.getByTestId('import-file-input').setInputFiles(join(dir, 'остатки.csv'));
    await page.getByText('Подставлено сопоставление, сохранённое для этой аптеки.').waitFor();
    expect(await page.getByLabel(`Поле пакета для столбца «${PURCHASE}»`).inputValue()).toBe('prcOptNds');
    await page.getByRole('button', { name: 'Преобразовать и проверить' }).click();
    expect(await page.getByTestId('import-converted').textContent({ timeout: 30_000 })).toContain('6');
    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('preview-rows').textContent()).toBe('6');
    await page.getByLabel('Полная выгрузка').check();
    await sendAndFollow(page);
    expect((await app.screenshot('import-processed')).visibleText).toContain('Обработана');
  });

  it('reads the stock back, builds a changes package against it and uploads it', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Остатки на сервере' }).click();
    await page.getByRole('button', { name: 'Получить с сервера' }).click();
    await page.getByTestId('pull-info').waitFor();

    await page.getByRole('button', { name: 'Импорт CSV и Excel' }).click();
    await page.getByRole('tab', { name: 'Пакет изменений' }).click();
    await page.getByTestId('changes-file-input').setInputFiles(join(dir, 'остатки-новые.csv'));
    await page.getByRole('button', { name: 'Собрать пакет изменений' }).click();
    await page.getByTestId('changes-counts').waitFor({ timeout: 30_000 });
    // The saved mapping was used (the hand-mapped price column), so the list converts as before.
    expect(await page.getByTestId('changes-count-changed').textContent()).toContain('1');
    expect(await page.getByTestId('changes-count-unchanged').textContent()).toContain('4');
    const runOut = Number((await page.getByTestId('changes-count-runOut').locator('dd').textContent())?.trim());
    expect(runOut).toBeGreaterThanOrEqual(1);
    const rows = page.getByTestId('import-change-row');
    await rows.filter({ hasText: 'ИМП-1' }).waitFor();
    expect(await rows.filter({ hasText: 'ИМП-1' }).textContent()).toContain('qnt');
    expect(await rows.filter({ hasText: 'ИМП-6' }).textContent()).toContain('закончилась');
    expect(app.consoleErrors).toEqual([]);

    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    await sendAndFollow(page);
    const shot = await app.screenshot('import-changes-processed');
    expect(shot.visibleText).toContain('Обработана');

    // Built again, the snapshot is older than the upload just accepted: the app says so.
    await page.getByRole('button', { name: 'Собрать пакет изменений' }).click();
    const stale = page.getByTestId('changes-stale');
    await stale.waitFor({ timeout: 30_000 });
    expect(await stale.textContent()).toContain('Получите остатки заново');
    expect(app.consoleErrors).toEqual([]);
  });
});
