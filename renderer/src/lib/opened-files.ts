import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';
import { createMailbox } from './screen-mailbox';

/** Which screen reads a file the OS handed over: stock packages on Uploads, tables on Import. */
export type OpenedFileScreen = 'uploads' | 'import';

/** JSON (and .txt, as packages are sometimes saved) is a package to check; tables are imported. */
export function screenForFile(fileName: string): OpenedFileScreen {
  return /\.(json|txt)$/i.test(fileName) ? 'uploads' : 'import';
}

// A file that arrived ("Open with", a second launch) before its screen was mounted waits here.
const files = createMailbox<OpenedFileScreen, FileRefInfo>();

/** Hands a file (already vetted and registered by main) to its screen, now or when it mounts. */
export function deliverOpenedFile(file: FileRefInfo): OpenedFileScreen {
  const screen = screenForFile(file.fileName);
  files.deliver(screen, file);
  return screen;
}

/** A screen takes the files opened from the OS (the latest waiting one first). */
export const useOpenedFiles = files.useMailbox;
