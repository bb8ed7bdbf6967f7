import { useEffect } from 'react';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';

/** Which screen reads a file the OS handed over: stock packages on Uploads, tables on Import. */
export type OpenedFileScreen = 'uploads' | 'import';

/** JSON (and .txt, as packages are sometimes saved) is a package to check; tables are imported. */
export function screenForFile(fileName: string): OpenedFileScreen {
  return /\.(json|txt)$/i.test(fileName) ? 'uploads' : 'import';
}

// A file that arrived ("Open with", a second launch) before its screen was mounted waits here.
const pending = new Map<OpenedFileScreen, FileRefInfo>();
const listeners = new Map<OpenedFileScreen, (file: FileRefInfo) => void>();

/** Hands a file (already vetted and registered by main) to its screen, now or when it mounts. */
export function deliverOpenedFile(file: FileRefInfo): OpenedFileScreen {
  const screen = screenForFile(file.fileName);
  const listener = listeners.get(screen);
  if (listener) listener(file);
  else pending.set(screen, file);
  return screen;
}

/** A screen takes the files opened from the OS (the latest waiting one first). */
export function useOpenedFiles(screen: OpenedFileScreen, onFile: (file: FileRefInfo) => void): void {
  useEffect(() => {
    listeners.set(screen, onFile);
    const waiting = pending.get(screen);
    if (waiting) {
      pending.delete(screen);
      onFile(waiting);
    }
    return () => {
      if (listeners.get(screen) === onFile) listeners.delete(screen);
    };
  }, [screen, onFile]);
}
