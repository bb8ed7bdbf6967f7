import { DeskError } from '../errors';
import type { SandboxEndpoint, SandboxProvider } from './store-connections';

/** For shells started without a Sandbox (some tests): the Sandbox profile answers with a clear error. */
export function noSandbox(): SandboxProvider {
  return {
    ensureStarted: () =>
      Promise.reject(
        new DeskError(
          'not-found',
          'The built-in Sandbox store is not available in this run. Add a real store, or start the app normally.',
          { fault: 'sandbox-unavailable' },
        ),
      ),
    close: async () => undefined,
  };
}

/** Where a sandbox started elsewhere listens and its stores (passed between processes as plain data). */
export interface SandboxAddress {
  baseUrl: string;
  authUrl: string;
  stores: readonly { storeId: string; secret: string }[];
}

/** A sandbox that runs outside core (another process, a test): it outlives core restarts. */
export function externalSandbox(address: SandboxAddress): SandboxProvider {
  const endpoint: SandboxEndpoint = {
    baseUrl: address.baseUrl,
    authUrl: address.authUrl,
    secretFor: (storeId) => address.stores.find((s) => s.storeId.toLowerCase() === storeId.toLowerCase())?.secret,
  };
  return { ensureStarted: async () => endpoint, close: async () => undefined };
}
