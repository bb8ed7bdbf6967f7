import { describe, expect, it } from 'vitest';
import { createMenuModel } from './menu-model';
import type { MenuNode } from './menu-template';

// The menu as main installs it, built again on each change the window reports.
function harness() {
  const installed: MenuNode[][] = [];
  const model = createMenuModel({
    initial: { platform: 'linux', packaged: true, language: 'ru', theme: 'system' },
    stored: () => ({ openAtLogin: false }),
    install: (nodes) => installed.push(nodes),
  });
  const radios = (parent: string) => {
    const menu = installed.at(-1)!;
    const view = menu.find((n) => n.label === 'Вид' || n.label === 'View')!;
    return Object.fromEntries(
      view.submenu!.find((n) => n.label === parent)!.submenu!.map((n) => [n.label!, n.checked!] as const),
    );
  };
  return { model, installed, radios };
}

describe('the menu follows the window', () => {
  it("checks the theme chosen with the window's own switch, not only the menu's", () => {
    const { model, installed, radios } = harness();
    expect(radios('Оформление')).toEqual({ 'Как в системе': true, Светлое: false, Тёмное: false });
    model.setTheme('dark');
    expect(radios('Оформление')).toEqual({ 'Как в системе': false, Светлое: false, Тёмное: true });
    // The same theme again (the window reports it at every start) builds nothing new.
    const builds = installed.length;
    model.setTheme('dark');
    expect(installed).toHaveLength(builds);
  });

  it('rebuilds in the language chosen in the window, keeping the theme', () => {
    const { model, radios } = harness();
    model.setTheme('light');
    model.setLanguage('en');
    expect(model.language()).toBe('en');
    expect(radios('Theme')).toEqual({ 'As in the System': false, Light: true, Dark: false });
    expect(radios('Language')).toEqual({ Русский: false, English: true });
  });

  it("moves the radios at once for the menu's own commands, and shows the current store's recent files", () => {
    const { model, radios, installed } = harness();
    model.follow({ action: 'theme', theme: 'dark' });
    model.follow({ action: 'language', language: 'en' });
    expect(radios('Theme').Dark).toBe(true);
    expect(radios('Language').English).toBe(true);
    model.follow({ action: 'guide' });
    model.setRecent([{ id: 9, fileName: 'stock.csv', openedAt: '2026-11-26T07:00:00.000Z' }]);
    const file = installed.at(-1)!.find((n) => n.label === 'File')!;
    const recent = file.submenu!.find((n) => n.label === 'Open Recent')!;
    expect(recent.submenu![0]).toMatchObject({ label: 'stock.csv', command: { kind: 'open-recent', id: 9 } });
    // Another store was chosen, with nothing opened yet: the list empties (its files are not shown).
    model.setRecent([]);
    const emptied = installed
      .at(-1)!
      .find((n) => n.label === 'File')!
      .submenu!.find((n) => n.label === 'Open Recent')!;
    expect(emptied.submenu).toEqual([{ label: 'None yet', enabled: false }]);
  });
});
