import type { Db } from '../db/open-database';
import { createChunkWriter } from './chunk-writer';
import type { FetchRetry, SyncParts } from './chunked-sync';
import { createGoodsFts, type GoodsFts } from './goods-fts';
import { createIndexBuilder } from './index-builder';
import { createSyncStateRepo } from './sync-state';

/** Options of the sync machinery; tests shorten the waits. */
export interface SyncPartsOptions {
  now: () => Date;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Extra rounds of a failed fetch after the client's own retries (default 3: 5 s, 15 s, 30 s). */
  fetchRetry?: Partial<Pick<FetchRetry, 'rounds' | 'delayMs'>>;
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
    fetchRetry: {
      rounds: options.fetchRetry?.rounds ?? 3,
      delayMs: options.fetchRetry?.delayMs ?? ((round) => [5_000, 15_000, 30_000][round - 1] ?? 30_000),
      sleep: options.sleep,
    },
  };
}
