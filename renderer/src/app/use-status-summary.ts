import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DbTable } from '@shared/ipc/channels/app';
import { coreClockOffsetMs, learnCoreNow } from '../lib/core-clock';
import { invoke } from '../lib/ipc';
import { queryKeys } from '../lib/query-keys';

/** Tables whose change can change the status bar: the ledger, the profile's last check, dictionary syncs. */
const STATUS_TABLES: readonly DbTable[] = ['upload_ledger', 'store_profiles', 'dict_state'];

/**
 * The status summary of a store, refetched when core reports a change (`db:changed` of the tables
 * above, `uploads:status`) and when its `validUntil` passes on the ticking clock; no polling.
 */
export function useStatusSummary(profileId: number | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.statusSummary(profileId),
    queryFn: async () => {
      const summary = await invoke('app:status-summary', { profileId: profileId! });
      // Core's clock may be set (dev/test): the renderer's clock ticks from core's "now".
      learnCoreNow(summary.now);
      return { summary, offsetMs: coreClockOffsetMs() };
    },
    enabled: profileId !== undefined,
    staleTime: Infinity,
  });
  useEffect(() => {
    const refetch = () => void client.invalidateQueries({ queryKey: queryKeys.statusSummaries() });
    const offDb = window.desk.on('db:changed', ({ tables }) => {
      if (tables.some((table) => STATUS_TABLES.includes(table))) refetch();
    });
    const offUploads = window.desk.on('uploads:status', refetch);
    return () => {
      offDb();
      offUploads();
    };
  }, [client]);

  const nowMs = useMinuteTick(query.data?.offsetMs ?? 0);
  const validUntil = query.data ? Date.parse(query.data.summary.validUntil) : Infinity;
  const { refetch } = query;
  useEffect(() => {
    if (nowMs >= validUntil) void refetch();
  }, [nowMs, validUntil, refetch]);
  return { query, nowMs };
}

/** Core's "now" (the renderer's clock plus `offsetMs`), re-rendered at each turn of the minute. */
export function useMinuteTick(offsetMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const now = Date.now() + offsetMs;
      setNowMs(now);
      // Wake just after the next minute starts, so the clock never lags a whole minute behind.
      timer = setTimeout(schedule, 60_000 - (now % 60_000) + 50);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return nowMs;
}
