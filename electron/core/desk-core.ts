import { join } from 'node:path';
import { sandboxDemoStore } from '../sandbox/sandbox-stores';
import { createApiClient, type ApiClient } from './api/api-client';
import { createAppHandlers } from './app/app-handlers';
import type { CoreContext, CoreFeature } from './core-context';
import { openDatabase, type Db } from './db/open-database';
import { createDictionariesFeature } from './dictionaries/dictionaries-feature';
import { createEventBus, type EventBus } from './events';
import { createImportFeature } from './import/import-feature';
import { joinHandlers, type HandlerMap } from './ipc/dispatch';
import type { CorePorts } from './ports';
import { createProfilesHandlers } from './profiles/profiles-handlers';
import { createProfilesRepo } from './profiles/profiles-repo';
import { createStoreConnections } from './profiles/store-connections';
import { createSandboxRunner } from './sandbox-runner';
import { createStocksFeature } from './stocks/stocks-feature';
import { createWebhooksFeature } from './webhooks/webhooks-feature';
import { createUploadsFeature, type UploadsOptions } from './uploads/uploads-feature';
import { allowedHostsFrom, isAllowedExternalUrl } from './security/external-links';

export interface DeskCoreOptions {
  /** Opens a URL in the system browser (Electron's shell.openExternal); absent in the web bridge and CLI. */
  openExternal?: (url: string) => Promise<void>;
  /** Options for the embedded sandbox behind the built-in Sandbox profile (tests shorten its delays). */
  sandbox?: Parameters<typeof createSandboxRunner>[0];
  /** Uploads tuning: status polling delays, guard-rail thresholds (tests shorten them). */
  uploads?: UploadsOptions;
}

/** Everything a shell needs from core: the handlers to bind, the events to forward, and shutdown. */
export interface DeskCore {
  handlers: HandlerMap;
  events: EventBus;
  db: Db;
  context: CoreContext;
  /** Hosts whose https pages may open in the system browser (the configured operators). */
  allowedExternalHosts(): string[];
  close(): Promise<void>;
}

export const DATABASE_FILE = 'desk.sqlite';

/** Wires core together from the shell's ports. The shells (Electron, web bridge, CLI) differ only in ports. */
export function createDeskCore(ports: CorePorts, options: DeskCoreOptions = {}): DeskCore {
  const db = openDatabase(join(ports.paths.dataDir, DATABASE_FILE));
  const events = createEventBus();
  const profiles = createProfilesRepo(db, () => ports.clock.now());
  profiles.ensureSandboxProfile(sandboxDemoStore.storeId, sandboxDemoStore.name);
  const sandbox = createSandboxRunner(options.sandbox);
  const connections = createStoreConnections({ profiles, secrets: ports.secrets, sandbox });

  const clients = new Map<number, Promise<ApiClient>>();
  const context: CoreContext = {
    ports,
    db,
    events,
    profiles,
    connections,
    clientFor(profileId) {
      let client = clients.get(profileId);
      if (!client) {
        client = connections
          .resolve(profileId)
          .then((conn) => createApiClient({ fetch: ports.fetch, clock: ports.clock, logger: ports.logger }, conn));
        client.catch(() => clients.delete(profileId));
        clients.set(profileId, client);
      }
      return client;
    },
    forgetClient: (profileId) => void clients.delete(profileId),
    tablesChanged: (...tables) => events.emit('db:changed', { tables }),
  };

  const allowedExternalHosts = () => allowedHostsFrom(profiles.list().map((p) => p.baseUrl));
  const openExternal = async (url: string): Promise<boolean> => {
    if (!options.openExternal || !isAllowedExternalUrl(url, allowedExternalHosts())) return false;
    await options.openExternal(url);
    return true;
  };

  // Each feature adds one line here.
  const features: CoreFeature[] = [
    { handlers: createAppHandlers({ ports, appName: 'Pharmacy Exchange Desk', openExternal }) },
    { handlers: createProfilesHandlers(context) },
    createStocksFeature(context),
    createWebhooksFeature(context),
    createUploadsFeature(context, options.uploads),
    createDictionariesFeature(context),
    createImportFeature(context),
  ];
  const handlers = joinHandlers(...features.map((f) => f.handlers));
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
    allowedExternalHosts,
    async close() {
      for (const feature of features) await feature.close?.();
      await sandbox.close();
      db.close();
    },
  };
}
