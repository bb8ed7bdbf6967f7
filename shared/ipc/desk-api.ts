import type { FileRefInfo } from './channels/upload-intake';
import { isEventChannel, isInvokeChannel, type ChosenFile, type DeskApi } from './contract';
import type { IpcResult } from './result';

/** How a shell carries invokes and events: Electron's ipcRenderer in the preload, HTTP + SSE in the web bridge. */
export interface DeskTransport {
  invoke(channel: string, input: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
  /** Registers a chosen file with the shell (see DeskApi.refFile); absent where the shell cannot. */
  refFile?(file: ChosenFile): Promise<IpcResult<FileRefInfo>>;
}

/**
 * Builds `window.desk` from the contract: exactly `invoke`, `on` and `refFile`, and only for channels the
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
    refFile(file) {
      if (typeof file !== 'object' || file === null) throw new Error('refFile takes a File');
      if (!transport.refFile) {
        return Promise.resolve({
          ok: false,
          error: { code: 'file-invalid', message: 'This shell cannot read files by reference.' },
        });
      }
      return transport.refFile(file);
    },
  };
  return Object.freeze(api);
}
