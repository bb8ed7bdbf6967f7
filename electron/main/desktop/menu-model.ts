import type { ThemeChoice } from '@shared/ipc/channels/app';
import type { RecentFile } from '@shared/ipc/channels/recent-files';
import type { ShellMenuCommand } from '@shared/ipc/channels/shell';
import { menuStringsFor } from '../menu-strings';
import { menuTemplate, type MenuNode, type MenuState } from './menu-template';

/** What the menu shows that main does not own: the window's language and theme, the stored settings. */
export interface MenuModel {
  /** The window's language changed (the in-app switch or the menu): rebuilt in it. */
  setLanguage(language: 'ru' | 'en'): void;
  /** The window's theme changed (the in-app switch or the menu): rebuilt with that radio checked. */
  setTheme(theme: ThemeChoice): void;
  /** The current store's recent files (core's files:recent) for File → Open Recent. */
  setRecent(recent: readonly RecentFile[]): void;
  /** A View-menu command the window is about to carry out: the radios move at once. */
  follow(command: ShellMenuCommand): void;
  language(): 'ru' | 'en';
  /** A stored setting changed: rebuild. */
  refresh(): void;
}

/**
 * Keeps the native menu in step with the window: each change rebuilds the whole template (Electron
 * menus cannot be edited in place) and hands it to `install`. Plain data, tested without Electron.
 */
export function createMenuModel(options: {
  initial: Pick<MenuState, 'platform' | 'packaged' | 'language' | 'theme'>;
  stored: () => Pick<MenuState, 'openAtLogin'>;
  install: (nodes: MenuNode[]) => void;
}): MenuModel {
  const state: Omit<MenuState, 'openAtLogin'> = { ...options.initial, recent: [] };
  const refresh = () =>
    options.install(menuTemplate(menuStringsFor(state.language), { ...state, ...options.stored() }));
  const change = (next: Partial<typeof state>) => {
    if (Object.entries(next).every(([key, value]) => state[key as keyof typeof state] === value)) return;
    Object.assign(state, next);
    refresh();
  };
  refresh();
  return {
    setLanguage: (language) => change({ language }),
    setTheme: (theme) => change({ theme }),
    setRecent: (recent) => {
      state.recent = recent;
      refresh();
    },
    follow(command) {
      if (command.action === 'theme') change({ theme: command.theme });
      if (command.action === 'language') change({ language: command.language });
    },
    language: () => state.language,
    refresh,
  };
}
