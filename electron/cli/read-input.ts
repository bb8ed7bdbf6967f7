import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { MAX_UPLOAD_FILE_BYTES } from '@shared/ipc/channels/uploads';
import { CliError } from './cli-error';
import { ExitCode } from './exit-codes';
import { formatSize } from './format';
import type { Session } from './session';

/** Reads a file the user named, with a specific message when it is missing, a folder, unreadable or too large. */
export async function readInputFile(s: Session, path: string): Promise<{ path: string; bytes: Buffer }> {
  const { t } = s;
  const full = resolve(s.io.cwd, path);
  const fail = (code: string, text: string, exit: 2 | 3 = ExitCode.usage) =>
    new CliError(exit, code, `${t.errors.prefix}${text}`, { path: full });
  let info;
  try {
    info = await stat(full);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw fail('file-not-found', t.usage.fileNotFound({ path: full }));
    throw fail('file-unreadable', t.usage.fileUnreadable({ path: full, reason: (error as Error).message }));
  }
  if (info.isDirectory()) throw fail('file-not-found', t.usage.fileIsDirectory({ path: full }));
  if (info.size > MAX_UPLOAD_FILE_BYTES) {
    throw fail(
      'file-invalid',
      t.usage.fileTooLarge({ path: full, size: formatSize(t, info.size), max: formatSize(t, MAX_UPLOAD_FILE_BYTES) }),
      ExitCode.invalid,
    );
  }
  try {
    return { path: full, bytes: await readFile(full) };
  } catch (error) {
    throw fail('file-unreadable', t.usage.fileUnreadable({ path: full, reason: (error as Error).message }));
  }
}

/** A positive whole number from a flag, or the default; a usage error names the flag otherwise. */
export function positiveInt(s: Session, value: string | undefined, flagName: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) {
    throw new CliError(
      ExitCode.usage,
      'usage',
      `${s.t.errors.prefix}${s.t.usage.badNumber({ flag: flagName, value })}`,
    );
  }
  return Number(value);
}
