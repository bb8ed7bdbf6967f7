import type { Db } from '../db/open-database';
import { createChunkWriter } from './chunk-writer';
import type { SyncParts } from './chunked-sync';
import { createGoodsFts, type GoodsFts } from './goods-fts';
import { createIndexBuilder } from './index-builder';
import { createSyncStateRepo } from './sync-state';

/** Options of the sync machinery; tests shorten the waits. */
export interface SyncPartsOptions {
  now: () => Date;
}

/** The sync machinery of one database: state, writer, indexes and the goods FTS. */
export function createSyncParts(db: Db, options: SyncPartsOptions): SyncParts & { fts: GoodsFts } {
  const state = createSyncStateRepo(db, options.now);
  const fts = createGoodsFts(db, state);
  return {
    db,
    state,
    fts,
    writer: createChunkWriter(db, state, fts, options.now),
    indexes: createIndexBuilder(db),
    now: options.now,
  };
}
