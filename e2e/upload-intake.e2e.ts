import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStockPackage } from '@tests/kits/cli/stock-package';
import { seriousViolations } from './axe';
import { artifactsDir, launchApp, root, type RunningApp } from './harness';

// Getting a package in (issue 11.5 and 11.8): drop a file, paste JSON text, a 100,000-row file
// with determinate progress, stopped and then checked again from disk — through the web bridge,
// where the page streams the File to the bridge and core reads it by reference.
describe('file intake on the upload screen', () => {
  let app: RunningApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'desk-intake-e2e-'));
    // A 100 ms pause after each step of 2,000 rows: the 100,000-row check lasts 5 s longer, so axe,
    // two screenshots and a click on "stop" land mid-check on any machine (no race with a fast check).
    app = await launchApp({ uploads: { checkStepDelayMs: 100 } });
    await app.page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await app.page.getByRole('heading', { name: 'Загрузка остатков' }).waitFor();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The state's screenshot in Russian and in English (back to Russian after), with text each must show. */
  const bothLanguages = async (name: string, ru: string, en: string) => {
    const { page } = app;
    expect((await app.screenshot(`${name}-ru`)).visibleText).toContain(ru);
    await page.getByLabel('Язык').selectOption('en');
    expect((await app.screenshot(`${name}-en`)).visibleText).toContain(en);
    expect(await seriousViolations(page, `${name} (en)`)).toEqual([]);
    await page.getByLabel('Language').selectOption('ru');
  };

  it('checks a dropped file and pasted JSON text', async () => {
    const { page } = app;
    const zone = page.getByTestId('drop-zone');
    expect(await zone.textContent()).toContain('Перетащите сюда JSON-файл');
    expect(await seriousViolations(page, 'drop zone')).toEqual([]);
    await bothLanguages('upload-intake-idle', 'Перетащите сюда JSON-файл', 'Drop the stock JSON file here');
    const text = readFileSync(join(root, 'docs/examples/stock-full-valid.json'), 'utf8');
    const dataTransfer = await page.evaluateHandle((json) => {
      const dt = new DataTransfer();
      dt.items.add(new File([json], 'dropped.json', { type: 'application/json' }));
      return dt;
    }, text);
    await zone.dispatchEvent('drop', { dataTransfer });
    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('preview-rows').textContent()).toBe('10');

    // The paste dialog, in both languages (opened anew in English: the page behind it is inert).
    await page.getByTestId('paste-json').click();
    await page.getByTestId('paste-text').waitFor();
    expect(await seriousViolations(page, 'paste dialog')).toEqual([]);
    expect((await app.screenshot('upload-intake-paste-ru')).visibleText).toContain('Вставить текст пакета');
    await page.keyboard.press('Escape');
    await page.getByTestId('paste-text').waitFor({ state: 'detached' });
    await page.getByLabel('Язык').selectOption('en');
    await page.getByTestId('paste-json').click();
    await page.getByTestId('paste-text').waitFor();
    expect((await app.screenshot('upload-intake-paste-en')).visibleText).toContain('Paste the package text');
    expect(await seriousViolations(page, 'paste dialog (en)')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('paste-text').waitFor({ state: 'detached' });
    await page.getByLabel('Language').selectOption('ru');

    await page.getByTestId('paste-json').click();
    await page.getByTestId('paste-text').fill('{"date": "2024-05-10T06:30:00+03:00", "stocks": [ {"prtId": 5} ]}');
    expect(await seriousViolations(page, 'paste dialog (light)')).toEqual([]);
    await page.getByLabel('Оформление').selectOption('dark');
    expect(await seriousViolations(page, 'paste dialog (dark)')).toEqual([]);
    await page.getByLabel('Оформление').selectOption('light');
    await page.getByTestId('paste-check').click();
    await page.getByTestId('check-invalid').waitFor();
    expect(await page.getByTestId('preview-rows').textContent()).toBe('1');
    const ru = await app.screenshot('upload-intake-ru');
    expect(ru.visibleText).toContain('Проверить ещё раз');
    await page.getByLabel('Язык').selectOption('en');
    const en = await app.screenshot('upload-intake-en');
    expect(en.visibleText).toContain('Drop the stock JSON file here');
    expect(en.visibleText).toContain('Paste JSON text');
    await page.getByLabel('Language').selectOption('ru');
  });

  it('shows rows checked of a 100,000-row file, stops it, and checks it again from disk', async () => {
    const { page } = app;
    const goods = Array.from({ length: 100_000 }, (_, i) => ({ nnt: 100_000 + i, gnvls: i % 5 === 0, vat: 10 }));
    const path = join(dir, 'stock-100k.json');
    writeFileSync(path, buildStockPackage(goods, { prefix: 'E2E' }));
    // The page never reads the file itself (JSON path): every way a script reads a Blob is counted.
    // Long tasks are recorded for docs/performance.md (a figure, not a timed assertion).
    await page.evaluate(() => {
      const w = window as unknown as { blobReads: number; longTasks: number[] };
      w.blobReads = 0;
      w.longTasks = [];
      for (const method of ['arrayBuffer', 'text', 'stream', 'bytes'] as const) {
        const original = Blob.prototype[method as 'text'] as ((this: Blob) => unknown) | undefined;
        if (!original) continue;
        Object.defineProperty(Blob.prototype, method, {
          configurable: true,
          value(this: Blob) {
            w.blobReads++;
            return original.call(this);
          },
        });
      }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.getByTestId('file-input').setInputFiles(path);
    const progressText = page.getByTestId('check-progress-text');
    // Determinate: the bar names the rows checked of the total once core has parsed the file.
    // The bar already counts the reading (its first third): the words say the file is read.
    await expect
      .poll(() => progressText.textContent(), { timeout: 60_000 })
      .toMatch(/Файл прочитан; проверено записей: [\d\s\u00a0]+ из 100[\s\u00a0]000/);
    expect(await seriousViolations(page, 'check in progress')).toEqual([]);
    await bothLanguages('upload-intake-progress', 'Проверка файла', 'Checking the file');
    await page.getByTestId('cancel-check').click();
    await page.getByTestId('check-cancelled').waitFor();
    expect(await page.getByTestId('check-progress').count()).toBe(0);
    expect(await page.getByTestId('check-valid').count()).toBe(0);
    expect(await seriousViolations(page, 'check stopped')).toEqual([]);
    await bothLanguages('upload-intake-cancelled', 'Проверка остановлена', 'The check was stopped');

    // "Check again" reads the same file from disk: this time to the end.
    await page.getByTestId('check-again').click();
    await page.getByTestId('check-valid').waitFor({ timeout: 60_000 });
    expect((await page.getByTestId('preview-rows').textContent())?.replace(/\D/g, '')).toBe('100000');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { blobReads: number; longTasks: number[] };
      return { blobReads: w.blobReads, longTasks: w.longTasks };
    });
    expect(seen.blobReads).toBe(0);
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(
      join(artifactsDir, 'upload-intake-longtasks.json'),
      JSON.stringify({ rows: 100_000, longTasksMs: seen.longTasks, maxMs: Math.max(0, ...seen.longTasks) }),
    );
  }, 120_000);
});
