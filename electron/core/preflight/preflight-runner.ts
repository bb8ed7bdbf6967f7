import type { ProductName } from '@shared/ipc/channels/products';
import type { CoreContext } from '../core-context';
import { sourceKeyOf } from '../dictionaries/dictionary-source';
import { createSyncStateRepo } from '../dictionaries/sync-state';
import { createDictionaryFacts } from './dictionary-facts';
import { dictionaryReadiness } from './dictionary-readiness';
import { defaultPreflightSettings, type PreflightSettings } from './preflight-settings';
import { createProductNames } from './product-names';
import { runPreflight, type PreflightRun } from './run-preflight';

/** A held package's text (the run is kept as long as the object holding it); `rows` null: no `stocks` array. */
export type HeldText = { readonly text: string; readonly rows?: number | null; readonly objectRows?: number };

/** The `stocks` array of a previewed file, or none when the file is not a package at all. */
function stockRows(prepared: HeldText): unknown[] {
  // The check found no `stocks` array (not JSON, nested too deep…) or no object in it (26 million
  // numbers): JSON.parse of such a text is where a hostile file costs seconds and a gigabyte, for no row.
  if (prepared.rows === null || prepared.objectRows === 0) return [];
  try {
    const value: unknown = JSON.parse(prepared.text);
    const stocks = typeof value === 'object' && value !== null ? (value as { stocks?: unknown }).stocks : undefined;
    return Array.isArray(stocks) ? stocks : [];
  } catch {
    return [];
  }
}

/** Preflight runs of held packages and product names, shared by the preflight and workbench features. */
export interface PreflightRunner {
  /**
   * The run for this store and package (cached per dictionary version); `src` is the store's operator.
   * `rows` gives the package's already parsed `stocks`, so a caller holding them spares a second parse.
   */
  runFor(
    profileId: number,
    prepared: HeldText,
    rows?: () => readonly unknown[],
  ): { src: number; run: PreflightRun; at: string };
  /** Names of the known codes among `nnts`, from the store's operator's goods dictionary. */
  names(profileId: number, nnts: readonly number[]): Map<number, ProductName>;
  /** The operator's source id of a store and whether its goods dictionary is held at all. */
  source(profileId: number): { src: number; hasGoods: boolean };
}

/** Creates the one runner core shares: a run per preview, store and dictionary version, dropped with the preview. */
export function createPreflightRunner(ctx: CoreContext, overrides: Partial<PreflightSettings> = {}): PreflightRunner {
  const settings: PreflightSettings = { ...defaultPreflightSettings, ...overrides };
  const state = createSyncStateRepo(ctx.db, () => ctx.ports.clock.now());
  const facts = createDictionaryFacts(ctx.db);
  const productNames = createProductNames(ctx.db);
  const runs = new WeakMap<HeldText, Map<string, { run: PreflightRun; at: string }>>();

  const resolve = (profileId: number) => {
    const profile = ctx.profiles.require(profileId);
    return { src: state.sourceId(sourceKeyOf(profile)), storeId: profile.storeId.toLowerCase() };
  };

  return {
    runFor(profileId, prepared, rows) {
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
      const run = runPreflight({
        rows: rows ? rows() : stockRows(prepared),
        src,
        storeId,
        facts,
        readiness,
        settings,
        now,
      });
      const entry = { run, at: now.toISOString() };
      perPreview.clear();
      perPreview.set(key, entry);
      return { src, ...entry };
    },
    names: (profileId, nnts) => productNames.names(resolve(profileId).src, nnts),
    source(profileId) {
      const { src } = resolve(profileId);
      return { src, hasGoods: productNames.hasGoods(src) };
    },
  };
}
