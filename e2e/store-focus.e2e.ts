import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type RunningApp } from './harness';

/** What has the focus now: its tag, label text and test id (never the page body). */
const focused = (app: RunningApp) =>
  app.page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: el?.textContent?.trim() ?? '',
      label: el?.id ? (document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '') : '',
    };
  });

describe('focus on the stores screen never falls to the page body', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('opens the add-store form on its first field, and returns to "Добавить аптеку" after saving', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Добавить аптеку' }).click();
    const form = page.getByTestId('store-form');
    await form.waitFor();
    expect(await focused(app)).toMatchObject({ tag: 'input', label: 'Идентификатор аптеки' });
    // A GUID no other e2e file uses: the keychain is one for the whole run, as on a PC.
    await page.keyboard.type('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    await form.getByLabel('Название (для себя)').fill('Аптека на Садовой');
    await form.getByLabel('Адрес сервиса оператора').fill('https://api.operator.example');
    await form.getByLabel('Адрес сервера авторизации').fill('https://auth.operator.example');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => focused(app)).toMatchObject({ tag: 'button', text: 'Добавить аптеку' });
  });

  it('keeps focus inside the password dialog after "Сохранить пароль"', async () => {
    const { page } = app;
    const card = page.getByTestId('store-card').filter({ hasText: 'Аптека на Садовой' });
    await card.getByRole('button', { name: 'Пароль' }).click();
    const secret = page.getByLabel('Пароль (client_secret)');
    // Nothing saved yet: nothing to forget.
    const forget = page.getByRole('button', { name: 'Забыть сохранённый пароль' });
    expect(await forget.count()).toBe(0);
    await secret.fill('e2e-store-password');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Пароль сохранён.').waitFor();
    await forget.waitFor();
    await expect.poll(() => focused(app)).toMatchObject({ tag: 'input', label: 'Пароль (client_secret)' });
    await app.screenshot('store-password-saved-focus');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(app)).toMatchObject({ tag: 'button', text: 'Пароль' });
  });

  it('opens the edit form on its first field, and returns to "Изменить" after cancelling', async () => {
    const { page } = app;
    const card = page.getByTestId('store-card').filter({ hasText: 'Аптека на Садовой' });
    await card.getByRole('button', { name: 'Изменить' }).click();
    const form = page.getByTestId('store-form');
    await form.waitFor();
    const first = await focused(app);
    expect(first.tag).toBe('input');
    expect(first.label).not.toBe('');
    await app.screenshot('store-edit-form-focus');
    await form.getByRole('button', { name: 'Отмена' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => focused(app)).toMatchObject({ tag: 'button', text: 'Изменить' });
  });
});
