import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import type { StockFilter, StockSortColumn } from '@shared/ipc/channels/stocks';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { useWindowedRows } from '@renderer/ui/use-windowed-rows';

export type StockSort = { column: StockSortColumn; dir: 'asc' | 'desc' } | undefined;

/** The snapshot's time and counts (null before the first pull). */
export function useStockSummary(profileId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.stockSummary(profileId),
    queryFn: () => invoke('stocks:summary', { profileId: profileId! }),
    enabled: profileId !== undefined,
  });
}

/** Outcomes after which the operator's stock may differ from a snapshot taken before. */
const CHANGED_STOCK = ['accepted', 'processed', 'processing-error', 'unknown', 'deleted'] as const;

/** The store's latest upload that may have changed the stock on the server (null: none). */
export function useLastStockChange(profileId: number | undefined) {
  const filter = { profileIds: [profileId!], outcomes: [...CHANGED_STOCK] };
  return useQuery({
    queryKey: queryKeys.uploadHistory(filter, 'startedAt', true, 0, 1),
    queryFn: async () => {
      const page = await invoke('uploads:history', { ...filter, sort: 'startedAt', desc: true, offset: 0, limit: 1 });
      const last = page.items[0];
      return last ? (last.finishedAt ?? last.startedAt) : null;
    },
    enabled: profileId !== undefined,
  });
}

/** GET stocks into the snapshot; main's db:changed then refreshes every query on the snapshot. */
export function usePullStocks() {
  return useMutation({
    mutationKey: ['stocks:pull'],
    mutationFn: (profileId: number) => invoke('stocks:pull', { profileId }),
  });
}

/** True while a read-back of this store runs, even one started before the screen was opened again. */
export function useIsPulling(profileId: number | undefined): boolean {
  return useIsMutating({ mutationKey: ['stocks:pull'], predicate: (m) => m.state.variables === profileId }) > 0;
}

/**
 * The snapshot's rows in windows for the VirtualTable, filtered and sorted in SQL by main and
 * cached by TanStack Query; `head.total` is the filtered row count.
 */
export function useStockWindows(profileId: number, sort: StockSort, filter: StockFilter) {
  return useWindowedRows({
    key: queryKeys.stockRows(profileId, sort ?? null, filter),
    fetchWindow: (offset, limit) => invoke('stocks:query', { profileId, offset, limit, sort, filter }),
    rowsOf: (data) => data.rows,
  });
}
