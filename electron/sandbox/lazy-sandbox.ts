import type { SandboxOptions } from './sandbox-options';
import type { RunningSandbox } from './start-sandbox';

/** What core's SandboxProvider port asks for (structurally; the sandbox does not import core). */
export interface LazySandbox {
  ensureStarted(): Promise<{ baseUrl: string; authUrl: string; secretFor(storeId: string): string | undefined }>;
  close(): Promise<void>;
}

/**
 * The embedded sandbox for a composition root (core host, CLI): the emulator's code (fastify,
 * dictionaries) is imported only when a Sandbox store is first used, started once even under
 * concurrent first calls on a random loopback port, and stopped with the app.
 */
export function createLazySandbox(options: SandboxOptions = {}): LazySandbox {
  let running: Promise<RunningSandbox> | undefined;
  return {
    async ensureStarted() {
      running ??= import('./start-sandbox').then(({ startSandbox }) => startSandbox(options));
      let sandbox: RunningSandbox;
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
