import type { DictionarySummary } from '@shared/ipc/channels/dictionaries';
import type { CoreContext, CoreFeature } from '../core-context';
import { createDictionarySyncService, type SyncServiceOptions } from './dictionary-sync-service';
import { listDictionaries } from './dictionary-list';
import { readDictionaryPage, registerTextFunctions } from './dictionary-pages';
import { createGoodsSearch } from './goods-search';
import { createProductStock } from '../stocks/product-stock';
import { createProductCards } from './product-card';
import { repairReplica } from './replica-repair';
import { createSyncParts } from './sync-parts';

export type DictionariesFeatureOptions = SyncServiceOptions;

/**
 * Reference dictionaries: the local copy of the operator's 24 dictionaries, its sync, the
 * browser's pages, goods search and product cards. Syncs run in the background of this process,
 * one chunk-sized transaction at a time, yielding between chunks so IPC stays responsive.
 */
export function createDictionariesFeature(
  ctx: CoreContext,
  options: DictionariesFeatureOptions = {},
): CoreFeature & { freshness(profileId: number): { dictionaries: DictionarySummary[]; running: boolean } } {
  const { db } = ctx;
  registerTextFunctions(db);
  const parts = createSyncParts(db, {
    now: () => ctx.ports.clock.now(),
    log: ctx.ports.logger,
  });
  const service = createDictionarySyncService(ctx, parts, options);
  const search = createGoodsSearch(db, parts.state);
  const cards = createProductCards(db);
  const stock = createProductStock(db);
  let closed = false;
  let repairing: Promise<void> = Promise.resolve();

  return {
    /** The list and whether a run is under way, for the status bar. */
    freshness(profileId) {
      const store = service.resolve(profileId);
      return {
        dictionaries: listDictionaries(db, parts.state, store.src, store.storeId, ctx.ports.clock.now()),
        running: service.running(store.src) !== null,
      };
    },
    handlers: {
      'dictionaries:list': ({ profileId }) => {
        const store = service.resolve(profileId);
        return {
          dictionaries: listDictionaries(db, parts.state, store.src, store.storeId, ctx.ports.clock.now()),
          running: service.running(store.src),
          searchReady: parts.state.fts(store.src).built,
        };
      },
      'dictionaries:sync': async ({ profileId, names, force, barcodesActual, confirmLinksDrop }) =>
        (await service.start(profileId, { names, force, barcodesActual, confirmLinksDrop })).plan,
      'dictionaries:cancel-sync': ({ profileId }) => ({ cancelled: service.cancel(profileId) }),
      'dictionaries:reset': async ({ profileId, names, force }) =>
        (await service.start(profileId, { names, force, reset: true })).plan,
      'dictionaries:page': ({ profileId, name, ...query }) => {
        const store = service.resolve(profileId);
        return readDictionaryPage(db, store.src, store.storeId, name, query);
      },
      'dictionaries:search-goods': ({ profileId, text, limit }) => {
        const started = performance.now();
        const store = service.resolve(profileId);
        const result = search.search(store.src, text, limit);
        return { ...result, tookMs: Math.round((performance.now() - started) * 100) / 100 };
      },
      'dictionaries:product-card': ({ profileId, nnt }) => {
        const store = service.resolve(profileId);
        return { ...cards.card(store.src, store.storeId, nnt), storeStock: stock.of(profileId, nnt) };
      },
      'dictionaries:quarantine': ({ profileId, name, offset, limit }) => {
        const store = service.resolve(profileId);
        const filter = name ? 'AND name = ?' : '';
        const params = name ? [store.src, name] : [store.src];
        const items = db
          .prepare(
            `SELECT name, record_key AS recordKey, CAST(rv_int AS TEXT) AS rvInt, reason, raw, quarantined_at AS at
             FROM dict_quarantine WHERE src = ? ${filter} AND (scope = '' OR scope = ?) ORDER BY id DESC LIMIT ? OFFSET ?`,
          )
          .all(...params, store.storeId, limit, offset) as never[];
        const total = (
          db
            .prepare(`SELECT count(*) AS n FROM dict_quarantine WHERE src = ? ${filter} AND (scope = '' OR scope = ?)`)
            .get(...params, store.storeId) as {
            n: number;
          }
        ).n;
        return { items, total };
      },
    },
    start() {
      // A run cut short by a crash or kill still says "running"; the next sync resumes it.
      db.prepare(
        "UPDATE dict_state SET last_status = 'failed', last_error = 'Interrupted: the app stopped during the sync. The next sync continues from where it stopped.' WHERE last_status = 'running'",
      ).run();
      // Its missing indexes are built here, before any lookup; its search index in the background.
      repairing = repairReplica(parts, {
        log: ctx.ports.logger,
        syncing: (src) => service.running(src) !== null,
        closed: () => closed,
      });
      return repairing;
    },
    close: async () => {
      closed = true;
      await repairing.catch(() => undefined);
      await service.close();
      await parts.parser.close();
    },
  };
}
