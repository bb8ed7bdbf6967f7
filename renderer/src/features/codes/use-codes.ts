import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportMapping } from '@shared/import/import-mapping';
import type { AcknowledgeableRule } from '@shared/ipc/channels/uploads';
import type { InvokeOutput } from '@shared/ipc/contract';
import { fileSourceOf, type FileSource } from '@renderer/lib/file-source';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';

export type Resolution = InvokeOutput<'codes:resolve'>;
export type ChooseResult = InvokeOutput<'codes:choose'>;
export type RowFilter =
  'all' | 'attention' | 'not-found' | 'conflict' | 'file' | 'store-link' | 'barcode' | 'confirmed';

/** Converts the file for the store and finds each row's operator code; core holds the result for the calls below. */
export function useResolveCodes() {
  return useMutation({
    mutationFn: (input: { profileId: number; file: FileSource; mapping: ImportMapping; packageDate: string }) =>
      invoke('codes:resolve', {
        profileId: input.profileId,
        ...fileSourceOf(input.file),
        mapping: input.mapping,
        packageDate: input.packageDate,
      }),
  });
}

/** The first `limit` rows of a held resolution that pass the filter. */
export function useResolvedRows(resolutionId: string, filter: RowFilter, limit: number) {
  return useQuery({
    queryKey: queryKeys.codesRows(resolutionId, filter, limit),
    queryFn: () => invoke('codes:rows', { resolutionId, filter, offset: 0, limit }),
    placeholderData: keepPreviousData,
  });
}

/** Up to three products for a row without a code (asked for on the manager's click). */
export function useSuggestions(resolutionId: string, index: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.codesSuggestions(resolutionId, index),
    queryFn: async () =>
      (await invoke('codes:suggest', { resolutionId, indexes: [index] })).items[0]?.suggestions ?? [],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The manager's choice of a code for a row: applied, kept for the store, the rows refetched.
 * `onChosen` is the hook's own callback, not mutate's: the refetch may drop the row from the list
 * (it no longer needs attention) and unmount its component before a mutate callback would run.
 */
export function useChooseCode(profileId: number, resolutionId: string, onChosen: (chosen: ChooseResult) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { index: number; nnt: number; reason: 'suggestion' | 'conflict' | 'ambiguous-barcode' }) =>
      invoke('codes:choose', { profileId, resolutionId, ...input }),
    onSuccess: (chosen) => {
      onChosen(chosen);
      // A held resolution changes only by these choices (no table event carries it): refetch its rows.
      return client.invalidateQueries({ queryKey: queryKeys.codesResolution(resolutionId) });
    },
  });
}

/** The links the operator lacks, as a download. */
export function useExportMissing(resolutionId: string) {
  return useMutation({
    mutationFn: (input: { format: 'csv' | 'xlsx'; language: 'ru' | 'en' }) =>
      invoke('codes:export-missing', { resolutionId, ...input }),
  });
}

/** Sends the rows that have a code (a full upload); refused with `guard-rail` until left-out rows are acknowledged. */
export function useSendReady(profileId: number, resolutionId: string) {
  return useMutation({
    mutationFn: (answer: { leftOutAcknowledged: boolean; acknowledge: AcknowledgeableRule[] }) =>
      invoke('codes:send-ready', { profileId, resolutionId, ...answer }),
  });
}

/** The store's confirmations, newest first (refetched when code_confirmations changes). */
export function useConfirmations(profileId: number) {
  return useQuery({
    queryKey: queryKeys.codeConfirmations(profileId),
    queryFn: () => invoke('codes:confirmations', { profileId, offset: 0, limit: 1000 }),
  });
}

export function useRevokeConfirmation(profileId: number) {
  return useMutation({ mutationFn: (sku: string) => invoke('codes:revoke', { profileId, sku }) });
}
