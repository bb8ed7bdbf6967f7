import type { Db } from '../db/open-database';
import type { Logger } from '../ports';
import { createChunkWriter } from './chunk-writer';
import type { SyncParts } from './chunked-sync';
import { createGoodsFts, type GoodsFts } from './goods-fts';
import { createIndexBuilder } from './index-builder';
import { createSearchIndexBuilder } from './search-index-build';
import { createSyncStateRepo } from './sync-state';
import { createChunkParser } from './worker/chunk-parser';
import { createSharedCount } from './worker/shared-count';

/** Options of the sync machinery; tests shorten the waits. */
export interface SyncPartsOptions {
  now: () => Date;
  /** Where a missing parsing worker is reported (the sync then parses on this thread). */
  log?: Logger;
  /** The parsing worker's file (default: the bundled one, or its TypeScript source's boot). */
  parseWorkerFile?: string;
  /** The search index worker's file (default: the bundled one, or its TypeScript source's boot). */
  searchWorkerFile?: string;
  /** Fewer goods than this are indexed on the writing thread (search-index-build.ts). */
  searchWorkerMinGoods?: number;
}

/** The sync machinery of one database: state, writer, parser, indexes and the goods FTS. */
export function createSyncParts(db: Db, options: SyncPartsOptions): SyncParts & { fts: GoodsFts } {
  const state = createSyncStateRepo(db, options.now);
  // The host's search-index writes go before a building worker's next batch (goods-fts.ts, HostTurn).
  const hostTurn = createSharedCount();
  const fts = createGoodsFts(db, state, hostTurn);
  // The parser's chunks go before the search index's batches on the second core (parse-load.ts).
  const parseLoad = createSharedCount();
  return {
    db,
    state,
    fts,
    searchIndex: createSearchIndexBuilder(db, state, {
      log: options.log,
      workerFile: options.searchWorkerFile,
      minGoods: options.searchWorkerMinGoods,
      hostTurn,
      parseLoad,
    }),
    writer: createChunkWriter(db, state, fts, options.now),
    parser: createChunkParser({ log: options.log, workerFile: options.parseWorkerFile, load: parseLoad }),
    indexes: createIndexBuilder(db),
    now: options.now,
  };
}
