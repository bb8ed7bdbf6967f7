import { startSandbox } from '../sandbox/start-sandbox';
import type { EmbeddedSandbox } from './profiles/store-connections';

/**
 * Starts the embedded sandbox on a random loopback port the first time a Sandbox store is used,
 * once even under concurrent first calls, and stops it with the app.
 */
export function createSandboxRunner(
  options: Parameters<typeof startSandbox>[0] = {},
): EmbeddedSandbox & { close(): Promise<void> } {
  let running: ReturnType<typeof startSandbox> | undefined;
  return {
    async ensureStarted() {
      running ??= startSandbox(options);
      let sandbox: Awaited<ReturnType<typeof startSandbox>>;
      try {
        sandbox = await running;
      } catch (error) {
        running = undefined; // let the next use try again
        throw error;
      }
      return {
        baseUrl: sandbox.baseUrl,
        authUrl: sandbox.authUrl,
        secretFor: (storeId: string) =>
          sandbox.stores.find((s) => s.storeId.toLowerCase() === storeId.toLowerCase())?.secret,
      };
    },
    async close() {
      // A sandbox that failed to start has nothing to stop; its error was already reported to the caller.
      const sandbox = await running?.catch(() => undefined);
      await sandbox?.close();
    },
  };
}
