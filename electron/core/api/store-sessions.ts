import type { StoreConnections } from '../profiles/store-connections';
import { createApiClientOn } from './api-client';
import type { ApiClient, ApiClientDeps } from './api-types';
import { createStoreSession, type StoreSession } from './store-session';

/** One session (one token manager) and one API client per store profile, made on first use. */
export interface StoreSessions {
  sessionFor(profileId: number): Promise<StoreSession>;
  clientFor(profileId: number): Promise<ApiClient>;
  /** The session already made for a profile, if any: never makes one (no sandbox start, no keychain). */
  existingSession(profileId: number): Promise<StoreSession> | undefined;
  /** Forgets the profile's session, client and token (its address or secret changed, or it was removed). */
  forget(profileId: number): void;
}

export function createStoreSessions(connections: StoreConnections, deps: ApiClientDeps): StoreSessions {
  const sessions = new Map<number, Promise<StoreSession>>();
  const clients = new Map<number, Promise<ApiClient>>();

  const sessionFor = (profileId: number): Promise<StoreSession> => {
    let session = sessions.get(profileId);
    if (!session) {
      session = connections.resolve(profileId).then((conn) => createStoreSession(deps, conn));
      // A failed resolve (no secret yet, bad address) is not cached: the next call tries again.
      session.catch(() => {
        if (sessions.get(profileId) === session) sessions.delete(profileId);
      });
      sessions.set(profileId, session);
    }
    return session;
  };

  return {
    sessionFor,
    clientFor(profileId) {
      let client = clients.get(profileId);
      if (!client) {
        client = sessionFor(profileId).then(createApiClientOn);
        client.catch(() => {
          if (clients.get(profileId) === client) clients.delete(profileId);
        });
        clients.set(profileId, client);
      }
      return client;
    },
    existingSession: (profileId) => sessions.get(profileId),
    forget(profileId) {
      sessions.delete(profileId);
      clients.delete(profileId);
    },
  };
}
