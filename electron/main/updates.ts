import { dialog, type BrowserWindow } from 'electron';
import { autoUpdater } from 'electron-updater';
import { createUpdateController, type UpdateController } from './desktop/update-controller';
import type { DesktopStrings } from './desktop/desktop-strings';

/** electron-updater behind the update policy (desktop/update-controller.ts holds the logic). */
export function startUpdates(options: {
  feedUrl: string | null;
  uploadInProgress: () => boolean;
  strings: () => DesktopStrings;
  window: () => BrowserWindow | undefined;
  log: (message: string) => void;
}): UpdateController {
  autoUpdater.logger = null;
  const controller = createUpdateController({
    updater: autoUpdater,
    feedUrl: options.feedUrl,
    uploadInProgress: options.uploadInProgress,
    log: options.log,
    askToInstall: async (version) => {
      const s = options.strings();
      const box = {
        type: 'question' as const,
        title: s.updateTitle,
        message: s.updateMessage(version),
        detail: s.updateDetail,
        buttons: [s.updateInstall, s.updateLater],
        defaultId: 0,
        cancelId: 1,
      };
      const win = options.window();
      const { response } = win ? await dialog.showMessageBox(win, box) : await dialog.showMessageBox(box);
      return response === 0;
    },
  });
  controller.start();
  return controller;
}
