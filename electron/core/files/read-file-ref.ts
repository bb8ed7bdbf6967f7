import type { FileSource } from '../ports';
import { DeskError } from '../errors';
import { readChosenFile } from './read-chosen-file';

type ReadOptions = Omit<NonNullable<Parameters<typeof readChosenFile>[2]>, 'identity'>;

/** Finds a registered file by its reference: refused when this shell has none, or it was released. */
export async function resolveFileRef(files: FileSource | undefined, fileRef: string) {
  if (!files)
    throw new DeskError('file-invalid', 'This shell does not read files by reference.', { reason: 'no-file-source' });
  const chosen = await files.resolve(fileRef);
  if (!chosen)
    throw new DeskError(
      'not-found',
      'The chosen file is no longer held by the app (the app restarted, or many files were chosen since). Choose it again.',
      { reason: 'file-ref-expired' },
    );
  return chosen;
}

/** Reads a registered file from disk (the same checks as an upload's: size first, no swapped file). */
export async function readFileRef(files: FileSource | undefined, fileRef: string, options: ReadOptions = {}) {
  const chosen = await resolveFileRef(files, fileRef);
  return readChosenFile(chosen.path, chosen.fileName, { ...options, identity: chosen.identity });
}

/**
 * The bytes of a table the import reads: sent by the page, or read here by reference (a file opened
 * from the OS). The contract's `oneFileSource` guarantees exactly one of the two.
 */
export async function fileSourceBytes(
  files: FileSource | undefined,
  input: { bytes?: Uint8Array; fileRef?: string },
): Promise<Uint8Array> {
  if (input.bytes !== undefined) return input.bytes;
  return readFileRef(files, input.fileRef!);
}
