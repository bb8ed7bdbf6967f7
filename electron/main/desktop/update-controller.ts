/** What the update policy needs of electron-updater's AppUpdater (a stand-in replaces it in Node tests). */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  allowDowngrade: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdateTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface UpdateControllerOptions {
  updater: UpdaterLike;
  /** The generic feed's address (a setting: a pharmacy network may host its own); null turns updates off. */
  feedUrl: string | null;
  /** True while a package is being sent: no check, no download and no install then. */
  uploadInProgress: () => boolean;
  /** Asks the manager whether to install the downloaded version when the app quits. */
  askToInstall: (version: string) => Promise<boolean>;
  log: (message: string) => void;
  timers?: UpdateTimers;
  checkEveryMs?: number;
  retryBusyAfterMs?: number;
}

export type UpdatePhase = 'off' | 'idle' | 'downloaded' | 'agreed';

export interface UpdateController {
  start(): void;
  stop(): void;
  /** Checks now unless an upload is being sent (then retries shortly). */
  check(): void;
  /** Called as the app quits: true when the agreed update will be installed by this quit. */
  beforeQuit(): boolean;
  state(): { phase: UpdatePhase; version: string | null };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RETRY_MS = 15 * 60 * 1000;

/**
 * The update policy around electron-updater: check at start and daily, download in the background,
 * ask the manager once per downloaded version, install only when the app quits, never while an
 * upload is being sent (a quit during a send keeps the update for the next quit).
 */
export function createUpdateController(options: UpdateControllerOptions): UpdateController {
  const { updater, log } = options;
  const timers = options.timers ?? globalTimers;
  let phase: UpdatePhase = options.feedUrl ? 'idle' : 'off';
  let version: string | null = null;
  let daily: unknown;
  let retry: unknown;
  let asked: string | null = null;

  const check = (): void => {
    if (phase === 'off') return;
    if (options.uploadInProgress()) {
      if (retry === undefined) retry = timers.setTimeout(onRetry, options.retryBusyAfterMs ?? RETRY_MS);
      return;
    }
    updater.checkForUpdates().catch((error: unknown) => log(`update check failed: ${describe(error)}`));
  };
  const onRetry = (): void => {
    retry = undefined;
    check();
  };

  updater.on('error', (error) => log(`updater: ${describe(error)}`));
  updater.on('update-downloaded', (info) => {
    if (phase === 'off' || asked === info.version) return;
    asked = info.version;
    version = info.version;
    phase = 'downloaded';
    void options.askToInstall(info.version).then(
      (yes) => {
        if (yes && version === info.version) phase = 'agreed';
      },
      (error: unknown) => log(`update question failed: ${describe(error)}`),
    );
  });

  return {
    start() {
      if (!options.feedUrl) {
        log('updates are off: no feed address is set');
        return;
      }
      updater.setFeedURL({ provider: 'generic', url: options.feedUrl });
      updater.autoDownload = true;
      updater.autoInstallOnAppQuit = false;
      updater.allowDowngrade = false;
      check();
      daily = timers.setInterval(check, options.checkEveryMs ?? DAY_MS);
    },
    stop() {
      if (daily !== undefined) timers.clearInterval(daily);
      if (retry !== undefined) timers.clearTimeout(retry);
      daily = retry = undefined;
    },
    check,
    beforeQuit() {
      const install = phase === 'agreed' && !options.uploadInProgress();
      updater.autoInstallOnAppQuit = install;
      if (phase === 'agreed' && !install) log(`update ${version} kept for the next quit: an upload is being sent`);
      return install;
    },
    state: () => ({ phase, version }),
  };
}

const globalTimers: UpdateTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
