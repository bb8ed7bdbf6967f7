import type { PreflightReport } from '../../../shared/ipc/channels/preflight';
import type { CoreContext, CoreFeature } from '../core-context';
import { sourceKeyOf } from '../dictionaries/dictionary-source';
import { createSyncStateRepo } from '../dictionaries/sync-state';
import { DeskError } from '../errors';
import type { PreparedPackage } from '../uploads/package-check';
import type { PreviewStore } from '../uploads/preview-store';
import { createDictionaryFacts } from './dictionary-facts';
import { dictionaryReadiness } from './dictionary-readiness';
import { findingMessage } from './finding-message';
import { defaultPreflightSettings, type PreflightSettings } from './preflight-settings';
import { createProductNames } from './product-names';
import { runPreflight, type PreflightRun } from './run-preflight';

export interface PreflightFeatureDeps {
  previews: PreviewStore;
  settings?: Partial<PreflightSettings>;
}

/** The `stocks` array of a previewed file, or none when the file is not a package at all. */
function stockRows(prepared: PreparedPackage): unknown[] {
  // The check found no `stocks` array (not JSON, nested too deep…): JSON.parse of such a text
  // is where a hostile file costs minutes and gigabytes (50 MB of `[`), and there are no rows.
  if (prepared.rows === null) return [];
  try {
    const value: unknown = JSON.parse(prepared.text);
    const stocks = typeof value === 'object' && value !== null ? (value as { stocks?: unknown }).stocks : undefined;
    return Array.isArray(stocks) ? stocks : [];
  } catch {
    return [];
  }
}

/**
 * Preflight (after the schema check): the operator's processing rules checked against this
 * store's local dictionaries, and product names for codes (`products:names`) for every screen.
 */
export function createPreflightFeature(ctx: CoreContext, deps: PreflightFeatureDeps): CoreFeature {
  const settings: PreflightSettings = { ...defaultPreflightSettings, ...deps.settings };
  const state = createSyncStateRepo(ctx.db, () => ctx.ports.clock.now());
  const facts = createDictionaryFacts(ctx.db);
  const names = createProductNames(ctx.db);
  // One run per preview and store and dictionary version; dropped with the preview.
  const runs = new WeakMap<PreparedPackage, Map<string, { run: PreflightRun; at: string }>>();

  const resolve = (profileId: number) => {
    const profile = ctx.profiles.get(profileId);
    if (!profile) throw new DeskError('not-found', `No store profile with id ${profileId}.`, { profileId });
    return { src: state.sourceId(sourceKeyOf(profile)), storeId: profile.storeId.toLowerCase() };
  };

  const runFor = (profileId: number, prepared: PreparedPackage) => {
    const { src, storeId } = resolve(profileId);
    const goods = state.state(src, 'goods_normalized');
    const links = state.state(src, 'goods_links', storeId);
    const key = [profileId, goods.cursor, goods.lastCompletedAt, links.lastCompletedAt, links.rowCount].join('|');
    let perPreview = runs.get(prepared);
    if (!perPreview) runs.set(prepared, (perPreview = new Map()));
    const cached = perPreview.get(key);
    if (cached) return { src, ...cached };
    const now = ctx.ports.clock.now();
    const readiness = dictionaryReadiness(state, src, storeId, settings, now);
    const run = runPreflight({ rows: stockRows(prepared), src, storeId, facts, readiness, settings, now });
    const entry = { run, at: now.toISOString() };
    perPreview.clear();
    perPreview.set(key, entry);
    return { src, ...entry };
  };

  return {
    handlers: {
      'preflight:check': ({ profileId, previewId, severity, code, offset, limit }): PreflightReport => {
        const { src, run, at } = runFor(profileId, deps.previews.get(previewId));
        const matching = run.findings.filter(
          (f) => (!severity || f.severity === severity) && (!code || f.code === code),
        );
        const page = matching.slice(offset, offset + limit);
        const productNames = names.names(
          src,
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
        const { src } = resolve(profileId);
        const map = names.names(src, nnts);
        return { items: [...map.values()], dictionaryMissing: !names.hasGoods(src) };
      },
    },
  };
}
