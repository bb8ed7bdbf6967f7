import type { Query, QueryClient } from '@tanstack/react-query';
import type { DbTable } from '@shared/ipc/channels/app';
import type { DictionaryName } from '@shared/protocol/dictionaries';

/**
 * Every query key of the renderer, from one place. A key starts with the SQLite table its
 * data is read from, so a `db:changed` event for that table invalidates exactly those queries
 * (see query-client.ts); keys not backed by a table start with a name no event carries.
 */
export const queryKeys = {
  /** Every query reading a table: the prefix `db:changed` invalidates. */
  table: (table: DbTable) => [table] as const,
  stores: () => ['store_profiles'] as const,
  secretStates: () => ['store_profiles', 'secret-states'] as const,
  stockSummary: (profileId: number | undefined) => ['stock_snapshots', profileId] as const,
  stockRows: (profileId: number, sort: unknown, filter: unknown) => ['stock_rows', profileId, sort, filter] as const,
  sandboxDispersion: (profileId: number) => ['stock_rows', 'sandbox-dispersion', profileId] as const,
  dictionaryList: (profileId: number | undefined) => ['dict_state', profileId] as const,
  dictionaryRows: (name: DictionaryName, profileId: number, sort: unknown, filter: string) =>
    [`dict_${name}` satisfies DbTable, profileId, sort, filter] as const,
  goodsSearch: (profileId: number | undefined, text: string) =>
    ['dict_goods_normalized', profileId, 'search', text] as const,
  productCard: (profileId: number | undefined, nnt: number | null) =>
    ['dict_goods_normalized', profileId, 'card', nnt] as const,
  uploads: (profileId: number | undefined, offset: number, limit: number) =>
    ['upload_ledger', profileId, 'list', offset, limit] as const,
  uploadHistory: (filter: unknown, sort: string, desc: boolean, offset: number, limit: number) =>
    ['upload_ledger', 'history', filter, sort, desc, offset, limit] as const,
  uploadChart: (filter: unknown) => ['upload_ledger', 'chart', filter] as const,
  /** A resolution of operator codes held in core: changes only by the manager's choices (no table event). */
  codesResolution: (resolutionId: string) => ['codes-resolution', resolutionId] as const,
  codesRows: (resolutionId: string, filter: string, limit: number) =>
    ['codes-resolution', resolutionId, 'rows', filter, limit] as const,
  codesSuggestions: (resolutionId: string, index: number) =>
    ['codes-resolution', resolutionId, 'suggest', index] as const,
  codeConfirmations: (profileId: number) => ['code_confirmations', profileId] as const,
  uploadDetail: (uploadId: number | undefined) => ['upload_ledger', 'detail', uploadId] as const,
  uploadErrors: (uploadId: number, field: string | undefined) => ['upload_errors', uploadId, field ?? ''] as const,
  previewErrors: (previewId: string, origin: string, field: string | undefined) =>
    ['upload_preview', previewId, origin, field ?? ''] as const,
  /** The status bar: backed by several tables, refetched by its own hook (app/use-status-summary.ts). */
  statusSummary: (profileId: number | undefined) => ['app_status', profileId] as const,
  statusSummaries: () => ['app_status'] as const,
  webhookSubscriptions: (profileId: number | undefined) => ['webhook_subscriptions', profileId] as const,
  webhookDeliveries: (profileId: number | undefined) => ['webhook_deliveries', profileId] as const,
  webhookKey: (profileId: number | undefined) => ['webhook_key', profileId] as const,
  importMapping: (profileId: number) => ['import_mappings', profileId] as const,
  recentFiles: (profileId: number | undefined) => ['recent_files', profileId] as const,
  /** A file read in core (not a table: the bytes live in the renderer until the next choice). */
  importRead: (stage: 'head' | 'rows', fileToken: number | undefined, mapping: unknown) =>
    ['import-read', stage, fileToken, mapping] as const,
  /** A changes preview held in core, paged by window. */
  importChanges: (changesId: string) => ['import-changes', changesId] as const,
  /** A package's preflight report and its workbench views: keyed on the dictionary state, which a sync changes. */
  preflightReport: (profileId: number | undefined, previewId: string) =>
    ['dict_state', 'preflight', profileId, previewId] as const,
  workbench: (profileId: number, sourceType: string, sourceId: string | number) =>
    ['dict_state', 'workbench', profileId, sourceType, sourceId] as const,
  productNames: (profileId: number | undefined, codes: readonly number[]) =>
    ['dict_goods_normalized', 'names', profileId, codes] as const,
  /** The record of a batch in an upload's kept file (the file never changes once sent). */
  keptFileRow: (uploadId: number, prtId: string) => ['kept-file', uploadId, 'row', prtId] as const,
};

/** Refetches every query that read one of these tables (main's `db:changed` event). */
export function invalidateTables(client: QueryClient, tables: readonly DbTable[]): void {
  for (const table of tables) {
    const queryKey = queryKeys.table(table);
    // A first load under way may have read the table before this change. TanStack hands a refetch
    // the running fetch's promise unless data is already shown, so the change would be lost until
    // the data went stale (a store just switched to, a file opened at once: its recent files list
    // stayed empty). Such loads are cancelled first, then read again.
    const findFirstLoads = { queryKey, predicate: isFirstLoadUnderWay };
    if (client.getQueryCache().findAll(findFirstLoads).length > 0)
      void client.cancelQueries(findFirstLoads).then(() => client.invalidateQueries({ queryKey }));
    else void client.invalidateQueries({ queryKey });
  }
}

const isFirstLoadUnderWay = (query: Query): boolean =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching';
