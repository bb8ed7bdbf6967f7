import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/** Rows asked from main at a time: a window, never the whole table. */
export const WINDOW_ROWS = 200;

/**
 * The windows to hold for a visible range of rows: those it touches, widened by half a window
 * each way so the next one is fetched before the view reaches it. While the view moves
 * (`direction` 1 down, -1 up), the side ahead is widened further, by a window plus four
 * viewports: a fast drag (400 px a frame) crosses a window in a few frames, less than a fetch
 * through the bridge takes on a busy machine, so the rows must be asked for well before.
 */
export function windowRange(first: number, last: number, size: number, direction: -1 | 0 | 1 = 0): [number, number] {
  const ahead = size + 4 * (last - first + 1);
  const lo = Math.floor(Math.max(0, first - (direction < 0 ? ahead : size / 2)) / size);
  const hi = Math.floor(Math.max(0, last + (direction > 0 ? ahead : size / 2)) / size);
  return [lo, hi];
}

/** The window numbers to fetch for a range: window 0 always (it carries the total), then the range. */
export function windowsToFetch([lo, hi]: readonly [number, number]): number[] {
  const windows = [0];
  for (let w = Math.max(1, lo); w <= hi; w++) windows.push(w);
  return windows;
}

/**
 * The rows a virtual table needs now, fetched from main in windows (sorted and filtered in
 * SQL there) and cached by TanStack Query under `key` + the window's number. The table reports
 * its visible range through `onRangeChange`; the hook keeps only the window numbers, so the
 * component that owns it re-renders when a new window is needed, not on every scrolled pixel.
 * The window ahead is fetched when the view comes within half a window of it; while scrolling,
 * a window and four viewports ahead of the direction of travel (see windowRange). Window 0 is
 * always held (it carries the total); its previous answer stays while a new sort or filter loads.
 */
export function useWindowedRows<Data, Row>(options: {
  key: readonly unknown[];
  fetchWindow: (offset: number, limit: number) => Promise<Data>;
  rowsOf: (data: Data) => readonly Row[];
  windowRows?: number;
  staleTime?: number;
}) {
  const size = options.windowRows ?? WINDOW_ROWS;
  const [range, setRange] = useState<[number, number]>([0, 0]);
  // The last range's first row: which way the view moves, so the side ahead is widened.
  const lastFirst = useRef(0);
  const onRangeChange = useCallback(
    (first: number, last: number) => {
      const direction = first > lastFirst.current ? 1 : first < lastFirst.current ? -1 : 0;
      lastFirst.current = first;
      const [lo, hi] = windowRange(first, last, size, direction);
      setRange((old) => (old[0] === lo && old[1] === hi ? old : [lo, hi]));
    },
    [size],
  );
  const windows = windowsToFetch(range);
  const results = useQueries({
    queries: windows.map((w) => ({
      queryKey: [...options.key, w],
      queryFn: () => options.fetchWindow(w * size, size),
      placeholderData: w === 0 ? keepPreviousData : undefined,
      ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    })),
  });
  const byWindow = new Map<number, readonly Row[]>();
  results.forEach((r, i) => {
    if (r.data && !r.isPlaceholderData) byWindow.set(windows[i]!, options.rowsOf(r.data));
  });
  const head = results[0];
  return {
    /** Window 0's answer (possibly the previous one while a new sort loads): the total, the columns. */
    head: head?.data,
    /** True while the shown head is the previous sort's or filter's answer. */
    isStale: head?.isPlaceholderData ?? false,
    isPending: head?.isPending ?? true,
    error: results.find((r) => r.isError)?.error,
    rowAt: (index: number): Row | undefined => byWindow.get(Math.floor(index / size))?.[index % size],
    onRangeChange,
  };
}
