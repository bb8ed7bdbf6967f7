import { describe, expect, it } from 'vitest';
import { crashReporterOptions, type CrashReporterOptions } from './crash-reports';

/** Electron's crashReporter, recorded. */
function crashReporterStandIn() {
  const started: CrashReporterOptions[] = [];
  return { started, start: (options: CrashReporterOptions) => void started.push(options) };
}

describe('crash reports', () => {
  it('writes minidumps locally and uploads nothing without an address', () => {
    const reporter = crashReporterStandIn();
    reporter.start(crashReporterOptions('0.2.0', {}));
    reporter.start(crashReporterOptions('0.2.0', { PHARMEX_CRASH_URL: 'file:///etc/passwd' }));
    reporter.start(crashReporterOptions('0.2.0', { PHARMEX_CRASH_URL: 'not an address' }));
    for (const options of reporter.started) expect(options).toMatchObject({ submitURL: '', uploadToServer: false });
    expect(reporter.started[0]!.globalExtra).toEqual({ appVersion: '0.2.0' });
  });

  it("uploads to the pharmacy network's collector when its address is set", () => {
    expect(crashReporterOptions('0.2.0', { PHARMEX_CRASH_URL: 'https://crash.pharmacy.local/submit' })).toMatchObject({
      submitURL: 'https://crash.pharmacy.local/submit',
      uploadToServer: true,
    });
  });
});
