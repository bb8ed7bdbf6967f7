import { FILE_REF_CHANNEL, type FileRefInfo } from '@shared/ipc/channels/upload-intake';
import type { ChosenFile } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';

/**
 * `window.desk.refFile` in the desktop app: the path of a File the user dropped or chose
 * (Electron's `webUtils.getPathForFile`, passed in so this is tested without Electron) goes to
 * main, which vets and registers it; the page gets only the reference. A File made by script has
 * no path ('' from getPathForFile), so a page cannot invent one.
 */
export function createRefFile(
  getPathForFile: (file: ChosenFile) => string,
  invoke: (channel: string, path: string) => Promise<unknown>,
): (file: ChosenFile) => Promise<IpcResult<FileRefInfo>> {
  return async (file) => {
    let path = '';
    try {
      path = getPathForFile(file);
    } catch {
      // not a File at all: the same answer as one without a path
    }
    if (path === '') {
      return {
        ok: false,
        error: {
          code: 'file-invalid',
          message:
            'This file is not on this PC\'s disk (it was not chosen or dropped from a folder). Choose it with "Choose file".',
          details: { reason: 'no-path' },
        },
      };
    }
    return (await invoke(FILE_REF_CHANNEL, path)) as IpcResult<FileRefInfo>;
  };
}
