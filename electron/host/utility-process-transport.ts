import type { CoreHostTransport, LaunchHost } from './core-host-transport';
import { withHostMallocTunables } from './host-malloc-env';

/** The parts of Electron's UtilityProcess we use (so a stand-in can replace it in plain Node). */
export interface UtilityProcessLike {
  readonly pid: number | undefined;
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

/** Electron's `utilityProcess` module, or a stand-in with the same `fork`. */
export interface UtilityProcessApi {
  fork(
    modulePath: string,
    args?: string[],
    options?: { serviceName?: string; stdio?: 'inherit' | 'pipe' | 'ignore'; env?: NodeJS.ProcessEnv },
  ): UtilityProcessLike;
}

/**
 * Launches the core host as an Electron utility process: a Node process under Chromium's
 * service model, with `net` (system proxy, PAC, OS certificates) and `process.parentPort`.
 * Messages are structured clones; Electron queues them until the child has started.
 */
export function utilityHostLauncher(
  utilityProcess: UtilityProcessApi,
  options: { modulePath: string; serviceName?: string; env?: NodeJS.ProcessEnv },
): LaunchHost {
  return () => {
    const child = utilityProcess.fork(options.modulePath, [], {
      serviceName: options.serviceName ?? 'Pharmacy Exchange Desk core',
      stdio: 'inherit',
      // Electron passes the router's environment when none is given; the host's malloc settings join it.
      env: withHostMallocTunables(options.env ?? process.env),
    });
    let exited = false;
    child.on('exit', () => (exited = true));
    const transport: CoreHostTransport = {
      get pid() {
        return child.pid;
      },
      send(message) {
        if (!exited) child.postMessage(message);
      },
      onMessage: (listener) => void child.on('message', listener),
      onExit: (listener) => void child.on('exit', (code) => listener(code)),
      kill: () => void child.kill(),
    };
    return transport;
  };
}
