import { app, type BrowserWindow, clipboard, crashReporter, ipcMain, session, shell, utilityProcess } from 'electron';
import { join } from 'node:path';
import type { EventPayload } from '@shared/ipc/contract';
import { startCoreHost, type CoreHostClient } from '../host/core-host-client';
import { utilityHostLauncher } from '../host/utility-process-transport';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol';
import { createFileRefs, fileRefServices } from '../host/file-refs';
import { createAppMenu, type AppMenu } from './app-menu';
import { electronBackgroundPorts } from './background-ports';
import { createActivity } from './desktop/activity';
import { crashReporterOptions } from './desktop/crash-reports';
import { createBackground, type Background } from './desktop/background';
import { readDesktopSettings, writeDesktopSettings } from './desktop/desktop-settings';
import { createRecentMenu } from './desktop/recent-menu';
import { desktopStringsFor } from './desktop/desktop-strings';
import { createFileOpener } from './desktop/file-opener';
import { filesFromArgv } from './desktop/launch-files';
import type { UpdateController } from './desktop/update-controller';
import { bindContract } from './ipc/bind-contract';
import { bindFileRefChannel } from './ipc/file-ref-channel';
import { denyAllPermissions } from './security/harden-contents';
import { startUpdates } from './updates';
import { createMainWindow } from './window';

// The desktop shell, a thin router: window, security settings, menu, the sender check. Core runs
// in a utility process (the core host); main forwards checked invokes and relays its events, so
// a long sync or a 100,000-row validation never blocks the window, menus or dialogs. The desktop
// policies (updates, background, files from the OS) live in ./desktop as plain, tested modules.
registerAppScheme();
// Minidumps are written locally from the first moment; uploaded only to an address an administrator set.
crashReporter.start(crashReporterOptions(app.getVersion()));

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let core: CoreHostClient | undefined;
  // Files the user dropped or chose, by reference; main keeps their paths (docs/architecture.md).
  let chosenFiles: ReturnType<typeof createFileRefs> | undefined;
  let win: BrowserWindow | undefined;
  let updates: UpdateController | undefined;
  let background: Background | undefined;
  let openWindow: () => void = () => undefined;
  // What core is doing, folded from the events it relays (background work, finished uploads).
  const activity = createActivity();
  let menu: AppMenu | undefined;
  const settingsFile = () => join(app.getPath('userData'), 'desktop.json');
  // Files from the OS go through the same register (and vetting) as a dropped file. The window
  // remembers it for its current store (files:remember); the OS keeps its own list too.
  const opener = createFileOpener(
    () => chosenFiles,
    (path) => app.addRecentDocument(path),
  );
  // Main's lines go to core's redacted log (logs/desk.log) through the host, and to the console.
  const mainLog = (level: 'info' | 'warn' | 'error', message: string) => {
    console.warn(message);
    core?.log(level, message);
  };
  const strings = () => desktopStringsFor(menu?.language() ?? app.getLocale());
  const sendToWindow = (payload: EventPayload<'shell:navigate'>) => {
    if (win && !win.isDestroyed()) win.webContents.send('shell:navigate', payload);
  };
  // File → Open Recent lists the window's current store's files (core keeps them per store).
  const recent = createRecentMenu({
    invoke: (channel, input) => (core ? core.invoke(channel, input) : Promise.resolve(undefined)),
    show: (files) => menu?.setRecent(files),
    navigate: sendToWindow,
  });

  for (const path of filesFromArgv(process.argv, process.cwd())) void opener.open(path);
  app.on('second-instance', (_event, argv, workingDirectory) => {
    openWindow();
    for (const path of filesFromArgv(argv, workingDirectory)) void opener.open(path);
  });
  // macOS hands files over by event ("Open with", a drop on the Dock icon), possibly before ready.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void opener.open(path);
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
      log: (message) => mainLog('warn', message),
    });
    const host = core;
    bindContract(ipcMain, (channel, input) => host.invoke(channel, input), APP_ORIGIN);
    bindFileRefChannel(ipcMain, files, APP_ORIGIN);

    const settings = readDesktopSettings(settingsFile());
    app.setLoginItemSettings({ openAtLogin: settings.openAtLogin });
    updates = startUpdates({
      feedUrl: app.isPackaged ? settings.updateFeedUrl : null,
      uploadInProgress: () => activity.sending(),
      strings,
      window: () => win,
      log: (message) => mainLog('info', message),
    });
    host.onEvent((event, payload) => {
      activity.apply(event, payload);
      if (event === 'app:language') menu?.setLanguage((payload as EventPayload<'app:language'>).language);
      if (event === 'app:theme') menu?.setTheme((payload as EventPayload<'app:theme'>).theme);
      recent.follow(event, payload);
      // Only contract events come here (the host client checked the name, core's bus the payload).
      if (win && !win.isDestroyed()) win.webContents.send(event, payload);
    });

    openWindow = () => {
      if (win && !win.isDestroyed()) {
        if (win.isMinimized()) win.restore();
        win.show();
        win.focus();
        return;
      }
      const next = createMainWindow(join(__dirname, 'preload.cjs'));
      win = next;
      next.webContents.once('did-finish-load', () => opener.ready(sendToWindow));
      next.on('closed', () => {
        opener.detach();
        if (win === next) win = undefined;
      });
    };
    background = createBackground({
      ports: electronBackgroundPorts({
        window: () => win,
        showWindow: () => openWindow(),
        openUpload: ({ profileId, uploadId }) => sendToWindow({ to: 'upload', profileId, uploadId }),
      }),
      activity,
      strings,
      noticeShown: settings.backgroundNoticeShown,
      rememberNoticeShown: () =>
        writeDesktopSettings(settingsFile(), { ...readDesktopSettings(settingsFile()), backgroundNoticeShown: true }),
    });
    menu = createAppMenu({
      settingsFile: settingsFile(),
      window: () => win,
      showWindow: () => openWindow(),
      openPath: (path) => void opener.open(path),
      openRecent: (id) => void recent.open(id),
      clearRecent: () => void recent.clear(),
      sendToWindow: (command) => {
        if (win && !win.isDestroyed()) win.webContents.send('shell:menu', command);
      },
      requestQuit: () => void background?.requestQuit(),
    });
    openWindow();
  });

  // With work going on (an upload followed, changes scheduled, a sync) the app stays in the tray or
  // Dock; otherwise closing the window ends it.
  app.on('window-all-closed', () => {
    if (!background?.windowsClosed()) app.quit();
  });
  app.on('activate', () => openWindow());
  // Core must close before the app ends (status trackers stop, the ledger and SQLite are flushed,
  // the embedded sandbox stops): hold the quit once, close the host, then quit for real.
  app.on('before-quit', (event) => {
    // Quit says what will stop first (Cmd+Q, the menu, the tray); the manager may stay.
    if (background && !background.quitting() && activity.running().length > 0) {
      event.preventDefault();
      void background.requestQuit();
      return;
    }
    // An agreed update installs as the app ends, unless a package is still being sent.
    updates?.beforeQuit();
    updates?.stop();
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
