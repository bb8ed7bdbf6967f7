import type { Logger } from '../ports';
import type { SyncParts } from './chunked-sync';
import type { GoodsFts } from './goods-fts';

/** Goods per step of a search index finished at start on the host's thread (one transaction each, a few ms). */
const FTS_STEP = 2_500;
/** Goods per batch of the worker's build (it blocks no one). */
const WORKER_STEP = 10_000;

/**
 * What a sync killed mid-way (a crash, the app closed by force) leaves for the next start:
 * - secondary indexes a first load had not built yet: built now, before core answers anything
 *   (a barcode lookup without its index scans the table: 100 ms instead of 0.05);
 * - a goods search index not built or half built: finished in the background, by the search index
 *   worker (search-index-build.ts) or else in small steps on this thread (searches scan the names
 *   until it is done, as during a first load), unless a sync of that operator runs, which finishes
 *   it itself.
 * - a goods search refresh journalled in the main file that the search file may have lost (the
 *   two files commit one after the other): done again (it is idempotent).
 * On a normal start none has anything to do: one look at sqlite_master, the journal and the sources.
 */
export function repairReplica(
  parts: SyncParts & { fts: GoodsFts },
  options: { log: Logger; syncing: (src: number) => boolean; closed: () => boolean },
): Promise<void> {
  try {
    const built = parts.indexes.repair();
    if (built.length > 0)
      options.log.log('warn', 'Dictionary indexes built after an interrupted sync', { dictionaries: built });
  } catch (error) {
    // Lookups still answer (by scanning); the next sync's load builds what is missing.
    options.log.log('error', 'Dictionary indexes could not be built at start', { error: String(error) });
  }
  try {
    const replayed = parts.fts.replayPending();
    if (replayed > 0)
      options.log.log('warn', 'Goods search index refreshes replayed after an interrupted sync', { chunks: replayed });
  } catch (error) {
    // The journal stays for the next start; searches may show a changed name's old text meanwhile.
    options.log.log('error', 'Goods search index refreshes could not be replayed at start', { error: String(error) });
  }
  const sources = parts.db
    .prepare<[], { id: number }>('SELECT id FROM dict_sources')
    .all()
    .map((r) => r.id)
    .filter((src) => !parts.state.fts(src).built && parts.state.state(src, 'goods_normalized').loaded);
  return finishSearchIndexes(parts, sources, options);
}

async function finishSearchIndexes(
  parts: SyncParts & { fts: GoodsFts },
  sources: readonly number[],
  options: { log: Logger; syncing: (src: number) => boolean; closed: () => boolean },
): Promise<void> {
  for (const src of sources) {
    // Stop when the app closes, a sync of this operator takes over, or its goods are reset.
    const mine = () => !options.closed() && !options.syncing(src) && parts.state.state(src, 'goods_normalized').loaded;
    // A large index (an upgrade moved it to its own file, or a build was cut short) is built by the
    // worker thread, so the first screens of this start do not share the host's thread with it.
    const building = mine() ? (parts.searchIndex?.start(src, WORKER_STEP) ?? null) : null;
    if (building) {
      const watch = setInterval(() => {
        if (!mine()) building.stop();
      }, 250).unref();
      const result = await building.done.finally(() => clearInterval(watch));
      if (result.built)
        options.log.log('info', 'Goods search index built at start by its worker', { src, batches: result.batches });
      if (result.built || !mine()) continue;
    }
    let steps = 0;
    while (mine() && parts.fts.buildBatch(src, FTS_STEP)) {
      steps++;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (steps > 0 && parts.state.fts(src).built)
      options.log.log('info', 'Goods search index finished after an interrupted sync', { src, steps });
  }
}
