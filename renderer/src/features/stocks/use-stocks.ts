import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import type { StockFilter, StockSortColumn } from '../../../../shared/ipc/channels/stocks';
import { invoke } from '../../lib/ipc';
import { queryKeys } from '../../lib/query-keys';
import { useWindowedRows } from '../../ui/use-windowed-rows';

export type StockSort = { column: StockSortColumn; dir: 'asc' | 'desc' } | undefined;

/** The snapshot's time and counts (null before the first pull). */
export function useStockSummary(profileId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.stockSummary(profileId),
    queryFn: () => invoke('stocks:summary', { profileId: profileId! }),
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
