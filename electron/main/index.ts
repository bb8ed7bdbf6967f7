import { app, type BrowserWindow, clipboard, ipcMain, session, shell, utilityProcess } from 'electron';
import { join } from 'node:path';
import { startCoreHost, type CoreHostClient } from '../host/core-host-client';
import { utilityHostLauncher } from '../host/utility-process-transport';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol';
import { createFileRefs, fileRefServices } from '../host/file-refs';
import { bindContract } from './ipc/bind-contract';
import { bindFileRefChannel } from './ipc/file-ref-channel';
import { installMenu } from './menu';
import { denyAllPermissions } from './security/harden-contents';
import { createMainWindow } from './window';

// The desktop shell, a thin router: window, security settings, menu, the sender check. Core runs
// in a utility process (the core host); main forwards checked invokes and relays its events, so
// a long sync or a 100,000-row validation never blocks the window, menus or dialogs.
registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let core: CoreHostClient | undefined;
  // Files the user dropped or chose, by reference; main keeps their paths (docs/architecture.md).
  let chosenFiles: ReturnType<typeof createFileRefs> | undefined;
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
    const files = createFileRefs({ refuseUnder: [app.getPath('userData')] });
    chosenFiles = files;
    core = startCoreHost({
      launch: utilityHostLauncher(utilityProcess, { modulePath: join(__dirname, 'core-host.cjs') }),
      init: {
        dataDir: app.getPath('userData'),
        appVersion: app.getVersion(),
        shell: 'electron',
        sandbox: { kind: 'lazy' },
        services: ['clipboard', 'openExternal', 'files'],
      },
      // Electron's clipboard and shell exist only in main; the host asks for them by message.
      services: {
        'clipboard.writeText': async (text) => clipboard.writeText(text ?? ''),
        'clipboard.readText': async () => clipboard.readText(),
        openExternal: (url) => shell.openExternal(url ?? ''),
        ...fileRefServices(files),
      },
      log: (message) => console.warn(message),
    });
    const host = core;
    bindContract(ipcMain, (channel, input) => host.invoke(channel, input), APP_ORIGIN);
    bindFileRefChannel(ipcMain, files, APP_ORIGIN);
    installMenu(app.getLocale());
    win = createMainWindow(join(__dirname, 'preload.cjs'));
    const forward = host.onEvent((event, payload) => {
      // Only contract events come here (the host client checked the name, core's bus the payload).
      if (win && !win.isDestroyed()) win.webContents.send(event, payload);
    });
    win.on('closed', () => {
      forward();
      win = undefined;
    });
  });

  app.on('window-all-closed', () => app.quit());
  // Core must close before the app ends (status trackers stop, the ledger and SQLite are flushed,
  // the embedded sandbox stops): hold the quit once, close the host, then quit for real.
  app.on('before-quit', (event) => {
    const closing = core;
    if (!closing) return;
    event.preventDefault();
    core = undefined;
    void closing
      .close()
      .then(() => chosenFiles?.close())
      .finally(() => app.quit());
  });
}
