import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StockFilter, StockSnapshotRow, StockSortColumn } from '../../../../shared/ipc/channels/stocks';
import { invoke } from '../../lib/ipc';

/** Rows asked from main at a time: a window, never the whole snapshot. */
export const WINDOW_ROWS = 200;

export type StockSort = { column: StockSortColumn; dir: 'asc' | 'desc' } | undefined;

/** The snapshot's time and counts (null before the first pull). */
export function useStockSummary(profileId: number | undefined) {
  return useQuery({
    queryKey: ['stock_snapshots', profileId],
    queryFn: () => invoke('stocks:summary', { profileId: profileId! }),
    enabled: profileId !== undefined,
  });
}

/** GET stocks into the snapshot; main's db:changed then refreshes every query on the snapshot. */
export function usePullStocks() {
  return useMutation({ mutationFn: (profileId: number) => invoke('stocks:pull', { profileId }) });
}

/**
 * The rows the table needs right now: the windows covering `[first, last]` are fetched from
 * main (filtered and sorted in SQL) and cached by TanStack Query; rows of windows still on the
 * way are undefined. `total` is the filtered row count.
 */
export function useStockWindows(profileId: number, sort: StockSort, filter: StockFilter, first: number, last: number) {
  const firstWindow = Math.floor(Math.max(0, first) / WINDOW_ROWS);
  const lastWindow = Math.max(firstWindow, Math.floor(Math.max(0, last) / WINDOW_ROWS));
  const windows = [0];
  for (let w = Math.max(1, firstWindow); w <= lastWindow; w++) windows.push(w);
  const results = useQueries({
    queries: windows.map((w) => ({
      queryKey: ['stock_rows', profileId, sort ?? null, filter, w],
      queryFn: () => invoke('stocks:query', { profileId, offset: w * WINDOW_ROWS, limit: WINDOW_ROWS, sort, filter }),
      placeholderData: w === 0 ? keepPreviousData : undefined,
    })),
  });
  const byWindow = new Map<number, StockSnapshotRow[]>();
  results.forEach((r, i) => {
    if (r.data && !r.isPlaceholderData) byWindow.set(windows[i]!, r.data.rows);
  });
  const head = results[0];
  return {
    total: head?.data?.total,
    isPending: head?.isPending ?? true,
    error: results.find((r) => r.isError)?.error,
    rowAt: (index: number): StockSnapshotRow | undefined =>
      byWindow.get(Math.floor(index / WINDOW_ROWS))?.[index % WINDOW_ROWS],
  };
}

/** A value that follows `value` once it has stopped changing for `ms` (the filter box). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
