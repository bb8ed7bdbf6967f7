import type { AcknowledgeableRule, GuardFinding, GuardRailRefusal, UploadSummary } from '@shared/ipc/channels/uploads';
import type { CoreContext } from '../core-context';
import { DeskError } from '../errors';
import { attemptFailure } from './attempt-failure';
import { withRowNnts } from '../workbench/row-nnts';
import { checkGuardRails, decideGuardRails, type GuardRailSettings } from './guard-rails';
import type { LedgerFiles } from './ledger-files';
import type { LedgerRepo } from './ledger-repo';
import type { PreparedPackage } from './package-check';
import type { StatusTracker } from './status-tracker';

export interface UploadServiceDeps {
  ctx: CoreContext;
  ledger: LedgerRepo;
  tracker: StatusTracker;
  guardRails: GuardRailSettings;
  /** Tells the renderer an attempt changed (event + tables changed). */
  notify(uploadId: number): void;
  /** Where the exact bytes of each sent package are kept (by SHA-256). */
  files?: LedgerFiles;
}

export interface StartRequest {
  profileId: number;
  kind: 'full' | 'changes';
  prepared: PreparedPackage;
  acknowledge: readonly AcknowledgeableRule[];
  whenAllowed: boolean;
}

const ruleText: Record<GuardFinding['rule'], string> = {
  'second-full-today': 'a full upload was already sent today (Moscow time); the operator allows one a day',
  'outside-window': 'it is outside 05:15–08:45 Moscow time, the recommended window for full uploads',
  'row-drop': 'the file has 30% or more fewer rows than the last accepted full upload',
  'empty-full': 'the file has no rows, so a full upload would delete all stock',
  'empty-changes': 'the file has no rows; with no changes nothing is sent',
  'changes-too-soon': 'changes were sent less than 10 minutes ago',
  'changes-after-delete': 'all stock was deleted; send a full upload before any changes',
  'invalid-package': 'the file has errors, so the operator will most likely refuse it',
};

/** The `guard-rail` error: what stands in the way, with every finding for the dialog. */
function guardRailError(blocking: GuardFinding[], all: GuardFinding[]): DeskError {
  const reasons = blocking.map((f) => ruleText[f.rule]).join('; ');
  const details: GuardRailRefusal = { blocking, findings: all };
  return new DeskError('guard-rail', `The upload was not sent: ${reasons}. Confirm to send anyway, or wait.`, details);
}

/**
 * Sends uploads and deletions, each written to the ledger before the request leaves and
 * updated after; holds changes until the 10-minute interval has passed; never re-sends a full
 * upload by itself.
 */
export function createUploadService(deps: UploadServiceDeps) {
  const { ctx, ledger, tracker } = deps;
  const clock = ctx.ports.clock;
  const closing = new AbortController();
  const running = new Set<Promise<unknown>>();
  const held = new Map<number, { cancel: AbortController; job: Promise<unknown> }>();

  const keep = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => undefined);
    return promise;
  };

  function findings(profileId: number, kind: 'full' | 'changes', prepared?: PreparedPackage): GuardFinding[] {
    const check = prepared?.local.check;
    return checkGuardRails({
      kind,
      rows: prepared ? prepared.rows : null,
      localErrorCount: check && !check.valid ? Math.max(1, check.errorCount) : 0,
      now: clock.now(),
      history: ledger.history(profileId),
      settings: deps.guardRails,
    });
  }

  /**
   * Keeps the exact bytes about to be sent (what uploadStocks sends: the text as UTF-8), named by
   * the SHA-256 the check computed of those bytes. A failure to keep them is logged and never
   * stops the upload: the operator's copy matters more.
   */
  async function keepFile(id: number, prepared: PreparedPackage): Promise<void> {
    if (!deps.files) return;
    try {
      await deps.files.keepText(prepared.text, prepared);
      await deps.files.prune();
    } catch (error) {
      ctx.ports.logger.log('warn', 'The file of an upload could not be kept', { uploadId: id, error: String(error) });
    }
  }

  /** Sends one package; the ledger row exists already ('sending'). */
  async function send(
    id: number,
    profileId: number,
    kind: 'full' | 'changes',
    prepared: PreparedPackage,
  ): Promise<UploadSummary> {
    let requestStarted = false;
    // The attempt before this one of the same kind (history is newest first; this row is among it).
    const earlier = ledger.history(profileId).find((e) => e.id !== id && e.kind === kind);
    await keepFile(id, prepared);
    try {
      const client = await ctx.clientFor(profileId);
      const accepted = await client.uploadStocks(kind, prepared.text, {
        signal: closing.signal,
        onRequestStart: () => {
          if (requestStarted) return;
          requestStarted = true;
          ledger.markRequestStarted(id, clock.now());
        },
      });
      const trackable = accepted.location ?? accepted.messageId;
      ledger.finishOk(id, {
        outcome: 'accepted',
        finishedAt: clock.now(),
        httpStatus: accepted.status,
        messageId: accepted.messageId,
        location: accepted.location,
        tracking: trackable ? 'active' : 'none',
      });
      deps.notify(id);
      tracker.track(ledger.get(id)!);
    } catch (error) {
      const failure = attemptFailure(error, {
        requestStarted,
        now: clock.now(),
        prtIds: prepared.prtIds,
        earlierMayBeQueued: earlier?.outcome === 'unknown',
      });
      ledger.finishFailed(id, { ...failure, errors: withRowNnts(prepared, failure.errors) });
      deps.notify(id);
    }
    const row = ledger.get(id)!;
    ctx.ports.logger.log('info', `Stock ${kind} upload ${row.outcome}`, {
      uploadId: id,
      profileId,
      rows: prepared.rows,
      bytes: prepared.bytes,
      sha256: prepared.sha256,
      httpStatus: row.httpStatus,
      messageId: row.messageId,
      errorCode: row.errorCode,
    });
    return row;
  }

  /** Waits until held changes may go, re-checks the guard rails, then sends them. */
  function scheduleHeld(id: number, req: StartRequest): void {
    const cancel = new AbortController();
    const signal = AbortSignal.any([cancel.signal, closing.signal]);
    const job = (async () => {
      for (;;) {
        const row = ledger.get(id);
        if (!row || row.outcome !== 'held') return;
        const wait = new Date(row.retryAt ?? 0).getTime() - clock.now().getTime();
        if (wait > 0) await clock.sleep(wait, signal);
        if (signal.aborted) throw signal.reason;
        const all = findings(req.profileId, 'changes', req.prepared);
        const decision = decideGuardRails(all, req.acknowledge, true);
        if (decision.verdict === 'blocked') {
          const error = guardRailError(decision.blocking, all);
          ledger.finishFailed(id, {
            outcome: 'cancelled',
            finishedAt: clock.now(),
            httpStatus: null,
            errorCode: 'guard-rail',
            errorMessage: error.message,
            errorBody: null,
            retryAt: null,
            errors: [],
          });
          deps.notify(id);
          return;
        }
        if (decision.verdict === 'hold') {
          ledger.setRetryAt(id, decision.holdUntil!);
          deps.notify(id);
          continue;
        }
        held.delete(id);
        ledger.markSending(id, clock.now());
        deps.notify(id);
        await send(id, req.profileId, 'changes', req.prepared);
        return;
      }
    })()
      .catch(() => {
        const row = ledger.get(id);
        if (row?.outcome !== 'held') return;
        const byClose = closing.signal.aborted;
        ledger.finishFailed(id, {
          outcome: 'cancelled',
          finishedAt: clock.now(),
          httpStatus: null,
          errorCode: byClose ? 'app-stopped' : 'cancelled',
          errorMessage: byClose
            ? 'The app was closed while these changes waited for the 10-minute interval; they were not sent.'
            : 'Cancelled by the user before sending; nothing was sent.',
          errorBody: null,
          retryAt: null,
          errors: [],
        });
        deps.notify(id);
      })
      .finally(() => held.delete(id));
    held.set(id, { cancel, job });
    keep(job);
  }

  return {
    /** Checks the guard rails against the user's answers, writes the attempt, sends (or holds) it. */
    async start(req: StartRequest): Promise<UploadSummary> {
      const profile = ctx.profiles.require(req.profileId);
      if (closing.signal.aborted) throw new DeskError('cancelled', 'The app is closing; nothing was sent.');
      const { prepared } = req;
      if (!prepared.encoding.sendable) {
        throw new DeskError(
          'file-invalid',
          `The file "${prepared.fileName}" holds bytes that are not valid UTF-8 (see the errors), so it cannot be sent without altering it. Save it as UTF-8 in your pharmacy system and choose it again.`,
          { reason: 'invalid-utf8', fileName: prepared.fileName },
        );
      }
      if (prepared.rows === null) {
        throw new DeskError(
          'file-invalid',
          `The file "${prepared.fileName}" is not a stock package (a JSON object with "date" and a "stocks" list), so it cannot be sent. Fix the error shown and choose the file again.`,
          { reason: 'not-a-package', fileName: prepared.fileName },
        );
      }
      if (req.kind === 'changes') {
        const waiting = [...held.keys()]
          .map((id) => ledger.get(id))
          .find((u) => u?.profileId === req.profileId && u.outcome === 'held');
        if (waiting) {
          throw new DeskError(
            'conflict',
            `Changes of this store are already waiting to be sent at ${waiting.retryAt}. Cancel them first, or wait.`,
            {
              reason: 'already-held',
              uploadId: waiting.id,
              retryAt: waiting.retryAt,
            },
          );
        }
      }
      // No await between reading the history and writing the row: two clicks cannot both pass.
      const all = findings(req.profileId, req.kind, prepared);
      const decision = decideGuardRails(all, req.acknowledge, req.whenAllowed);
      if (decision.verdict === 'blocked') throw guardRailError(decision.blocking, all);
      const overrides = req.acknowledge.filter((rule) => all.some((f) => f.rule === rule));
      const id = ledger.insertAttempt({
        profileId: req.profileId,
        storeId: profile.storeId,
        kind: req.kind,
        fileName: prepared.fileName,
        rows: prepared.rows,
        bytes: prepared.bytes,
        sha256: prepared.sha256,
        packageDate: prepared.packageDate,
        startedAt: clock.now(),
        outcome: decision.verdict === 'hold' ? 'held' : 'sending',
        retryAt: decision.holdUntil,
        overrides,
      });
      deps.notify(id);
      if (decision.verdict === 'hold') {
        scheduleHeld(id, req);
        return ledger.get(id)!;
      }
      return keep(send(id, req.profileId, req.kind, prepared));
    },

    /** DELETE all of the store's stock, written to the ledger like an upload. */
    async deleteStock(profileId: number): Promise<UploadSummary> {
      const profile = ctx.profiles.require(profileId);
      if (closing.signal.aborted) throw new DeskError('cancelled', 'The app is closing; nothing was sent.');
      const id = ledger.insertAttempt({
        profileId,
        storeId: profile.storeId,
        kind: 'delete',
        fileName: null,
        rows: null,
        bytes: null,
        sha256: null,
        packageDate: null,
        startedAt: clock.now(),
        outcome: 'sending',
        retryAt: null,
        overrides: [],
      });
      deps.notify(id);
      const run = async () => {
        let requestStarted = false;
        try {
          const client = await ctx.clientFor(profileId);
          requestStarted = true;
          ledger.markRequestStarted(id, clock.now());
          await client.deleteStocks({ signal: closing.signal });
          ledger.finishOk(id, {
            outcome: 'deleted',
            finishedAt: clock.now(),
            httpStatus: 204,
            messageId: null,
            location: null,
            tracking: 'none',
          });
        } catch (error) {
          ledger.finishFailed(
            id,
            attemptFailure(error, {
              requestStarted,
              now: clock.now(),
              prtIds: null,
            }),
          );
        }
        deps.notify(id);
        const row = ledger.get(id)!;
        ctx.ports.logger.log('info', `Stock deletion ${row.outcome}`, {
          uploadId: id,
          profileId,
          httpStatus: row.httpStatus,
          errorCode: row.errorCode,
        });
        return row;
      };
      return keep(run());
    },

    /** Cancels held changes; refuses when they are no longer waiting. */
    async cancelHeld(uploadId: number): Promise<UploadSummary> {
      const row = ledger.get(uploadId);
      if (!row)
        throw new DeskError('not-found', `No upload with id ${uploadId}.`, {
          fault: 'upload-not-found',
          uploadId,
        });
      const waiting = held.get(uploadId);
      if (row.outcome !== 'held' || !waiting) {
        throw new DeskError('conflict', 'These changes are no longer waiting: they were sent or cancelled already.', {
          fault: 'no-longer-held',
          uploadId,
          outcome: row.outcome,
        });
      }
      waiting.cancel.abort(new DeskError('cancelled', 'Cancelled by the user.'));
      await waiting.job;
      return ledger.get(uploadId)!;
    },

    /** Stops holds, in-flight sends (their rows say what is known) and tracking; waits for the ledger writes. */
    async close(): Promise<void> {
      closing.abort(new DeskError('cancelled', 'The app is closing.'));
      await Promise.allSettled([...running]);
      await tracker.close();
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
