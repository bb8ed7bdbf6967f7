import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { ApiClient } from '../api/api-types';
import type { ChunkBody } from './chunk-body';

/** A chunk request: `count` records after version `rvInt`; `actual` only for barcodes. */
export interface ChunkQuery {
  count: number;
  /** Exact: a version may pass 2^53 (rv-int.ts). */
  rvInt: bigint;
  actual?: boolean;
}

/** Where the sync gets records: the operator API in the app, anything that answers alike in the benchmark. */
export interface ChunkSource {
  /** One chunk of a versioned dictionary (barcodes included): the JSON text, or parsed records. */
  chunk(name: Exclude<DictionaryName, 'goods_links'>, query: ChunkQuery, signal: AbortSignal): Promise<ChunkBody>;
  /** All of the store's goods links, with names. */
  goodsLinks(signal: AbortSignal): Promise<ChunkBody>;
}

/**
 * The API client's parsed chunks as a source (the benchmark's floor, tests). The app syncs from
 * createDictionaryReader, which hands over text so records can be parsed one at a time.
 */
export function apiChunkSource(client: ApiClient): ChunkSource {
  return {
    chunk(name, query, signal) {
      if (name === 'barcodes') {
        return client.getBarcodes(
          { count: query.count, rvInt: query.rvInt, actual: query.actual === true },
          { signal },
        );
      }
      return client.getDictionaryChunk(name, { count: query.count, rvInt: query.rvInt }, { signal });
    },
    goodsLinks: (signal) => client.getGoodsLinks({ names: true }, { signal }),
  };
}
