import { BrowserWindow, app, screen } from 'electron';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ORIGIN } from './app-protocol';
import { hardenWebContents } from './security/harden-contents';
import { secureWebPreferences } from './security/web-preferences';
import { parseWindowState, placeOnDisplays, type WindowState } from './window-state';

const stateFile = () => join(app.getPath('userData'), 'window-state.json');

function readState(): WindowState {
  try {
    return parseWindowState(readFileSync(stateFile(), 'utf8'));
  } catch {
    return parseWindowState(null);
  }
}

/** Creates the one app window: hardened, sized as last time, showing app://desk/. */
export function createMainWindow(preloadPath: string): BrowserWindow {
  // Only onto a display connected now: a window remembered on an unplugged monitor comes back centred.
  const state = placeOnDisplays(
    readState(),
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    width: state.width,
    height: state.height,
    x: state.x,
    y: state.y,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Pharmacy Exchange Desk',
    webPreferences: secureWebPreferences(preloadPath, app),
  });
  hardenWebContents(win.webContents);
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const bounds = win.getNormalBounds();
    const next: WindowState = { ...bounds, maximized: win.isMaximized() };
    try {
      writeFileSync(stateFile(), JSON.stringify(next));
    } catch {
      // losing the window size is not worth failing the quit over
    }
  });
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  return win;
}
