/** Finds the Electron executable without requiring the `electron` package; null when not downloaded. */
export function findElectronBinary(electronPackageDir: string): string | null;
