/** The options of Electron's crashReporter.start we set (a stand-in records them in tests). */
export interface CrashReporterOptions {
  productName: string;
  companyName: string;
  submitURL: string;
  uploadToServer: boolean;
  compress: boolean;
  ignoreSystemCrashHandler: boolean;
  globalExtra: Record<string, string>;
}

/**
 * Crash dumps (minidumps) are always written locally, into the data folder's "Crashpad" folder
 * that a support bundle can point to; they leave the PC only when an address is set
 * (`PHARMEX_CRASH_URL`, e.g. a pharmacy network's own collector). Nothing secret goes into the
 * extra fields: the version and the shell only.
 */
export function crashReporterOptions(version: string, env: NodeJS.ProcessEnv = process.env): CrashReporterOptions {
  let submitURL = '';
  try {
    const url = new URL(env.PHARMEX_CRASH_URL ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') submitURL = url.toString();
  } catch {
    // no address, or not one: local dumps only
  }
  return {
    productName: 'Pharmacy Exchange Desk',
    companyName: 'Pharmacy Exchange Desk',
    submitURL,
    uploadToServer: submitURL !== '',
    compress: true,
    ignoreSystemCrashHandler: false,
    globalExtra: { appVersion: version },
  };
}
