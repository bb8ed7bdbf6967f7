import { app, type BrowserWindow, ipcMain, session, shell } from 'electron';
import { join } from 'node:path';
import { eventChannelNames } from '../../shared/ipc/contract';
import { createDeskCore, type DeskCore } from '../core/desk-core';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol';
import { createElectronPorts } from './electron-ports';
import { createLazySandbox } from '../sandbox/lazy-sandbox';
import { bindContract } from './ipc/bind-contract';
import { installMenu } from './menu';
import { denyAllPermissions } from './security/harden-contents';
import { createMainWindow } from './window';

// The desktop shell: window, security settings, menu, IPC binding. All behaviour lives in core.
registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let core: DeskCore | undefined;
  let win: BrowserWindow | undefined;

  app.on('second-instance', () => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });

  app.on('web-contents-created', (_event, contents) => {
    // Belt and braces: no contents of ours may open windows or navigate, whoever created them.
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event) => event.preventDefault());
  });

  void app.whenReady().then(() => {
    denyAllPermissions(session.defaultSession);
    serveRenderer(join(__dirname, '../renderer'));
    core = createDeskCore(createElectronPorts(), {
      openExternal: (url) => shell.openExternal(url),
      sandbox: createLazySandbox(),
    });
    bindContract(ipcMain, core.handlers, APP_ORIGIN);
    installMenu(app.getLocale());
    const deskCore = core;
    win = createMainWindow(join(__dirname, 'preload.cjs'), () => deskCore.allowedExternalHosts());
    const forward = core.events.onAny((event, payload) => {
      if (win && !win.isDestroyed() && eventChannelNames.includes(event)) win.webContents.send(event, payload);
    });
    win.on('closed', () => {
      forward();
      win = undefined;
    });
  });

  app.on('window-all-closed', () => app.quit());
  // Core must close before the process ends (status trackers stop, the ledger and SQLite are
  // flushed, the embedded sandbox stops): hold the quit once, close, then quit for real.
  app.on('before-quit', (event) => {
    const closing = core;
    if (!closing) return;
    event.preventDefault();
    core = undefined;
    void closing.close().finally(() => app.quit());
  });
}
