import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignWords } from '../shared/i18n/foreign-words';
import { seriousViolations } from './axe';
import { launchApp, root, type RunningApp } from './harness';

const examples = join(root, 'docs/examples');

/** A pharmacy export whose barcode column is the only code column (the operator's nnt is absent, as usual). */
const barcodeCsv = [
  'Партия;Штрихкод;Остаток;Цена закупки с НДС',
  'ШК-1;4602193000018;3;120,50',
  'ШК-2;4607027760120;1;80,00',
  'ШК-3;4601234567893;2;15,00',
  'ШК-4;4650001234568;5;9,90',
].join('\n');

/** The English words a Russian screen shows: none is allowed. */
function englishIn(text: string): string[] {
  // The app's name and the language picker's "English" are not Russian sentences.
  return foreignWords(text.replace(/Pharmacy Exchange Desk|English/g, ''));
}

describe('what the manager reads: true statuses, Russian words, right hints (web bridge)', () => {
  let app: RunningApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'desk-wording-e2e-'));
    writeFileSync(join(dir, 'остатки-штрихкоды.csv'), barcodeCsv);
    // A comma too many after the third line's field: the parser stops there.
    writeFileSync(
      join(dir, 'битый.json'),
      '{\n  "date": "2026-11-23T05:30:00+03:00",\n  "stocks": [{"prtId": "1",}]\n}\n',
    );
    writeFileSync(join(dir, 'пустой.json'), '   \n');
    // 06:00 Moscow time: inside the full-upload window, so no guard rail asks anything.
    app = await launchApp({ sandbox: 'external' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops sending to a store whose password the operator refused, and a forced upload reads "not sent"', async () => {
    const { page, host, sandbox } = app;
    const store = sandbox!.stores[1]!;
    const added = await host.invoke('profiles:add', {
      storeId: store.storeId,
      name: 'Аптека с неверным паролем',
      baseUrl: sandbox!.baseUrl,
      authUrl: sandbox!.authUrl,
    });
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    const id = (added.data as { profile: { id: number } }).profile.id;
    const saved = await host.invoke('profiles:set-secret', { id, secret: 'not-the-password' });
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    // "Test connection": the operator refuses the token (invalid_client), as the status bar then says.
    const tested = await host.invoke('profiles:test-connection', { id });
    expect(tested.ok).toBe(false);

    await page.goto('about:blank');
    await page.goto(app.bridge.launchUrl);
    await page.locator('.store-switch select').selectOption({ label: 'Аптека с неверным паролем' });
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-full-valid.json'));
    await page.getByTestId('check-valid').waitFor({ timeout: 45_000 });
    await page.getByLabel('Полная выгрузка').check();

    const block = page.getByTestId('send-blocked-credentials');
    await block.waitFor();
    expect(await block.textContent()).toContain('оператор не принял пароль аптеки');
    expect(await block.getByRole('button', { name: 'Ввести пароль аптеки' }).isVisible()).toBe(true);
    expect(await page.getByTestId('send-button').isDisabled()).toBe(true);
    expect(await page.getByTestId('status-token').textContent()).toBe('Токен не получен: оператор не принял пароль');
    expect(await seriousViolations(page, 'credentials block')).toEqual([]);
    const blocked = await app.screenshot('wording-password-blocked-ru');
    expect(englishIn(blocked.visibleText)).toEqual([]);

    // Forced anyway: nothing leaves this PC, and the upload says so — never "refused the package".
    await block.getByTestId('send-force').click();
    await expect.poll(() => page.getByTestId('send-button').isEnabled()).toBe(true);
    await page.getByTestId('send-button').click();
    const headline = page.getByTestId('outcome-headline');
    await headline.waitFor({ timeout: 30_000 });
    expect(await headline.textContent()).toMatch(/^Не отправлена: оператор не принял пароль аптеки/);
    expect(await page.getByTestId('upload-detail').textContent()).not.toContain('Оператор отклонил пакет');
    const notSent = await app.screenshot('wording-password-not-sent-ru');
    expect(englishIn(notSent.visibleText)).toEqual([]);

    await page.getByLabel('Язык').selectOption('en');
    await headline.getByText(/^Not sent: the operator refused the store’s password/).waitFor();
    await app.screenshot('wording-password-not-sent-en');
    await page.getByRole('tab', { name: 'New upload' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-full-valid.json'));
    await page.getByTestId('check-valid').waitFor({ timeout: 45_000 });
    await page.getByLabel('Full upload').check();
    await page
      .getByTestId('send-blocked-credentials')
      .getByText(/^Sending is stopped: the operator refused/)
      .waitFor();
    await app.screenshot('wording-password-blocked-en');
    await page.getByLabel('Language').selectOption('ru');
  });

  it('says until when a scheduled changes upload waits (en)', async () => {
    const { page } = app;
    await page.locator('.store-switch select').selectOption({ index: 0 });
    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('button', { name: 'Stock upload' }).click();
    await page.getByRole('tab', { name: 'New upload' }).click();
    await page.getByTestId('file-input').setInputFiles(join(examples, 'stock-changes-valid.json'));
    await page.getByTestId('check-valid').waitFor({ timeout: 45_000 });
    await page.getByRole('radio', { name: /^Changes/ }).check();
    await expect.poll(() => page.getByTestId('send-button').isEnabled()).toBe(true);
    await page.getByTestId('send-button').click();
    await page.getByTestId('outcome-headline').waitFor();

    await page.getByRole('tab', { name: 'New upload' }).click();
    await page.getByTestId('send-button').click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await dialog.getByRole('checkbox').check();
    await dialog.getByTestId('guard-confirm').click();
    const headline = page.getByTestId('outcome-headline');
    await headline.getByText(/^Waiting to be sent: the changes go \d\d\.\d\d\.\d{4} at \d\d:\d\d MSK/).waitFor();
    await app.screenshot('wording-held-en');
    await page.getByLabel('Language').selectOption('ru');
    await headline.getByText(/^Ждёт отправки: изменения уйдут \d\d\.\d\d\.\d{4} в \d\d:\d\d МСК/).waitFor();
    const held = await app.screenshot('wording-held-ru');
    expect(englishIn(held.visibleText)).toEqual([]);
    await page.getByRole('button', { name: 'Не отправлять' }).click();
  });

  it('warns when a barcode column is mapped to nnt, before converting (ru and en)', async () => {
    const { page } = app;
    await page.locator('.lang-switch select').first().selectOption('ru');
    await page.getByRole('button', { name: 'Импорт CSV и Excel' }).click();
    await page.getByTestId('import-file-input').setInputFiles(join(dir, 'остатки-штрихкоды.csv'));
    await page.getByTestId('import-columns').waitFor();
    await page.getByLabel('Поле пакета для столбца «Штрихкод»').selectOption('nnt');
    const warning = page.getByTestId('import-findings').getByText(/штрихкоды \(например, 4602193000018\)/);
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.textContent()).toContain('В столбце «Штрихкод», выбранном для кода товара оператора (nnt)');
    // A warning in the file is no good news: the summary is in the warning's colours.
    expect(await page.getByTestId('import-findings-summary').getAttribute('class')).toBe('upl-note upl-note--warn');
    const ru = await app.screenshot('wording-barcode-nnt-ru');
    expect(ru.visibleText).toContain('Предупреждение');
    await page.getByLabel('Язык').selectOption('en');
    await page
      .getByTestId('import-findings')
      .getByText(/holds barcodes \(e\.g\. 4602193000018\)/)
      .waitFor();
    await app.screenshot('wording-barcode-nnt-en');
    await page.getByLabel('Language').selectOption('ru');
    expect(app.consoleErrors).toEqual([]);
  });

  it("says where an unreadable JSON file breaks in the table's words, not the parser's English (ru and en)", async () => {
    const { page } = app;
    await page.locator('.lang-switch select').first().selectOption('ru');
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(join(dir, 'битый.json'));
    await page.getByTestId('workbench-verdict').waitFor({ timeout: 60_000 });
    const finding = page.getByText(/Файл не читается как JSON: чтение остановилось в строке 3, символ \d+/);
    await finding.first().waitFor({ timeout: 30_000 });
    // The verdict says the place is shown below: it is, without a click; the grid says why it is empty.
    await page.getByTestId('source-view').getByText('"prtId"').first().waitFor();
    expect(await page.getByTestId('workbench').textContent()).toContain(
      'Строки не прочитаны: файл не читается как JSON.',
    );
    const ru = await app.screenshot('wording-broken-json-ru');
    expect(englishIn(ru.visibleText)).toEqual([]);
    expect(ru.visibleText).not.toMatch(/Unexpected|not valid JSON/);
    await page.getByLabel('Язык').selectOption('en');
    await page
      .getByText(/The file cannot be read as JSON: reading stopped at line 3, character \d+/)
      .first()
      .waitFor();
    await app.screenshot('wording-broken-json-en');
    await page.getByLabel('Language').selectOption('ru');
    expect(app.consoleErrors).toEqual([]);
  });

  it("words a file that cannot be used from its fault and facts, never core's English (ru and en)", async () => {
    const { page } = app;
    await page.locator('.lang-switch select').first().selectOption('ru');
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(join(dir, 'пустой.json'));
    await page
      .getByText('Файл «пустой.json» пустой. Выберите JSON-файл, который выгрузила учётная программа.')
      .waitFor({
        timeout: 30_000,
      });
    const ru = await app.screenshot('wording-file-fault-ru');
    expect(englishIn(ru.visibleText)).toEqual([]);
    expect(ru.visibleText).not.toMatch(/is empty|Choose the JSON/);
    await page.getByLabel('Язык').selectOption('en');
    await page
      .getByText('The file “пустой.json” is empty. Choose the JSON file your pharmacy system exported.')
      .waitFor();
    await app.screenshot('wording-file-fault-en');
    await page.getByLabel('Language').selectOption('ru');
    expect(app.consoleErrors).toEqual([]);
  });
});
