import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { MAX_UPLOAD_FILE_BYTES } from '@shared/ipc/channels/uploads';
import { DeskError } from '../errors';
import { fileTooLarge } from '../uploads/package-check';

/** How much is read between two progress reports (and two chances to cancel). */
export const READ_CHUNK_BYTES = 1024 * 1024;

export interface ReadProgress {
  bytesRead: number;
  bytesTotal: number;
}

/**
 * Reads a file the user chose, from disk, in chunks: the size is judged before anything is read
 * (a 300 MB file is refused at once), progress is reported after each chunk and `signal` stops
 * the read between chunks. The bytes land in one buffer of the file's size (the check needs the
 * whole text), never in a list of chunks copied again.
 */
export async function readChosenFile(
  path: string,
  fileName: string,
  options: {
    signal?: AbortSignal;
    onProgress?: (progress: ReadProgress) => void;
    maxBytes?: number;
    /** Device and inode saved when the file was chosen: anything else at the path is refused. */
    identity?: { dev: string; ino: string };
  } = {},
): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_FILE_BYTES;
  let handle;
  try {
    // Not through a link (the vetted path is the real one, so a link there now is a swap), and
    // never blocking on a FIFO or a device put in the file's place: such a handle is refused below.
    handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw unreadable(fileName, error);
  }
  try {
    const info = await handle.stat({ bigint: true });
    if (!info.isFile())
      throw new DeskError('file-invalid', `"${fileName}" is not a file.`, { reason: 'not-a-file', fileName });
    if (options.identity && (String(info.dev) !== options.identity.dev || String(info.ino) !== options.identity.ino))
      throw swapped(fileName);
    if (info.size > BigInt(maxBytes)) throw fileTooLarge(fileName, Number(info.size));
    return await readAll(handle, Number(info.size), options);
  } catch (error) {
    if (error instanceof DeskError || options.signal?.aborted) throw error;
    throw unreadable(fileName, error);
  } finally {
    await handle.close();
  }
}

/** The file's bytes into one buffer of its size, chunk by chunk (progress and cancel between chunks). */
async function readAll(
  handle: Awaited<ReturnType<typeof open>>,
  size: number,
  options: { signal?: AbortSignal; onProgress?: (progress: ReadProgress) => void },
): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(size);
  let offset = 0;
  options.onProgress?.({ bytesRead: 0, bytesTotal: size });
  while (offset < size) {
    options.signal?.throwIfAborted();
    const { bytesRead } = await handle.read(buffer, offset, Math.min(READ_CHUNK_BYTES, size - offset), offset);
    if (bytesRead === 0) break; // the file shrank since it was measured: what is there is read
    offset += bytesRead;
    options.onProgress?.({ bytesRead: offset, bytesTotal: size });
  }
  options.signal?.throwIfAborted();
  return offset === size ? buffer : buffer.subarray(0, offset);
}

function swapped(fileName: string): DeskError {
  return new DeskError(
    'file-invalid',
    `The file "${fileName}" was replaced by another file or a link since it was chosen, so it was not read. Choose it again.`,
    { reason: 'swapped', fileName },
  );
}

function unreadable(fileName: string, error: unknown): DeskError {
  const code = (error as NodeJS.ErrnoException).code;
  // O_NOFOLLOW met a symbolic link at the path (ELOOP; EMLINK on some BSDs): swapped since chosen.
  if (code === 'ELOOP' || code === 'EMLINK') return swapped(fileName);
  if (code === 'ENOENT')
    return new DeskError(
      'file-invalid',
      `The file "${fileName}" is no longer there (moved or deleted since it was chosen). Choose it again.`,
      { reason: 'missing', fileName },
    );
  return new DeskError(
    'file-invalid',
    `The file "${fileName}" could not be read (${code ?? (error as Error).message}). Check that it is not open in another program, then choose it again.`,
    { reason: 'unreadable', fileName, errno: code ?? null },
  );
}
