import type { DictionaryName } from '../../../shared/protocol/dictionaries';
import { DeskError } from '../errors';
import type { ChunkSource } from './chunk-source';
import type { ChunkWriter } from './chunk-writer';
import { tableSpecs } from './dictionary-specs';
import type { IndexBuilder } from './index-builder';
import { rvIntOf } from './record-validator';
import type { SyncStateRepo } from './sync-state';
import type { Db } from '../db/open-database';

/** What the chunk loops need; one set per database. */
export interface SyncParts {
  db: Db;
  state: SyncStateRepo;
  writer: ChunkWriter;
  indexes: IndexBuilder;
  now: () => Date;
  /** Repeats a failed fetch after the client's own retries gave up (see retryingFetch). */
  fetchRetry: FetchRetry;
}

/** After a chunk: what it brought. */
export interface ChunkReport {
  name: DictionaryName;
  fetched: number;
  stored: number;
  quarantined: number;
  cursor: number;
}

/** How a dictionary's sync ended. */
export interface DictionaryOutcome {
  name: DictionaryName;
  fetched: number;
  stored: number;
  quarantined: number;
  chunks: number;
  rowCount: number;
}

/** Repeats a whole fetch a few more times when the error is worth it: a sync can wait longer than one call. */
export interface FetchRetry {
  rounds: number;
  delayMs: (round: number) => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

const RETRYABLE = new Set(['network', 'timeout', 'server-error', 'rate-limited']);

/** Runs `fetch`, repeating it after retryable failures (the client already tried several times). */
export async function retryingFetch<T>(retry: FetchRetry, signal: AbortSignal, fetch: () => Promise<T>): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return await fetch();
    } catch (error) {
      const code = error instanceof DeskError ? error.code : '';
      if (signal.aborted || !RETRYABLE.has(code) || round >= retry.rounds) throw error;
      await retry.sleep(retry.delayMs(round + 1), signal);
    }
  }
}

/** Lets timers and I/O (IPC, the renderer's queries) run between two chunks. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The highest usable `rvInt` among records, or `floor` when none is higher. */
function maxVersion(records: readonly unknown[], floor: number): number {
  let max = floor;
  for (const record of records) {
    const rv = rvIntOf(record);
    if (rv !== null && rv > max) max = rv;
  }
  return max;
}

/**
 * Syncs one versioned dictionary from its cursor: chunks of `count` after the highest `rvInt`
 * held, each chunk's rows and the new cursor in one transaction, until a chunk comes back short.
 * The next chunk is requested as soon as the current one is parsed, so the operator prepares it
 * while this one is checked and written. Killed at any point, the next run resumes at the last
 * committed cursor and, since rows are upserted by key, ends with the same content.
 *
 * barcodes with `actual`: the local rows are cleared first (4.6) and the load resumes in that
 * mode until it completes.
 */
export async function syncChunkedDictionary(
  parts: SyncParts,
  source: ChunkSource,
  target: { src: number; name: Exclude<DictionaryName, 'goods_links'> },
  options: { count: number; actual?: boolean; signal: AbortSignal; onChunk?: (report: ChunkReport) => void },
): Promise<DictionaryOutcome> {
  const { db, state, writer, indexes } = parts;
  const { src, name } = target;
  const spec = tableSpecs[name];
  const count = options.count;
  const scope = '';

  if (name === 'barcodes' && options.actual && state.state(src, name).mode !== 'actual') {
    db.transaction(() => {
      const held = state.state(src, name).rowCount;
      db.prepare(`DELETE FROM ${spec.table} WHERE src = ?`).run(src);
      db.prepare('DELETE FROM dict_quarantine WHERE src = ? AND name = ?').run(src, name);
      state.update(src, name, scope, { cursor: 0, loaded: false, mode: 'actual', rowCount: 0, expectedRows: held || null });
    })();
  }
  const start = state.state(src, name);
  if (start.cursor === 0) indexes.dropIfEmpty(name);
  const actual = start.mode === 'actual';
  state.update(src, name, scope, { lastStartedAt: parts.now().toISOString(), lastStatus: 'running', lastError: null, lastFetched: 0 });

  // Aborts an in-flight prefetch when this loop stops for any reason.
  const local = new AbortController();
  const onAbort = () => local.abort(options.signal.reason);
  options.signal.addEventListener('abort', onAbort, { once: true });
  const fetchAfter = (rvInt: number) => {
    const promise = retryingFetch(parts.fetchRetry, local.signal, () => source.chunk(name, { count, rvInt, actual }, local.signal));
    promise.catch(() => undefined); // awaited below; this only keeps an abandoned prefetch quiet
    return promise;
  };

  let cursor = start.cursor;
  let fetched = 0;
  let stored = 0;
  let quarantined = 0;
  let chunks = 0;
  try {
    let pending = fetchAfter(cursor);
    for (;;) {
      const records = await pending;
      if (options.signal.aborted) throw cancelled(name);
      const next = maxVersion(records, cursor);
      const last = records.length < count;
      if (!last && next <= cursor) {
        throw new DeskError(
          'bad-response',
          `The operator returned a full chunk of ${name} with no record newer than version ${cursor}; the sync stopped so as not to loop. Report it to the operator.`,
          { dictionary: name, cursor },
        );
      }
      if (!last) pending = fetchAfter(next);
      const checked = writer.check(name, records);
      fetched += records.length;
      const outcome = writer.write({ src, name, scope }, records, checked, { cursor: next, lastFetched: fetched });
      stored += outcome.stored;
      quarantined += outcome.quarantined;
      chunks++;
      cursor = next;
      options.onChunk?.({ name, fetched: records.length, stored: outcome.stored, quarantined: outcome.quarantined, cursor });
      if (last) break;
      await yieldToLoop();
    }
    indexes.ensure(name);
    const rowCount = countRows(db, spec.table, src);
    state.update(src, name, scope, {
      loaded: true,
      mode: 'incremental',
      rowCount,
      expectedRows: null,
      lastCompletedAt: parts.now().toISOString(),
      lastStatus: 'ok',
    });
    return { name, fetched, stored, quarantined, chunks, rowCount };
  } catch (error) {
    const stopped = options.signal.aborted ? cancelled(name) : error;
    state.update(src, name, scope, {
      lastStatus: options.signal.aborted ? 'cancelled' : 'failed',
      lastError: stopped instanceof Error ? stopped.message : String(stopped),
      rowCount: countRows(db, spec.table, src),
    });
    throw stopped;
  } finally {
    options.signal.removeEventListener('abort', onAbort);
    local.abort();
  }
}

/** Rows of one operator in a table. */
export function countRows(db: Db, table: string, src: number, store?: string): number {
  const sql = store === undefined ? `SELECT count(*) AS n FROM ${table} WHERE src = ?` : `SELECT count(*) AS n FROM ${table} WHERE src = ? AND store = ?`;
  const row = db.prepare(sql).get(...(store === undefined ? [src] : [src, store])) as { n: number };
  return row.n;
}

/** The error of a cancelled sync; the chunks already written stay. */
export function cancelled(name: DictionaryName): DeskError {
  return new DeskError('cancelled', `The sync was cancelled during ${name}. The chunks already loaded are kept; the next sync continues from there.`, {
    dictionary: name,
  });
}
