import { FILE_REF_CHANNEL, type FileRefInfo } from '@shared/ipc/channels/upload-intake';
import type { IpcResult } from '@shared/ipc/result';
import { FileRefRefused, type FileRefs } from '@host/file-refs';
import type { IpcMainLike } from './bind-contract';
import { isTrustedSender } from './sender-check';

/**
 * Binds the preload's private channel (the path of a File the user dropped or chose, taken with
 * `webUtils.getPathForFile`; the page only ever calls `window.desk.refFile(file)` and gets an
 * opaque reference back): sender check (our live main frame), then the register's vetting
 * (an absolute path to an existing regular file with an extension the app reads, outside the
 * app's data). A refusal is a `file-invalid` result whose message says what to do.
 */
export function bindFileRefChannel(ipcMain: IpcMainLike, refs: FileRefs, appOrigin: string): void {
  ipcMain.handle(FILE_REF_CHANNEL, async (event, path): Promise<IpcResult<FileRefInfo>> => {
    if (!isTrustedSender(event, appOrigin)) {
      return {
        ok: false,
        error: { code: 'forbidden-sender', message: `Refused ${FILE_REF_CHANNEL} from an untrusted sender` },
      };
    }
    try {
      return { ok: true, data: await refs.register(String(path)) };
    } catch (error) {
      if (error instanceof FileRefRefused)
        return {
          ok: false,
          error: {
            code: 'file-invalid',
            message: error.message,
            // The name (not the path) fills the sentence the screen words from the reason.
            details: { reason: error.reason, fileName: String(path).split(/[\\/]/).pop() ?? '' },
          },
        };
      return {
        ok: false,
        error: {
          code: 'file-invalid',
          message: 'The file could not be opened. Choose it again.',
          details: { fault: 'not-opened' },
        },
      };
    }
  });
}
