import { app, dialog, shell, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { ShellMenuCommand } from '@shared/ipc/channels/shell';
import { readDesktopSettings, writeDesktopSettings, type DesktopSettings } from './desktop/desktop-settings';
import { associatedExtensions } from './desktop/launch-files';
import { menuTemplate, type MenuCommand, type MenuState } from './desktop/menu-template';
import { installMenu } from './menu';
import { menuStringsFor } from './menu-strings';

export interface AppMenu {
  /** The window's language changed: the menu is rebuilt in it. */
  setLanguage(language: 'ru' | 'en'): void;
  language(): 'ru' | 'en';
  /** The recent list or a setting changed on disk: rebuild. */
  refresh(): void;
}

/** The native menu and what its items do (the template and its tests: desktop/menu-template.ts). */
export function createAppMenu(options: {
  settingsFile: string;
  window: () => BrowserWindow | undefined;
  showWindow: () => void;
  openPath: (path: string) => void;
  sendToWindow: (command: ShellMenuCommand) => void;
  requestQuit: () => void;
}): AppMenu {
  const state: Omit<MenuState, 'openAtLogin' | 'recent'> = {
    platform: process.platform,
    packaged: app.isPackaged,
    language: app.getLocale().toLowerCase().startsWith('ru') ? 'ru' : 'en',
    theme: 'system',
  };
  const settings = () => readDesktopSettings(options.settingsFile);
  const save = (change: (s: DesktopSettings) => DesktopSettings) =>
    writeDesktopSettings(options.settingsFile, change(settings()));

  const run = async (command: MenuCommand): Promise<void> => {
    switch (command.kind) {
      case 'open-file': {
        const win = options.window();
        const s = menuStringsFor(state.language);
        const box = {
          title: s.open,
          properties: ['openFile' as const],
          filters: [{ name: s.open, extensions: [...associatedExtensions, '.txt'].map((e) => e.slice(1)) }],
        };
        const chosen = win ? await dialog.showOpenDialog(win, box) : await dialog.showOpenDialog(box);
        if (!chosen.canceled && chosen.filePaths[0]) options.openPath(chosen.filePaths[0]);
        return;
      }
      case 'open-recent':
        return options.openPath(command.path);
      case 'clear-recent':
        save((s) => ({ ...s, recentFiles: [] }));
        app.clearRecentDocuments();
        return refresh();
      case 'open-at-login':
        app.setLoginItemSettings({ openAtLogin: command.on });
        save((s) => ({ ...s, openAtLogin: command.on }));
        return refresh();
      case 'open-logs':
        void shell.openPath(join(app.getPath('userData'), 'logs'));
        return;
      case 'quit':
        return options.requestQuit();
      case 'window':
        if (command.command.action === 'theme') state.theme = command.command.theme;
        if (command.command.action === 'language') state.language = command.command.language;
        options.showWindow();
        options.sendToWindow(command.command);
        return refresh();
    }
  };

  const refresh = () => {
    const { openAtLogin, recentFiles } = settings();
    installMenu(menuTemplate(menuStringsFor(state.language), { ...state, openAtLogin, recent: recentFiles }), (c) => {
      void run(c);
    });
  };
  refresh();
  return {
    setLanguage(language) {
      state.language = language;
      refresh();
    },
    language: () => state.language,
    refresh,
  };
}
