import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentStore } from '@renderer/app/current-store';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';

/** The current store's recent files (core's recent_files: db:changed refreshes them). */
export function useRecentFiles(profileId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.recentFiles(profileId),
    queryFn: () => invoke('files:recent', { profileId: profileId! }),
    enabled: profileId !== undefined,
  });
}

/**
 * A file taken by reference on a screen (chosen, dropped, opened from the OS or the recent list)
 * goes first in the current store's recent files. Core skips the web bridge's temporary copies.
 */
export function useRememberRecent(fileRef: string | undefined): void {
  const { profileId } = useCurrentStore();
  useEffect(() => {
    if (fileRef === undefined || profileId === undefined) return;
    void invoke('files:remember', { profileId, fileRef }).catch(() => undefined);
  }, [fileRef, profileId]);
}
