import { startSandbox } from '../sandbox/start-sandbox';
import type { EmbeddedSandbox } from './profiles/store-connections';

/**
 * Starts the embedded sandbox on a random loopback port the first time a Sandbox store is used,
 * once even under concurrent first calls, and stops it with the app.
 */
export function createSandboxRunner(options: Parameters<typeof startSandbox>[0] = {}): EmbeddedSandbox & { close(): Promise<void> } {
  let running: ReturnType<typeof startSandbox> | undefined;
  return {
    async ensureStarted() {
      running ??= startSandbox(options);
      const sandbox = await running;
      return {
        baseUrl: sandbox.baseUrl,
        authUrl: sandbox.authUrl,
        secretFor: (storeId: string) => sandbox.stores.find((s) => s.storeId.toLowerCase() === storeId.toLowerCase())?.secret,
      };
    },
    async close() {
      if (running) await (await running).close();
    },
  };
}
