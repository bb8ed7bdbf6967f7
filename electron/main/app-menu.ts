import { app, dialog, shell, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { ShellMenuCommand } from '@shared/ipc/channels/shell';
import { readDesktopSettings, writeDesktopSettings, type DesktopSettings } from './desktop/desktop-settings';
import { chosenFileExtensions } from '@shared/import/file-types';
import { createMenuModel, type MenuModel } from './desktop/menu-model';
import type { MenuCommand } from './desktop/menu-template';
import { installMenu } from './menu';
import { menuStringsFor } from './menu-strings';

/** The native menu: rebuilt when the window's language or theme, the store's recent files or a setting changes. */
export type AppMenu = Omit<MenuModel, 'follow'>;

/** The native menu and what its items do (the template and its tests: desktop/menu-template.ts). */
export function createAppMenu(options: {
  settingsFile: string;
  window: () => BrowserWindow | undefined;
  showWindow: () => void;
  openPath: (path: string) => void;
  /** File → Open Recent: the current store's file number (core opens it again, or says it is gone). */
  openRecent: (id: number) => void;
  /** File → Open Recent → Clear: the current store's list. */
  clearRecent: () => void;
  sendToWindow: (command: ShellMenuCommand) => void;
  requestQuit: () => void;
}): AppMenu {
  const settings = () => readDesktopSettings(options.settingsFile);
  const save = (change: (s: DesktopSettings) => DesktopSettings) =>
    writeDesktopSettings(options.settingsFile, change(settings()));

  const run = async (command: MenuCommand): Promise<void> => {
    switch (command.kind) {
      case 'open-file': {
        const win = options.window();
        const s = menuStringsFor(model.language());
        const box = {
          title: s.open,
          properties: ['openFile' as const],
          // The one list main vets a chosen path against (shared/import/file-types.ts).
          filters: [{ name: s.open, extensions: chosenFileExtensions.map((e) => e.slice(1)) }],
        };
        const chosen = win ? await dialog.showOpenDialog(win, box) : await dialog.showOpenDialog(box);
        if (!chosen.canceled && chosen.filePaths[0]) options.openPath(chosen.filePaths[0]);
        return;
      }
      case 'open-recent':
        return options.openRecent(command.id);
      case 'clear-recent':
        app.clearRecentDocuments();
        return options.clearRecent();
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
        model.follow(command.command);
        options.showWindow();
        options.sendToWindow(command.command);
        return;
    }
  };
  const refresh = () => model.refresh();

  const model = createMenuModel({
    initial: {
      platform: process.platform,
      packaged: app.isPackaged,
      language: app.getLocale().toLowerCase().startsWith('ru') ? 'ru' : 'en',
      // The window tells its remembered theme as it starts (app:set-theme).
      theme: 'system',
    },
    stored: () => ({ openAtLogin: settings().openAtLogin }),
    install: (nodes) => installMenu(nodes, (c) => void run(c)),
  });
  const { setLanguage, setTheme, setRecent, language } = model;
  return { setLanguage, setTheme, setRecent, language, refresh };
}
