import { app, dialog, Menu, nativeImage, Notification, Tray, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { BackgroundPorts } from './desktop/background';

/** Electron's Tray, Notification, dialog and app behind the background policy's ports. */
export function electronBackgroundPorts(options: {
  window: () => BrowserWindow | undefined;
  showWindow: () => void;
  openUpload: BackgroundPorts['openUpload'];
}): BackgroundPorts {
  return {
    platform: process.platform,
    createTray(tooltip, items) {
      // Shipped as resources/tray.png (extraResources in electron-builder.yml); from build/ in development.
      const icon = app.isPackaged
        ? join(process.resourcesPath, 'tray.png')
        : join(app.getAppPath(), 'build/icons/32x32.png');
      const tray = new Tray(nativeImage.createFromPath(icon));
      tray.setToolTip(tooltip);
      tray.setContextMenu(Menu.buildFromTemplate(items.map(({ label, click }) => ({ label, click }))));
      tray.on('click', options.showWindow);
      return { destroy: () => tray.destroy() };
    },
    notify({ title, body, onClick }) {
      if (!Notification.isSupported()) return;
      const note = new Notification({ title, body });
      note.on('click', onClick);
      note.show();
    },
    async confirm({ title, message, confirm, cancel }) {
      const box = { type: 'warning' as const, title, message, buttons: [confirm, cancel], defaultId: 1, cancelId: 1 };
      const win = options.window();
      const { response } = win ? await dialog.showMessageBox(win, box) : await dialog.showMessageBox(box);
      return response === 0;
    },
    windowFocused: () => {
      const win = options.window();
      return !!win && !win.isDestroyed() && win.isVisible() && win.isFocused();
    },
    showWindow: options.showWindow,
    openUpload: options.openUpload,
    quit: () => app.quit(),
  };
}
