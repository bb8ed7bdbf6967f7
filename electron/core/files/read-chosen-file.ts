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
  options: { signal?: AbortSignal; onProgress?: (progress: ReadProgress) => void; maxBytes?: number } = {},
): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_FILE_BYTES;
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw unreadable(fileName, error);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile())
      throw new DeskError('file-invalid', `"${fileName}" is not a file.`, { reason: 'not-a-file', fileName });
    if (info.size > maxBytes) throw fileTooLarge(fileName, info.size);
    const buffer = Buffer.allocUnsafe(info.size);
    let offset = 0;
    options.onProgress?.({ bytesRead: 0, bytesTotal: info.size });
    while (offset < info.size) {
      options.signal?.throwIfAborted();
      const { bytesRead } = await handle.read(buffer, offset, Math.min(READ_CHUNK_BYTES, info.size - offset), offset);
      if (bytesRead === 0) break; // the file shrank since it was measured: what is there is read
      offset += bytesRead;
      options.onProgress?.({ bytesRead: offset, bytesTotal: info.size });
    }
    options.signal?.throwIfAborted();
    return offset === info.size ? buffer : buffer.subarray(0, offset);
  } catch (error) {
    if (error instanceof DeskError || options.signal?.aborted) throw error;
    throw unreadable(fileName, error);
  } finally {
    await handle.close();
  }
}

function unreadable(fileName: string, error: unknown): DeskError {
  const code = (error as NodeJS.ErrnoException).code;
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
