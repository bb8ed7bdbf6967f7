import type { AppScreen, ExternalPage, StatusSummary, ThemeChoice } from '@shared/ipc/channels/app';
import type { PartialHandlerMap } from '../ipc/dispatch';
import type { CorePorts } from '../ports';
import { collectDiagnostics, supportBundle, type DiagnosticsDeps } from './diagnostics';

export interface AppHandlerDeps {
  ports: CorePorts;
  appName: string;
  /** Opens a known page of a tested profile in the system browser (security/external-pages.ts). */
  openPage: (page: ExternalPage, profileId: number) => Promise<{ opened: boolean; url: string }>;
  /** The status bar of a store (status-summary.ts). */
  statusSummary: (profileId: number) => Promise<StatusSummary>;
  /** Tells the shells the in-app language (main's menu follows it). */
  languageChanged: (language: 'ru' | 'en') => void;
  /** Tells the shells the in-app theme (main's View menu follows it). */
  themeChanged: (theme: ThemeChoice) => void;
  /** Tells the shells the window's current store (main's File → Open Recent follows it). */
  storeChosen: (profileId: number) => void;
  /** The screen the window shows: core releases what it holds for screens left a while ago. */
  screenShown: (screen: AppScreen) => void;
  /** What diagnostics read besides the ports (stores, their passwords to scrub). */
  diagnostics: Omit<DiagnosticsDeps, 'ports' | 'appName' | 'dictionaries'>;
}

/** Binds the app-level channels: version facts, operator pages, the status bar and diagnostics for support. */
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
    'app:set-language': ({ language }) => {
      deps.languageChanged(language);
      return { language };
    },
    'app:set-theme': ({ theme }) => {
      deps.themeChanged(theme);
      return { theme };
    },
    'app:set-current-store': ({ profileId }) => {
      deps.storeChosen(profileId);
      return { profileId };
    },
    'app:set-current-screen': ({ screen }) => {
      deps.screenShown(screen);
      return { screen };
    },
    'app:diagnostics': async () => ({ text: await collectDiagnostics(diagnosticsDeps(deps)) }),
    'app:support-bundle': async () => ({
      fileName: `pharmex-support-${deps.ports.clock.now().toISOString().slice(0, 10)}.zip`,
      mimeType: 'application/zip' as const,
      bytes: new Uint8Array(await supportBundle(diagnosticsDeps(deps))),
    }),
  };
}

function diagnosticsDeps(deps: AppHandlerDeps): DiagnosticsDeps {
  return {
    ...deps.diagnostics,
    ports: deps.ports,
    appName: deps.appName,
    dictionaries: async (profileId) => (await deps.statusSummary(profileId)).dictionaries,
  };
}
