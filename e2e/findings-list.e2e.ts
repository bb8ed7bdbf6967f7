import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../electron/core/desk-core';
import { launchApp, syncSandboxDictionaries, type RunningApp } from './harness';

const NOT_LINKED = 30;
const ERRORS = 3;

describe('the findings list opens on the errors; notes and "not linked" infos wait folded', () => {
  let app: RunningApp;
  let file: string;

  beforeAll(async () => {
    app = await launchApp();
    await syncSandboxDictionaries(app);
    // Current, not price-regulated goods this store has no link for: each gets a "not linked" info.
    const db = new Database(join(app.dataDir, DATABASE_FILE), { readonly: true });
    const goods = db
      .prepare(
        `SELECT g.nnt, g.vat FROM dict_goods_normalized g
         WHERE g.actual = 1 AND g.gnvls = 0
           AND NOT EXISTS (SELECT 1 FROM dict_goods_links l WHERE l.src = g.src AND l.nnt = g.nnt)
         ORDER BY g.nnt LIMIT ?`,
      )
      .all(NOT_LINKED) as { nnt: number; vat: number }[];
    db.close();
    expect(goods.length).toBe(NOT_LINKED);
    const stocks = goods.map((g, i) => ({
      prtId: `UI-2025-${String(i + 1).padStart(6, '0')}`,
      nnt: g.nnt,
      sku: `SKU-${i + 1}`,
      // A fractional quantity is an error of the format: three of them among the notes.
      qnt: i < ERRORS ? 1.5 : 2,
      nds: g.vat,
      gnvls: false,
      prcOptNds: 99,
      prcRet: 120,
      exp: '2030-01-01T00:00:00+03:00',
      tag: 0,
    }));
    file = join(app.dataDir, 'stock-errors-and-notes.json');
    writeFileSync(file, JSON.stringify({ date: '2026-11-23T05:30:00+03:00', stocks }, null, 2));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('shows the errors first, in a list as tall as they need, severity words uncut', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('workbench-verdict').waitFor({ timeout: 60_000 });
    const rows = page.getByTestId('error-row');
    await expect.poll(() => page.getByTestId('severity-filter').inputValue()).toBe('error');
    await expect.poll(() => rows.count()).toBe(ERRORS);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Ошибка');
    // The "not linked" infos are one folded line with their count, not 30 entries above the errors.
    const notLinked = page.getByTestId('not-linked-fold');
    expect(await notLinked.getAttribute('open')).toBeNull();
    expect(await notLinked.locator('summary').innerText()).toContain(String(NOT_LINKED));
    expect(await notLinked.getByTestId('finding-group').first().isVisible()).toBe(false);
    // No severity word is cut (its cell is as wide as the word).
    const cut = await page
      .getByTestId('findings-list')
      .locator('[data-severity]')
      .evaluateAll((els) => els.filter((el) => el.parentElement!.scrollWidth > el.parentElement!.clientWidth).length);
    expect(cut).toBe(0);
    // The list is as tall as its rows (header and three findings), not a four-row box for any number.
    const listHeight = (await page.getByTestId('findings-list').boundingBox())!.height;
    expect(listHeight).toBeGreaterThanOrEqual(ERRORS * 40);

    for (const [lng, theme] of [
      ['ru', 'light'],
      ['ru', 'dark'],
      ['en', 'light'],
      ['en', 'dark'],
    ] as const) {
      await page.locator('.lang-switch select').first().selectOption(lng);
      await page.waitForFunction((l) => document.documentElement.lang === l, lng);
      await page.getByLabel(lng === 'ru' ? 'Оформление' : 'Theme').selectOption(theme);
      await page.getByTestId('findings-panel').scrollIntoViewIfNeeded();
      const shot = await app.screenshot(`findings-errors-first-${lng}-${theme}`);
      expect(shot.visibleText).toContain(lng === 'ru' ? 'Ошибка' : 'Error');
    }
    await page.locator('.lang-switch select').first().selectOption('ru');
    await page.getByLabel('Оформление').selectOption('light');

    // Opened, the fold lists the group; choosing it shows those infos whatever the severity filter said.
    await notLinked.locator('summary').click();
    await notLinked.getByTestId('finding-group').first().getByRole('button').click();
    await expect.poll(() => rows.count()).toBeGreaterThan(ERRORS);
    expect(await rows.first().innerText()).toContain('К сведению');
  }, 120_000);
});
