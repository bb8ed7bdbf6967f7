import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FindingSeverity } from '@shared/ipc/channels/preflight';
import { MAX_WORKBENCH_WINDOW, type WorkbenchFinding, type WorkbenchSource } from '@shared/ipc/channels/workbench';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { useWindowedRows } from '@renderer/ui/use-windowed-rows';

/** Rows or findings asked from core at a time. */
export const WORKBENCH_WINDOW = 200;

/** What the findings list shows: a severity, a field (`''`: the package itself) and a reason code. */
export interface FindingFilter {
  severity?: FindingSeverity;
  field?: string;
  code?: string;
}

// Keyed on the dictionary state: preflight findings and product names change when a sync finishes.
const sourceKey = (profileId: number, source: WorkbenchSource) =>
  queryKeys.workbench(profileId, source.type, source.type === 'preview' ? source.previewId : source.uploadId);

/** The rows of a package, a window at a time, with their product names and findings. */
export function usePackageRows(profileId: number, source: WorkbenchSource) {
  return useWindowedRows({
    key: [...sourceKey(profileId, source), 'rows'],
    fetchWindow: (offset, limit) => invoke('workbench:rows', { profileId, source, offset, limit }),
    rowsOf: (page) => page.rows,
    windowRows: WORKBENCH_WINDOW,
  });
}

const findingsKey = (profileId: number, source: WorkbenchSource, filter: FindingFilter) => [
  ...sourceKey(profileId, source),
  'findings',
  filter.severity ?? '',
  filter.field ?? '\u0000',
  filter.code ?? '',
];

const fetchFindings = (
  profileId: number,
  source: WorkbenchSource,
  filter: FindingFilter,
  offset: number,
  limit: number,
) => invoke('workbench:findings', { profileId, source, ...filter, offset, limit });

/** The findings matching a filter, windowed, plus a way to read the one at any index (for next/previous). */
export function useFindingsWindow(profileId: number, source: WorkbenchSource, filter: FindingFilter) {
  const client = useQueryClient();
  const key = findingsKey(profileId, source, filter);
  const windowed = useWindowedRows({
    key,
    fetchWindow: (offset, limit) => fetchFindings(profileId, source, filter, offset, limit),
    rowsOf: (page) => page.items,
    windowRows: WORKBENCH_WINDOW,
  });
  /** The finding at `index` of the filtered list, from the list's own cache when that window is held. */
  const findingAt = async (index: number): Promise<WorkbenchFinding | undefined> => {
    const w = Math.floor(index / WORKBENCH_WINDOW);
    const page = await client.ensureQueryData({
      queryKey: [...key, w],
      queryFn: () => fetchFindings(profileId, source, filter, w * WORKBENCH_WINDOW, WORKBENCH_WINDOW),
    });
    return page.items[index % WORKBENCH_WINDOW];
  };
  return { ...windowed, findingAt };
}

/**
 * Every finding of a package (schema errors and warnings, preflight), for export: fetched in
 * windows of 1000 until the total. `enabled: false` until the caller needs them.
 */
export function useAllFindings(profileId: number | undefined, source: WorkbenchSource | undefined, enabled = true) {
  return useQuery({
    queryKey: [...sourceKey(profileId ?? 0, source ?? { type: 'preview', previewId: '' }), 'all-findings'],
    enabled: enabled && profileId !== undefined && source !== undefined,
    queryFn: async () => {
      const items: WorkbenchFinding[] = [];
      for (let offset = 0; ; offset += MAX_WORKBENCH_WINDOW) {
        const page = await fetchFindings(profileId!, source!, {}, offset, MAX_WORKBENCH_WINDOW);
        items.push(...page.items);
        if (items.length >= page.total || page.items.length === 0)
          return { items, verdict: page.verdict, counts: page.counts };
      }
    },
  });
}

/** A window of the file's text around a line. */
export function useSourceLines(source: WorkbenchSource, fromLine: number, toLine: number, fromColumn: number) {
  return useQuery({
    queryKey: [
      'workbench-source',
      source.type,
      source.type === 'preview' ? source.previewId : source.uploadId,
      fromLine,
      toLine,
      fromColumn,
    ],
    queryFn: () => invoke('workbench:source', { source, fromLine, toLine, fromColumn, maxLineChars: 400 }),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
}
