import type { DbTable } from '@shared/ipc/channels/app';
import type { ApiClient } from './api/api-client';
import type { StoreSession } from './api/store-session';
import type { Db } from './db/open-database';
import type { EventBus } from './events';
import type { ScreenCaches } from './memory/screen-caches';
import type { PartialHandlerMap } from './ipc/dispatch';
import type { CorePorts } from './ports';
import type { ProfilesRepo } from './profiles/profiles-repo';
import type { StoreConnections } from './profiles/store-connections';

/** What every feature of core gets: the ports, the database, the event outbox and the way to reach a store. */
export interface CoreContext {
  ports: CorePorts;
  db: Db;
  events: EventBus;
  profiles: ProfilesRepo;
  connections: StoreConnections;
  /** One API client per store profile, created on first use, on the store's session. */
  clientFor(profileId: number): Promise<ApiClient>;
  /** The store's session: its one token manager, shared by the API client and the dictionary reader. */
  sessionFor(profileId: number): Promise<StoreSession>;
  /** Drops the cached session, client and token after a profile's address or secret changed. */
  forgetClient(profileId: number): void;
  /** Tells the renderer which tables changed, so it refetches exactly those queries. */
  tablesChanged(...tables: DbTable[]): void;
  /** What core holds for each screen, released a while after that screen was left. */
  caches: ScreenCaches;
}

/** A feature of core: its contract handlers, plus optional start-up work (e.g. resuming) and shutdown. */
export interface CoreFeature {
  handlers: PartialHandlerMap;
  start?(): void | Promise<void>;
  close?(): void | Promise<void>;
}
