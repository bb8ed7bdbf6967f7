import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { MenuCommand, MenuNode } from './desktop/menu-template';

/** Installs the menu built by desktop/menu-template.ts (plain data) as Electron's application menu. */
export function installMenu(nodes: MenuNode[], run: (command: MenuCommand) => void): void {
  const toElectron = (node: MenuNode): MenuItemConstructorOptions => {
    const { command, submenu, role, ...rest } = node;
    return {
      ...rest,
      ...(role ? { role: role as MenuItemConstructorOptions['role'] } : {}),
      ...(submenu ? { submenu: submenu.map(toElectron) } : {}),
      ...(command ? { click: () => run(command) } : {}),
    };
  };
  Menu.setApplicationMenu(Menu.buildFromTemplate(nodes.map(toElectron)));
}
