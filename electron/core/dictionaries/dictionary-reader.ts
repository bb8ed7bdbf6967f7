import { maxDictionaryCount, type DictionaryName } from '@shared/protocol/dictionaries';
import { executeCall } from '../api/call-executor';
import { joinUrl, pathOf } from '../api/endpoints';
import { backgroundRetryPolicy, resolveRetryPolicy, type RetryPolicy } from '../api/retry-policy';
import type { StoreSession } from '../api/store-session';
import { DeskError } from '../errors';
import type { HttpFetch } from '../ports';
import { createBytePool, LeasedBytes } from './byte-pool';
import type { ChunkQuery, ChunkSource } from './chunk-source';
import { withIdleTimeout } from '../api/idle-fetch';

/** Tuning of the reader; tests shorten the waits. */
export interface DictionaryReaderOptions {
  /** Over the background retry policy (retry-policy.ts). */
  policy?: Partial<RetryPolicy>;
  /** The ceiling of one chunk's request, body included (default 15 min: 10,000 goods are ~15 MB, a slow link moves them slowly). */
  timeoutMs?: number;
  /** No byte for this long ends a chunk's request as a stall (default 30 s). */
  idleMs?: number;
}

/**
 * The dictionary calls of 4.6 for the sync, answered as raw bytes in reusable buffers. The API
 * client's methods decode each chunk to a string (15 MB for 10,000 goods, twice the bytes:
 * Cyrillic is two bytes per character in V8) and parse it into 10,000 objects, which live long
 * enough to reach V8's old generation: a large sync then grows the process by hundreds of
 * megabytes. The sync keeps the bytes (byte-pool.ts) and moves them to the parsing worker, which
 * splits them and parses one record at a time (chunk-body.ts, worker/parsed-chunk.ts), so each
 * object dies young.
 *
 * Everything else is the client's own machinery (executeCall) on the store's session, so the
 * token is the one the API client uses (single flight, renewal, one refresh on 401); retries
 * follow the background policy (one loop, longer patience than a button press), typed errors. Only
 * a 200 answer's body is taken as bytes, by the fetch handed to executeCall; any other answer
 * goes to the client untouched, so its error messages read the server's body as usual.
 */
export function createDictionaryReader(session: StoreSession, options: DictionaryReaderOptions = {}): ChunkSource {
  const { storeId, baseUrl, tokens } = session;
  const policy = resolveRetryPolicy(options.policy, backgroundRetryPolicy);
  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  const idleMs = options.idleMs ?? 30_000;
  // Two: one body being read while the one before is parsed (chunk-ahead.ts).
  const pool = createBytePool(2);
  const read = async (name: DictionaryName, query: URLSearchParams, signal: AbortSignal): Promise<LeasedBytes> => {
    const url = joinUrl(baseUrl, `/v5/references/${name}${query.size > 0 ? `?${query}` : ''}`);
    const operation = `${name} dictionary download`;
    let leased: LeasedBytes | null = null;
    // Takes the body of a 200 into a pooled buffer and hands the client an empty one in its place.
    // The body is read here, inside the fetch, so the idle limit wraps this fetch (not executeCall's).
    const watched = withIdleTimeout(session.ctx.fetch, idleMs, { beforeHeaders: true });
    const keepBytes: HttpFetch = async (input, init) => {
      const response = await watched(input, init);
      if (response.status !== 200) return response;
      leased?.release();
      leased = response.body
        ? await pool.read(response.body, Number(response.headers.get('content-length')) || 0)
        : new LeasedBytes(new Uint8Array(0), () => undefined);
      return new Response(null, { status: 200, statusText: response.statusText, headers: response.headers });
    };
    try {
      await executeCall(
        { ...session.ctx, fetch: keepBytes, idleMs: undefined },
        {
          call: { operation, method: 'GET', path: pathOf(url), storeId },
          url,
          tokens,
          resend: 'retry',
          policy,
          timeoutMs,
          accept: (status) => status === 200 || status === 204,
          signal,
        },
      );
    } catch (error) {
      (leased as LeasedBytes | null)?.release();
      throw error;
    }
    const body = leased as LeasedBytes | null;
    // 204, an empty body or `null`: the operator has no (more) records, an empty chunk.
    if (!body || isNothing(body.bytes)) {
      body?.release();
      return new LeasedBytes(EMPTY_ARRAY, () => undefined);
    }
    if (firstNonSpace(body.bytes) !== 0x5b) {
      body?.release();
      throw new DeskError(
        'bad-response',
        `The answer to ${operation} (GET ${pathOf(url)}) is not a JSON array of records as protocol v5 describes. Check that the store’s API address points to the operator’s v5 service.`,
        { fault: 'schema-mismatch', operation, method: 'GET', path: pathOf(url), status: 200 },
      );
    }
    return body;
  };

  return {
    chunk(name, query: ChunkQuery, signal) {
      if (!Number.isInteger(query.count) || query.count < 1 || query.count > maxDictionaryCount) {
        throw new DeskError(
          'invalid-input',
          `count must be a whole number from 1 to ${maxDictionaryCount}, got ${query.count}.`,
        );
      }
      const params = new URLSearchParams({ count: String(query.count), rvInt: String(query.rvInt) });
      if (name === 'barcodes' && query.actual) params.set('actual', 'true');
      return read(name, params, signal);
    },
    goodsLinks: (signal) => read('goods_links', new URLSearchParams({ names: 'true' }), signal),
  };
}

const EMPTY_ARRAY = new TextEncoder().encode('[]');

/** An empty body, or the JSON `null`, as an empty read. */
function isNothing(bytes: Uint8Array): boolean {
  const first = firstNonSpace(bytes);
  if (first === undefined) return true;
  if (first !== 0x6e) return false;
  return (
    new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim() === 'null'
  );
}

/** The first byte that is not whitespace or a UTF-8 byte-order mark. */
function firstNonSpace(bytes: Uint8Array): number | undefined {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09 && b !== 0xef && b !== 0xbb && b !== 0xbf) return b;
  }
  return undefined;
}
