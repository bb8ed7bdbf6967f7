import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Dev-only temporary folders (the web bridge's spool of uploaded files and its launch page) are
 * named `<prefix><pid>-<random>`: a bridge killed before it could clean up leaves them behind,
 * holding copies of stock files. The next start removes those whose process is gone (issue #21.7);
 * a folder of a bridge still running (tests run several) is left alone.
 */
export const TEMP_PREFIXES = ['desk-bridge-files-', 'desk-bridge-launch-'] as const;

/** The `mkdtemp` prefix of this process's folder for `prefix`. */
export function tempPrefix(prefix: (typeof TEMP_PREFIXES)[number]): string {
  return join(tmpdir(), `${prefix}${process.pid}-`);
}

/** Removes the folders of processes no longer running; returns their names. */
export function removeStaleTempFolders(dir = tmpdir()): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    const prefix = TEMP_PREFIXES.find((p) => name.startsWith(p));
    if (!prefix) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    // Folders of older versions carry no pid: they are stale by now too.
    if (Number.isInteger(pid) && pid > 0 && running(pid)) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
