import type { UploadSummary } from '../../../shared/ipc/channels/uploads';
import type { ApiClient } from '../api/api-types';
import { DeskError } from '../errors';
import type { Clock, Logger } from '../ports';
import type { LedgerRepo } from './ledger-repo';

/** How status polling paces itself; tests shorten everything. */
export interface TrackerSettings {
  /** Delay before the second poll (the first is immediate); doubles while nothing changes... */
  initialDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** Consecutive 204 answers for this long end tracking with "the operator has no information". */
  noInfoGiveUpMs: number;
  /** Tracking of one package stops after this long without a final status (the user can refresh). */
  giveUpAfterMs: number;
}

export const defaultTrackerSettings: TrackerSettings = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  noInfoGiveUpMs: 10 * 60_000,
  giveUpAfterMs: 24 * 3_600_000,
};

/** Errors after which polling again later may succeed. */
const TRANSIENT = new Set(['network', 'timeout', 'server-error', 'rate-limited', 'bad-response']);

export interface StatusTracker {
  /** Starts polling an accepted package (no-op when already tracked or nothing to poll). */
  track(upload: UploadSummary): void;
  /** Polls once now; returns the updated ledger row. Tracking continues if not final. */
  refresh(upload: UploadSummary): Promise<UploadSummary>;
  isTracking(uploadId: number): boolean;
  /** Stops every loop and waits for them. */
  close(): Promise<void>;
}

export interface TrackerDeps {
  ledger: LedgerRepo;
  clientFor(profileId: number): Promise<ApiClient>;
  clock: Clock;
  logger: Logger;
  settings: TrackerSettings;
  /** Called after every ledger change the tracker made. */
  onChange(uploadId: number): void;
}

/** What to poll: the Location URL as the operator gave it, else the messageId. */
const target = (u: UploadSummary): string | null => u.location ?? u.messageId;

/**
 * Polls `Location` of accepted packages until status 2 (Processed) or 3 (Error), with backoff
 * from 1 s up to 30 s, writing each distinct status to the timeline. 204 is retried for a while,
 * then tracking ends with "no information". Loops stop on close and resume at start-up.
 */
export function createStatusTracker(deps: TrackerDeps): StatusTracker {
  const { ledger, clock, settings } = deps;
  const loops = new Map<number, Promise<void>>();
  const closing = new AbortController();

  type PollResult = 'final' | 'changed' | 'same' | 'no-info' | 'transient' | 'stopped';

  /** One poll, recorded. Throws only on cancellation. */
  async function pollOnce(upload: UploadSummary): Promise<{ result: PollResult; error?: DeskError }> {
    const where = target(upload);
    if (!where) return { result: 'stopped' };
    let status;
    try {
      const client = await deps.clientFor(upload.profileId);
      status = await client.getMessageStatus(where, { signal: closing.signal });
    } catch (error) {
      if (closing.signal.aborted) throw error;
      const desk = error instanceof DeskError ? error : new DeskError('internal', String(error));
      return {
        result: TRANSIENT.has(desk.code) ? 'transient' : 'stopped',
        error: desk,
      };
    }
    const observedAt = clock.now();
    if (status === null) {
      const changed = ledger.recordStatus(
        upload.id,
        { statusId: null, statusMessage: null, statusDate: null },
        observedAt,
      );
      if (changed) deps.onChange(upload.id);
      return { result: 'no-info' };
    }
    const changed = ledger.recordStatus(
      upload.id,
      {
        statusId: status.statusId,
        statusMessage: status.statusMessage ?? null,
        statusDate: status.statusDate,
      },
      observedAt,
    );
    if (changed) deps.onChange(upload.id);
    if (status.statusId === 2 || status.statusId === 3) return { result: 'final' };
    return { result: changed ? 'changed' : 'same' };
  }

  function stop(uploadId: number, tracking: 'stopped' | 'no-info', error?: { code: string; message: string }): void {
    ledger.setTracking(uploadId, tracking, error);
    deps.onChange(uploadId);
  }

  async function loop(upload: UploadSummary): Promise<void> {
    const startedAt = clock.now().getTime();
    let delay = 0;
    let noInfoSince: number | null = null;
    for (;;) {
      if (delay > 0) await clock.sleep(delay, closing.signal);
      const { result, error } = await pollOnce(upload);
      const now = clock.now().getTime();
      if (result === 'final') return;
      if (result === 'stopped') {
        stop(upload.id, 'stopped', error ? { code: error.code, message: error.message } : undefined);
        return;
      }
      if (result === 'no-info') {
        noInfoSince ??= now;
        if (now - noInfoSince >= settings.noInfoGiveUpMs) {
          stop(upload.id, 'no-info');
          return;
        }
      } else if (result !== 'transient') {
        noInfoSince = null;
      }
      if (now - startedAt >= settings.giveUpAfterMs) {
        stop(upload.id, 'stopped', {
          code: 'timeout',
          message: `No final status after ${Math.round(settings.giveUpAfterMs / 3_600_000)} h of checking; refresh the status later or read the stock back.`,
        });
        return;
      }
      // Something moved: look again soon. Nothing moved: wait longer, up to the cap.
      delay =
        result === 'changed'
          ? settings.initialDelayMs
          : Math.min(settings.maxDelayMs, Math.max(settings.initialDelayMs, delay * 2));
    }
  }

  function start(upload: UploadSummary): void {
    if (loops.has(upload.id) || closing.signal.aborted || !target(upload)) return;
    const running = loop(upload)
      .catch((error: unknown) => {
        if (closing.signal.aborted) return; // closed: the row stays 'active' and resumes at the next start
        deps.logger.log('error', 'Status tracking failed', {
          uploadId: upload.id,
          error: String(error),
        });
        stop(upload.id, 'stopped', {
          code: 'internal',
          message: String(error),
        });
      })
      .finally(() => loops.delete(upload.id));
    loops.set(upload.id, running);
  }

  return {
    track: start,
    isTracking: (uploadId) => loops.has(uploadId),

    async refresh(upload) {
      if (!target(upload)) {
        throw new DeskError(
          'conflict',
          'This attempt has no status address (the operator gave no Location, or no answer came). Read the stock back to see what the operator holds.',
          { uploadId: upload.id, outcome: upload.outcome },
        );
      }
      const { result, error } = await pollOnce(upload);
      if (result === 'stopped' || result === 'transient') {
        throw error ?? new DeskError('internal', 'The status could not be read.');
      }
      ledger.clearTrackingError(upload.id);
      if (result !== 'final' && !loops.has(upload.id)) {
        ledger.setTracking(upload.id, 'active');
        deps.onChange(upload.id);
        start(ledger.get(upload.id)!);
      }
      return ledger.get(upload.id)!;
    },

    async close() {
      closing.abort(new DeskError('cancelled', 'The app is closing.'));
      await Promise.allSettled([...loops.values()]);
    },
  };
}
