import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '@core/desk-core';
import { encodeWindows1251 } from '@tests/kits/core/import/import-files';
import { seriousViolations } from './axe';
import { launchApp, syncSandboxDictionaries, type RunningApp } from './harness';

interface Product {
  nnt: number;
  sku: string;
  barcode: string;
  name: string;
}

/**
 * A pharmacy's own export as its software writes it (issue #20): Windows-1251, title rows above
 * the header, the pharmacy's code and a barcode but no operator code, 1C date-times. Its rows are
 * built from the Sandbox's own dictionaries as synced into the app: by store link, by barcode
 * only, a disagreement of the two, one to be confirmed from a suggestion, one never found.
 */
function exportCsv(rows: { sku: string; barcode: string; name: string; prtId: string }[]): Uint8Array {
  return encodeWindows1251(
    [
      'Остатки товаров по аптеке № 1',
      'на 23.11.2026',
      '',
      'Код;Штрихкод;Наименование;Партия;Остаток;Цена закупки с НДС;Годен до',
      ...rows.map((r) => `${r.sku};${r.barcode};${r.name};${r.prtId};3;1\u00a0280,50;31.12.2027 0:00:00`),
      'Итого;;;;15;;',
    ].join('\r\n'),
  );
}

describe('operator codes of a real export: found, explained, confirmed, sent (issue #20)', () => {
  let app: RunningApp;
  let dir: string;
  const p = {} as Record<'link1' | 'link2' | 'linkConflict' | 'barcodeOnly' | 'barcodeConflict' | 'toConfirm', Product>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'desk-codes-e2e-'));
    // Inside the 05:15–08:45 Moscow window: a full upload needs no other confirmation.
    app = await launchApp({ now: '2026-11-23T06:00:00+03:00' });
    await syncSandboxDictionaries(app);
    const db = new Database(join(app.dataDir, DATABASE_FILE), { readonly: true });
    const store = (db.prepare('SELECT lower(store_id) AS id FROM store_profiles LIMIT 1').get() as { id: string }).id;
    // Plain (not price-regulated) current goods, so no preflight rule but the codes' stands in the way.
    const linked = db
      .prepare(
        `SELECT l.nnt, l.sku, g.name, '' AS barcode FROM dict_goods_links l
         JOIN dict_goods_normalized g ON g.src = l.src AND g.nnt = l.nnt
         WHERE l.store = ? AND g.actual = 1 AND g.gnvls = 0
           AND (SELECT count(*) FROM dict_goods_links z WHERE z.src = l.src AND z.store = l.store AND z.sku = l.sku) = 1
         ORDER BY l.sku LIMIT 3`,
      )
      .all(store) as Product[];
    const byBarcode = db
      .prepare(
        `SELECT b.nnt, '' AS sku, b.barcode, g.name FROM dict_barcodes b
         JOIN dict_goods_normalized g ON g.src = b.src AND g.nnt = b.nnt
         WHERE b.actual = 1 AND g.actual = 1 AND g.gnvls = 0 AND length(b.barcode) = 13
           AND (SELECT count(*) FROM dict_barcodes x WHERE x.src = b.src AND x.barcode = b.barcode) = 1
           AND (SELECT count(*) FROM dict_barcodes y WHERE y.src = b.src AND y.nnt = b.nnt) = 1
           AND b.nnt NOT IN (SELECT nnt FROM dict_goods_links WHERE store = ?)
         ORDER BY b.nnt LIMIT 3`,
      )
      .all(store) as Product[];
    db.close();
    expect(linked.length).toBe(3);
    expect(byBarcode.length).toBe(3);
    [p.link1, p.link2, p.linkConflict] = linked as [Product, Product, Product];
    [p.barcodeOnly, p.barcodeConflict, p.toConfirm] = byBarcode as [Product, Product, Product];
    const rows = [
      { sku: ` ${p.link1.sku.toLowerCase()} `, barcode: '', name: p.link1.name, prtId: 'КД-1' },
      { sku: p.link2.sku, barcode: '', name: p.link2.name, prtId: 'КД-2' },
      { sku: 'НОВ-1', barcode: p.barcodeOnly.barcode, name: p.barcodeOnly.name, prtId: 'КД-3' },
      // The store link says one product, the barcode another.
      { sku: p.linkConflict.sku, barcode: p.barcodeConflict.barcode, name: 'Товар с расхождением', prtId: 'КД-4' },
      // No link, no barcode: found only by its name, and confirmed by the manager.
      { sku: 'ПОДТВ-1', barcode: '', name: p.toConfirm.name, prtId: 'КД-5' },
      { sku: 'НЕТ-1', barcode: '4600000000000', name: 'Неизвестный товар аптеки', prtId: 'КД-6' },
    ];
    writeFileSync(join(dir, 'остатки.csv'), exportCsv(rows));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const codeRow = (prtSku: string) => app.page.getByTestId('code-row').filter({ hasText: prtSku });

  it('maps the export, finds the codes with their sources, resolves a conflict and confirms a suggestion', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Импорт CSV и Excel' }).click();
    await page.getByTestId('import-file-input').setInputFiles(join(dir, 'остатки.csv'));
    await page.getByTestId('import-columns').waitFor();
    // No nnt column, and yet nothing required is missing: the code comes from the pharmacy's code or the barcode.
    expect(await page.getByLabel('Поле пакета для столбца «Код»').inputValue()).toBe('sku');
    expect(await page.getByLabel('Поле пакета для столбца «Штрихкод»').inputValue()).toBe('barcode');
    expect(await page.getByTestId('import-missing-required').count()).toBe(0);

    await page.getByRole('button', { name: 'Найти коды оператора' }).click();
    const panel = page.getByTestId('codes-panel');
    await panel.waitFor();
    const count = async (k: string) =>
      Number(await panel.locator(`[data-count="${k}"] dd`).textContent({ timeout: 5_000 }));
    expect(await count('storeLink')).toBe(2 + 1); // two plain links and the conflicting row's link
    expect(await count('barcode')).toBe(1);
    expect(await count('notFound')).toBe(2);
    expect(await count('conflicts')).toBe(1);
    // Opens on what needs the manager: the rows without a code and the disagreement.
    expect(await page.getByTestId('code-row').count()).toBe(3);
    await app.screenshot('codes-attention-ru');
    expect(await seriousViolations(page, 'codes panel')).toEqual([]);

    // The disagreement names both products; the store link wins until the manager says otherwise.
    const conflict = page.getByTestId('code-conflict');
    expect(await conflict.textContent()).toContain(p.linkConflict.name);
    expect(await conflict.textContent()).toContain(p.barcodeConflict.name);
    await conflict.getByRole('button', { name: `Взять по штрихкоду: ННТ ${p.barcodeConflict.nnt}` }).click();
    await expect.poll(() => count('conflicts'), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByTestId('code-chosen').textContent(), { timeout: 15_000 })
      .toContain(`выбран ННТ ${p.barcodeConflict.nnt}`);

    // A row without a code: suggestions by its name, nothing applied until the click.
    const missing = codeRow('ПОДТВ-1');
    await missing.waitFor();
    const detail = missing.locator('xpath=following-sibling::tr[1]');
    await detail.getByTestId('code-suggest').click();
    const suggestions = detail.getByTestId('code-suggestions');
    await suggestions.waitFor();
    const right = suggestions.locator('li').filter({ hasText: `ННТ ${p.toConfirm.nnt} ` });
    expect(await right.count()).toBe(1);
    expect(await right.textContent()).toContain('Совпали слова');
    // Products of one name told apart: each suggestion says its full name, maker and marks, none alike.
    const items = await suggestions.locator('li').allTextContents();
    expect(await suggestions.getByTestId('suggestion-facts').count()).toBe(items.length);
    expect(new Set(items).size).toBe(items.length);
    expect(await right.getByTestId('suggestion-facts').textContent()).toContain('производитель: ');
    await app.screenshot('codes-suggestions-ru');
    await right.getByRole('button', { name: 'Выбрать' }).click();
    await expect
      .poll(() => page.getByTestId('code-chosen').textContent(), { timeout: 15_000 })
      .toContain(`выбран ННТ ${p.toConfirm.nnt}`);
    await app.screenshot('codes-chosen-ru');
    await expect.poll(() => count('notFound'), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => count('confirmed'), { timeout: 15_000 }).toBe(2); // the suggestion, and the conflict's choice
  });

  it('exports the links the operator lacks, and the list reads back', async () => {
    const { page } = app;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('codes-export-csv').click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('НЕТ-1');
    expect(text).toContain('ПОДТВ-1');
    expect(text).toContain(String(p.toConfirm.nnt));
    expect(text).toContain(p.barcodeOnly.barcode);
    // Rows the operator already links are not on the list.
    expect(text).not.toContain(p.link2.sku);
  });

  it('sends the rows with codes only after naming the batch left out; the Sandbox processes the upload', async () => {
    const { page } = app;
    await page.getByTestId('codes-send').click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.getByTestId('left-out-text').textContent()).toContain('У 1 строки нет кода оператора');
    expect(await dialog.textContent()).toContain('Неизвестный товар аптеки');
    await app.screenshot('codes-left-out-ru');
    // One batch: the button agrees with it.
    await dialog.getByRole('button', { name: 'Отправить без неё' }).click();
    const sent = page.getByTestId('codes-sent');
    await sent.waitFor({ timeout: 30_000 });
    const uploadId = Number(/№(\d+)/.exec((await sent.textContent())!)![1]);
    for (let i = 0; ; i++) {
      const got = await app.host.invoke('uploads:get', { uploadId });
      if (got.ok && (got.data as { upload: { outcome: string } }).upload.outcome === 'processed') break;
      if (i > 300) throw new Error(`upload ${uploadId} was not processed: ${JSON.stringify(got)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const leftOut = await app.host.invoke('codes:left-out', { uploadId, offset: 0, limit: 10 });
    expect(leftOut.ok && leftOut.data).toMatchObject({ total: 1, items: [{ sku: 'НЕТ-1' }] });
  });

  it('keeps the confirmation for the store: listed, and used by the next import', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Подтверждённые коды' }).click();
    const confirmed = page.getByTestId('code-confirmation').filter({ hasText: 'ПОДТВ-1' });
    await confirmed.waitFor();
    expect(await confirmed.textContent()).toContain(String(p.toConfirm.nnt));

    await page.getByRole('tab', { name: 'Файл CSV или Excel' }).click();
    await page.getByTestId('import-file-input').setInputFiles(join(dir, 'остатки.csv'));
    await page.getByRole('button', { name: 'Найти коды оператора' }).click();
    const panel = page.getByTestId('codes-panel');
    await expect
      .poll(async () => panel.locator('[data-count="confirmed"] dd').textContent(), { timeout: 30_000 })
      .toBe('2');
    expect(await panel.locator('[data-count="notFound"] dd').textContent()).toBe('1');
  });
});
