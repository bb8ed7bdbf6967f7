import type { EventPayload } from '@shared/ipc/contract';

/** Test support: an `uploads:status` event as core sends it. */
export function uploadStatus(
  uploadId: number,
  outcome: string,
  tracking = 'none',
  statusMessage: string | null = null,
): EventPayload<'uploads:status'> {
  return {
    profileId: 3,
    uploadId,
    outcome,
    tracking,
    statusId: null,
    statusMessage,
    observedAt: '2026-11-27T00:00:00Z',
  } as EventPayload<'uploads:status'>;
}

/** Test support: a `dictionaries:progress` event of a run in this state. */
export function syncProgress(runId: string, state: string): EventPayload<'dictionaries:progress'> {
  return {
    profileId: 3,
    runId,
    state,
    dictionary: null,
    completed: 0,
    total: 1,
    records: 0,
    rows: 0,
    quarantined: 0,
    chunks: 0,
    elapsedMs: 0,
    recordsPerSecond: 0,
    etaSeconds: null,
    error: null,
  } as EventPayload<'dictionaries:progress'>;
}
