import type { IpcMainInvokeEvent } from 'electron';
import { invokeChannelNames } from '../../../shared/ipc/contract';
import type { IpcResult } from '../../../shared/ipc/result';
import { dispatchInvoke, type HandlerMap } from '../../core/ipc/dispatch';
import { isTrustedSender } from './sender-check';

/** The one ipcMain method we use, so a test can record the bindings without Electron. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>,
  ): void;
}

/**
 * Binds every contract channel to its core handler. Each invoke is checked for its sender
 * before the input is even parsed; a refused sender gets `forbidden-sender` and core is not called.
 */
export function bindContract(ipcMain: IpcMainLike, handlers: HandlerMap, appOrigin: string): void {
  for (const channel of invokeChannelNames) {
    ipcMain.handle(channel, async (event, input) => {
      if (!isTrustedSender(event, appOrigin)) {
        return {
          ok: false,
          error: { code: 'forbidden-sender', message: `Refused ${channel} from an untrusted sender` },
        };
      }
      return dispatchInvoke(handlers, channel, input);
    });
  }
}
