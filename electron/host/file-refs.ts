import { randomUUID } from 'node:crypto';
import { readdir, realpath, rm, stat } from 'node:fs/promises';
import { basename, extname, isAbsolute, join, relative } from 'node:path';
import { chosenFileExtensions } from '@shared/import/file-types';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';

/**
 * The router's register of files the user chose, by opaque reference. A path gets in only from
 * the shell's own hands: the preload's `webUtils.getPathForFile` of a dropped or chosen File, or
 * the web bridge's private temporary copy of an uploaded one. The page holds the reference, never
 * the path, and core asks the router for the path when it reads the file (service `files.resolve`).
 * See docs/architecture.md, "Files by reference", for the threat model.
 */
export interface FileRefs {
  /** Vets a path (see `vetChosenPath`) and registers it; a temporary file is deleted when released. */
  register(path: string, options?: { temporary?: boolean; fileName?: string }): Promise<FileRefInfo>;
  /** The path and name of a registered file, or null when the reference is unknown or was released. */
  resolve(fileRef: string): { path: string; fileName: string; identity: FileIdentity; temporary: boolean } | null;
  /** Forgets a reference (and deletes its file when it was a temporary copy). */
  release(fileRef: string): Promise<void>;
  /** How many references are held (tests). */
  size(): number;
  /** Releases every reference: the router is closing. */
  close(): Promise<void>;
}

export interface FileRefsOptions {
  /** Extensions a chosen file may have (lower case, with the dot). */
  extensions?: readonly string[];
  /** Folders whose files are never registered (the app's own data). */
  refuseUnder?: readonly string[];
  /** References held at most; the oldest is released first (default 16). */
  capacity?: number;
}

/**
 * Device and inode of a file when it was chosen, as decimal strings (inodes may pass 2^53). The
 * reader compares them with its open handle's, so the file read is the file vetted: a path
 * swapped since for a link, a FIFO or another file is refused (read-chosen-file.ts).
 */
export interface FileIdentity {
  dev: string;
  ino: string;
}

/** The files the app reads (stock packages and stock lists to import): the pickers' list too. */
export { chosenFileExtensions };

/** Why a path was not registered; the message says what to do. */
export class FileRefRefused extends Error {
  constructor(
    readonly reason: 'not-absolute' | 'missing' | 'not-a-file' | 'extension' | 'app-data' | 'linked-app-data',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks a path a shell says the user chose: absolute, an existing regular file (after resolving
 * links), with an extension the app reads, and outside the app's own data. A compromised page
 * that somehow named `~/.ssh/id_rsa` gets a refusal, never a reference.
 */
export async function vetChosenPath(
  path: string,
  options: Pick<FileRefsOptions, 'extensions' | 'refuseUnder'> = {},
): Promise<string> {
  const extensions = options.extensions ?? chosenFileExtensions;
  if (typeof path !== 'string' || path === '' || !isAbsolute(path))
    throw new FileRefRefused('not-absolute', 'The file has no path on this PC: choose it again with "Choose file".');
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    throw new FileRefRefused('missing', `The file "${basename(path)}" was not found; it may have been moved.`);
  }
  const info = await stat(real);
  if (!info.isFile()) throw new FileRefRefused('not-a-file', `"${basename(path)}" is not a file.`);
  if (!extensions.includes(extname(real).toLowerCase()))
    throw new FileRefRefused(
      'extension',
      `The app reads ${extensions.join(', ')} files; "${basename(path)}" is not one of them.`,
    );
  for (const given of options.refuseUnder ?? []) {
    // Compared as real paths on both sides, so a linked data folder is recognised too.
    const dir = await realpath(given).catch(() => given);
    const rel = relative(dir, real);
    if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)))
      throw new FileRefRefused(
        'app-data',
        `"${basename(path)}" belongs to the app's own data and cannot be read as a package.`,
      );
    // A hard link elsewhere to a file of the app's data (a kept upload file, say) is that file.
    if (info.nlink > 1 && (await holdsInode(dir, info.dev, info.ino)))
      throw new FileRefRefused(
        'linked-app-data',
        `"${basename(path)}" is a hard link to a file of the app's own data and cannot be read as a package.`,
      );
  }
  return real;
}

/** Whether a file under `dir` (two levels deep, at most 20,000 entries) is the inode dev:ino. */
async function holdsInode(
  dir: string,
  dev: number,
  ino: number,
  depth = 2,
  budget = { left: 20_000 },
): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (--budget.left < 0) return false;
    const full = join(dir, entry.name);
    if (entry.isFile()) {
      const info = await stat(full).catch(() => null);
      if (info && info.dev === dev && info.ino === ino) return true;
    } else if (entry.isDirectory() && depth > 1 && (await holdsInode(full, dev, ino, depth - 1, budget))) return true;
  }
  return false;
}

/** The identity of a file (see FileIdentity). */
export async function fileIdentity(path: string): Promise<FileIdentity & { size: number }> {
  const info = await stat(path, { bigint: true });
  return { dev: String(info.dev), ino: String(info.ino), size: Number(info.size) };
}

export function createFileRefs(options: FileRefsOptions = {}): FileRefs {
  const capacity = options.capacity ?? 16;
  const entries = new Map<string, { path: string; fileName: string; temporary: boolean; identity: FileIdentity }>();

  const release = async (fileRef: string): Promise<void> => {
    const entry = entries.get(fileRef);
    if (!entry) return;
    entries.delete(fileRef);
    if (entry.temporary) await rm(entry.path, { force: true });
  };

  return {
    async register(path, { temporary = false, fileName } = {}) {
      // A temporary copy was written by the router itself; a user's path is vetted.
      const real = temporary ? path : await vetChosenPath(path, options);
      const { size, dev, ino } = await fileIdentity(real);
      const fileRef = randomUUID();
      entries.set(fileRef, { path: real, fileName: fileName ?? basename(path), temporary, identity: { dev, ino } });
      while (entries.size > capacity) await release(entries.keys().next().value!);
      return { fileRef, fileName: fileName ?? basename(path), bytes: size };
    },
    resolve(fileRef) {
      const entry = entries.get(fileRef);
      return entry
        ? { path: entry.path, fileName: entry.fileName, identity: entry.identity, temporary: entry.temporary }
        : null;
    },
    release,
    size: () => entries.size,
    async close() {
      for (const fileRef of [...entries.keys()]) await release(fileRef);
    },
  };
}

/** The router services core calls to read a file by reference (see serve-core). */
export function fileRefServices(refs: FileRefs) {
  return {
    'files.resolve': async (fileRef?: string) => (fileRef ? refs.resolve(fileRef) : null),
    'files.release': async (fileRef?: string) => {
      if (fileRef) await refs.release(fileRef);
      return null;
    },
    // A recent file opened again: vetted like any path the user chose; a refusal keeps its reason.
    'files.register': async (path?: string) => {
      try {
        return { ok: true, file: await refs.register(path ?? '') };
      } catch (error) {
        return error instanceof FileRefRefused
          ? { ok: false, reason: error.reason, message: error.message }
          : { ok: false, reason: 'unreadable', message: (error as Error).message };
      }
    },
  };
}
