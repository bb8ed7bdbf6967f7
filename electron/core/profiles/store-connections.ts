import { DeskError } from '../errors';
import type { SecretStore } from '../ports';
import type { ProfilesRepo } from './profiles-repo';

/** Everything the API client needs to reach one store; the secret is fetched only when a token is needed. */
export interface StoreConnection {
  profileId: number;
  storeId: string;
  baseUrl: string;
  authUrl: string;
  isSandbox: boolean;
  getSecret(): Promise<string>;
}

/** Where a running sandbox answers, and the passwords of the stores it serves. */
export interface SandboxEndpoint {
  baseUrl: string;
  authUrl: string;
  secretFor(storeId: string): string | undefined;
}

/** The embedded operator emulator behind the built-in Sandbox profile, started on first use. */
export interface EmbeddedSandbox {
  ensureStarted(): Promise<SandboxEndpoint>;
}

/**
 * The port through which a composition root (core host, CLI, tests) gives core its Sandbox:
 * the emulator loaded lazily, or one already running elsewhere. Core never imports the sandbox.
 */
export interface SandboxProvider extends EmbeddedSandbox {
  close(): Promise<void>;
}

/** Resolves store profiles to connections: real stores read their secret from the keychain, the Sandbox from the emulator. */
export interface StoreConnections {
  resolve(profileId: number): Promise<StoreConnection>;
}

export function createStoreConnections(deps: {
  profiles: ProfilesRepo;
  secrets: SecretStore;
  sandbox: EmbeddedSandbox;
}): StoreConnections {
  return {
    async resolve(profileId) {
      const profile = deps.profiles.require(profileId);
      if (profile.isSandbox) {
        const sandbox = await deps.sandbox.ensureStarted();
        return {
          profileId,
          storeId: profile.storeId,
          baseUrl: sandbox.baseUrl,
          authUrl: sandbox.authUrl,
          isSandbox: true,
          getSecret: async () => {
            const secret = sandbox.secretFor(profile.storeId);
            if (!secret)
              throw new DeskError('invalid-client', `The sandbox does not know store ${profile.storeId}`, {
                storeId: profile.storeId,
              });
            return secret;
          },
        };
      }
      return {
        profileId,
        storeId: profile.storeId,
        baseUrl: profile.baseUrl,
        authUrl: profile.authUrl,
        isSandbox: false,
        getSecret: async () => {
          const secret = await deps.secrets.get(profile.storeId.toLowerCase());
          if (secret === null) {
            throw new DeskError(
              'secret-missing',
              `No password is stored for store ${profile.storeId}. Enter it in the store's settings.`,
              {
                storeId: profile.storeId,
                name: profile.name,
              },
            );
          }
          return secret;
        },
      };
    },
  };
}
