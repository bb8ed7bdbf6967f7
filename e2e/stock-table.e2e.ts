import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, processed, syncSandboxDictionaries, type RunningApp } from './harness';

const batch = (i: number) => `UI-2025-${String(i).padStart(6, '0')}`;
/** Key columns by their Russian and English headers: what must be in view at 1024 and 1366 px. */
const keyHeaders = {
  ru: ['Код партии', 'nnt · товар', 'Серия', 'Годен до', 'Кол-во'],
  en: ['Batch code', 'nnt · product', 'Series', 'Expires', 'Qty'],
};

describe('the server stock table shows its rows: batch, name, series, expiry and quantity uncut', () => {
  let app: RunningApp;
  let klacid: number[];
  const ROWS = 60;

  beforeAll(async () => {
    app = await launchApp({ sandbox: 'external' });
    const profileId = await syncSandboxDictionaries(app);
    const client = app.sandboxClient();
    const found = await app.host.invoke('dictionaries:search-goods', { profileId, text: 'клацид', limit: 5 });
    if (!found.ok) throw new Error(found.error.message);
    const hits = (found.data as { items: { nnt: number; gnvls: boolean }[] }).items;
    klacid = hits.map((i) => i.nnt);
    expect(klacid.length).toBeGreaterThan(0);
    const goods = (await client.getDictionaryChunk('goods_normalized', { count: ROWS })) as {
      nnt: number;
      gnvls: boolean;
    }[];
    const products = [...hits, ...goods.filter((g) => !klacid.includes(g.nnt))];
    const pkg = {
      date: '2026-11-23T05:30:00+03:00',
      stocks: products.slice(0, ROWS).map((g, i) => ({
        prtId: batch(i + 1),
        nnt: g.nnt,
        sku: `SKU-${i + 1}`,
        qnt: 1 + (i % 9),
        man: 'Фармстандарт-Лексредства, Курск',
        series: `S${100000 + i}`,
        exp: '2028-03-31T00:00:00+03:00',
        prcOptNds: 280 + i,
        // One decimal on purpose: the table must still write two.
        prcRet: 312.1 + i,
        // Price-regulated products carry the flag and a maximum price, or processing ends in status 3.
        ...(g.gnvls ? { gnvls: true, prcGnvlsMax: 400 + i } : {}),
      })),
    };
    const accepted = await client.uploadStocks('full', JSON.stringify(pkg));
    await processed(client, accepted.location);

    const { page } = app;
    await page.getByRole('button', { name: 'Остатки на сервере' }).click();
    await page.getByRole('button', { name: 'Получить с сервера' }).click();
    await page.getByTestId('stock-count').getByText(`Показано строк: ${ROWS} из ${ROWS}`).waitFor();
    await page.getByTestId('stock-table').getByText(batch(1), { exact: true }).waitFor();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  /** Where the key columns' headers and the first row's batch cell are, against the table's visible box. */
  const geometry = () =>
    app.page.evaluate(() => {
      const table = document.querySelector('[data-testid="stock-table"]')!;
      const box = table.getBoundingClientRect();
      const headers = [...table.querySelectorAll('[role="columnheader"]')].map((h) => {
        const r = h.getBoundingClientRect();
        return { text: (h as HTMLElement).innerText.replace(/[▲▼]/g, '').trim(), left: r.left, right: r.right };
      });
      const cell = table.querySelector('[data-testid="stock-row"] [role="cell"]') as HTMLElement;
      return {
        left: box.left,
        right: box.left + table.clientWidth,
        headers,
        batch: {
          text: cell.innerText,
          cut: cell.scrollWidth > cell.clientWidth,
          left: cell.getBoundingClientRect().left,
        },
      };
    });

  for (const [width, lng, theme] of [
    [1366, 'ru', 'light'],
    [1024, 'ru', 'dark'],
    [1024, 'en', 'light'],
    [1366, 'en', 'dark'],
  ] as const) {
    it(`at ${width} px (${lng}, ${theme}) every key column is in view and no batch code is cut`, async () => {
      const { page } = app;
      await page.setViewportSize({ width, height: 768 });
      await page.locator('.lang-switch select').first().selectOption(lng);
      await page.waitForFunction((l) => document.documentElement.lang === l, lng);
      await page.getByLabel(lng === 'ru' ? 'Оформление' : 'Theme').selectOption(theme);
      await page.getByTestId('stock-table').getByText(batch(1), { exact: true }).waitFor();
      const g = await geometry();
      for (const name of keyHeaders[lng]) {
        const header = g.headers.find((h) => h.text === name);
        expect(header, `${name} at ${width}`).toBeDefined();
        expect(header!.right, `${name} at ${width}`).toBeLessThanOrEqual(g.right + 1);
      }
      expect(g.batch).toMatchObject({ text: batch(1), cut: false });
      // The product's name is read from the goods dictionary and shown beside its code.
      const firstName = page.getByTestId('stock-row').first().getByTestId('product-code');
      expect(await firstName.innerText()).toMatch(/^\d+ Клацид/);
      // Money: two decimals, in the language's notation.
      const row = await page.getByTestId('stock-row').first().innerText();
      expect(row).toContain(lng === 'ru' ? '312,10' : '312.10');
      // The search field's placeholder fits the field (the list of what it searches is the line below).
      const search = await page.locator('.stk-filters input[type="search"]').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const text = document.createElement('canvas').getContext('2d')!;
        text.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { width: text.measureText(input.placeholder).width, room };
      });
      expect(search.width, `the search placeholder at ${width} px`).toBeLessThanOrEqual(search.room);
      const shot = await app.screenshot(`stock-table-${width}-${lng}-${theme}`);
      expect(shot.visibleText).toContain(batch(1));
      expect(shot.visibleText).toContain(lng === 'ru' ? 'производителю, серии и nnt' : 'manufacturer, series and nnt');
    });
  }

  it('keeps the batch code at the left edge when the table scrolls sideways', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByTestId('stock-table').evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    const g = await geometry();
    expect(await page.getByTestId('stock-table').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(Math.abs(g.batch.left - g.left)).toBeLessThanOrEqual(2);
    expect(g.batch.cut).toBe(false);
    // Rows are no stacking contexts (no containment, no transform): a clip round each row's sticky
    // cell made the compositor rebuild a layer per row in every scrolled frame, and a stacking
    // context made each row a layer of its own (docs/performance.md, issue #25.5).
    const row = await page
      .getByTestId('stock-row')
      .first()
      .evaluate((el) => ({ contain: getComputedStyle(el).contain, transform: getComputedStyle(el).transform }));
    expect(row).toEqual({ contain: 'none', transform: 'none' });
    // The header stays above the rows' sticky batch codes that scroll under it.
    const onTop = await page.getByTestId('stock-table').evaluate((el) => {
      el.scrollTop = 45;
      const head = el.querySelector('[role="columnheader"]')!.getBoundingClientRect();
      const hit = document.elementFromPoint(head.left + 10, head.bottom - 3);
      el.scrollTop = 0;
      return hit?.closest('[role="row"]')?.getAttribute('aria-rowindex');
    });
    expect(onTop).toBe('1');
    await app.screenshot('stock-table-1024-scrolled');
    await page.getByTestId('stock-table').evaluate((el) => {
      el.scrollLeft = 0;
    });
  });

  it('finds the rows of a product by its name, and shows a clicked row in full', async () => {
    const { page } = app;
    await page.locator('.lang-switch select').first().selectOption('ru');
    await page.getByLabel('Оформление').selectOption('light');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByLabel('Поиск').fill('клацид');
    await page.getByTestId('stock-count').getByText(`Показано строк: ${klacid.length} из ${ROWS}`).waitFor();
    const names = await page.getByTestId('stock-row').getByTestId('product-code').allInnerTexts();
    expect(names.length).toBe(klacid.length);
    for (const name of names) expect(name).toMatch(/Клацид/);

    await page.getByTestId('stock-row').first().click();
    const detail = page.getByTestId('stock-row-detail');
    await detail.getByRole('heading', { name: batch(1) }).waitFor();
    expect(await detail.innerText()).toContain('Фармстандарт-Лексредства, Курск');
    expect((await app.screenshot('stock-table-search-detail')).visibleText).toContain(
      'Фармстандарт-Лексредства, Курск',
    );
    await page.getByLabel('Поиск').fill('');
  });

  it('lets a column be widened by its header edge (keyboard too) and remembers the layout', async () => {
    const { page } = app;
    const header = page.getByTestId('stock-table').getByRole('columnheader', { name: /Серия/ });
    const before = (await header.boundingBox())!.width;
    const handle = header.getByRole('separator');
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await header.boundingBox())!.width).toBeGreaterThan(before + 20);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('desk.table.stocks') ?? '{}'));
    expect(saved.widths.series).toBeGreaterThan(before + 20);
  });

  it('opens a row’s detail by keyboard (Enter, Space) and closes it with Escape, focus back on the row', async () => {
    const { page } = app;
    await page.locator('.lang-switch select').first().selectOption('ru');
    await page.setViewportSize({ width: 1366, height: 768 });
    const rows = page.getByTestId('stock-row');
    const detail = page.getByTestId('stock-row-detail');
    const focusedRow = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute('role') === 'row' ? el.dataset.index : `not a row: ${el?.tagName}`;
      });
    // A detail left open by a click closes with Escape on its row too.
    const firstRow = page.locator('[data-testid="stock-row"][data-index="0"]');
    await firstRow.focus();
    if (await detail.isVisible()) {
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });
    }
    // The viewport just changed: wait until the table has settled with the first row focused.
    await firstRow.focus();
    await expect.poll(focusedRow).toBe('0');
    // One tab stop for the rows; the arrows walk them (a row not yet drawn takes focus a frame later).
    expect(await rows.evaluateAll((els) => els.filter((e) => (e as HTMLElement).tabIndex === 0).length)).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedRow).toBe('1');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedRow).toBe('2');
    await page.keyboard.press('Enter');
    await detail.getByRole('heading', { name: batch(3) }).waitFor();
    expect(await focusedRow()).toBe('2');
    // The operator's network code is a code: its digits as they are, no thousands space.
    expect(await detail.textContent()).toMatch(/код сети у оператора\d+(?!\u00a0\d)/);
    expect(await detail.textContent()).not.toMatch(/код сети у оператора\d{1,3}\u00a0\d/);
    await app.screenshot('stock-table-keyboard-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(await focusedRow()).toBe('2');
    // Space opens it as well; Escape from inside the panel (its Close button) returns to the row.
    await page.keyboard.press('ArrowUp');
    // As after each arrow above: on a loaded machine Space could otherwise reach the row before focus moved.
    await expect.poll(focusedRow).toBe('1');
    await page.keyboard.press(' ');
    await detail.getByRole('heading', { name: batch(2) }).waitFor();
    await detail.getByRole('button', { name: 'Закрыть' }).focus();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await expect.poll(focusedRow).toBe('1');
  });
});
