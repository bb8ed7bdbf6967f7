import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { CheckPhase } from '@shared/ipc/channels/upload-intake';
import type { FilePreview } from '@shared/ipc/channels/uploads';
import type { CheckStep } from '@shared/validation/stock-package-check';
import type { CoreContext } from '../core-context';
import { DeskError } from '../errors';
import { readChosenFile } from '../files/read-chosen-file';
import { resolveFileRef } from '../files/read-file-ref';
import type { PartialHandlerMap } from '../ipc/dispatch';
import { preparePackageSteps, type PreparedPackage } from './package-check';
import type { PreviewStore } from './preview-store';

/** Progress events at most this often (plus every change of phase and the end). */
const PROGRESS_EVERY_MS = 100;

/** What `uploads:preview-file` and `uploads:preview-ref` answer for a kept preview. */
export function previewOf(previewId: string, prepared: PreparedPackage): FilePreview {
  return {
    previewId,
    fileName: prepared.fileName,
    bytes: prepared.bytes,
    sha256: prepared.sha256,
    encoding: prepared.encoding,
    rows: prepared.rows,
    packageDate: prepared.packageDate,
    check: prepared.local.check,
  };
}

/**
 * Runs a generator of check steps, giving the core host's event loop a turn after each step,
 * so other invokes (and `uploads:cancel-check`) are answered while a 100,000-row file is checked.
 */
async function driveSteps<T>(
  steps: Generator<CheckStep, T, void>,
  signal: AbortSignal,
  onStep: (step: CheckStep) => void,
  stepDelayMs = 0,
): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onStep(step.value);
    await (stepDelayMs > 0 ? sleep(stepDelayMs) : nextTurn());
    // Stopping here drops the generator and everything it held: nothing is half-kept.
    signal.throwIfAborted();
  }
}

/**
 * Reading a chosen file by reference in the core host, with progress events and cancellation:
 * `uploads:preview-ref` and `uploads:cancel-check`.
 */
export function createIntakeHandlers(
  ctx: CoreContext,
  previews: PreviewStore,
  tuning: { stepDelayMs?: number } = {},
): PartialHandlerMap {
  const running = new Map<string, AbortController>();
  // A cancel may overtake its check (two requests over the web bridge): remember the last few ids.
  const cancelledEarly = new Set<string>();

  return {
    'uploads:preview-ref': async ({ fileRef, checkId }) => {
      if (running.has(checkId))
        throw new DeskError('conflict', `A check with id ${checkId} is already running.`, {
          fault: 'check-running',
          checkId,
        });
      const controller = new AbortController();
      if (cancelledEarly.delete(checkId)) controller.abort();
      running.set(checkId, controller);
      let last = 0;
      let lastPhase: CheckPhase | undefined;
      let bytesTotal = 0;
      const report = (
        phase: CheckPhase,
        bytesRead: number,
        rowsChecked: number,
        rowsTotal: number | null,
        force = false,
      ) => {
        const now = Date.now();
        if (!force && phase === lastPhase && now - last < PROGRESS_EVERY_MS) return;
        last = now;
        lastPhase = phase;
        ctx.events.emit('uploads:check-progress', { checkId, phase, bytesRead, bytesTotal, rowsChecked, rowsTotal });
      };
      try {
        controller.signal.throwIfAborted();
        const chosen = await resolveFileRef(ctx.ports.files, fileRef);
        const bytes = await readChosenFile(chosen.path, chosen.fileName, {
          identity: chosen.identity,
          signal: controller.signal,
          onProgress: (p) => {
            bytesTotal = p.bytesTotal;
            report('reading', p.bytesRead, 0, null, p.bytesRead === p.bytesTotal);
          },
        });
        const steps = preparePackageSteps(chosen.fileName, bytes, ctx.ports.clock.now());
        const prepared = await driveSteps(
          steps,
          controller.signal,
          (step) => report(step.phase, bytesTotal, step.rowsChecked, step.rowsTotal),
          tuning.stepDelayMs,
        );
        report('locating', bytesTotal, prepared.rows ?? 0, prepared.rows, true);
        prepared.fileRef = fileRef;
        // The check's garbage (its steps' buffers and strings) is given back when this screen is left.
        ctx.caches.bigWorkDone();
        return previewOf(previews.add(prepared), prepared);
      } catch (error) {
        if (controller.signal.aborted)
          throw new DeskError('cancelled', 'The check was cancelled; nothing of the file is kept.', { checkId });
        throw error;
      } finally {
        running.delete(checkId);
      }
    },

    'uploads:cancel-check': ({ checkId }) => {
      const controller = running.get(checkId);
      if (!controller) {
        cancelledEarly.add(checkId);
        if (cancelledEarly.size > 32) cancelledEarly.delete(cancelledEarly.values().next().value!);
        return { cancelled: false };
      }
      controller.abort();
      return { cancelled: true };
    },
  };
}
