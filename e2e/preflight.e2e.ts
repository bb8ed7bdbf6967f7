import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../electron/core/desk-core';
import { seriousViolations } from './axe';
import { launchApp, syncSandboxDictionaries, type RunningApp } from './harness';

interface Product {
  nnt: number;
  vat: number;
  sku: string;
  name: string;
}

describe('Preflight on the upload screen (built-in Sandbox, dictionaries synced)', () => {
  let app: RunningApp;
  let file: string;
  const products: Record<'plain' | 'regulated', Product> = {} as never;

  beforeAll(async () => {
    app = await launchApp();
    // Core runs in its host process: the test drives it through the contract, as the router does.
    await syncSandboxDictionaries(app);
    // Products this store sells (linked), one price-regulated and one not.
    // Read from the host's SQLite file through the test's own connection (WAL allows a reader).
    const db = new Database(join(app.dataDir, DATABASE_FILE), { readonly: true });
    const pick = (gnvls: number) =>
      db
        .prepare(
          `SELECT g.nnt, g.vat, l.sku, g.name FROM dict_goods_links l
           JOIN dict_goods_normalized g ON g.src = l.src AND g.nnt = l.nnt
           WHERE g.actual = 1 AND g.gnvls = ? ORDER BY g.nnt LIMIT 1`,
        )
        .get(gnvls) as Product;
    products.plain = pick(0);
    products.regulated = pick(1);
    db.close();
    const row = (p: Product, i: number, extra: Record<string, unknown> = {}) => ({
      prtId: `PF-${i}`,
      nnt: p.nnt,
      sku: p.sku,
      qnt: 3,
      nds: p.vat,
      gnvls: false,
      prcOptNds: 99,
      prcRet: 120,
      exp: '2030-01-01T00:00:00+03:00',
      tag: 0,
      ...extra,
    });
    const stocks = [
      row(products.plain, 1),
      row(products.regulated, 2, { prcGnvlsMax: 200 }),
      row(products.plain, 3, { prcRet: 0 }),
      row(products.plain, 4, { nds: products.plain.vat === 10 ? 20 : 10 }),
      row(products.plain, 5, { nnt: 999_999_999, sku: 'NEW-5' }),
    ];
    file = join(app.dataDir, 'planted.json');
    writeFileSync(file, JSON.stringify({ date: '2024-05-10T06:00:00+03:00', stocks }, null, 2));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('lists each finding with its product name before sending; sent anyway, status 3 names the predicted batch', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(file);
    // One verdict: the format is right, yet the operator will reject the package (never "ready to send").
    const verdict = page.getByTestId('workbench-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-state')).toBe('rejection');
    expect(await verdict.textContent()).toContain('оператор, скорее всего, отклонит пакет');

    const rows = page.getByTestId('error-row');
    // The list opens on the errors (the predicted rejection), the rest one choice away.
    await expect.poll(() => page.getByTestId('severity-filter').inputValue()).toBe('error');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByTestId('severity-filter').selectOption('');
    const row = (code: string) => rows.filter({ has: page.locator(`[data-code="${code}"]`) });
    const byCode = async (code: string) => (await row(code).textContent()) ?? '';
    await expect.poll(() => rows.count()).toBe(4);
    const gnvls = await byCode('gnvls-missing');
    expect(gnvls).toContain('PF-2');
    expect(gnvls).toContain(products.regulated.name);
    expect(gnvls).toContain('Товар в справочнике — ЖНВЛП');
    expect(await byCode('retail-zero')).toContain(products.plain.name);
    expect(await byCode('nds-differs')).toContain(products.plain.name);
    const unknown = await byCode('unknown-nnt');
    expect(unknown).toContain('nnt 999999999');
    expect(unknown).toContain('нет в справочнике товаров оператора');
    await app.screenshot('preflight-findings');

    // The product name opens the product card.
    await row('retail-zero')
      .getByRole('button', { name: /Открыть карточку товара/ })
      .click();
    const card = page.getByTestId('product-card');
    await card.waitFor();
    expect(await card.textContent()).toContain(String(products.plain.nnt));
    expect(await seriousViolations(page, 'product card (light)')).toEqual([]);
    await page.getByLabel('Оформление').selectOption('dark');
    expect(await seriousViolations(page, 'product card (dark)')).toEqual([]);
    await page.getByLabel('Оформление').selectOption('light');
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    await page.getByLabel('Полная выгрузка').check();
    // Preflight's errors disable "Send": sending anyway is the explicit "send with N errors".
    expect(await page.getByRole('button', { name: 'Отправить оператору' }).isDisabled()).toBe(true);
    await page.getByTestId('send-override').click();
    const override = page.locator('dialog[open]');
    await override.getByRole('button', { name: /^Отправить с \d+ ошибк/ }).click();
    await override.waitFor({ state: 'detached' });
    const dialog = page.locator('dialog[open]');
    const detail = page.getByTestId('upload-detail');
    await dialog.or(detail).first().waitFor();
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Всё равно отправить' }).click();
    const timeline = page.getByTestId('timeline');
    await timeline.locator('[data-status="3"]').waitFor({ timeout: 30_000 });
    // The operator's own words are quoted as such, whatever their language.
    expect(await timeline.getByTestId('operator-message').textContent()).toMatch(/^Сообщение оператора: «.+»$/);
    const batch = page.getByTestId('reason-batch');
    await batch.first().waitFor();
    expect(await batch.count()).toBe(1);
    expect(await batch.first().getAttribute('data-prt-id')).toBe('PF-2');
    await expect.poll(async () => (await batch.first().textContent()) ?? '').toContain(products.regulated.name);
    // The batch leads to its record in the very file that was sent (kept by the ledger): the grid's row 2.
    const rowLink = batch.first().getByTestId('reason-batch-row');
    await rowLink.waitFor();
    expect(await rowLink.textContent()).toBe('запись 2 в отправленном файле');
    await rowLink.click();
    const sent = page.getByTestId('sent-file');
    await sent.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? '')).toBe('2:#');
    expect(await sent.locator('[data-cell="2:prtId"]').textContent()).toContain('PF-2');
    await app.screenshot('preflight-status-3');
    expect(app.consoleErrors).toEqual([]);
  });
});
