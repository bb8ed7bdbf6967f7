import { app, Menu, type MenuItemConstructorOptions } from 'electron';
import { menuStringsFor } from './menu-strings';

/** The native menu: standard editing and view roles, labelled in the user's language. */
export function installMenu(locale: string): void {
  const s = menuStringsFor(locale);
  const template: MenuItemConstructorOptions[] = [
    { label: s.file, submenu: [{ role: 'quit', label: s.quit }] },
    {
      label: s.edit,
      submenu: [
        { role: 'undo', label: s.undo },
        { role: 'redo', label: s.redo },
        { type: 'separator' },
        { role: 'cut', label: s.cut },
        { role: 'copy', label: s.copy },
        { role: 'paste', label: s.paste },
        { role: 'selectAll', label: s.selectAll },
      ],
    },
    {
      label: s.view,
      submenu: [
        { role: 'reload', label: s.reload },
        { role: 'zoomIn', label: s.zoomIn },
        { role: 'zoomOut', label: s.zoomOut },
        { role: 'resetZoom', label: s.resetZoom },
        { type: 'separator' },
        { role: 'togglefullscreen', label: s.fullscreen },
        ...(app.isPackaged ? [] : [{ role: 'toggleDevTools', label: s.devTools } as const]),
      ],
    },
    { label: s.help, submenu: [{ role: 'about', label: s.about }] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
