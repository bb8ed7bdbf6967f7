import type { ExternalPage, StatusSummary } from '@shared/ipc/channels/app';
import type { PartialHandlerMap } from '../ipc/dispatch';
import type { CorePorts } from '../ports';

export interface AppHandlerDeps {
  ports: CorePorts;
  appName: string;
  /** Opens a known page of a tested profile in the system browser (security/external-pages.ts). */
  openPage: (page: ExternalPage, profileId: number) => Promise<{ opened: boolean; url: string }>;
  /** The status bar of a store (status-summary.ts). */
  statusSummary: (profileId: number) => Promise<StatusSummary>;
}

/** Binds the app-level channels: version facts, opening known operator pages and the status bar. */
export function createAppHandlers(deps: AppHandlerDeps): PartialHandlerMap {
  return {
    'app:get-info': () => ({
      name: deps.appName,
      version: deps.ports.appVersion,
      shell: deps.ports.shell,
      platform: process.platform,
      dataDir: deps.ports.paths.dataDir,
    }),
    'app:open-page': ({ page, profileId }) => deps.openPage(page, profileId),
    'app:status-summary': ({ profileId }) => deps.statusSummary(profileId),
  };
}
