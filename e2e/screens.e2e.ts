import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProfile } from '../shared/ipc/channels/profiles';
import { brokenLabels, overflow, seriousViolations } from './axe';
import { launchApp, root, type RunningApp } from './harness';

// Every screen (whatever the nav lists, so a new screen is covered by itself), in Russian and
// English, light and dark: a screenshot each, no horizontal scrolling at 1366×768 and 1024×768,
// axe-core with no serious or critical violation, focus on the heading after navigation, and no
// untranslated key (i18next reports one as a console error, and the run fails on any).
const languages = [
  { lng: 'ru', themeLabel: 'Оформление', loading: 'Загрузка…', sandbox: 'Аптека «Песочница»' },
  { lng: 'en', themeLabel: 'Theme', loading: 'Loading…', sandbox: 'Sandbox pharmacy' },
] as const;
const themes = ['light', 'dark'] as const;
const widths = [1366, 1024] as const;

describe('every screen in both languages and both themes', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp();
    // A second store with a long name and a long host: wrapping, the switcher and the dialogs.
    await app.host.invoke('profiles:add', {
      storeId: '0f5c2a1e-7b3d-4c8e-9a6f-1d2e3f4a5b6c',
      name: 'Аптека № 12 сети «Здоровье» на Садовой-Кудринской',
      baseUrl: 'https://pharmacy-data-exchange-api.operator-region.example/exchange',
      authUrl: 'https://auth.operator-region.example',
    });
    // Load the app again so that it starts with both stores, whatever events did meanwhile. Via
    // about:blank: going to the same URL, which differs from the page's by nothing, is a fragment
    // navigation that loads nothing (the second store then came only if its db:changed event did).
    await app.page.goto('about:blank');
    await app.page.goto(app.bridge.launchUrl);
    await app.page.getByTestId('store-card').nth(1).waitFor();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows each screen without overflow, untranslated keys or serious axe violations', async () => {
    const { page } = app;
    const problems: string[] = [];
    const nav = page.locator('.shell__nav nav button');
    await nav.first().waitFor();
    const count = await nav.count();
    expect(count).toBeGreaterThanOrEqual(5);

    for (const { lng, themeLabel, loading, sandbox } of languages) {
      // The language select comes first in the nav (its label is in the language being left).
      await page.locator('.lang-switch select').first().selectOption(lng);
      await page.waitForFunction((l) => document.documentElement.lang === l, lng);
      // The built-in store's name is in the chosen language (the language change re-renders it).
      await expect
        .poll(() => page.locator('.store-switch option').allTextContents())
        .toEqual([sandbox, 'Аптека № 12 сети «Здоровье» на Садовой-Кудринской']);
      for (const theme of themes) {
        await page.getByLabel(themeLabel).selectOption(theme);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        // Start one past the first screen, so that every screen is reached by navigating to it.
        for (let step = 1; step <= count; step++) {
          const index = step % count;
          const button = nav.nth(index);
          const label = (await button.textContent())!.trim();
          await page.setViewportSize({ width: widths[0], height: 768 });
          await button.click();
          // Focus moves to the new screen's heading.
          await page.waitForFunction(
            (text) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === text,
            label,
          );
          // The screen's chunk has arrived and its first data is in.
          await page
            .waitForFunction((text) => !document.querySelector('main')?.textContent?.includes(text), loading, {
              timeout: 5_000,
            })
            .catch(() => undefined);
          const where = `${label} (${lng}, ${theme})`;
          const slug = `screen-${index}-${lng}-${theme}`;
          const shot = await app.screenshot(slug);
          expect(shot.visibleText).toContain(label);
          problems.push(...(await overflow(page, `${where} at 1366`)));
          problems.push(...(await seriousViolations(page, where)));
          await page.setViewportSize({ width: widths[1], height: 768 });
          problems.push(...(await overflow(page, `${where} at 1024`)));
          problems.push(...(await brokenLabels(page, `${where} at 1024`)));
          // Every further tab of the screen (import: the changes package; uploads: the check and
          // the history), at 1024×768: axe, overflow and a screenshot each.
          const tabs = page.locator('main [role="tablist"]').first().locator('[role="tab"]');
          const tabCount = await tabs.count();
          for (let tab = 1; tab < tabCount; tab++) {
            const tabLabel = (await tabs.nth(tab).textContent())!.trim();
            await tabs.nth(tab).click();
            await expect.poll(() => tabs.nth(tab).getAttribute('aria-selected')).toBe('true');
            await page
              .waitForFunction((text) => !document.querySelector('main')?.textContent?.includes(text), loading, {
                timeout: 5_000,
              })
              .catch(() => undefined);
            const whereTab = `${label} › ${tabLabel} (${lng}, ${theme})`;
            const tabShot = await app.screenshot(`${slug}-tab-${tab}`);
            expect(tabShot.visibleText).toContain(tabLabel);
            problems.push(...(await overflow(page, `${whereTab} at 1024`)));
            problems.push(...(await seriousViolations(page, whereTab)));
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
  });

  it('opens the dialogs accessibly, on their first field, and returns focus to their opener on Escape', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.locator('.lang-switch select').first().selectOption('ru');
    const nav = page.locator('.shell__nav nav button');
    const card = page.getByTestId('store-card').filter({ hasText: 'Садовой-Кудринской' });
    // Each dialog a screen can open without sending anything: its screen, its opener, its title.
    const dialogs = [
      { slug: 'password', screen: 'Аптеки', within: card, opener: 'Пароль', title: 'Пароль аптеки' },
      { slug: 'remove-store', screen: 'Аптеки', within: card, opener: 'Удалить', title: 'Удалить аптеку' },
      {
        slug: 'delete-stock',
        screen: 'Загрузка остатков',
        reveal: 'Удалить все остатки у оператора',
        within: page.locator('main'),
        opener: 'Удалить все остатки…',
        title: 'Удалить ВСЕ остатки',
      },
      {
        slug: 'dictionaries-reset',
        screen: 'Справочники',
        within: page.locator('main'),
        opener: 'Загрузить всё заново…',
        title: 'Загрузить справочники заново?',
      },
      {
        slug: 'paste-json',
        screen: 'Загрузка остатков',
        within: page.locator('main'),
        opener: 'Вставить текст JSON…',
        title: 'Вставить текст пакета',
      },
    ];
    // Where focus should be when a dialog opens: the control marked as its safe answer (a
    // destructive confirm's "Cancel"), else its first field; a dialog with neither keeps the browser's choice.
    const openingFocus = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('dialog[open]');
        const active = document.activeElement;
        const marked = dialog?.querySelector('[data-autofocus]');
        const field = dialog?.querySelector(
          'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
        );
        const want = marked ?? field ?? null;
        return {
          inside: !!dialog && dialog.contains(active),
          right: want === null || want === active,
          tag: active?.tagName.toLowerCase() ?? '',
        };
      });
    const problems: string[] = [];
    for (const theme of themes) {
      await page.getByLabel('Оформление').selectOption(theme);
      for (const d of dialogs) {
        await nav.filter({ hasText: d.screen }).click();
        if (d.reveal) await page.getByText(d.reveal, { exact: true }).click();
        await d.within.getByRole('button', { name: d.opener, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('heading', { name: d.title }).waitFor();
        const opened = await openingFocus();
        expect(opened, `${d.slug}: focus on opening`).toMatchObject({ inside: true, right: true });
        // The dialogs that ask for text open on their field.
        if (d.slug === 'password' || d.slug === 'paste-json') expect(['input', 'textarea']).toContain(opened.tag);
        // One order of answers in every dialog: the action first, "Отмена"/"Закрыть" last (as Windows' OK / Cancel).
        const answers = await dialog.locator(':scope > div:last-child button').allTextContents();
        expect(answers.at(-1), `${d.slug}: the last answer`).toMatch(/^(Отмена|Закрыть)$/);
        problems.push(...(await seriousViolations(page, `${d.slug} dialog (${theme})`)));
        problems.push(...(await overflow(page, `${d.slug} dialog (${theme})`)));
        await app.screenshot(`dialog-${d.slug}-${theme}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(d.opener);
      }
    }
    expect(problems).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
  });

  it('shows a failed connection check once, not twice', async () => {
    const { page } = app;
    await page.locator('.shell__nav nav button').filter({ hasText: 'Аптеки' }).click();
    const card = page.getByTestId('store-card').filter({ hasText: 'Садовой-Кудринской' });
    const longNamed = async (): Promise<StoreProfile> => {
      const listed = await app.host.invoke('profiles:list', undefined);
      if (!listed.ok) throw new Error(listed.error.message);
      return (listed.data as StoreProfile[]).find((s) => s.name.includes('Садовой-Кудринской'))!;
    };
    const store = await longNamed();
    await app.host.invoke('profiles:set-secret', { id: store.id, secret: 'e2e-password' });
    await card.getByRole('button', { name: 'Проверить связь' }).click();
    // The host does not resolve: the check fails and is stored as the store's last check.
    await card.getByTestId('test-result').waitFor();
    await expect.poll(async () => (await longNamed()).lastCheck).toMatchObject({ outcome: 'network' });
    const text = await card.innerText();
    expect(text.split('Сервис оператора не отвечает').length - 1).toBe(1);
    expect(text).not.toContain('не прошла');
  });

  it('writes a long store name out in full under the switcher', async () => {
    const { page } = app;
    const name = 'Аптека № 12 сети «Здоровье» на Садовой-Кудринской';
    const select = page.locator('.store-switch select');
    const sandboxId = await select.inputValue();
    await select.selectOption({ label: name });
    expect(await page.getByTestId('store-switch-full').innerText()).toBe(name);
    expect(await page.getByRole('combobox', { name: 'Аптека', exact: true }).count()).toBe(1);
    expect(await overflow(page, 'long store name')).toEqual([]);
    await select.selectOption(sandboxId);
    expect(await page.getByTestId('store-switch-full').count()).toBe(0);
  });

  it('shows the error list of a bad file accessibly, without overflow, in both themes', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.locator('.shell__nav nav button').nth(1).click();
    await page.getByTestId('file-input').setInputFiles(join(root, 'docs/examples/stock-with-mistakes.json'));
    // A fresh app's first check once took over 30 s in a full e2e run: allow 60 s, as uploads.e2e does.
    await page.getByTestId('check-invalid').waitFor({ timeout: 60_000 });
    await page.getByTestId('error-row').first().waitFor();
    const problems: string[] = [];
    for (const theme of themes) {
      await page.getByLabel('Оформление').selectOption(theme);
      problems.push(...(await seriousViolations(page, `error list (${theme})`)));
      problems.push(...(await overflow(page, `error list (${theme})`)));
      await app.screenshot(`error-list-${theme}`);
    }
    expect(problems).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
  });

  it('names the Sandbox in the chosen language wherever the upload screen names a store', async () => {
    const { page } = app;
    // The file the error-list test chose is still on the new-upload tab, with its "send to" line.
    await page.locator('.lang-switch select').first().selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Store: Sandbox pharmacy');
    await main.getByRole('tab', { name: 'Upload history' }).click();
    const storeFilter = main.locator('select:has(option[value="all"])');
    await expect
      .poll(() => storeFilter.locator('option').allTextContents())
      .toEqual([
        'Current store',
        'All stores',
        'Sandbox pharmacy',
        'Аптека № 12 сети «Здоровье» на Садовой-Кудринской',
      ]);
    expect(await main.textContent()).not.toContain('Песочница');
    await page.locator('.lang-switch select').first().selectOption('ru');
    await main.getByRole('tab', { name: 'Новая загрузка' }).click();
    await expect.poll(() => main.textContent()).toContain('Аптека: Аптека «Песочница»');
  });

  it('follows the OS theme by default and remembers a chosen one after a restart', async () => {
    const { page } = app;
    const background = () => page.evaluate(() => getComputedStyle(document.body.parentElement!).backgroundColor);
    await page.getByLabel('Оформление').selectOption('system');
    await page.emulateMedia({ colorScheme: 'dark' });
    const darkBg = await background();
    await page.emulateMedia({ colorScheme: 'light' });
    const lightBg = await background();
    expect(darkBg).not.toBe(lightBg);
    expect(lightBg).toBe('rgb(245, 247, 248)');

    await page.getByLabel('Оформление').selectOption('dark');
    // A real restart of the page (the same URL alone would be a fragment navigation, no load).
    await page.goto('about:blank');
    await page.goto(app.bridge.launchUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.getByLabel('Оформление').inputValue()).toBe('dark');
    expect(await background()).toBe(darkBg);
  });
});
