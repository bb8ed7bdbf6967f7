import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchApp } from '../e2e/harness';
import { reportBench, type Target } from './support/bench-report';
import { uploadSandboxStock } from './support/sandbox-stock';
import { measureScrolling } from './support/scroll-probe';
import { ensureBuiltRenderer } from './support/built-renderer';

// `npm run bench -- stock-table`: the "Остатки на сервере" screen in Chromium through the web
// bridge, on a 100,000-row snapshot read back from the embedded sandbox. Needs the renderer
// and the bridge built (npm run build:renderer && npm run build:bridge); builds them if missing.
// The page's globals as far as the probes given to page.evaluate use them (they run in
// Chromium; this file is type-checked without the DOM library, which would leak into core).
interface PageNode {
  textContent: string | null;
  innerText: string;
  scrollTop: number;
  value: string;
  click(): void;
  querySelector(selector: string): PageNode | null;
  querySelectorAll(selector: string): ArrayLike<PageNode>;
  dispatchEvent(event: unknown): boolean;
}
declare const document: PageNode & { body: PageNode };
declare const window: Record<string, unknown>;
declare function requestAnimationFrame(callback: (now: number) => void): number;
declare const MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
declare const Event: new (type: string, init?: object) => unknown;
declare const HTMLSelectElement: { prototype: object };

const ROWS = Number(process.env.STOCK_TABLE_ROWS ?? 100_000);
// The count as the screen prints it (ru-RU groups digits with a no-break space).
const shown = ROWS.toLocaleString('ru-RU').replace(/\s/g, '\\s');

const targets = {
  readBackMs: 5_000,
  firstRowsMs: 300,
  sortWindowMs: 150,
  filterWindowMs: 150,
};

ensureBuiltRenderer();

const app = await launchApp({ sandbox: 'external' });
const figures: Record<string, unknown> = {};
let scrollTargets: Record<string, Target> = {};
try {
  const { page } = app;
  // tsx names functions with a `__name` helper the page does not have; give it one.
  await page.evaluate('window.__name = (f) => f');
  // The package is uploaded with an API client of the Sandbox store in this process; core (in its host) reads it back.
  const client = app.sandboxClient();
  await uploadSandboxStock(client, ROWS);

  await page.getByRole('button', { name: 'Остатки на сервере' }).click();
  await page.getByRole('heading', { name: 'Остатки на сервере' }).waitFor();
  // The heading belongs to the shell; the screen itself is a lazy chunk: wait for its button.
  await page.getByRole('button', { name: 'Получить с сервера' }).waitFor();
  // While the read-back runs, the table must never claim the server has no stock.
  await page.evaluate(() => {
    window.sawEmpty = false;
    new MutationObserver(() => {
      // Before the first pull that text is right (nothing was read yet); while pulling it is not.
      const text = document.body.innerText;
      if (text.includes('На сервере нет остатков') && text.includes('Получаем…')) window.sawEmpty = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const pullStart = performance.now();
  // Clicked in the page, as a manager would.
  await page.evaluate(() =>
    Array.from(document.querySelectorAll('button'))
      .find((b) => b.textContent === 'Получить с сервера')!
      .click(),
  );
  await page
    .getByTestId('stock-count')
    .getByText(new RegExp(`Показано строк: ${shown} из ${shown}`))
    .waitFor({ timeout: 120_000 });
  figures.readBackMs = Math.round(performance.now() - pullStart);
  // The host's own split of the pull (its log line): the answer read and checked, then stored.
  const log = readFileSync(join(app.dataDir, 'logs', 'desk.log'), 'utf8').split('\n');
  const lastLine = (text: string) => log.filter((line) => line.includes(text)).at(-1) ?? '';
  const logged = (line: string, key: string) => new RegExp(`"${key}":(\\d+)`).exec(line)?.[1];
  const pulled = lastLine('Stock read back from the server');
  // The HTTP exchange alone (server, transfer, decoding) as the transport logs it; the rest of readMs is parse + check.
  const http = logged(lastLine('"operation":"stock read-back"'), 'durationMs');
  for (const [name, value] of [
    ['readBack.httpMs', http],
    ['readBack.readMs', logged(pulled, 'readMs')],
    ['readBack.storeMs', logged(pulled, 'storeMs')],
  ] as const)
    if (value !== undefined) figures[name] = Number(value);
  figures.loadingNeverSaysEmpty = (await page.evaluate(() => window.sawEmpty === true)) ? 0 : 1;

  // First rows after the screen opens (from another screen, so the screen mounts anew).
  await page.getByRole('button', { name: 'Аптеки' }).first().click();
  await page.getByRole('heading', { name: 'Аптеки' }).waitFor();
  figures.firstRowsMs = await page.evaluate(async () => {
    const nav = Array.from(document.querySelectorAll('nav button')).find((b) =>
      b.textContent?.includes('Остатки на сервере'),
    );
    const t0 = performance.now();
    nav!.click();
    return new Promise<number>((resolve) => {
      const check = () => {
        const cell = document.querySelector('[data-testid="stock-row"] [role="cell"]:not(.is-loading)');
        if (cell?.textContent?.startsWith('B-')) resolve(Math.round(performance.now() - t0));
        else requestAnimationFrame(check);
      };
      check();
    });
  });

  // Scrolling as a person does: 90 and 400 px a frame, ten jumps with the scroll bar (issue #25.5).
  const scrolled = await measureScrolling(page, {
    scroller: '[data-testid="stock-table"]',
    row: '[data-testid="stock-row"]',
  });
  Object.assign(figures, scrolled.figures);
  scrollTargets = scrolled.targets;

  // A click on a header, and a filter choice: time until the first row shows the new order.
  const untilFirstRowChanges = (action: string) =>
    page.evaluate(async (what) => {
      const scroller = document.querySelector('[data-testid="stock-table"]')!;
      scroller.scrollTop = 0;
      await new Promise((r) => setTimeout(r, 300));
      const firstRow = () => document.querySelector('[data-testid="stock-row"][aria-rowindex="2"]')?.textContent ?? '';
      const before = firstRow();
      const t0 = performance.now();
      if (what.startsWith('sort:')) {
        const header = Array.from(scroller.querySelectorAll('[role="columnheader"] button')).find((b) =>
          b.textContent?.includes(what.slice(5)),
        )!;
        header.click();
      } else {
        const select = document.querySelector(what.slice(7))!;
        const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
        setter.call(select, '2');
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      return new Promise<number>((resolve) => {
        const check = () => {
          const now = firstRow();
          if (now && now !== before && !document.querySelector('[aria-rowindex="2"] .is-loading'))
            resolve(Math.round(performance.now() - t0));
          else requestAnimationFrame(check);
        };
        check();
      });
    }, action);
  figures.sortWindowMs = await untilFirstRowChanges('sort:Производитель');
  const tagSelectId = await page.getByRole('combobox', { name: 'Отметка' }).getAttribute('id');
  figures.filterWindowMs = await untilFirstRowChanges(`filter:#${CSS_ESCAPE(tagSelectId!)}`);
} finally {
  await app.close();
}

function CSS_ESCAPE(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}

for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${JSON.stringify(value)}`);
reportBench(
  'stock-table',
  { ...figures, rows: ROWS },
  {
    'read-back of the rows ≤ 5 s': { figure: 'readBackMs', max: targets.readBackMs },
    '"no stock" never shown while pulling': { figure: 'loadingNeverSaysEmpty', min: 1 },
    'first rows ≤ 300 ms after the screen opens': { figure: 'firstRowsMs', max: targets.firstRowsMs },
    ...scrollTargets,
    'first window after a sort ≤ 150 ms': { figure: 'sortWindowMs', max: targets.sortWindowMs },
    'first window after a filter ≤ 150 ms': { figure: 'filterWindowMs', max: targets.filterWindowMs },
  },
);
