import type { Activity, FinishedUpload } from './activity';
import { describeWork, type DesktopStrings } from './desktop-strings';

/** Electron's Tray, Notification, dialog and app as the background policy uses them (stand-ins in tests). */
export interface BackgroundPorts {
  platform: NodeJS.Platform;
  createTray(tooltip: string, items: Array<{ label: string; click: () => void }>): { destroy(): void };
  notify(note: { title: string; body: string; onClick: () => void }): void;
  confirm(box: { title: string; message: string; confirm: string; cancel: string }): Promise<boolean>;
  /** True when the window exists, is visible and has focus (no notification is needed then). */
  windowFocused(): boolean;
  /** Shows the window, creating it again if it was closed. */
  showWindow(): void;
  /** Asks the window to open this upload. */
  openUpload(upload: { profileId: number; uploadId: number }): void;
  /** Ends the app for real. */
  quit(): void;
}

export interface BackgroundOptions {
  ports: BackgroundPorts;
  activity: Activity;
  strings: () => DesktopStrings;
  /** Whether "the app keeps running" was already said (persisted: it is said once). */
  noticeShown: boolean;
  rememberNoticeShown: () => void;
}

export interface Background {
  /** The last window closed: true when the app stays (tray or dock) because work is going on. */
  windowsClosed(): boolean;
  /** A quit was asked for: says what will stop and quits only if the manager confirms. */
  requestQuit(): Promise<boolean>;
  /** True once a quit was confirmed (the app's before-quit must not ask again). */
  quitting(): boolean;
}

/**
 * The app as a background citizen: closing the window while an upload is followed, a changes upload
 * is scheduled or a sync runs keeps the app in the tray (Windows, Linux) or the Dock (macOS) and says
 * so once; an upload reaching Processed or Error raises an OS notification that opens it; Quit says
 * what will stop.
 */
export function createBackground(options: BackgroundOptions): Background {
  const { ports, activity } = options;
  let tray: { destroy(): void } | undefined;
  let noticeShown = options.noticeShown;
  let confirmed = false;

  const quit = (): void => {
    confirmed = true;
    tray?.destroy();
    tray = undefined;
    ports.quit();
  };
  const requestQuit = async (): Promise<boolean> => {
    const work = activity.running();
    if (work.length > 0) {
      const s = options.strings();
      const yes = await ports.confirm({
        title: s.quitTitle,
        message: s.quitMessage(describeWork(s, work)),
        confirm: s.quitConfirm,
        cancel: s.quitCancel,
      });
      if (!yes) return false;
    }
    quit();
    return true;
  };

  activity.onFinished((upload: FinishedUpload) => {
    if (ports.windowFocused()) return;
    const s = options.strings();
    ports.notify({
      title: upload.outcome === 'processed' ? s.processedTitle : s.errorTitle,
      body: s.uploadBody(upload.uploadId, upload.statusMessage),
      onClick: () => {
        ports.showWindow();
        ports.openUpload({ profileId: upload.profileId, uploadId: upload.uploadId });
      },
    });
  });

  return {
    windowsClosed() {
      const work = activity.running();
      if (work.length === 0) return false;
      const s = options.strings();
      // macOS keeps a windowless app in the Dock by itself; elsewhere the tray icon is the way back.
      if (ports.platform !== 'darwin' && !tray) {
        tray = ports.createTray(s.backgroundTitle, [
          { label: s.trayOpen, click: () => ports.showWindow() },
          { label: s.trayQuit, click: () => void requestQuit() },
        ]);
      }
      if (!noticeShown) {
        noticeShown = true;
        options.rememberNoticeShown();
        const body = ports.platform === 'darwin' ? s.backgroundBodyMac : s.backgroundBody;
        ports.notify({
          title: s.backgroundTitle,
          body: body(describeWork(s, work)),
          onClick: () => ports.showWindow(),
        });
      }
      return true;
    },
    requestQuit,
    quitting: () => confirmed,
  };
}
