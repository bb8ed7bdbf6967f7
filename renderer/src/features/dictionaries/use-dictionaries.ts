import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SyncProgress } from '../../../../shared/ipc/channels/dictionaries';
import type { InvokeInput } from '../../../../shared/ipc/contract';
import type { DictionaryName } from '../../../../shared/protocol/dictionaries';
import { invoke } from '../../lib/ipc';

/** Rows asked from main at a time: a window, never the whole dictionary. */
export const WINDOW_ROWS = 200;

export type DictionarySort = { column: string; desc: boolean } | undefined;

/** The 24 dictionaries with counts, cursors, last sync and politeness; refetched when main writes dict_state. */
export function useDictionaryList(profileId: number | undefined) {
  return useQuery({
    queryKey: ['dict_state', profileId],
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

/**
 * The rows of a dictionary the table needs now: the windows covering `[first, last]` are fetched
 * from main (sorted and filtered in SQL) and cached; rows of windows on the way are undefined.
 */
export function useDictionaryWindows(
  profileId: number,
  name: DictionaryName,
  sort: DictionarySort,
  filter: string,
  first: number,
  last: number,
) {
  const firstWindow = Math.floor(Math.max(0, first) / WINDOW_ROWS);
  const lastWindow = Math.max(firstWindow, Math.floor(Math.max(0, last) / WINDOW_ROWS));
  const windows = [0];
  for (let w = Math.max(1, firstWindow); w <= lastWindow; w++) windows.push(w);
  const results = useQueries({
    queries: windows.map((w) => ({
      queryKey: [`dict_${name}`, profileId, sort ?? null, filter, w],
      queryFn: () =>
        invoke('dictionaries:page', {
          profileId,
          name,
          offset: w * WINDOW_ROWS,
          limit: WINDOW_ROWS,
          ...(sort ? { sort: sort.column, desc: sort.desc } : {}),
          ...(filter ? { filter } : {}),
        }),
      placeholderData: w === 0 ? keepPreviousData : undefined,
    })),
  });
  const byWindow = new Map<number, (string | number | null)[][]>();
  results.forEach((r, i) => {
    if (r.data && !r.isPlaceholderData) byWindow.set(windows[i]!, r.data.rows);
  });
  const head = results[0];
  return {
    columns: head?.data?.columns,
    total: head?.data?.total,
    error: results.find((r) => r.isError)?.error,
    rowAt: (index: number) => byWindow.get(Math.floor(index / WINDOW_ROWS))?.[index % WINDOW_ROWS],
  };
}

/** Goods matching what was typed (ranked in main); the previous answer stays while the next one comes. */
export function useGoodsSearch(profileId: number | undefined, text: string) {
  return useQuery({
    queryKey: ['dict_goods_normalized', profileId, 'search', text],
    queryFn: () => invoke('dictionaries:search-goods', { profileId: profileId!, text, limit: 50 }),
    enabled: profileId !== undefined && text.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** One product's card. */
export function useProductCard(profileId: number | undefined, nnt: number | null) {
  return useQuery({
    queryKey: ['dict_goods_normalized', profileId, 'card', nnt],
    queryFn: () => invoke('dictionaries:product-card', { profileId: profileId!, nnt: nnt! }),
    enabled: profileId !== undefined && nnt !== null,
  });
}

/** A value that follows `value` once it has stopped changing for `ms` (search and filter boxes). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
