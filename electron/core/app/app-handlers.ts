import type { PartialHandlerMap } from '../ipc/dispatch';
import type { CorePorts } from '../ports';

export interface AppHandlerDeps {
  ports: CorePorts;
  appName: string;
  /** Opens an allow-listed URL in the system browser; shells without one answer false. */
  openExternal: (url: string) => Promise<boolean>;
}

/** Binds the app-level channels: version facts and opening allow-listed pages. */
export function createAppHandlers(deps: AppHandlerDeps): PartialHandlerMap {
  return {
    'app:get-info': () => ({
      name: deps.appName,
      version: deps.ports.appVersion,
      shell: deps.ports.shell,
      platform: process.platform,
      dataDir: deps.ports.paths.dataDir,
    }),
    'app:open-external': async ({ url }) => ({ opened: await deps.openExternal(url) }),
  };
}
