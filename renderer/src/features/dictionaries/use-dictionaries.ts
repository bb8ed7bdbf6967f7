import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SyncProgress } from '@shared/ipc/channels/dictionaries';
import type { InvokeInput } from '@shared/ipc/contract';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { useWindowedRows } from '@renderer/ui/use-windowed-rows';
import type { TableSort } from '@renderer/ui/VirtualTable';

/** The 24 dictionaries with counts, cursors, last sync and politeness; refetched when main writes dict_state. */
export function useDictionaryList(profileId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.dictionaryList(profileId),
    queryFn: () => invoke('dictionaries:list', { profileId: profileId! }),
    enabled: profileId !== undefined,
  });
}

/**
 * The run under way for this store, from `dictionaries:progress` events (main pushes them; no
 * polling), falling back to what the list said when the screen opened mid-run.
 */
export function useSyncProgress(
  profileId: number | undefined,
  initial: SyncProgress | null | undefined,
): SyncProgress | null {
  const [latest, setLatest] = useState<SyncProgress | null>(null);
  useEffect(() => window.desk.on('dictionaries:progress', setLatest), []);
  const mine = latest?.profileId === profileId ? latest : null;
  return mine ?? initial ?? null;
}

/** Starts a sync (or a re-sync from scratch) in main; progress then arrives as events. */
export function useStartSync() {
  return useMutation({
    mutationFn: ({ reset, ...input }: InvokeInput<'dictionaries:sync'> & { reset?: boolean }) =>
      reset
        ? invoke('dictionaries:reset', { profileId: input.profileId, names: input.names, force: input.force })
        : invoke('dictionaries:sync', input),
  });
}

export function useCancelSync() {
  return useMutation({ mutationFn: (profileId: number) => invoke('dictionaries:cancel-sync', { profileId }) });
}

/** The rows of a dictionary in windows for the VirtualTable, sorted and filtered in SQL by main. */
export function useDictionaryWindows(profileId: number, name: DictionaryName, sort: TableSort, filter: string) {
  return useWindowedRows({
    key: queryKeys.dictionaryRows(name, profileId, sort ?? null, filter),
    fetchWindow: (offset, limit) =>
      invoke('dictionaries:page', {
        profileId,
        name,
        offset,
        limit,
        ...(sort ? { sort: sort.column, desc: sort.dir === 'desc' } : {}),
        ...(filter ? { filter } : {}),
      }),
    rowsOf: (data) => data.rows,
  });
}

/** Goods matching what was typed (ranked in main); the previous answer stays while the next one comes. */
export function useGoodsSearch(profileId: number | undefined, text: string) {
  return useQuery({
    queryKey: queryKeys.goodsSearch(profileId, text),
    queryFn: () => invoke('dictionaries:search-goods', { profileId: profileId!, text, limit: 50 }),
    enabled: profileId !== undefined && text.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** One product's card. */
export function useProductCard(profileId: number | undefined, nnt: number | null) {
  return useQuery({
    queryKey: queryKeys.productCard(profileId, nnt),
    queryFn: () => invoke('dictionaries:product-card', { profileId: profileId!, nnt: nnt! }),
    enabled: profileId !== undefined && nnt !== null,
  });
}
