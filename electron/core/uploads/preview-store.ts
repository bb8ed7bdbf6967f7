import { randomUUID } from 'node:crypto';
import { DeskError } from '../errors';
import type { PreparedPackage } from './package-check';

/** Previewed files kept in main between "choose a file" and "upload", so the text crosses IPC once. */
export interface PreviewStore {
  add(prepared: PreparedPackage): string;
  /** The previewed file, or a `not-found` error telling the user to choose it again. */
  get(previewId: string): PreparedPackage;
}

/**
 * Keeps the last `capacity` previews (files can be 200 MB, so only a few), least recently used
 * dropped first. A held upload keeps its own reference, so dropping a preview never loses it.
 * When the last preview read from a chosen file's reference is dropped, `onFileReleased` tells
 * the shell it may forget that file (the web bridge deletes its temporary copy then).
 */
export function createPreviewStore(capacity = 3, onFileReleased?: (fileRef: string) => void): PreviewStore {
  const entries = new Map<string, PreparedPackage>();
  const drop = (previewId: string) => {
    const dropped = entries.get(previewId);
    entries.delete(previewId);
    const ref = dropped?.fileRef;
    if (ref === undefined || !onFileReleased) return;
    for (const held of entries.values()) if (held.fileRef === ref) return;
    onFileReleased(ref);
  };
  return {
    add(prepared) {
      const id = randomUUID();
      entries.set(id, prepared);
      while (entries.size > capacity) drop(entries.keys().next().value!);
      return id;
    },
    get(previewId) {
      const prepared = entries.get(previewId);
      if (!prepared) {
        throw new DeskError(
          'not-found',
          'The chosen file is no longer held by the app (another file was chosen since, or the app restarted). Choose the file again.',
          { reason: 'preview-expired', previewId },
        );
      }
      entries.delete(previewId);
      entries.set(previewId, prepared);
      return prepared;
    },
  };
}
