import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchApp, type RunningApp } from './harness';

describe('Справочники on the built-in Sandbox store', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('syncs the dictionaries, finds a product by a Cyrillic prefix and opens its card', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Справочники' }).click();
    await page.getByRole('heading', { name: 'Справочники' }).waitFor();

    await page.getByRole('button', { name: 'Обновить справочники' }).click();
    const progress = page.getByTestId('sync-progress');
    await progress.and(page.locator('[data-state="done"]')).waitFor({ timeout: 45_000 });
    expect(await progress.textContent()).toContain('Справочники обновлены');
    expect(await progress.textContent()).toContain('справочник 24 из 24');

    // A prefix of a Cyrillic word, in upper case: the search folds the case.
    await page.getByLabel('Найти товар').fill('ТАБ');
    const hits = page.getByTestId('search-hit');
    await hits.first().waitFor();
    expect(await hits.count()).toBeGreaterThan(3);
    expect((await hits.first().textContent())?.toLowerCase()).toContain('таб');
    // The sentence under the box is the manager's; the time taken is a tooltip.
    const meta = page.getByTestId('search-meta');
    expect(await meta.textContent()).toBe('Показаны первые 50 — уточните запрос, чтобы увидеть остальные.');
    expect(await meta.getAttribute('title')).toMatch(/^Поиск занял \d+(,\d)? мс$/);
    const results = await app.screenshot('dictionaries-search');
    expect(results.visibleText.toLowerCase()).toContain('таб');

    await hits.first().click();
    const card = page.getByTestId('product-card');
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    for (const section of [
      'Основное',
      'Маркетинг',
      'Штрихкоды',
      'Коды этой аптеки',
      'Аналоги (тот же кластер)',
      'Классификация',
    ]) {
      expect(cardText).toContain(section);
    }
    expect(cardText).toContain('Производитель');
    expect((await app.screenshot('dictionaries-card-page')).visibleText).toContain('Аналоги (тот же кластер)');
    // The dialog alone, at the size a person sees it.
    await page.locator('dialog[open]').screenshot({ path: join(artifactsDir, 'dictionaries-card.png') });
    await page.getByRole('button', { name: 'Закрыть' }).click();

    // The same store's list of dictionaries, then one of them as a table.
    await page.getByRole('tab', { name: 'Все справочники' }).click();
    const rows = page.getByTestId('dictionary-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(24);
    expect(await page.locator('[data-name="barcodes"]').textContent()).toContain('загружен');
    await page.getByRole('button', { name: 'Открыть таблицу «Штрихкоды»' }).click();
    await page.getByTestId('dictionary-table').getByRole('row').nth(1).waitFor();
    expect(await page.getByTestId('dictionary-count').textContent()).toMatch(/Показано [\d\s ]+ из/);
    expect((await app.screenshot('dictionaries-table')).visibleText).toMatch(/Показано [\d\s ]+ из/);
    expect(app.consoleErrors).toEqual([]);
  });
});
