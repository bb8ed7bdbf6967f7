import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoscowWhen } from '../shared/i18n/when';
import { overflow, seriousViolations } from './axe';
import { launchApp, root, type RunningApp } from './harness';

const examples = join(root, 'docs/examples');
/** A download the page started, as its file name and bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

describe('sending with intent, sharing findings, the troubleshooter (web bridge)', () => {
  let app: RunningApp;
  beforeAll(async () => {
    // 06:00 Moscow time: inside the full-upload window, so the only question is the errors.
    app = await launchApp();
    await app.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.bridge.origin });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('disables Send for a file with errors and exports the same findings as CSV, XLSX and text', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-with-mistakes.json'));
    await page.getByTestId('check-invalid').waitFor({ timeout: 45_000 });
    await page.getByLabel('Полная выгрузка').check();
    await page.getByTestId('send-blocked').waitFor();
    expect(await page.getByTestId('send-button').isDisabled()).toBe(true);
    expect(await page.getByTestId('send-blocked').textContent()).toMatch(/Отправка недоступна: в пакете \d+ ошиб/);
    expect(await seriousViolations(page, 'blocked')).toEqual([]);
    await app.screenshot('intent-blocked-ru');

    const csv = await download(page, () => page.getByTestId('export-csv').click());
    expect(csv.name).toBe('stock-with-mistakes.json - найденное.csv');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = csv.bytes.toString('utf8').slice(1);
    expect(csvText).toContain('\r\n');
    const csvRows = Papa.parse<string[]>(csvText, { delimiter: ';', skipEmptyLines: true }).data;
    expect(csvRows[0]).toEqual([
      'Важность',
      'Запись',
      'Партия (prtId)',
      'Поле',
      'Товар',
      'Причина',
      'Значение',
      'Строка',
      'Символ',
      'Источник',
    ]);
    // Every listed error and warning of the check (10 errors + 1 warning), plus preflight's findings if any.
    expect(csvRows.length - 1).toBeGreaterThanOrEqual(11);
    // The workbench's one list, in its order: each finding on screen is the CSV's row at its place
    // (the list is windowed; every finding it has laid out is compared).
    const onScreen = await page
      .getByTestId('finding')
      .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
    expect(onScreen.length).toBeGreaterThanOrEqual(
      Math.min(10, csvRows.slice(1).filter((r) => r[0] === 'Ошибка').length),
    );
    // The list opens on errors (issue #22.4): what it shows is the CSV's errors, in the CSV's order.
    const errorRows = csvRows.slice(1).filter((r) => r[0] === 'Ошибка');
    onScreen.forEach((text, i) => expect(text).toContain(errorRows[i]![5]));
    const supDate = csvRows.find((r) => r[2] === 'ПР-2024-0002' && r[3] === 'supDate')!;
    expect(supDate).toBeDefined();
    expect(supDate.slice(0, 2)).toEqual(['Ошибка', '2']);
    expect(supDate[5]).toContain('Это не дата');
    expect(supDate.slice(7)).toEqual(['29', '18', 'этот компьютер']);

    const xlsx = await download(page, () => page.getByTestId('export-xlsx').click());
    expect(xlsx.name).toBe('stock-with-mistakes.json - найденное.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const xlsxRows: string[][] = [];
    sheet.eachRow((row) => {
      xlsxRows.push(Array.from({ length: 10 }, (_, i) => String(row.getCell(i + 1).value ?? '')));
    });
    // The same rows in both files (CSV cells read back as text; a defused formula would differ, and there is none).
    expect(xlsxRows).toEqual(csvRows);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    await page.getByTestId('export-copy').click();
    await expect.poll(() => page.getByTestId('export-status').textContent()).not.toBe('');
    const status = (await page.getByTestId('export-status').textContent())!;
    const copied = status.startsWith('Скопирован')
      ? await page.evaluate(() => navigator.clipboard.readText())
      : await page.locator('.upl-export__text').inputValue();
    expect(copied).toContain('файле stock-with-mistakes.json');
    expect(copied).toMatch(/Ошибка — запись 2, партия ПР-2024-0002, поле supDate: Это не дата.*строка 29, символ 18/);
    expect(copied.split('\n').length).toBe(csvRows.length);
  });

  it('sends only after the explicit override, then shows the upload with its timeline in view and focused', async () => {
    const { page } = app;
    await page.getByTestId('send-override').click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    const dialogText = (await dialog.textContent())!;
    expect(dialogText).toMatch(/Отправить пакет с \d+ ошибк/);
    expect(dialogText).toContain('заменяет все остатки');
    // Focus starts on "cancel": Enter never sends by accident.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Отмена');
    expect(await seriousViolations(page, 'override dialog')).toEqual([]);
    await app.screenshot('intent-override-ru');
    await dialog.getByRole('button', { name: /^Отправить с \d+ ошибк/ }).click();

    const heading = page.getByTestId('upload-detail-heading');
    await heading.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('upload-detail-heading');
    expect(await page.getByRole('tab', { name: 'История загрузок' }).getAttribute('aria-selected')).toBe('true');
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(800);
    expect(await page.getByTestId('timeline').isVisible()).toBe(true);
    // The operator's own check refuses the file: its reason and what to do are shown.
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await page.getByTestId('outcome-headline').textContent()).toContain('HTTP 400');
    expect(await page.getByTestId('refusal-reason').textContent()).toMatch(/Причина, которую назвал оператор: «.+»/);
    // The status bar tells the truth beside it: sent today, and refused.
    await expect
      .poll(() => page.getByTestId('status-full').textContent())
      .toMatch(/^Полная выгрузка сегодня отклонена оператором \(\d\d:\d\d МСК\) — исправленную можно отправить$/);
    expect(await seriousViolations(page, 'sent')).toEqual([]);
    await app.screenshot('intent-sent-ru');

    // At 1024×768 the operator's error table keeps its "what's wrong" column readable (it once
    // squeezed to a letter a line beside fixed columns) and the window does not scroll sideways.
    await page.setViewportSize({ width: 1024, height: 768 });
    const errorTable = page.locator('.upl-errors');
    expect((await errorTable.getByRole('columnheader', { name: 'Что не так' }).boundingBox())!.width).toBeGreaterThan(
      200,
    );
    const reasons = errorTable.getByTestId('error-row').locator('[role="cell"]:nth-child(5)');
    await reasons.first().waitFor();
    const boxes = await Promise.all((await reasons.all()).slice(0, 4).map((r) => r.boundingBox()));
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box!.width).toBeGreaterThan(200);
      expect(box!.height).toBeLessThan(120);
    }
    expect(await overflow(page, 'sent at 1024')).toEqual([]);
    await app.screenshot('intent-sent-ru-1024');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The chosen file is still there on the new-upload tab.
    await page.getByRole('tab', { name: 'Новая загрузка' }).click();
    expect(await page.getByTestId('file-preview').getAttribute('aria-label')).toBe('stock-with-mistakes.json');
  });

  it("shows the operator's 429 refusal with its reason and when to retry, in Moscow time", async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Новая загрузка' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-full-valid.json'));
    await page.getByTestId('check-valid').waitFor();
    // No errors: one click sends (the package date is old, but nothing else asks at 06:00 Moscow time).
    await expect.poll(() => page.getByTestId('send-button').isEnabled()).toBe(true);
    await page.getByTestId('send-button').click();
    await page.getByRole('heading', { name: 'Загрузка № 2' }).waitFor();

    // A second full upload the same Moscow day: the app asks, the operator refuses with 429.
    await page.getByRole('tab', { name: 'Новая загрузка' }).click();
    await page.getByTestId('send-button').click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Полная выгрузка сегодня уже отправлялась');
    expect(await seriousViolations(page, 'guard-rail dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Всё равно отправить' }).click();
    await page.getByRole('heading', { name: 'Загрузка № 3' }).waitFor();
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await page.getByTestId('outcome-headline').textContent()).toBe(
      'Оператор отклонил пакет: выгрузки слишком часты (HTTP 429). Данные не приняты.',
    );
    expect(await page.getByTestId('refusal-reason').textContent()).toMatch(/Причина, которую назвал оператор: «.+»/);
    // The operator's English words, explained in Russian.
    expect(await page.getByTestId('refusal-explained').textContent()).toMatch(
      /^Это значит: полная выгрузка сегодня уже принята/,
    );
    // When the operator allows the next one (its Retry-After, kept in the ledger), shown in Moscow time.
    const retryAt = await page.evaluate(async () => {
      const r = await window.desk.invoke('uploads:get', { uploadId: 3 });
      return r.ok ? r.data.upload.retryAt : null;
    });
    expect(retryAt).not.toBeNull();
    expect(await page.getByTestId('refusal-retry').textContent()).toBe(
      `Повторить можно после ${formatMoscowWhen(retryAt!, 'ru')}.`,
    );
    expect(await seriousViolations(page, 'refused 429')).toEqual([]);
    await app.screenshot('intent-refused-429-ru');
  });

  it('holds changes only when scheduling is ticked, never on the first click', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Новая загрузка' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-changes-valid.json'));
    await page.getByTestId('check-valid').waitFor();
    await page.getByLabel('Изменения').check();
    await expect.poll(() => page.getByTestId('send-button').isEnabled()).toBe(true);
    await page.getByTestId('send-button').click();
    await page.getByRole('heading', { name: 'Загрузка № 4' }).waitFor();

    // Changes again within 10 minutes: the dialog offers scheduling, but only as a ticked choice.
    await page.getByRole('tab', { name: 'Новая загрузка' }).click();
    await page.getByTestId('send-button').click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    const schedule = dialog.getByTestId('guard-confirm');
    expect(await schedule.isDisabled()).toBe(true);
    expect(await schedule.textContent()).toMatch(/^Запланировать на \d\d\.\d\d, \d\d:\d\d МСК$/);
    expect(await seriousViolations(page, 'hold dialog')).toEqual([]);
    await app.screenshot('intent-hold-ru');
    await dialog
      .getByLabel(/^Отправить автоматически, когда оператор это разрешит: \d\d\.\d\d, \d\d:\d\d по Москве$/)
      .check();
    await schedule.click();
    await page.getByRole('heading', { name: 'Загрузка № 5' }).waitFor();
    // Waiting, and the words say until when — never "sent".
    const headline = page.getByTestId('outcome-headline');
    await headline.getByText(/^Ждёт отправки: изменения уйдут \d\d\.\d\d\.\d{4} в \d\d:\d\d МСК/).waitFor();
    expect(await page.getByTestId('upload-detail').textContent()).not.toContain('отправлена');
    // Nothing was sent: no "progress" heading over an empty list.
    expect(await page.getByTestId('timeline').count()).toBe(0);
    // The way back sits at the left, as wide as its words (a column once stretched it across the page).
    const back = await page.getByRole('button', { name: '← К истории' }).boundingBox();
    const detailBox = await page.getByTestId('upload-detail').boundingBox();
    expect(back!.x - detailBox!.x).toBeLessThan(1);
    expect(back!.width).toBeLessThan(200);
    await app.screenshot('intent-held-ru');
    await page.getByRole('button', { name: 'Не отправлять' }).click();
    await headline.getByText('Отменена: выгрузка не отправлялась.').waitFor();
  });

  it('checks an orders package on the operator in the same error views, and shows every state in English', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Проверка пакета' }).click();
    await page.getByTestId('troubleshoot-schema').selectOption('orders');
    const bad = {
      date: '2024-05-01T08:00:00+03:00',
      orders: [{ orderId: 'З-1', date: '01.05.2024', status: 1, nnt: 5, qnt: 0, prc: 100 }],
    };
    await page.getByTestId('troubleshoot-paste').fill(JSON.stringify(bad, null, 2));
    await page.getByTestId('troubleshoot-check').click();
    const verdict = page.getByTestId('troubleshoot-verdict');
    await verdict.waitFor();
    const troubleshooter = page.locator('section', { has: verdict });
    expect(await verdict.textContent()).toBe('Оператор нашёл 2 ошибки по схеме orders.');
    await expect.poll(() => page.getByTestId('error-row').count()).toBe(2);
    // An order's own date is no export date: another schema's fields are shown by their names alone.
    const firstRow = (await page.getByTestId('error-row').first().textContent())!;
    expect(firstRow).toContain('date');
    expect(firstRow).not.toContain('дата выгрузки');
    expect(await troubleshooter.locator('.upl-errors__filter option').allTextContents()).toEqual([
      'все поля (2)',
      'date (1)',
      'qnt (1)',
    ]);
    // The orders schema wants qnt above 0: the words never say "at least 0" beside the value 0.
    expect(await page.getByTestId('error-row').nth(1).textContent()).toContain(
      'Меньше допустимого: должно быть больше 0',
    );
    // The server check's export pages its own list (not the workbench's): both errors, from the operator.
    const serverCsv = await download(page, () => troubleshooter.getByTestId('export-csv').click());
    const serverRows = Papa.parse<string[]>(serverCsv.bytes.toString('utf8').slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data.slice(1);
    expect(serverRows.map((r) => r[9])).toEqual(['сервер оператора', 'сервер оператора']);
    // Pasted text is named as a title would be, and the export says what happens next (a save window in the app).
    const result = page.getByTestId('troubleshoot-result');
    expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe('Вставленный текст');
    expect(await troubleshooter.getByTestId('export-status').textContent()).toBe(
      'Файл «Вставленный текст - найденное.csv» готов: выберите, куда его сохранить.',
    );
    expect(await seriousViolations(page, 'troubleshooter')).toEqual([]);
    await app.screenshot('intent-troubleshoot-ru');

    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('tab', { name: 'Check a package' }).waitFor();
    // Everything on the result is worded again in English: its name and what the export did.
    expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe('Pasted text');
    expect(await troubleshooter.getByTestId('export-status').textContent()).toBe(
      'The file “Вставленный текст - найденное.csv” is ready: choose where to save it.',
    );
    await app.screenshot('intent-troubleshoot-en');
    await page.getByRole('tab', { name: 'New upload' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-with-mistakes.json'));
    await page.getByTestId('send-blocked').waitFor();
    expect(await page.getByTestId('send-blocked').textContent()).toMatch(
      /Sending is disabled: the package has \d+ errors/,
    );
    await app.screenshot('intent-blocked-en');
    await page.getByTestId('send-override').click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Send the package with \d+ errors\?/);
    expect(await seriousViolations(page, 'override dialog (en)')).toEqual([]);
    await app.screenshot('intent-override-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Upload history' }).click();
    await page.getByTestId('upload-row').last().getByRole('button').first().click();
    await page.getByTestId('refusal').waitFor();
    expect(await page.getByTestId('outcome-headline').textContent()).toMatch(/^The operator refused the package/);
    await app.screenshot('intent-sent-en');
    expect(app.consoleErrors).toEqual([]);
  });
});
