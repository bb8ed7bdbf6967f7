import { join } from 'node:path';
import { createFileLogger } from './logging/file-logger';
import { systemClock, type CorePorts } from './ports';
import { createKeychainSecretStore } from './secrets/keychain-secret-store';

/** Core's ports outside Electron (CLI, web bridge, tests): Node's fetch, the OS keychain, files under dataDir. */
export function createNodePorts(opts: {
  dataDir: string;
  shell: CorePorts['shell'];
  appVersion: string;
  /** The dev/test web bridge may start time elsewhere (DESK_FAKE_NOW); everyone else: the real clock. */
  clock?: CorePorts['clock'];
}): CorePorts {
  const logDir = join(opts.dataDir, 'logs');
  return {
    paths: { dataDir: opts.dataDir, logDir },
    secrets: createKeychainSecretStore(),
    fetch: (input, init) => fetch(input, init),
    clock: opts.clock ?? systemClock,
    logger: createFileLogger({ dir: logDir }),
    shell: opts.shell,
    appVersion: opts.appVersion,
  };
}
