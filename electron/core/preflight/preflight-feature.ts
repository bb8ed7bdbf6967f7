import type { PreflightReport } from '@shared/ipc/channels/preflight';
import type { CoreContext, CoreFeature } from '../core-context';
import type { PreviewStore } from '../uploads/preview-store';
import { findingMessage } from './finding-message';
import type { PreflightSettings } from './preflight-settings';
import { createPreflightRunner, type PreflightRunner } from './preflight-runner';

export interface PreflightFeatureDeps {
  previews: PreviewStore;
  settings?: Partial<PreflightSettings>;
  /** Shared with the workbench, so one run serves both (default: a runner of its own). */
  runner?: PreflightRunner;
}

/**
 * Preflight (after the schema check): the operator's processing rules checked against this
 * store's local dictionaries, and product names for codes (`products:names`) for every screen.
 */
export function createPreflightFeature(ctx: CoreContext, deps: PreflightFeatureDeps): CoreFeature {
  const runner = deps.runner ?? createPreflightRunner(ctx, deps.settings);

  return {
    handlers: {
      'preflight:check': ({ profileId, previewId, severity, code, offset, limit }): PreflightReport => {
        const { run, at } = runner.runFor(profileId, deps.previews.get(previewId));
        const matching = run.findings.filter(
          (f) => (!severity || f.severity === severity) && (!code || f.code === code),
        );
        const page = matching.slice(offset, offset + limit);
        const productNames = runner.names(
          profileId,
          page.flatMap((f) => (f.nnt === null ? [] : [f.nnt])),
        );
        return {
          previewId,
          rows: run.rows,
          counts: run.counts,
          byCode: run.byCode,
          rejectionPredicted: run.rejectionPredicted,
          unknownNnt: run.unknownNnt,
          skipped: run.skipped,
          total: matching.length,
          findings: page.map((f) => {
            const product = f.nnt === null ? null : (productNames.get(f.nnt) ?? null);
            return { ...f, product, message: findingMessage(f, product) };
          }),
          checkedAt: at,
        };
      },
      'products:names': ({ profileId, nnts }) => {
        const map = runner.names(profileId, nnts);
        return { items: [...map.values()], dictionaryMissing: !runner.source(profileId).hasGoods };
      },
    },
  };
}
