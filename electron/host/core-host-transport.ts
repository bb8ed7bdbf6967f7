/**
 * One running core host process, as the router sees it. Two implementations: Electron's
 * utilityProcess (the desktop app) and Node's child_process.fork (web bridge, tests, benches).
 */
export interface CoreHostTransport {
  /** The host's process id, once known (for logs and for tests that kill it). */
  readonly pid: number | undefined;
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Called once when the process ends, whatever the reason. */
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** Starts a fresh host process; called again for every restart. */
export type LaunchHost = () => CoreHostTransport;
