import type { TimelineEntry, UploadSummary } from '@shared/ipc/channels/uploads';
import { CliError } from '../cli-error';
import { ExitCode } from '../exit-codes';
import { formatInstant } from '../format';
import type { Progress } from '../progress';
import type { Session } from '../session';
import type { CliStrings } from '../strings/cli-strings';
import { ledgerErrorLines } from '../ledger-error';

/** The name of a status (part 3), or "no information" for a 204. */
export function statusName(t: CliStrings, statusId: number | null): string {
  if (statusId === null) return t.upload.noInfo;
  return t.upload.statusNames[statusId] ?? t.upload.statusUnknownName({ id: statusId });
}

/** An attempt as the ledger holds it now, with its status timeline. */
export interface TrackedUpload {
  upload: UploadSummary;
  timeline: TimelineEntry[];
  /** Waiting stopped at --timeout before a final status. */
  timedOut: boolean;
}

/**
 * Waits while core's status tracker polls the package (the same tracker the app runs, backoff
 * 1 s → 30 s), showing each observed status, until tracking ends (2, 3, no information, stopped)
 * or `timeoutMs` passes.
 */
export async function waitForFinalStatus(
  s: Session,
  uploadId: number,
  progress: Progress,
  timeoutMs?: number,
): Promise<TrackedUpload> {
  const { t } = s;
  const read = async () => {
    const got = await s.invoke('uploads:get', { uploadId });
    return { upload: got.upload, timeline: got.timeline };
  };
  try {
    const done = await s.waitFor({
      events: ['uploads:status'],
      timeoutMs,
      onTimeout: () => new CliError(ExitCode.notFinal, 'wait-timeout', ''),
      check: async (payload) => {
        if (payload && payload.uploadId !== uploadId) return undefined;
        const now = await read();
        const id = now.upload.statusId;
        progress.update(
          id === null ? t.upload.waitingFirst : t.upload.waiting({ status: `${id} ${statusName(t, id)}` }),
          id === null ? 0 : Math.min(1, (id + 1) / 3),
        );
        return now.upload.tracking === 'active' ? undefined : now;
      },
    });
    return { ...done, timedOut: false };
  } catch (error) {
    if (error instanceof CliError && error.code === 'wait-timeout') return { ...(await read()), timedOut: true };
    throw error;
  } finally {
    progress.done();
  }
}

/** The status part of the output: the current or final status and the timeline. */
export function statusLines(t: CliStrings, tracked: { upload: UploadSummary; timeline: TimelineEntry[] }): string[] {
  const { upload, timeline } = tracked;
  const lines: string[] = [];
  if (upload.statusId !== null) {
    const params = {
      id: upload.statusId,
      name: statusName(t, upload.statusId),
      message: upload.statusMessage,
      date: upload.statusDate ? formatInstant(upload.statusDate, t) : null,
    };
    const final = upload.statusId === 2 || upload.statusId === 3;
    lines.push(final ? t.upload.finalStatus(params) : t.upload.currentStatus(params));
  }
  if (timeline.length > 0) {
    lines.push(t.upload.timelineTitle);
    for (const entry of timeline) {
      lines.push(
        t.upload.timelineLine({
          observedAt: formatInstant(entry.observedAt, t),
          status:
            entry.kind === 'unreadable'
              ? `— ${t.upload.unreadable}`
              : `${entry.statusId ?? '—'} ${statusName(t, entry.statusId)}`,
          message: entry.statusMessage,
        }),
      );
    }
  }
  return lines;
}

/** The verdict of a tracked package: none for Processed or still in progress without waiting. */
export function statusFailure(
  t: CliStrings,
  tracked: TrackedUpload,
  waited: boolean,
  timeoutSeconds: number | undefined,
): CliError | undefined {
  const { upload } = tracked;
  const messageId = upload.messageId ?? String(upload.id);
  if (upload.statusId === 3)
    return new CliError(
      ExitCode.processingError,
      'processing-error',
      t.upload.processingError({ message: upload.statusMessage }),
      { statusMessage: upload.statusMessage },
    );
  if (upload.statusId === 2) return undefined;
  if (tracked.timedOut)
    return new CliError(ExitCode.notFinal, 'not-final', t.upload.timedOut({ seconds: timeoutSeconds ?? 0, messageId }));
  if (upload.tracking === 'no-info' || (upload.statusId === null && upload.tracking !== 'active' && waited)) {
    return new CliError(ExitCode.notFinal, 'no-info', t.upload.noInfoFinal);
  }
  if (waited) {
    const text = t.upload.notFinal({ state: upload.tracking, messageId });
    // Tracking that stopped explains itself (an unknown status for hours, unreadable answers...).
    const said = upload.tracking === 'stopped' ? ledgerErrorLines(t, upload) : [];
    const why = said.length > 0 ? `\n${t.upload.trackingStopped({ reason: said.join(' ') })}` : '';
    return new CliError(ExitCode.notFinal, 'not-final', `${text}${why}`, { errorCode: upload.errorCode });
  }
  return undefined;
}
