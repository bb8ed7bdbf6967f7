import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Finds the Electron executable WITHOUT requiring the `electron` package: requiring it starts a
 * download when the binary is missing, and these machines cannot reach the download server.
 * Returns the executable's path, or null when it has not been downloaded.
 */
export function findElectronBinary(electronPackageDir) {
  const pathFile = join(electronPackageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = join(electronPackageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : null;
}
