import type { UploadSummary } from '@shared/ipc/channels/uploads';
import { isKnownMessageStatus } from '@shared/protocol/messages';
import type { ApiClient } from '../api/api-types';
import { DeskError } from '../errors';
import type { Clock, Logger } from '../ports';
import type { LedgerRepo } from './ledger-repo';
import { wordingFacts } from '@shared/i18n/error-fault';

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
  /** A statusId outside 0..3 (not named by the spec) is recorded and polled for this long, then tracking explains itself. */
  unknownStatusGiveUpMs: number;
  /** Answers that cannot be read (not the 2.5 body) are recorded and polled for this long, then tracking stops with why. */
  unreadableGiveUpMs: number;
}

export const defaultTrackerSettings: TrackerSettings = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  noInfoGiveUpMs: 10 * 60_000,
  giveUpAfterMs: 24 * 3_600_000,
  unknownStatusGiveUpMs: 2 * 3_600_000,
  unreadableGiveUpMs: 10 * 60_000,
};

/** Errors after which polling again later may succeed. */
const TRANSIENT = new Set(['network', 'timeout', 'server-error', 'rate-limited']);

/** A bad-response with a 2xx status: the operator answered, but not with a status this client can read. */
const isUnreadableAnswer = (error: DeskError) => {
  const status = (error.details as { status?: unknown } | undefined)?.status;
  return error.code === 'bad-response' && typeof status === 'number' && status >= 200 && status < 300;
};

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

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

  type PollResult = 'final' | 'changed' | 'same' | 'no-info' | 'unknown' | 'unreadable' | 'transient' | 'stopped';
  interface Poll {
    result: PollResult;
    error?: DeskError;
    /** For `unknown`: whether the timeline got a new row. */
    changed?: boolean;
    statusId?: number;
    statusMessage?: string | null;
  }

  /** One poll, recorded. Throws only on cancellation. */
  async function pollOnce(upload: UploadSummary): Promise<Poll> {
    const where = target(upload);
    if (!where) return { result: 'stopped' };
    let status;
    try {
      const client = await deps.clientFor(upload.profileId);
      status = await client.getMessageStatus(where, { signal: closing.signal });
    } catch (error) {
      if (closing.signal.aborted) throw error;
      const desk = error instanceof DeskError ? error : new DeskError('internal', String(error));
      if (isUnreadableAnswer(desk)) {
        // Shown, not silently retried: a timeline row and the upload's tracking message say what came back.
        const changed = ledger.recordStatus(
          upload.id,
          { kind: 'unreadable', statusId: null, statusMessage: desk.message, statusDate: null },
          clock.now(),
        );
        ledger.setTracking(upload.id, 'active', { code: desk.code, message: desk.message });
        deps.onChange(upload.id);
        return { result: 'unreadable', error: desk, changed };
      }
      return {
        result: TRANSIENT.has(desk.code) ? 'transient' : 'stopped',
        error: desk,
      };
    }
    const observedAt = clock.now();
    if (upload.errorCode === 'bad-response') ledger.clearTrackingError(upload.id);
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
    if (!isKnownMessageStatus(status.statusId))
      return { result: 'unknown', changed, statusId: status.statusId, statusMessage: status.statusMessage ?? null };
    return { result: changed ? 'changed' : 'same' };
  }

  function stop(
    uploadId: number,
    tracking: 'stopped' | 'no-info',
    error?: { code: string; message: string; params?: Record<string, string | number> | null },
  ): void {
    ledger.setTracking(uploadId, tracking, error);
    deps.onChange(uploadId);
  }

  async function loop(upload: UploadSummary): Promise<void> {
    const startedAt = clock.now().getTime();
    let delay = 0;
    let noInfoSince: number | null = null;
    let unknownSince: number | null = null;
    let unreadableSince: number | null = null;
    for (;;) {
      if (delay > 0) await clock.sleep(delay, closing.signal);
      const poll = await pollOnce(ledger.get(upload.id) ?? upload);
      const { result, error } = poll;
      const now = clock.now().getTime();
      if (result === 'final') return;
      if (result === 'stopped') {
        stop(
          upload.id,
          'stopped',
          error ? { code: error.code, message: error.message, params: wordingFacts(error.details) } : undefined,
        );
        return;
      }
      unknownSince = result === 'unknown' ? (unknownSince ?? now) : null;
      unreadableSince =
        result === 'unreadable' ? (unreadableSince ?? now) : result === 'transient' ? unreadableSince : null;
      if (unknownSince !== null && now - unknownSince >= settings.unknownStatusGiveUpMs) {
        const said = poll.statusMessage ? ` ("${poll.statusMessage}")` : '';
        stop(upload.id, 'stopped', {
          code: 'unknown-status',
          message:
            `The operator has reported status ${poll.statusId}${said} for ${minutes(settings.unknownStatusGiveUpMs)} min; ` +
            'protocol v5 names only 0–3, so the app cannot tell whether the package was processed. ' +
            'Tracking stopped: read the stock back to see what the operator holds, refresh the status later, or ask the operator what this status means.',
        });
        return;
      }
      if (result === 'unreadable' && unreadableSince !== null && now - unreadableSince >= settings.unreadableGiveUpMs) {
        stop(upload.id, 'stopped', {
          code: 'bad-response',
          message:
            `The operator's status answers could not be read for ${minutes(settings.unreadableGiveUpMs)} min, so tracking stopped. ` +
            `Last answer: ${error?.message ?? 'unreadable'} Read the stock back to check the upload, or refresh the status later.`,
          // The last answer's facts (fault, path, status) word it on the screen.
          params: error instanceof DeskError ? wordingFacts(error.details) : null,
        });
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
        result === 'changed' || ((result === 'unknown' || result === 'unreadable') && poll.changed)
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
          { fault: 'no-status-address', uploadId: upload.id, outcome: upload.outcome },
        );
      }
      const { result, error } = await pollOnce(upload);
      if (result === 'stopped' || result === 'transient' || result === 'unreadable') {
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
