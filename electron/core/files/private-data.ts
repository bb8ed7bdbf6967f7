import { chmodSync, existsSync, mkdirSync } from 'node:fs';

/**
 * The app's data is the pharmacy's stock, ledger and logs: only the user who runs the app may
 * read it (issue #21.7). Folders are 0700, files 0600; an existing folder or file made wider by
 * an older version is narrowed. On Windows the modes mean little and the calls do no harm.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents, each 0700) and narrows it to 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Narrows the files that exist among `files` to 0600. */
export function narrowFiles(...files: string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
}
