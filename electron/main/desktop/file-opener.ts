import { basename } from 'node:path';
import type { EventPayload } from '@shared/ipc/contract';
import { FileRefRefused, type FileRefs } from '@host/file-refs';

type Navigate = EventPayload<'shell:navigate'>;

export interface FileOpener {
  /** A path the OS handed over (argv, a second instance, macOS open-file, File → Open). */
  open(path: string): Promise<void>;
  /** The window can listen now: what arrived before is delivered in order. */
  ready(send: (payload: Navigate) => void): void;
  /** The window went away: hold files until the next one is ready. */
  detach(): void;
}

/**
 * Files opened from the OS reach the window the same way a dropped file does: through the file
 * register's vetting (`FileRefs.register` → vetChosenPath), by reference, never by path. A refused
 * path becomes a message the window shows; nothing is sent before the window listens (macOS sends
 * open-file before the app is ready).
 */
export function createFileOpener(
  refs: () => FileRefs | undefined,
  /** A file was opened (for the recent list and the OS's own). */
  onOpened: (path: string) => void = () => undefined,
): FileOpener {
  const waiting: string[] = [];
  let send: ((payload: Navigate) => void) | undefined;
  // One at a time, so the window hears of files in the order the OS gave them.
  let chain: Promise<void> = Promise.resolve();
  const enqueue = (path: string, to: (payload: Navigate) => void): Promise<void> =>
    (chain = chain.then(() => deliver(path, to)));

  const deliver = async (path: string, to: (payload: Navigate) => void): Promise<void> => {
    const files = refs();
    if (!files) return void waiting.push(path);
    try {
      to({ to: 'file', file: await files.register(path) });
      onOpened(path);
    } catch (error) {
      const reason = error instanceof FileRefRefused ? error.reason : 'unreadable';
      to({ to: 'refused-file', fileName: basename(path), reason });
    }
  };

  return {
    async open(path) {
      if (!send) return void waiting.push(path);
      await enqueue(path, send);
    },
    ready(next) {
      send = next;
      for (const path of waiting.splice(0)) void enqueue(path, next);
    },
    detach() {
      send = undefined;
    },
  };
}
