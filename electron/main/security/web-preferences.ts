import type { App, WebPreferences } from 'electron';

/**
 * The renderer's web preferences: isolated, sandboxed, no Node, web security on, and DevTools
 * only in a development run (an installed build ships no debugging door; hiding the menu item
 * alone would leave the shortcut and `openDevTools`). Kept as a plain object builder so a
 * plain-Node test can assert every flag with a stand-in for Electron's `app`.
 */
export function secureWebPreferences(preloadPath: string, app: Pick<App, 'isPackaged'>): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools: !app.isPackaged,
  };
}
