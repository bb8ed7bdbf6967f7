import type { EventChannel } from '@shared/ipc/contract';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { createStoreSessions } from '@core/api/store-sessions';
import type { CoreContext } from '@core/core-context';
import { createEventBus } from '@core/events';
import { createScreenCaches } from '@core/memory/screen-caches';
import { systemClock, type Clock, type CorePorts } from '@core/ports';
import { createProfilesRepo } from '@core/profiles/profiles-repo';
import { createStoreConnections } from '@core/profiles/store-connections';
import { openTempDb, quietLogger } from './dict-test-kit';

/** An event core emitted, as a test sees it. */
export interface SeenEvent {
  event: EventChannel;
  payload: unknown;
}

/**
 * A CoreContext on a temp database whose built-in Sandbox profile points at a running sandbox:
 * the real profiles, connections, event bus and API client, without the OS keychain.
 */
export function createTestContext(sandbox: RunningSandbox, clock: Clock = systemClock) {
  const temp = openTempDb();
  const events = createEventBus();
  const seen: SeenEvent[] = [];
  events.onAny((event, payload) => seen.push({ event, payload }));
  const profiles = createProfilesRepo(temp.db, () => clock.now());
  const profile = profiles.ensureSandboxProfile(sandbox.stores[0]!.storeId, 'Песочница');
  const ports: CorePorts = {
    paths: { dataDir: temp.dir, logDir: temp.dir },
    secrets: { get: async () => null, set: async () => undefined, delete: async () => false },
    fetch: (input, init) => fetch(input, init),
    clock,
    logger: quietLogger,
    shell: 'cli',
    appVersion: '0.0.0-test',
  };
  const connections = createStoreConnections({
    profiles,
    secrets: ports.secrets,
    sandbox: {
      ensureStarted: async () => ({
        baseUrl: sandbox.baseUrl,
        authUrl: sandbox.authUrl,
        secretFor: (id) => sandbox.stores.find((s) => s.storeId.toLowerCase() === id.toLowerCase())?.secret,
      }),
    },
  });
  const stores = createStoreSessions(connections, {
    fetch: ports.fetch,
    clock,
    logger: quietLogger,
    policy: { baseDelayMs: 5, maxDelayMs: 20 },
  });
  const ctx: CoreContext = {
    ports,
    db: temp.db,
    events,
    profiles,
    connections,
    clientFor: stores.clientFor,
    sessionFor: stores.sessionFor,
    forgetClient: stores.forget,
    tablesChanged: (...tables) => events.emit('db:changed', { tables }),
    caches: createScreenCaches({ giveBack: () => undefined }),
  };
  /** Resolves with the first event (seen already or to come) that `match` accepts. */
  const waitFor = (match: (e: SeenEvent) => boolean, timeoutMs = 20_000): Promise<SeenEvent> =>
    new Promise((resolve, reject) => {
      const found = seen.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        off();
        reject(new Error('timed out waiting for an event'));
      }, timeoutMs);
      const off = events.onAny((event, payload) => {
        if (match({ event, payload })) {
          clearTimeout(timer);
          off();
          resolve({ event, payload });
        }
      });
    });
  return { ctx, temp, profile, seen, waitFor };
}
