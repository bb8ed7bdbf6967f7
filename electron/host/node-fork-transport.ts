import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { resolve } from 'node:path';
import type { CoreHostTransport, LaunchHost } from './core-host-transport';
import { withHostMallocTunables } from './host-malloc-env';

/** The host's entry when running from sources (web bridge, tests, benches). */
export const NODE_HOST_ENTRY = resolve(import.meta.dirname, '../core-host/node-host-entry.ts');

export interface NodeHostOptions {
  /** Module to run (default: the TypeScript entry, through tsx). */
  entry?: string;
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
  /** Niceness of the host (default 10): on a busy machine the router, which answers the UI, runs first. */
  niceness?: number;
}

/** Background work yields the CPU to the process that answers the window. */
export const HOST_NICENESS = 10;

/** Best effort: a platform that refuses leaves the host at normal priority. */
export function lowerPriority(pid: number | undefined, niceness: number): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, niceness);
  } catch {
    // not permitted here: the host simply competes as an equal
  }
}

/**
 * Launches the core host with Node's child_process.fork. `serialization: 'advanced'` makes the
 * IPC channel use structured clone, as Electron's utilityProcess does, so both transports carry
 * the same values (Uint8Array, Date, Map).
 */
export function nodeHostLauncher(options: NodeHostOptions = {}): LaunchHost {
  const entry = options.entry ?? NODE_HOST_ENTRY;
  const execArgv = options.execArgv ?? (entry.endsWith('.ts') ? ['--import', 'tsx'] : []);
  return () => {
    const child = fork(entry, [], {
      execArgv,
      env: withHostMallocTunables(options.env ?? process.env),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    lowerPriority(child.pid, options.niceness ?? HOST_NICENESS);
    const transport: CoreHostTransport = {
      get pid() {
        return child.pid;
      },
      send(message) {
        // A message to a host that just died is lost; the exit handler fails what was waiting.
        if (child.connected) child.send(message as object, (error) => void error);
      },
      onMessage: (listener) => void child.on('message', listener),
      onExit(listener) {
        let done = false;
        const once = (code: number | null) => {
          if (done) return;
          done = true;
          listener(code);
        };
        child.once('exit', (code) => once(code));
        child.once('error', () => once(null));
      },
      kill: () => void child.kill('SIGKILL'),
    };
    return transport;
  };
}
