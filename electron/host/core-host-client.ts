import { eventContract, isEventChannel, type EventChannel } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import type { CoreHostTransport, LaunchHost } from './core-host-transport';
import { fromHostSchema, type HostInit, type ServiceName } from '@shared/host-protocol/host-messages';
import { defaultRestartPolicy, nextRestartDelay, type RestartPolicy } from './restart-policy';

export type CoreHostState = 'starting' | 'ready' | 'reconnecting' | 'failed' | 'closed';

/** What main (or the web bridge) provides the host: Electron's clipboard and shell live only there. */
export type RouterServices = Partial<Record<ServiceName, (...args: string[]) => Promise<unknown>>>;

export interface CoreHostClientOptions {
  launch: LaunchHost;
  init: HostInit;
  services?: RouterServices;
  policy?: Partial<RestartPolicy>;
  /** Where the router logs host exits and restarts (never payloads). */
  log?: (message: string) => void;
}

/** The router's handle on core: checked invokes forwarded, events relayed, restarts handled. */
export interface CoreHostClient {
  invoke(channel: string, input: unknown): Promise<IpcResult<unknown>>;
  /** Contract events from core, and the router's own `core:state`. Returns the unsubscribe function. */
  onEvent(listener: (event: EventChannel, payload: unknown) => void): () => void;
  state(): CoreHostState;
  /** Resolves when the host is ready (or rejects when it could not start at all). */
  ready(): Promise<void>;
  /** The running host's process id (tests kill it to prove recovery). */
  pid(): number | undefined;
  close(): Promise<void>;
}

interface Pending {
  channel: string;
  input: unknown;
  resolve: (result: IpcResult<unknown>) => void;
  timer?: NodeJS.Timeout;
}

const unavailable = (reason: string, message: string): IpcResult<unknown> => ({
  ok: false,
  error: { code: 'core-unavailable', message, details: { reason } },
});

/**
 * Starts the core host and keeps it running. An invoke made while the host (re)starts waits up
 * to `invokeWaitMs`; an invoke in flight when the host dies fails with `core-unavailable`
 * (its work may or may not have happened: the upload ledger records what is known).
 */
export function startCoreHost(options: CoreHostClientOptions): CoreHostClient {
  const policy = { ...defaultRestartPolicy, ...options.policy };
  const log = options.log ?? (() => undefined);
  const listeners = new Set<(event: EventChannel, payload: unknown) => void>();
  const inFlight = new Map<number, Pending>();
  const waiting = new Set<Pending>();
  const restartTimes: number[] = [];
  let nextId = 1;
  let state: CoreHostState = 'starting';
  let transport: CoreHostTransport | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let firstReady: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const readyOnce = new Promise<void>((resolve, reject) => (firstReady = { resolve, reject }));
  readyOnce.catch(() => undefined);
  let closed: (() => void) | undefined;

  const emit = (event: EventChannel, payload: unknown) => {
    for (const listener of listeners) listener(event, payload);
  };
  const setState = (next: CoreHostState, reason: string | null) => {
    state = next;
    if (next === 'ready' || next === 'reconnecting' || next === 'failed') {
      emit('core:state', eventContract['core:state'].parse({ state: next, restarts: restartTimes.length, reason }));
    }
  };

  const send = (id: number, pending: Pending) => {
    inFlight.set(id, pending);
    transport!.send({ type: 'invoke', id, channel: pending.channel, input: pending.input });
  };

  const flushWaiting = () => {
    for (const pending of waiting) {
      clearTimeout(pending.timer);
      send(nextId++, pending);
    }
    waiting.clear();
  };

  const failAll = (result: () => IpcResult<unknown>) => {
    for (const pending of inFlight.values()) pending.resolve(result());
    inFlight.clear();
  };

  async function serve(host: CoreHostTransport, id: number, name: ServiceName, args: string[]) {
    const service = options.services?.[name];
    try {
      if (!service) throw new Error(`The router offers no ${name}`);
      host.send({ type: 'service-result', id, ok: true, value: await service(...args) });
    } catch (error) {
      host.send({ type: 'service-result', id, ok: false, error: (error as Error).message });
    }
  }

  function onMessage(host: CoreHostTransport, raw: unknown) {
    if (host !== transport) return;
    const parsed = fromHostSchema.safeParse(raw);
    if (!parsed.success) return log(`core host sent an unreadable message: ${parsed.error.message}`);
    const message = parsed.data;
    switch (message.type) {
      case 'ready':
        setState('ready', null);
        firstReady?.resolve();
        flushWaiting();
        return;
      case 'result': {
        const pending = inFlight.get(message.id);
        inFlight.delete(message.id);
        pending?.resolve(message.result as IpcResult<unknown>);
        return;
      }
      case 'event': {
        // The payload was parsed by core's event bus before it left (core/events.ts): the one
        // parse. Here only the name is checked, so nothing but a contract event reaches a shell.
        if (!isEventChannel(message.event)) return log(`core host sent an unknown event ${message.event}`);
        emit(message.event, message.payload);
        return;
      }
      case 'service':
        void serve(host, message.id, message.name, message.args);
        return;
      case 'fatal':
        log(`core host failed: ${message.message}`);
        return;
      case 'closed':
        return;
    }
  }

  function onExit(host: CoreHostTransport, code: number | null) {
    if (host !== transport) return;
    transport = undefined;
    if (state === 'closed') {
      failAll(() => unavailable('closed', 'The app is closing.'));
      closed?.();
      return;
    }
    log(`core host (pid ${host.pid}) exited with code ${code}`);
    failAll(() =>
      unavailable(
        'exited-during-request',
        'The app core stopped while handling this request and is restarting. Check the result before repeating it.',
      ),
    );
    const delay = nextRestartDelay(policy, restartTimes, Date.now());
    if (delay === null) {
      const reason = `The app core stopped ${policy.maxRestarts} times within ${Math.round(policy.windowMs / 1000)} s; restart the app (details in the log).`;
      setState('failed', reason);
      firstReady?.reject(new Error(reason));
      for (const pending of waiting) {
        clearTimeout(pending.timer);
        pending.resolve(unavailable('gave-up', reason));
      }
      waiting.clear();
      return;
    }
    restartTimes.push(Date.now());
    setState('reconnecting', `exit code ${code}`);
    restartTimer = setTimeout(launch, delay);
  }

  function launch() {
    const host = options.launch();
    transport = host;
    host.onMessage((message) => onMessage(host, message));
    host.onExit((code) => onExit(host, code));
    host.send({ type: 'init', init: options.init });
  }

  launch();

  return {
    invoke(channel, input) {
      return new Promise((resolve) => {
        const pending: Pending = { channel, input, resolve };
        if (state === 'ready' && transport) return send(nextId++, pending);
        if (state === 'failed' || state === 'closed') {
          return resolve(unavailable(state === 'failed' ? 'gave-up' : 'closed', 'The app core is not running.'));
        }
        pending.timer = setTimeout(() => {
          waiting.delete(pending);
          resolve(unavailable('restart-timeout', 'The app core did not come back in time; try again in a moment.'));
        }, policy.invokeWaitMs);
        waiting.add(pending);
      });
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    ready: () => readyOnce,
    pid: () => transport?.pid,
    async close() {
      if (state === 'closed') return;
      state = 'closed';
      clearTimeout(restartTimer);
      for (const pending of waiting) {
        clearTimeout(pending.timer);
        pending.resolve(unavailable('closed', 'The app is closing.'));
      }
      waiting.clear();
      const host = transport;
      if (!host) return;
      // Core closes cleanly (trackers stop, the ledger and SQLite flush); a host that hangs is killed.
      await new Promise<void>((resolve) => {
        closed = resolve;
        const timer = setTimeout(() => host.kill(), 15_000);
        timer.unref();
        host.send({ type: 'close' });
      });
    },
  };
}
