import { extname, isAbsolute, resolve } from 'node:path';

/** The files the OS may hand the app ("Open with", double-click): what electron-builder.yml associates. */
export const associatedExtensions = ['.json', '.csv', '.xlsx', '.xls', '.dbf'] as const;

/**
 * The file paths in a launch's command line (the first launch's, or a second instance's argv that
 * Electron passes to the running one): arguments after the executable (and after the app path in
 * development) that name a file with an associated extension. Switches (`--foo`) and URLs are not
 * files. Relative paths resolve against the launching process's folder. Every path still goes through
 * the file register's vetting before the window hears of it.
 */
export function filesFromArgv(argv: readonly string[], workingDirectory: string): string[] {
  return argv
    .slice(1)
    .filter((arg) => !arg.startsWith('-') && !/^[a-z][a-z0-9+.-]+:\/\//i.test(arg))
    .filter((arg) => (associatedExtensions as readonly string[]).includes(extname(arg).toLowerCase()))
    .map((arg) => (isAbsolute(arg) ? arg : resolve(workingDirectory, arg)));
}
