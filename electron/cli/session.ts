import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventChannel, EventPayload, InvokeChannel, InvokeInput, InvokeOutput } from '@shared/ipc/contract';
import { createDeskCore, type DeskCore, type DeskCoreOptions } from '../core/desk-core';
import { dispatchInvoke } from '../core/ipc/dispatch';
import { createFileLogger } from '../core/logging/file-logger';
import { createNodePorts } from '../core/node-ports';
import { createLazySandbox } from '../sandbox/lazy-sandbox';
import type { CliIo } from './cli-io';
import { CliError, IpcFailure } from './cli-error';
import { ExitCode } from './exit-codes';
import type { Output } from './output';
import type { CliStrings } from './strings/cli-strings';

/** The version of the app the CLI belongs to (package.json next to the sources). */
export function appVersion(): string {
  try {
    const file = join(import.meta.dirname, '..', '..', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * One CLI run's access to core: the same core the desktop app runs (createDeskCore over Node
 * ports), reached through the contract's channels with the same dispatcher the app uses, so
 * the CLI and the UI cannot diverge. Core is opened on first use and closed at the end.
 */
export interface Session {
  readonly io: CliIo;
  readonly t: CliStrings;
  readonly out: Output;
  readonly dataDir: string;
  /** The core, opened on first use (SQLite in the data folder, the OS keychain, the embedded sandbox). */
  core(): DeskCore;
  /** Invokes a contract channel; an error result is thrown as IpcFailure. */
  invoke<C extends InvokeChannel>(channel: C, input: InvokeInput<C>): Promise<InvokeOutput<C>>;
  /**
   * Resolves with the first non-undefined value of `check`, which runs now and again on every
   * event named in `events` (and every few seconds, in case an event was missed). Rejects with
   * the interrupted error on Ctrl+C, or with `onTimeout()`'s error when `timeoutMs` runs out.
   */
  waitFor<T, E extends EventChannel>(options: {
    events: readonly E[];
    check: (payload?: EventPayload<E>) => Promise<T | undefined> | T | undefined;
    timeoutMs?: number;
    onTimeout?: () => Error;
    /** Stops waiting (the promise rejects with the interrupted error). */
    cancel?: AbortSignal;
  }): Promise<T>;
  close(): Promise<void>;
}

export interface SessionOptions {
  io: CliIo;
  t: CliStrings;
  out: Output;
  dataDir: string;
  /** Test tuning of core (the embedded sandbox's delays); the CLI itself passes none. */
  coreOptions?: DeskCoreOptions;
}

/** How often waitFor re-checks without an event. */
const RECHECK_MS = 5_000;

export function createSession(options: SessionOptions): Session {
  const { io, t, out, dataDir } = options;
  let core: DeskCore | undefined;
  let closing: Promise<void> | undefined;

  const interrupted = () => new CliError(ExitCode.interrupted, 'interrupted', t.common.interrupted);
  // Ctrl+C closes core at once, as quitting the app does: an upload in flight is recorded in the
  // ledger as what is known (sent or not, outcome unknown), held changes are cancelled, tracking stops.
  io.signal.addEventListener('abort', () => void session.close(), { once: true });

  const session: Session = {
    io,
    t,
    out,
    dataDir,
    core() {
      if (closing) throw interrupted();
      if (!core) {
        const ports = createNodePorts({ dataDir, shell: 'cli', appVersion: appVersion() });
        // The CLI logs to its own file next to the app's (logs/cli.log), redacted the same way.
        core = createDeskCore(
          { ...ports, logger: createFileLogger({ dir: ports.paths.logDir, name: 'cli' }) },
          // The Sandbox store's emulator is loaded only when a command uses it.
          { sandbox: createLazySandbox(), ...options.coreOptions },
        );
      }
      return core;
    },
    async invoke(channel, input) {
      const result = await dispatchInvoke(session.core().handlers, channel, input);
      if (!result.ok) throw new IpcFailure(channel, result.error);
      return result.data as InvokeOutput<typeof channel>;
    },
    waitFor({ events, check, timeoutMs, onTimeout, cancel }) {
      type T = Awaited<ReturnType<typeof check>>;
      return new Promise<NonNullable<T>>((resolve, reject) => {
        let finished = false;
        let running = Promise.resolve();
        const timers: NodeJS.Timeout[] = [];
        const finish = (fn: () => void) => {
          if (finished) return;
          finished = true;
          unsubscribe();
          timers.forEach(clearTimeout);
          clearInterval(recheck);
          io.signal.removeEventListener('abort', onAbort);
          cancel?.removeEventListener('abort', onAbort);
          fn();
        };
        const run = (payload?: unknown) => {
          // One check at a time, in order: the ledger is read after each event.
          running = running.then(async () => {
            if (finished) return;
            try {
              const value = await check(payload as never);
              if (value !== undefined) finish(() => resolve(value as NonNullable<T>));
            } catch (error) {
              finish(() => reject(error));
            }
          });
        };
        const unsubscribe = session.core().events.onAny((event, payload) => {
          if ((events as readonly string[]).includes(event)) run(payload);
        });
        const onAbort = () => finish(() => reject(interrupted()));
        if (io.signal.aborted || cancel?.aborted) return onAbort();
        io.signal.addEventListener('abort', onAbort, { once: true });
        cancel?.addEventListener('abort', onAbort, { once: true });
        const recheck = setInterval(() => run(), RECHECK_MS);
        if (timeoutMs !== undefined) {
          timers.push(setTimeout(() => finish(() => reject(onTimeout ? onTimeout() : interrupted())), timeoutMs));
        }
        run();
      });
    },
    close() {
      closing ??= (async () => {
        const opened = core;
        core = undefined;
        if (opened) await opened.close();
      })();
      return closing;
    },
  };
  return session;
}
