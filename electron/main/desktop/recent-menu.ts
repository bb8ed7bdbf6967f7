import type { RecentFile } from '@shared/ipc/channels/recent-files';
import { recentFilesInvoke } from '@shared/ipc/channels/recent-files';
import { fileRefInfoSchema } from '@shared/ipc/channels/upload-intake';
import type { EventPayload } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';

export interface RecentMenu {
  /** Core's events: the window's current store changed, or a store's recent files did. */
  follow(event: string, payload: unknown): void;
  /** File → Open Recent → a file: opened again in the window, or the window says it is gone. */
  open(id: number): Promise<void>;
  /** File → Open Recent → Clear: the current store's list. */
  clear(): Promise<void>;
}

/**
 * File → Open Recent for the store the window works with: main learns the store from core's
 * `app:current-store` (the window tells it), reads that store's list from core and reads it again
 * when `recent_files` changes. Opening one goes through core (a new, vetted reference); the window
 * then reads it as any file from the OS, or says it was removed because it is no longer there.
 */
export function createRecentMenu(deps: {
  /** core.invoke; undefined while core is not up. */
  invoke: (channel: string, input: unknown) => Promise<IpcResult<unknown> | undefined>;
  show: (files: RecentFile[]) => void;
  navigate: (payload: EventPayload<'shell:navigate'>) => void;
}): RecentMenu {
  let profileId: number | undefined;
  let asked = 0;
  const reload = async (): Promise<void> => {
    const ask = ++asked;
    const result = profileId === undefined ? undefined : await deps.invoke('files:recent', { profileId });
    // A newer question (another store chosen meanwhile) wins.
    if (ask !== asked) return;
    const files = result?.ok ? recentFilesInvoke['files:recent'].output.safeParse(result.data) : undefined;
    deps.show(files?.success ? files.data : []);
  };

  return {
    follow(event, payload) {
      if (event === 'app:current-store') {
        profileId = (payload as EventPayload<'app:current-store'>).profileId;
        void reload();
      }
      if (event === 'db:changed' && (payload as EventPayload<'db:changed'>).tables.includes('recent_files'))
        void reload();
    },
    async open(id) {
      if (profileId === undefined) return;
      const result = await deps.invoke('files:open-recent', { profileId, id });
      if (!result) return;
      const file = result.ok ? fileRefInfoSchema.safeParse(result.data) : undefined;
      if (file?.success) return deps.navigate({ to: 'file', file: file.data });
      const details = (result.ok ? undefined : result.error.details) as { fileName?: unknown } | undefined;
      deps.navigate({
        to: 'refused-file',
        fileName: typeof details?.fileName === 'string' ? details.fileName : '',
        reason: 'recent-missing',
      });
    },
    async clear() {
      if (profileId !== undefined) await deps.invoke('files:clear-recent', { profileId });
    },
  };
}
