import type { IpcMainInvokeEvent } from 'electron';
import { invokeChannelNames, type InvokeChannel } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { isTrustedSender } from './sender-check';

/** Forwards a checked invoke to core (in the core host process) and returns its result. */
export type ForwardInvoke = (channel: InvokeChannel, input: unknown) => Promise<IpcResult<unknown>>;

/** The one ipcMain method we use, so a test can record the bindings without Electron. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>,
  ): void;
}

/**
 * Binds every contract channel to core. Each invoke is checked for its sender before it goes
 * anywhere; a refused sender gets `forbidden-sender` and core is not called. Core parses the input.
 */
export function bindContract(ipcMain: IpcMainLike, forward: ForwardInvoke, appOrigin: string): void {
  for (const channel of invokeChannelNames) {
    ipcMain.handle(channel, async (event, input) => {
      if (!isTrustedSender(event, appOrigin)) {
        return {
          ok: false,
          error: { code: 'forbidden-sender', message: `Refused ${channel} from an untrusted sender` },
        };
      }
      return forward(channel, input);
    });
  }
}
