import { isEventChannel, isInvokeChannel, type DeskApi } from './contract';
import type { IpcResult } from './result';

/** How a shell carries invokes and events: Electron's ipcRenderer in the preload, HTTP + SSE in the web bridge. */
export interface DeskTransport {
  invoke(channel: string, input: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}

/**
 * Builds `window.desk` from the contract: exactly `invoke` and `on`, and only for channels the
 * contract names, so neither the preload nor the web bridge can become an open pipe to main.
 * Both shells call this one function, which keeps their surfaces identical.
 */
export function createDeskApi(transport: DeskTransport): DeskApi {
  const api: DeskApi = {
    invoke(channel, ...args) {
      if (!isInvokeChannel(channel)) throw new Error(`Unknown IPC channel: ${String(channel)}`);
      return transport.invoke(channel, args[0]) as Promise<IpcResult<never>>;
    },
    on(event, listener) {
      if (!isEventChannel(event)) throw new Error(`Unknown IPC event: ${String(event)}`);
      if (typeof listener !== 'function') throw new Error('IPC event listener must be a function');
      return transport.on(event, listener as (payload: unknown) => void);
    },
  };
  return Object.freeze(api);
}
