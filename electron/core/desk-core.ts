import { ensurePrivateDir } from './files/private-data';
import { join } from 'node:path';
import { sandboxDemoStoreIdentity } from '@shared/profiles/sandbox-demo-store';
import { createStoreSessions } from './api/store-sessions';
import { createAppHandlers } from './app/app-handlers';
import { createStatusReader } from './app/status-summary';
import type { CoreContext, CoreFeature } from './core-context';
import { openDatabase, type Db } from './db/open-database';
import { createDictionariesFeature } from './dictionaries/dictionaries-feature';
import { createEventBus, type EventBus } from './events';
import { collectGarbageTwice } from './memory/collect-garbage';
import { createScreenCaches, type ScreenCacheTimes } from './memory/screen-caches';
import { createImportFeature } from './import/import-feature';
import { createRecentFilesFeature } from './files/recent-files';
import { createCodesFeature } from './codes/codes-feature';
import { createCodesService } from './codes/codes-service';
import { joinHandlers, logErrorsOf, type HandlerMap } from './ipc/dispatch';
import type { CorePorts } from './ports';
import { createProfilesHandlers, secretAccount } from './profiles/profiles-handlers';
import { createProfilesRepo } from './profiles/profiles-repo';
import { noSandbox } from './profiles/sandbox-providers';
import { createStoreConnections, type SandboxProvider } from './profiles/store-connections';
import { createStocksFeature } from './stocks/stocks-feature';
import { createWebhooksFeature } from './webhooks/webhooks-feature';
import { createUploadsFeature, type UploadsOptions } from './uploads/uploads-feature';
import { createExportsFeature } from './exports/exports-feature';
import { createExternalPages } from './security/external-pages';
import { createPreviewStore } from './uploads/preview-store';
import { createPreflightFeature } from './preflight/preflight-feature';
import type { PreflightSettings } from './preflight/preflight-settings';
import { createPreflightRunner } from './preflight/preflight-runner';
import { createKeptPackages } from './workbench/kept-packages';
import { createWorkbenchFeature } from './workbench/workbench-feature';

export interface DeskCoreOptions {
  /** Opens a URL in the system browser (Electron's shell.openExternal); absent in the web bridge and CLI. */
  openExternal?: (url: string) => Promise<void>;
  /**
   * The emulator behind the built-in Sandbox profile, given by the composition root (lazily
   * loaded there); core closes it. Without one, the Sandbox profile answers with a clear error.
   */
  sandbox?: SandboxProvider;
  /** Uploads tuning: status polling delays, guard-rail thresholds (tests shorten them). */
  uploads?: UploadsOptions;
  /** Preflight thresholds (unknown-code share, near-expiry days, stale dictionaries). */
  preflight?: Partial<PreflightSettings>;
  /** How long what a screen asked for is kept after it was left (tests shorten it). */
  screenCaches?: Partial<ScreenCacheTimes>;
}

/** Everything a shell needs from core: the handlers to bind, the events to forward, and shutdown. */
export interface DeskCore {
  handlers: HandlerMap;
  events: EventBus;
  db: Db;
  context: CoreContext;
  close(): Promise<void>;
}

export const DATABASE_FILE = 'desk.sqlite';

/** Wires core together from the shell's ports. The shells (Electron, web bridge, CLI) differ only in ports. */
export function createDeskCore(ports: CorePorts, options: DeskCoreOptions = {}): DeskCore {
  ensurePrivateDir(ports.paths.dataDir);
  const db = openDatabase(join(ports.paths.dataDir, DATABASE_FILE));
  const events = createEventBus();
  const profiles = createProfilesRepo(db, () => ports.clock.now());
  profiles.ensureSandboxProfile(sandboxDemoStoreIdentity.storeId, sandboxDemoStoreIdentity.name);
  const sandbox = options.sandbox ?? noSandbox();
  const connections = createStoreConnections({ profiles, secrets: ports.secrets, sandbox });

  const stores = createStoreSessions(connections, {
    fetch: ports.fetch,
    streamsUploadBodies: ports.fetchStreamsUploadBodies,
    clock: ports.clock,
    logger: ports.logger,
  });
  // Memory a screen asked for is released a while after the screen was left, then given back:
  // SQLite's spare pages and V8's garbage (an idle host would otherwise keep both for minutes).
  const caches = createScreenCaches({
    times: options.screenCaches,
    giveBack: () => {
      db.pragma('shrink_memory');
      collectGarbageTwice();
    },
  });
  const context: CoreContext = {
    ports,
    db,
    events,
    profiles,
    connections,
    clientFor: stores.clientFor,
    sessionFor: stores.sessionFor,
    forgetClient: stores.forget,
    tablesChanged: (...tables) => events.emit('db:changed', { tables }),
    caches,
  };

  const openPage = createExternalPages({ profiles, openExternal: options.openExternal });

  // Uploads and preflight look at the same previewed files.
  // A chosen file is released (the web bridge deletes its temporary copy) with its last preview.
  const previews =
    options.uploads?.previews ??
    createPreviewStore({
      capacity: options.uploads?.previewCapacity,
      onFileReleased: (fileRef) => {
        ports.files
          ?.release(fileRef)
          .catch((error: unknown) =>
            ports.logger.log('warn', 'A chosen file could not be released', { error: String(error) }),
          );
      },
      caches,
    });
  const uploads = createUploadsFeature(context, { ...options.uploads, previews });
  const dictionaries = createDictionariesFeature(context);
  // The status bar reads what uploads and dictionaries know, each through its own rules.
  const statusSummary = createStatusReader({
    now: () => ports.clock.now(),
    lastCheck: (profileId) => {
      return profiles.require(profileId).lastCheck ?? null;
    },
    existingTokens: (profileId) => stores.existingSession(profileId)?.then((session) => session.tokens),
    uploads,
    dictionaries,
  });
  // Preflight's runs are shared by its own channel and the workbench's findings.
  const preflight = createPreflightRunner(context, options.preflight);
  const codes = createCodesService(context);
  // Each feature adds one line here.
  const features: CoreFeature[] = [
    {
      handlers: createAppHandlers({
        ports,
        appName: 'Pharmacy Exchange Desk',
        openPage,
        statusSummary,
        languageChanged: (language) => events.emit('app:language', { language }),
        themeChanged: (theme) => events.emit('app:theme', { theme }),
        storeChosen: (profileId) => events.emit('app:current-store', { profileId }),
        screenShown: (screen) => caches.shown(screen),
        diagnostics: {
          profiles: () => profiles.list(),
          storedSecrets: async () => {
            const found = await Promise.all(
              profiles
                .list()
                .filter((p) => !p.isSandbox)
                .map((p) => ports.secrets.get(secretAccount(p.storeId)).catch(() => null)),
            );
            return found.filter((s): s is string => !!s);
          },
        },
      }),
    },
    { handlers: createProfilesHandlers(context) },
    createStocksFeature(context),
    createWebhooksFeature(context),
    uploads,
    createPreflightFeature(context, { previews, runner: preflight }),
    createWorkbenchFeature(context, {
      previews,
      preflight,
      keptFile: createKeptPackages(uploads.files, () => ports.clock.now(), 2, caches),
    }),
    dictionaries,
    createImportFeature(context, { keptFiles: uploads.files, codes }),
    createRecentFilesFeature(context),
    createCodesFeature(context, {
      codes,
      uploads: { preview: uploads.handlers['uploads:preview-file']!, start: uploads.handlers['uploads:start']! },
    }),
    createExportsFeature(),
  ];
  const handlers = logErrorsOf(joinHandlers(...features.map((f) => f.handlers)), ports.logger);
  for (const feature of features) {
    Promise.resolve(feature.start?.()).catch((error: unknown) =>
      ports.logger.log('error', 'A core feature failed to start', { error: String(error) }),
    );
  }

  return {
    handlers,
    events,
    db,
    context,
    async close() {
      caches.close();
      for (const feature of features) await feature.close?.();
      await sandbox.close();
      db.close();
    },
  };
}
