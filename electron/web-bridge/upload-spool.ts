import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';
import { MAX_UPLOAD_FILE_BYTES } from '@shared/ipc/channels/uploads';
import type { IpcResult } from '@shared/ipc/result';
import type { FileRefs } from '../host/file-refs';
import { removeStaleTempFolders, tempPrefix } from './stale-temp';

/**
 * DEV/TEST ONLY. The web bridge's stand-in for the preload's `webUtils.getPathForFile`: the page
 * streams a chosen File as a request body, and it is written, as it arrives, to a private
 * temporary folder (mode 700, files 600), then registered as a temporary file reference — deleted
 * when core releases it (its last preview dropped) or when the bridge closes. No base64, no copy
 * of the whole file in memory, no limit below the app's 200 MB cap.
 */
export interface UploadSpool {
  receive(req: IncomingMessage, fileName: string): Promise<IpcResult<FileRefInfo>>;
  /** The private folder (tests look into it). */
  dir: string;
  close(): Promise<void>;
}

export async function createUploadSpool(refs: FileRefs, maxBytes = MAX_UPLOAD_FILE_BYTES): Promise<UploadSpool> {
  // Copies left by a bridge that was killed are removed first (dev/test only: stock files inside).
  removeStaleTempFolders();
  const dir = await mkdtemp(tempPrefix('desk-bridge-files-'));
  return {
    dir,
    async receive(req, fileName) {
      if (fileName === '' || fileName.length > 260 || /[/\\\0]/.test(fileName)) {
        req.resume();
        return { ok: false, error: { code: 'invalid-input', message: 'The upload names no valid file name.' } };
      }
      const tooLarge: IpcResult<FileRefInfo> = {
        ok: false,
        error: {
          code: 'file-invalid',
          message: `The file "${fileName}" is larger than ${maxBytes / 1048576} MB, the largest the app reads.`,
          details: { reason: 'too-large', fileName, bytes: Number(req.headers['content-length'] ?? 0), maxBytes },
        },
      };
      // The browser sends a File's size as Content-Length: a file over the cap is refused unread.
      if (Number(req.headers['content-length'] ?? 0) > maxBytes + 1) return tooLarge;
      const path = join(dir, `${randomUUID()}.upload`);
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          // One byte over the cap is kept, so that core refuses the file with its clear message.
          if (size > maxBytes + 1) done(new Error('too-large'));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(req, count, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(path, { force: true });
        if ((error as Error).message === 'too-large') return tooLarge;
        return {
          ok: false,
          error: {
            code: 'file-invalid',
            message: `The file "${fileName}" did not arrive whole.`,
            details: { fault: 'incomplete', fileName },
          },
        };
      }
      return { ok: true, data: await refs.register(path, { temporary: true, fileName }) };
    },
    async close() {
      await refs.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
