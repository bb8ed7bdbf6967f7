import type { ShellMenuCommand } from '@shared/ipc/channels/shell';
import type { MenuStrings } from '../menu-strings';
import type { RecentFile } from '@shared/ipc/channels/recent-files';

/** What a menu item does: main's own work, or a command the window carries out. */
export type MenuCommand =
  | { kind: 'open-file' }
  | { kind: 'open-recent'; id: number }
  | { kind: 'clear-recent' }
  | { kind: 'open-at-login'; on: boolean }
  | { kind: 'open-logs' }
  | { kind: 'quit' }
  | { kind: 'window'; command: ShellMenuCommand };

/** A menu item as plain data (menu.ts turns it into Electron's; tests read it as is). */
export interface MenuNode {
  label?: string;
  role?: string;
  accelerator?: string;
  type?: 'separator' | 'checkbox' | 'radio';
  checked?: boolean;
  enabled?: boolean;
  command?: MenuCommand;
  submenu?: MenuNode[];
}

export interface MenuState {
  platform: NodeJS.Platform;
  packaged: boolean;
  language: 'ru' | 'en';
  theme: 'system' | 'light' | 'dark';
  openAtLogin: boolean;
  /** The current store's recent files, most recent first (core's files:recent; names only, no paths). */
  recent: readonly RecentFile[];
}

const separator: MenuNode = { type: 'separator' };
const win = (command: ShellMenuCommand): MenuCommand => ({ kind: 'window', command });

/**
 * The app menu in the in-app language: File (open, recent, import, export findings, start with the
 * system, quit), Edit, View (zoom, theme, language), Help (user guide, logs, diagnostics, support
 * bundle, about), with the usual accelerators.
 */
export function menuTemplate(s: MenuStrings, state: MenuState): MenuNode[] {
  const recent: MenuNode[] =
    state.recent.length === 0
      ? [{ label: s.recentEmpty, enabled: false }]
      : [
          ...state.recent.map((file) => ({
            label: file.fileName,
            command: { kind: 'open-recent' as const, id: file.id },
          })),
          separator,
          { label: s.recentClear, command: { kind: 'clear-recent' } },
        ];
  return [
    {
      label: s.file,
      submenu: [
        { label: s.open, accelerator: 'CmdOrCtrl+O', command: { kind: 'open-file' } },
        { label: s.recent, submenu: recent },
        separator,
        { label: s.import, accelerator: 'CmdOrCtrl+I', command: win({ action: 'import' }) },
        { label: s.exportFindings, accelerator: 'CmdOrCtrl+E', command: win({ action: 'export-findings' }) },
        separator,
        {
          label: s.openAtLogin,
          type: 'checkbox',
          checked: state.openAtLogin,
          command: { kind: 'open-at-login', on: !state.openAtLogin },
        },
        separator,
        { label: s.quit, accelerator: 'CmdOrCtrl+Q', command: { kind: 'quit' } },
      ],
    },
    {
      label: s.edit,
      submenu: [
        { role: 'undo', label: s.undo },
        { role: 'redo', label: s.redo },
        separator,
        { role: 'cut', label: s.cut },
        { role: 'copy', label: s.copy },
        { role: 'paste', label: s.paste },
        { role: 'selectAll', label: s.selectAll },
      ],
    },
    {
      label: s.view,
      submenu: [
        { role: 'zoomIn', label: s.zoomIn, accelerator: 'CmdOrCtrl+=' },
        { role: 'zoomOut', label: s.zoomOut, accelerator: 'CmdOrCtrl+-' },
        { role: 'resetZoom', label: s.resetZoom, accelerator: 'CmdOrCtrl+0' },
        separator,
        {
          label: s.theme,
          submenu: (
            [
              ['system', s.themeSystem],
              ['light', s.themeLight],
              ['dark', s.themeDark],
            ] as const
          ).map(([theme, label]) => ({
            label,
            type: 'radio' as const,
            checked: state.theme === theme,
            command: win({ action: 'theme', theme }),
          })),
        },
        {
          label: s.language,
          submenu: (
            [
              ['ru', 'Русский'],
              ['en', 'English'],
            ] as const
          ).map(([language, label]) => ({
            label,
            type: 'radio' as const,
            checked: state.language === language,
            command: win({ action: 'language', language }),
          })),
        },
        separator,
        { role: 'togglefullscreen', label: s.fullscreen },
        ...(state.packaged
          ? []
          : [
              { role: 'reload', label: s.reload },
              { role: 'toggleDevTools', label: s.devTools },
            ]),
      ],
    },
    {
      label: s.help,
      submenu: [
        { label: s.guide, accelerator: 'F1', command: win({ action: 'guide' }) },
        separator,
        { label: s.logs, command: { kind: 'open-logs' } },
        { label: s.diagnostics, command: win({ action: 'diagnostics' }) },
        { label: s.bundle, command: win({ action: 'support-bundle' }) },
        separator,
        { role: 'about', label: s.about },
      ],
    },
  ];
}
