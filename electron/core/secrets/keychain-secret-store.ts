import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring';
import { guidSchema } from '@shared/protocol/common';
import { DeskError } from '../errors';
import type { SecretStore } from '../ports';
import { toKeychainError, type KeychainAction } from './keychain-errors';

/** The keychain service name every store secret is filed under. */
export const KEYCHAIN_SERVICE = 'pharmacy-exchange-desk';

export interface KeychainSecretStoreOptions {
  /** Service name; tests may isolate themselves with their own. Default `pharmacy-exchange-desk`. */
  service?: string;
  /** Only picks the wording of error hints. Default `process.platform`. */
  platform?: NodeJS.Platform;
}

/**
 * The SecretStore port on the OS keychain (macOS Keychain, Windows Credential Manager, Linux
 * Secret Service) through @napi-rs/keyring's async entries, so the main process never blocks
 * on a keychain prompt. One item per store: service `pharmacy-exchange-desk`, account = the
 * store GUID in lower case. On Linux the entry is pinned to Secret Service: without one the
 * call fails (`keychain-unavailable`) instead of silently using the non-persistent kernel keyring.
 */
export function createKeychainSecretStore(options: KeychainSecretStoreOptions = {}): SecretStore {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const platform = options.platform ?? process.platform;
  // Accepted on every platform, used only on Linux.
  const entryOptions: EntryOptions = { linux: { store: 'secret-service' } };

  const run = async <T>(
    account: string,
    action: KeychainAction,
    use: (entry: AsyncEntry) => Promise<T>,
  ): Promise<T> => {
    const key = accountFor(account);
    try {
      // The constructor connects to the keychain (D-Bus on Linux) and throws when there is none.
      return await use(new AsyncEntry(service, key, entryOptions));
    } catch (error) {
      throw toKeychainError(error, action, key, platform);
    }
  };

  return {
    // An absent item resolves null; a locked keychain holding the item rejects (keychain-locked).
    get: (account) => run(account, 'read', (entry) => entry.getPassword()).then((secret) => secret ?? null),
    async set(account, secret) {
      if (typeof secret !== 'string' || secret.length === 0) {
        throw new DeskError(
          'invalid-input',
          `The secret for store ${accountFor(account)} is empty; paste the secret the operator gave you.`,
        );
      }
      await run(account, 'save', (entry) => entry.setPassword(secret));
    },
    delete: (account) => run(account, 'delete', (entry) => entry.deleteCredential()),
  };
}

/** The keychain account of a store: its GUID, lower-cased, so `ABC…` and `abc…` are one item. */
export function accountFor(storeId: string): string {
  const normalized = String(storeId).trim().toLowerCase();
  if (!guidSchema.safeParse(normalized).success) {
    throw new DeskError(
      'invalid-input',
      `"${storeId}" is not a store GUID; a keychain item is filed under the store's GUID.`,
    );
  }
  return normalized;
}
