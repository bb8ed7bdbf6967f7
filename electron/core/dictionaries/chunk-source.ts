import type { DictionaryName } from '../../../shared/protocol/dictionaries';
import type { ApiClient } from '../api/api-types';

/** A chunk request: `count` records after version `rvInt`; `actual` only for barcodes. */
export interface ChunkQuery {
  count: number;
  rvInt: number;
  actual?: boolean;
}

/** Where the sync gets records: the operator API in the app, anything that answers alike in the benchmark. */
export interface ChunkSource {
  /** One chunk of a versioned dictionary (barcodes included), as raw parsed JSON records. */
  chunk(name: Exclude<DictionaryName, 'goods_links'>, query: ChunkQuery, signal: AbortSignal): Promise<unknown[]>;
  /** All of the store's goods links, with names. */
  goodsLinks(signal: AbortSignal): Promise<unknown[]>;
}

/**
 * The operator API as a chunk source. The client does the token handling and the retries
 * (429 with Retry-After, 5xx, network) and returns parsed JSON; `rvInt=0` is sent on the first
 * chunk too, so every request names the version it starts after.
 */
export function apiChunkSource(client: ApiClient): ChunkSource {
  return {
    chunk(name, query, signal) {
      if (name === 'barcodes') {
        return client.getBarcodes({ count: query.count, rvInt: query.rvInt, actual: query.actual === true }, { signal });
      }
      return client.getDictionaryChunk(name, { count: query.count, rvInt: query.rvInt }, { signal });
    },
    goodsLinks: (signal) => client.getGoodsLinks({ names: true }, { signal }),
  };
}
