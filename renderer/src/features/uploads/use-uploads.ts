import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import type { UploadHistoryFilter, UploadHistorySort } from '@shared/ipc/channels/upload-history';

/** One page of a store's upload ledger, re-read when main reports upload_ledger changed. */
export function useUploadList(profileId: number | undefined, offset: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.uploads(profileId, offset, limit),
    queryFn: () => invoke('uploads:list', { profileId: profileId!, offset, limit }),
    enabled: profileId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A page of the filtered, sorted history (filtering, search and sorting happen in core's SQL). */
export function useUploadHistory(
  filter: UploadHistoryFilter,
  sort: UploadHistorySort,
  desc: boolean,
  offset: number,
  limit: number,
  enabled = true,
) {
  return useQuery({
    queryKey: queryKeys.uploadHistory(filter, sort, desc, offset, limit),
    queryFn: () => invoke('uploads:history', { ...filter, sort, desc, offset, limit }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The chart's points for the same filter. */
export function useUploadChart(filter: UploadHistoryFilter, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.uploadChart(filter),
    queryFn: () => invoke('uploads:history-chart', filter),
    enabled,
  });
}

/** One attempt with its timeline (status rows live in upload_status_timeline, written with the ledger). */
export function useUploadDetail(uploadId: number) {
  return useQuery({
    queryKey: queryKeys.uploadDetail(uploadId),
    queryFn: () => invoke('uploads:get', { uploadId }),
  });
}

/** Where an error list comes from: a previewed file (checked here or on the server) or a refused upload. */
export type ErrorSource =
  { type: 'preview'; previewId: string; origin: 'local' | 'server' } | { type: 'upload'; uploadId: number };

/** Query key of an error list (the page number is appended): ledger errors start with their table so they refetch on change. */
export function errorPageKey(source: ErrorSource, field: string | undefined): readonly unknown[] {
  return source.type === 'upload'
    ? queryKeys.uploadErrors(source.uploadId, field)
    : queryKeys.previewErrors(source.previewId, source.origin, field);
}

/** Fetches one page of errors. */
export function fetchErrorPage(source: ErrorSource, field: string | undefined, page: number, pageSize: number) {
  return invoke('uploads:list-errors', {
    source,
    field,
    offset: page * pageSize,
    limit: pageSize,
  });
}
