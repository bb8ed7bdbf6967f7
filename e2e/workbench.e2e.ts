import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../electron/core/desk-core';
import { seriousViolations } from './axe';
import { launchApp, syncSandboxDictionaries, type RunningApp } from './harness';

const ROWS = 400;
/** Three errors in three fields, far apart in the file: each click must scroll the grid there. */
const planted = [
  { row: 7, field: 'qnt', value: 2.5, token: '2.5' },
  { row: 180, field: 'supDate', value: 'вчера', token: '"вчера"' },
  { row: 366, field: 'prtId', value: 366, token: '366' },
] as const;

describe('the troubleshooting workbench on the upload screen', () => {
  let app: RunningApp;
  let file: string;
  let productName: string;

  beforeAll(async () => {
    app = await launchApp();
    await syncSandboxDictionaries(app);
    // A product this store sells, so its rows raise no dictionary finding and the product is named.
    const db = new Database(join(app.dataDir, DATABASE_FILE), { readonly: true });
    const product = db
      .prepare(
        `SELECT g.nnt, g.vat, l.sku, g.name FROM dict_goods_links l
         JOIN dict_goods_normalized g ON g.src = l.src AND g.nnt = l.nnt
         WHERE g.actual = 1 AND g.gnvls = 0 ORDER BY g.nnt LIMIT 1`,
      )
      .get() as { nnt: number; vat: number; sku: string; name: string };
    db.close();
    productName = product.name;
    const stocks = Array.from({ length: ROWS }, (_, i) => ({
      prtId: `WB-${i + 1}`,
      nnt: product.nnt,
      sku: product.sku,
      qnt: 3,
      supDate: '2024-04-01T10:00:00+03:00',
      nds: product.vat,
      gnvls: false,
      prcOptNds: 99,
      prcRet: 120,
      exp: '2030-01-01T00:00:00+03:00',
      tag: 0,
    })) as Record<string, unknown>[];
    for (const p of planted) stocks[p.row - 1]![p.field] = p.value;
    file = join(app.dataDir, 'three-fields.json');
    writeFileSync(file, JSON.stringify({ date: '2024-05-10T06:00:00+03:00', stocks }, null, 2));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('leads from each error to its cell and line, steps with F8, passes axe, in Russian and English', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(file);
    const verdict = page.getByTestId('workbench-verdict');
    await verdict.waitFor({ timeout: 60_000 });
    expect(await verdict.getAttribute('data-state')).toBe('errors');
    expect(await verdict.textContent()).toContain('В файле 3 ошибки');

    const grid = page.getByTestId('package-grid');
    const source = page.getByTestId('source-view');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);
    for (const p of planted) {
      const entry = page.getByTestId('finding').filter({ has: page.locator(`code:text-is("${p.field}")`) });
      await entry.click();
      // The grid scrolled to the row and focused the cell, which is marked as an error.
      await expect.poll(focused).toBe(`${p.row}:${p.field}`);
      const cell = grid.locator(`[data-cell="${p.row}:${p.field}"]`);
      expect(await cell.getAttribute('data-severity')).toBe('error');
      expect(await cell.isVisible()).toBe(true);
      expect(await cell.textContent()).toContain('Ошибка');
      // The source view shows the file's line with the offending token marked.
      await expect
        .poll(async () => (await source.getByTestId('source-token').textContent())?.replace('здесь ошибка: ', ''))
        .toBe(p.token);
      const markedLine = source.locator('[data-marked="true"]');
      const lineText = (await markedLine.textContent())!.replace('здесь ошибка: ', '');
      expect(lineText).toContain(`"${p.field}": ${p.token}`);
    }
    // Each row names its product from the dictionary.
    expect(
      await grid
        .locator(`[data-cell="${planted[2].row}:prtId"]`)
        .locator('xpath=ancestor::div[@role="row"]')
        .textContent(),
    ).toContain(productName);
    // A click on an unmarked cell picks it as Enter does (the grid reads the click, not each cell).
    const clicked = grid.locator(`[data-cell="${planted[2].row}:sku"]`);
    await clicked.click();
    await expect.poll(() => clicked.getAttribute('class')).toContain('wb-cell--current');
    expect(await clicked.getAttribute('data-severity')).toBeNull();
    await app.screenshot('workbench-ru');

    // Keyboard: F8 steps to the next finding, Shift+F8 back (from anywhere in the workbench).
    await page.getByTestId('finding-previous').focus();
    await page.keyboard.press('F8');
    await expect.poll(() => page.getByTestId('finding-position').textContent()).toMatch(/^1 из \d+/);
    await expect.poll(focused).toBe(`${planted[0].row}:${planted[0].field}`);
    await page.keyboard.press('F8');
    await expect.poll(focused).toBe(`${planted[1].row}:${planted[1].field}`);
    await page.keyboard.press('Shift+F8');
    await expect.poll(focused).toBe(`${planted[0].row}:${planted[0].field}`);
    await page.getByTestId('finding-next').click();
    await expect.poll(focused).toBe(`${planted[1].row}:${planted[1].field}`);

    // Grouped by field and reason, with the field's meaning and how to fix it.
    const group = page.getByTestId('finding-group').and(page.locator('[data-field="qnt"]'));
    expect(await group.textContent()).toContain('дробное количество');
    expect(await group.textContent()).toContain('Как исправить');
    expect(await seriousViolations(page, 'workbench (ru, light)')).toEqual([]);
    // The grid's error, warning and focus markers keep their contrast in the dark theme.
    await page.getByLabel('Оформление').selectOption('dark');
    expect(await seriousViolations(page, 'workbench (ru, dark)')).toEqual([]);
    await app.screenshot('workbench-ru-dark');
    await page.getByLabel('Оформление').selectOption('light');

    await page.getByLabel('Язык').selectOption('en');
    await expect.poll(() => verdict.textContent()).toContain('The file has 3 errors');
    await page
      .getByTestId('finding')
      .filter({ has: page.locator('code:text-is("supDate")') })
      .click();
    await expect.poll(focused).toBe(`${planted[1].row}:supDate`);
    const shot = await app.screenshot('workbench-en');
    expect(shot.visibleText).toContain('The whole package');
    expect(await seriousViolations(page, 'workbench (en, light)')).toEqual([]);
    await page.getByLabel('Language').selectOption('ru');
    expect(app.consoleErrors).toEqual([]);
  }, 90_000);

  it('works from the keyboard alone, with a visible focus ring at every step', async () => {
    const { page } = app;
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);
    // How the focused element is ringed: theme.css and workbench.css draw :focus-visible / the
    // focused cell as an outline; a box-shadow ring would count too. 'none' is a failure.
    const ring = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'none';
        const style = getComputedStyle(el);
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return `outline ${style.outlineStyle}`;
        return style.boxShadow !== 'none' ? 'box-shadow' : 'none';
      });
    // The file on screen (as the test before leaves it; chosen here when this test runs alone).
    if ((await page.getByTestId('workbench-verdict').count()) === 0) {
      await page.getByRole('button', { name: 'Загрузка остатков' }).click();
      await page.getByTestId('file-input').setInputFiles(file);
      await page.getByTestId('workbench-verdict').waitFor({ timeout: 60_000 });
    }
    // From the top of the page, Tab only: the findings list is reached.
    // (Focusing the body moves the sequential-navigation start there; a blur alone would leave it
    // in the grid the test before focused, whose rows each hold a link.)
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    let presses = 0;
    let onFinding = false;
    while (!onFinding && presses < 150) {
      await page.keyboard.press('Tab');
      presses++;
      onFinding = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'finding');
    }
    expect(onFinding, `no finding reached in ${presses} presses of Tab`).toBe(true);
    expect(await ring()).not.toBe('none');
    const field = await page.evaluate(() => document.activeElement!.querySelector('code')!.textContent!);
    const fields: string[] = planted.map((p) => p.field);
    expect(fields).toContain(field);

    // Enter on the finding: focus moves to its cell in the grid, ringed.
    await page.keyboard.press('Enter');
    await expect.poll(focused).toMatch(new RegExp(`^\\d+:${field}$`));
    expect(await ring()).not.toBe('none');
    // Inside the grid: one Tab stop (the cell last focused), arrows move between cells.
    const tabStops = () =>
      page.evaluate(
        () => document.querySelectorAll('[data-testid="package-grid"] [data-cell]:not([tabindex="-1"])').length,
      );
    expect(await tabStops()).toBe(1);
    const start = (await focused())!;
    const [startRow, startField] = [Number(start.split(':')[0]), start.split(':')[1]];
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(`${startRow + 1}:${startField}`);
    expect(await ring()).not.toBe('none');
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe(`${startRow + 1}:#`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatch(new RegExp(`^${startRow + 1}:(@product|prtId)$`));
    const column = (await focused())!.split(':')[1];
    await page.keyboard.press('Control+End');
    // The last record may lie outside the rendered window: wait until focus has moved down to it.
    const focusedRow = async () => Number((await focused())?.split(':')[0] ?? 0);
    await expect.poll(focusedRow).toBeGreaterThan(startRow + 1);
    expect((await focused())!.split(':')[1]).toBe(column);
    expect(await tabStops()).toBe(1);
    await page.keyboard.press('Control+Home');
    await expect.poll(focused).toMatch(/^1:/);
    // Tab leaves the grid at once (the rows are not one stop each); Shift+Tab comes back to the cell.
    const inGrid = await focused();
    await page.keyboard.press('Tab');
    expect(await focused()).toBeNull();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toBe(inGrid);
    // Back to the finding's cell for the F8 step below.
    await page.keyboard.press('Shift+F8');
    await page.keyboard.press('F8');

    // F8 moves on to another finding's cell, still ringed.
    const first = await focused();
    await page.keyboard.press('F8');
    await expect.poll(focused).not.toBe(first);
    expect(fields).toContain((await focused())!.split(':')[1]);
    expect(await ring()).not.toBe('none');
    expect(app.consoleErrors).toEqual([]);
  }, 30_000);
});
