import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../electron/core/api/api-types';
import { seriousViolations } from './axe';
import { launchApp, processed, type RunningApp } from './harness';

const ROWS = 150;
const GOOD_GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('stores, stock read-back and webhooks, as a manager uses them', () => {
  let app: RunningApp;
  let client: ApiClient;
  let goods: { nnt: number; gnvls: boolean }[];
  let pkg: { date: string; stocks: Record<string, unknown>[] };

  beforeAll(async () => {
    app = await launchApp({ sandbox: 'external' });
    client = app.sandboxClient();
    goods = (await client.getDictionaryChunk('goods_normalized', { count: ROWS })) as { nnt: number; gnvls: boolean }[];
    // The upload is made through core's API client (in this process), as the uploads screen would: 150 rows.
    pkg = {
      date: '2024-05-01T08:00:00+03:00',
      stocks: goods.map((g, i) => ({
        prtId: `E2E-${String(i + 1).padStart(4, '0')}`,
        nnt: g.nnt,
        sku: `SKU-${i + 1}`,
        qnt: 1 + (i % 9),
        man: ['Фармстандарт', 'Озон', 'Вертекс'][i % 3],
        series: `S${1000 + i}`,
        prcOptNds: 100 + i,
        // One row priced at zero: the sandbox's dispersion page lists it.
        prcRet: i === 4 ? 0 : 130 + i,
        tag: i % 4,
        // Price-regulated products carry the flag and a maximum price, or processing ends in status 3.
        ...(g.gnvls ? { gnvls: true, prcGnvlsMax: 200 + i } : {}),
      })),
    };
    const accepted = await client.uploadStocks('full', JSON.stringify(pkg));
    await processed(client, accepted.location);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('adds a store: a bad GUID is explained under its field, the fixed one saves', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Аптеки' }).waitFor();
    await page.getByRole('button', { name: 'Добавить аптеку' }).click();
    const form = page.getByTestId('store-form');
    await form.getByLabel('Идентификатор аптеки').fill(GOOD_GUID.slice(0, -1) + 'g');
    await form.getByLabel('Название (для себя)').fill('Аптека на Садовой');
    await form.getByLabel('Адрес сервиса оператора').fill('https://api.operator.example');
    await form.getByLabel('Адрес сервера авторизации').fill('https://auth.operator.example/connect/token');
    await form.getByLabel('Адрес сервера авторизации').press('Tab');
    await form.getByText('Это не идентификатор аптеки').waitFor();
    await form.getByText('Уберите из конца адреса «/connect/token»').waitFor();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('Исправьте отмеченные поля').waitFor();
    expect(await form.getByLabel('Идентификатор аптеки').getAttribute('aria-invalid')).toBe('true');
    const shown = (await app.screenshot('stores-invalid-guid')).visibleText;
    expect(shown).toContain('Это не идентификатор аптеки');
    // … and where: the stray last character.
    expect(shown).toContain('Символ № 36 («g») — не цифра 0–9 и не буква a–f.');

    await form.getByLabel('Идентификатор аптеки').fill(GOOD_GUID.toUpperCase());
    await form.getByLabel('Адрес сервера авторизации').fill('https://auth.operator.example');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    const card = page.getByTestId('store-card').filter({ hasText: 'Аптека на Садовой' });
    await card.waitFor();
    expect(await form.count()).toBe(0);
    await card.getByText('Пароль не введён').waitFor();

    // The password goes one way: a password field, empty again after saving.
    await card.getByRole('button', { name: 'Пароль' }).click();
    const secret = card.getByLabel('Пароль (client_secret)');
    expect(await secret.getAttribute('type')).toBe('password');
    await secret.fill('e2e-store-password');
    await card.getByRole('button', { name: 'Сохранить пароль' }).click();
    await card.getByText('Пароль сохранён.').waitFor();
    expect(await secret.inputValue()).toBe('');
    await card.getByText('Пароль сохранён в защищённом хранилище системы.').waitFor();
    // The form is a dialog: Escape closes it and focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Пароль');

    // The Sandbox connects without a password; the token's lifetime is shown, never the token.
    const sandbox = page.getByTestId('store-card').first();
    await sandbox.getByRole('button', { name: 'Проверить связь' }).click();
    await sandbox.getByTestId('test-result').getByText('токен доступа на 60 мин').waitFor();
    expect(await sandbox.getByRole('button', { name: 'Удалить' }).count()).toBe(0);
    const added = await app.screenshot('stores-added');
    expect(added.visibleText).toContain('Аптека на Садовой');
    expect(added.visibleText).toContain('токен доступа на 60 мин');
  });

  it('pulls the Sandbox stock after the upload and shows it in the table, sorted and filtered', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Остатки на сервере' }).click();
    await page.getByRole('heading', { name: 'Остатки на сервере' }).waitFor();
    await page.getByText('Остатки с сервера ещё не получались.').waitFor();
    await page.getByRole('button', { name: 'Получить с сервера' }).click();
    await page.getByTestId('pull-info').getByText(`строк: ${ROWS}`).waitFor();
    await page.getByTestId('stock-count').getByText(`Показано строк: ${ROWS} из ${ROWS}`).waitFor();
    const table = page.getByTestId('stock-table');
    await table.getByText('E2E-0001', { exact: true }).waitFor();
    // Virtualised: far fewer rows in the DOM than in the snapshot.
    expect(await page.getByTestId('stock-row').count()).toBeLessThan(ROWS);

    await table.getByRole('button', { name: 'Розница' }).click();
    await table.getByRole('button', { name: 'Розница' }).click();
    await table.getByText(`E2E-${String(ROWS).padStart(4, '0')}`, { exact: true }).waitFor();
    expect(await table.getByRole('columnheader', { name: /Розница/ }).getAttribute('aria-sort')).toBe('descending');

    await page.getByLabel('Поиск').fill('вертекс');
    await page
      .getByTestId('stock-count')
      .getByText(`Показано строк: ${ROWS / 3} из ${ROWS}`)
      .waitFor();
    expect((await app.screenshot('stocks-table')).visibleText).toContain(`Показано строк: ${ROWS / 3} из ${ROWS}`);
    await page.getByLabel('Поиск').fill('');
  });

  it('compares the uploaded file with the read-back, and shows the Sandbox dispersion rows in the app', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Сверка с файлом' }).click();
    const edited = structuredClone(pkg);
    edited.stocks[1]!.qnt = 77; // the file now says something else than the server
    edited.stocks.push({ ...edited.stocks[0]!, prtId: 'E2E-NEW' });
    await page.getByLabel('Файл выгрузки').setInputFiles({
      name: 'stock-2024-05-01.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(edited), 'utf8'),
    });
    await page.getByText('Выбран файл: stock-2024-05-01.json').waitFor();
    await page.getByRole('button', { name: 'Сравнить' }).click();
    const result = page.getByTestId('reconcile-result');
    await result.getByRole('heading', { name: 'Значения отличаются (1)' }).waitFor();
    await result.getByRole('heading', { name: 'Нет на сервере (1)' }).waitFor();
    await result.getByText('E2E-NEW').waitFor();
    expect(await result.getByRole('row', { name: /E2E-0002/ }).textContent()).toContain('77');
    expect((await app.screenshot('stocks-reconcile')).visibleText).toContain('Значения отличаются (1)');

    await page.getByRole('tab', { name: 'Дисперсия цен' }).click();
    await page.getByRole('button', { name: 'Показать строки песочницы' }).click();
    await page.getByTestId('dispersion').getByText('E2E-0005').waitFor();
    await page.getByTestId('dispersion').getByText('Розничная цена равна нулю').waitFor();
    expect((await app.screenshot('stocks-dispersion')).visibleText).toContain('Розничная цена равна нулю');
    await page.getByRole('tab', { name: 'Таблица' }).click();
  });

  it('subscribes the test receiver to stocks_full and sees a signed notification arrive in the log', async () => {
    const { page } = app;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Уведомления (вебхуки)' }).click();
    await page.getByRole('heading', { name: 'Уведомления (вебхуки)' }).waitFor();

    await page.getByRole('button', { name: 'Скопировать' }).click();
    await page
      .getByTestId('webhook-key')
      .getByText(/длина 32, отпечаток [0-9A-F]{4} [0-9A-F]{4}/)
      .waitFor();

    const form = page.getByTestId('subscribe-form');
    await form.getByLabel('Адрес получателя').fill('ftp://example.com');
    await form.getByLabel('Адрес получателя').press('Tab');
    await form.getByText('Адрес должен начинаться с https://').waitFor();
    await form.getByRole('button', { name: 'Подставить тестовый приёмник' }).click();
    await expect
      .poll(() => form.getByLabel('Адрес получателя').inputValue())
      .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/desk-test-receiver\//);
    expect(await form.getByLabel('Событие').inputValue()).toBe('stocks_full');
    await form.getByRole('button', { name: 'Оформить подписку' }).click();
    await page.getByText('Подписка оформлена.').waitFor();
    const subscriptions = page.getByTestId('subscriptions');
    await subscriptions.getByText('stocks_full', { exact: true }).waitFor();
    await subscriptions.getByText(/Подписка: оператор принял/).waitFor();
    // Its receiver is checked at once, and the list says when.
    const receiver = subscriptions.getByTestId('receiver-state').first();
    await receiver.getByText('Отвечает', { exact: true }).waitFor();
    expect(await receiver.innerText()).toMatch(/проверено \d\d\.\d\d\.\d{4}, \d\d:\d\d/);

    // A changes upload made through core fires stocks_updates; subscribe to it too and watch the log fill by itself.
    await form.getByLabel('Событие').selectOption('stocks_updates');
    await form.getByRole('button', { name: 'Оформить подписку' }).click();
    await subscriptions.getByText('stocks_updates', { exact: true }).waitFor();
    const changes = {
      date: '2024-05-01T12:00:00+03:00',
      stocks: [{ prtId: 'E2E-0001', nnt: goods[0]!.nnt, qnt: 0, prcOptNds: 100 }],
    };
    await client.uploadStocks('changes', JSON.stringify(changes));
    const deliveries = page.getByTestId('deliveries');
    await deliveries.getByText('stocks_updates').waitFor({ timeout: 20_000 });
    await deliveries.getByText('верна').waitFor();
    await deliveries.getByText('HTTP 200').waitFor();
    expect((await app.screenshot('webhooks')).visibleText).toContain('HTTP 200');

    // The unsubscribe confirmation, in both themes; cancelled, the subscription stays.
    const row = subscriptions.getByRole('row').filter({ hasText: 'stocks_updates' });
    await row.getByRole('button', { name: 'Отписаться' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.waitFor();
    expect(await seriousViolations(page, 'unsubscribe dialog (light)')).toEqual([]);
    await page.getByLabel('Оформление').selectOption('dark');
    expect(await seriousViolations(page, 'unsubscribe dialog (dark)')).toEqual([]);
    await page.getByLabel('Оформление').selectOption('light');
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await confirm.waitFor({ state: 'detached' });
    await subscriptions.getByText('stocks_updates', { exact: true }).waitFor();

    // A receiver of our own that stops answering: "Check receivers" shows it, with the time.
    const own = createServer((_req, res) => res.writeHead(200).end());
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const ownUrl = `http://127.0.0.1:${(own.address() as AddressInfo).port}/hooks`;
    await form.getByLabel('Событие').selectOption('preorders_full');
    await form.getByLabel('Адрес получателя').fill(ownUrl);
    await form.getByRole('button', { name: 'Оформить подписку' }).click();
    const ownRow = subscriptions.getByRole('row').filter({ hasText: 'preorders_full' });
    await ownRow.getByText('Отвечает', { exact: true }).waitFor();
    await new Promise<void>((resolve) => {
      own.closeAllConnections();
      own.close(() => resolve());
    });
    await page.getByRole('button', { name: 'Проверить получателей' }).click();
    await ownRow.getByText('Не отвечает: соединение отклонено').waitFor();
    await ownRow.scrollIntoViewIfNeeded();
    expect((await app.screenshot('webhooks-receiver-down')).visibleText).toContain('Не отвечает');

    const secret = (await client.getWebhookKey())!.secret;
    expect(await page.content()).not.toContain(secret);
    expect(app.consoleErrors).toEqual([]);
  });
});
