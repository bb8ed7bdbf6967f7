import { describe, expect, it } from 'vitest';
import { menuStringsFor } from '../menu-strings';
import { menuTemplate, type MenuNode, type MenuState } from './menu-template';

const state: MenuState = {
  platform: 'win32',
  packaged: true,
  language: 'ru',
  theme: 'dark',
  openAtLogin: false,
  recent: [{ id: 4, fileName: '26.11.json', openedAt: '2026-11-26T07:00:00.000Z' }],
};

function find(nodes: MenuNode[], label: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.label === label) return node;
    const inner = node.submenu && find(node.submenu, label);
    if (inner) return inner;
  }
  return undefined;
}

describe('the app menu', () => {
  it('has File, Edit, View and Help in the in-app language', () => {
    expect(menuTemplate(menuStringsFor('ru'), state).map((n) => n.label)).toEqual(['Файл', 'Правка', 'Вид', 'Справка']);
    expect(menuTemplate(menuStringsFor('en'), { ...state, language: 'en' }).map((n) => n.label)).toEqual([
      'File',
      'Edit',
      'View',
      'Help',
    ]);
  });

  it('opens files with Ctrl+O, lists the current store recent files, and leaves the window the screens', () => {
    const menu = menuTemplate(menuStringsFor('ru'), state);
    expect(find(menu, 'Открыть файл…')).toMatchObject({ accelerator: 'CmdOrCtrl+O', command: { kind: 'open-file' } });
    expect(find(menu, '26.11.json')?.command).toEqual({ kind: 'open-recent', id: 4 });
    expect(find(menu, 'Импорт таблицы остатков')?.command).toEqual({ kind: 'window', command: { action: 'import' } });
    expect(find(menu, 'Руководство пользователя')).toMatchObject({ accelerator: 'F1' });
    expect(find(menu, 'Пока нет')).toBeUndefined();
    expect(find(menuTemplate(menuStringsFor('ru'), { ...state, recent: [] }), 'Пока нет')?.enabled).toBe(false);
  });

  it('marks the current theme and language, toggles start with the system, hides developer items when installed', () => {
    const menu = menuTemplate(menuStringsFor('ru'), state);
    expect(find(menu, 'Тёмное')).toMatchObject({
      checked: true,
      command: { command: { action: 'theme', theme: 'dark' } },
    });
    expect(find(menu, 'Светлое')?.checked).toBe(false);
    expect(find(menu, 'Русский')?.checked).toBe(true);
    expect(find(menu, 'Запускать вместе с системой')).toMatchObject({
      checked: false,
      command: { kind: 'open-at-login', on: true },
    });
    expect(find(menu, 'Инструменты разработчика')).toBeUndefined();
    expect(
      find(menuTemplate(menuStringsFor('ru'), { ...state, packaged: false }), 'Инструменты разработчика'),
    ).toBeDefined();
  });
});
