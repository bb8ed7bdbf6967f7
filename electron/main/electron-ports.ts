import { app, clipboard, net } from 'electron';
import { join } from 'node:path';
import { createFileLogger } from '../core/logging/file-logger';
import { systemClock, type CorePorts } from '../core/ports';
import { createKeychainSecretStore } from '../core/secrets/keychain-secret-store';

/** Core's ports in the desktop app: the OS keychain, Electron's net.fetch (system proxy, OS certificates), files in userData. */
export function createElectronPorts(): CorePorts {
  const dataDir = app.getPath('userData');
  const logDir = join(dataDir, 'logs');
  return {
    paths: { dataDir, logDir },
    secrets: createKeychainSecretStore(),
    fetch: (input, init) => net.fetch(String(input), init),
    clock: systemClock,
    logger: createFileLogger({ dir: logDir }),
    clipboard: { writeText: (text) => clipboard.writeText(text), readText: () => clipboard.readText() },
    shell: 'electron',
    appVersion: app.getVersion(),
  };
}
