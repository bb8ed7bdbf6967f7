import type { PackageError } from '@shared/ipc/channels/uploads';
import type { CoreContext, CoreFeature } from '../core-context';
import { readOperatorErrorBody } from '../api/operator-error-body';
import { DeskError } from '../errors';
import { defaultGuardRailSettings, type GuardRailSettings } from './guard-rails';
import { createIntakeHandlers, previewOf } from './intake-handlers';
import { createLedgerFiles, type KeptFilesRetention, type LedgerFiles } from './ledger-files';
import { createLedgerRepo } from './ledger-repo';
import type { LedgerHistoryEntry } from './ledger-rows';
import { checkFromBody, preparePackage } from './package-check';
import { withRowNnts } from '../workbench/row-nnts';
import { FIRST_ERRORS, summaryKey } from './package-errors';
import { createPreviewStore, type PreviewStore } from './preview-store';
import { createStatusTracker, defaultTrackerSettings, type TrackerSettings } from './status-tracker';
import { createUploadService } from './upload-service';

/** Tuning of the uploads feature; tests shorten the tracking delays. */
export interface UploadsOptions {
  tracking?: Partial<TrackerSettings>;
  guardRails?: Partial<GuardRailSettings>;
  /** Previewed files held in memory (default 3). */
  previewCapacity?: number;
  /** How long the file of each upload is kept (docs/protocol-notes.md, "Kept upload files"). */
  keptFiles?: Partial<KeptFilesRetention>;
  /** A pause after each step of a check by reference (tests: lets a person-speed "stop" land mid-check). */
  checkStepDelayMs?: number;
  /** Shared with preflight, which checks the same previewed files (default: a store of its own). */
  previews?: PreviewStore;
}

/** The tables this feature writes; the renderer's queries on them refetch after each change. */
const TABLES = ['upload_ledger', 'upload_status_timeline', 'upload_errors'] as const;

function page<T>(items: readonly T[], offset: number, limit: number): { total: number; items: T[] } {
  return { total: items.length, items: items.slice(offset, offset + limit) };
}

/**
 * Uploads: check a chosen file, guard rails, full/changes upload and stock deletion through
 * the ledger, status tracking (resumed at start-up), and the pages the screens read.
 */
export function createUploadsFeature(
  ctx: CoreContext,
  options: UploadsOptions = {},
): CoreFeature & {
  history(profileId: number): LedgerHistoryEntry[];
  guardRails: GuardRailSettings;
  /** The kept file of each sent upload (a changes package is computed against the last full one). */
  files: LedgerFiles;
} {
  const ledger = createLedgerRepo(ctx.db);
  const previews =
    options.previews ??
    createPreviewStore({
      capacity: options.previewCapacity,
      onFileReleased: (fileRef) => void ctx.ports.files?.release(fileRef).catch(() => undefined),
      caches: ctx.caches,
    });
  const clock = ctx.ports.clock;
  const files: LedgerFiles = createLedgerFiles({
    db: ctx.db,
    dataDir: ctx.ports.paths.dataDir,
    clock,
    logger: ctx.ports.logger,
    retention: options.keptFiles,
  });

  const notify = (uploadId: number): void => {
    ctx.tablesChanged(...TABLES);
    const u = ledger.get(uploadId);
    if (!u) return;
    ctx.events.emit('uploads:status', {
      profileId: u.profileId,
      uploadId: u.id,
      outcome: u.outcome,
      tracking: u.tracking,
      statusId: u.statusId,
      statusMessage: u.statusMessage,
      observedAt: clock.now().toISOString(),
    });
  };

  const tracker = createStatusTracker({
    ledger,
    clientFor: (profileId) => ctx.clientFor(profileId),
    clock,
    logger: ctx.ports.logger,
    settings: { ...defaultTrackerSettings, ...options.tracking },
    onChange: notify,
  });
  const guardRails = { ...defaultGuardRailSettings, ...options.guardRails };
  const service = createUploadService({ ctx, ledger, tracker, guardRails, notify, files });

  const uploadOrThrow = (uploadId: number) => {
    const upload = ledger.get(uploadId);
    if (!upload)
      throw new DeskError('not-found', `No upload with id ${uploadId} in the ledger.`, {
        fault: 'upload-not-found',
        uploadId,
      });
    return upload;
  };

  return {
    /** The store's attempts and the rules in force, for the status bar. */
    history: (profileId) => ledger.history(profileId),
    guardRails,
    handlers: {
      'uploads:preview-file': ({ fileName, bytes }) => {
        const prepared = preparePackage(fileName, bytes, clock.now());
        return previewOf(previews.add(prepared), prepared);
      },
      ...createIntakeHandlers(ctx, previews, { stepDelayMs: options.checkStepDelayMs }),

      'uploads:validate-on-server': async ({ profileId, previewId, schemaName }) => {
        const prepared = previews.get(previewId);
        const client = await ctx.clientFor(profileId);
        const outcome = await client.validate(schemaName, prepared.text);
        // Batch codes are read from `stocks`: another schema's rows have none to show.
        const stocks = schemaName === 'stocks';
        const checked = checkFromBody(
          'server',
          outcome.ok ? null : outcome.body,
          stocks ? prepared.prtIds : null,
          clock.now(),
        );
        // Each error carries its row's nnt, so the list names the product.
        const errors = stocks ? withRowNnts(prepared, checked.errors) : checked.errors;
        const server = { check: { ...checked.check, firstErrors: errors.slice(0, FIRST_ERRORS) }, errors };
        // Through the store: the preview may have been packed while the operator answered.
        previews.setServerCheck(previewId, server);
        return server.check;
      },

      'uploads:list-errors': ({ source, field, offset, limit }) => {
        if (source.type === 'upload') {
          uploadOrThrow(source.uploadId);
          return ledger.listErrors(source.uploadId, field, offset, limit);
        }
        const prepared = previews.get(source.previewId);
        const stored = source.origin === 'server' ? prepared.server : prepared.local;
        const errors: PackageError[] = stored?.errors ?? [];
        return page(field === undefined ? errors : errors.filter((e) => summaryKey(e) === field), offset, limit);
      },

      'uploads:start': ({ profileId, previewId, kind, acknowledge, whenAllowed }) =>
        service.start({
          profileId,
          kind,
          prepared: previews.get(previewId),
          acknowledge,
          whenAllowed,
        }),

      'uploads:delete-stock': ({ profileId }) => service.deleteStock(profileId),

      'uploads:list': ({ profileId, offset, limit }) => ledger.list(profileId, offset, limit),

      'uploads:history': ({ sort, desc, offset, limit, ...filter }) =>
        ledger.historyPage(filter, sort, desc, offset, limit),

      'uploads:history-chart': (filter) => ledger.historyChart(filter),

      'uploads:get': ({ uploadId }) => {
        const errorBody = ledger.errorBody(uploadId);
        return {
          upload: uploadOrThrow(uploadId),
          timeline: ledger.timeline(uploadId),
          errorBody,
          operatorReason: errorBody === null ? null : readOperatorErrorBody(errorBody).reason,
          summary: ledger.errorSummary(uploadId),
        };
      },

      'uploads:refresh-status': ({ uploadId }) => tracker.refresh(uploadOrThrow(uploadId)),

      'uploads:cancel-held': ({ uploadId }) => service.cancelHeld(uploadId),
    },

    start() {
      // A crash or kill mid-send left rows 'sending': say honestly what is known about each.
      const repaired = ledger.recoverInterrupted(clock.now());
      if (repaired.length > 0) {
        ctx.ports.logger.log('warn', 'Uploads interrupted by the last shutdown were marked in the ledger', {
          uploadIds: repaired,
        });
        ctx.tablesChanged(...TABLES);
      }
      for (const upload of ledger.unfinishedTracking()) tracker.track(upload);
      void files
        .sweepPartials()
        .then(() => files.prune())
        .catch((error: unknown) =>
          ctx.ports.logger.log('warn', 'Kept upload files could not be pruned', { error: String(error) }),
        );
    },

    close: () => service.close(),
    files,
  };
}
