import { laterRvInt, type DictionaryName } from '@shared/protocol/dictionaries';
import { DeskError } from '../errors';
import type { ChunkSource } from './chunk-source';
import type { ChunkWriter } from './chunk-writer';
import { tableSpecs } from './dictionary-specs';
import type { IndexBuilder } from './index-builder';
import { releaseBody, type ChunkBody } from './chunk-body';
import type { SyncStateRepo } from './sync-state';
import type { Db } from '../db/open-database';

/** What the chunk loops need; one set per database. */
export interface SyncParts {
  db: Db;
  state: SyncStateRepo;
  writer: ChunkWriter;
  indexes: IndexBuilder;
  now: () => Date;
}

/** After a chunk: what it brought. */
export interface ChunkReport {
  name: DictionaryName;
  fetched: number;
  stored: number;
  quarantined: number;
  /** The highest `rvInt` held after this chunk, exact. */
  cursor: bigint;
  /** Records older than the cursor asked for: a finding about the operator (logged by the run). */
  belowCursor: number;
  /** Stage timings of this chunk, for the overlap's proof and the bench. */
  stages: ChunkStages;
}

/**
 * Where a chunk's time went on the writing thread. `waitMs`: from the previous write's end until
 * this chunk's body was in hand (the writer idle, or doing background FTS steps); `writeMs`: parse,
 * check and the transaction. With fetch overlapped, `waitMs` is ~0 whenever the operator is faster
 * than the writes.
 */
export interface ChunkStages {
  waitMs: number;
  writeMs: number;
}

/** How a dictionary's sync ended. */
export interface DictionaryOutcome {
  name: DictionaryName;
  fetched: number;
  stored: number;
  quarantined: number;
  chunks: number;
  rowCount: number;
  /** Records older than the cursor they were asked after, over the whole run (0 when the operator keeps to 4.6). */
  belowCursor?: number;
}

/** Lets timers and I/O (IPC, the renderer's queries) run between two chunks. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Work a run can do in small steps while it waits for the operator (the goods' FTS build). */
export interface BackgroundWork {
  /** Does one step of queued work (a fraction of a second); false when there is none left. */
  step(): boolean;
}

/**
 * Waits for a chunk, doing background steps while it is not there yet: the operator prepares
 * the next chunk while this process builds the search index, instead of each waiting in turn.
 */
async function whileWaiting<T>(promise: Promise<T>, idle: BackgroundWork | undefined): Promise<T> {
  if (!idle) return promise;
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await Promise.resolve();
  while (!settled && idle.step()) await yieldToLoop();
  return promise;
}

/**
 * Syncs one versioned dictionary from its cursor: chunks of `count` after the highest `rvInt`
 * held, each chunk's rows and the new cursor in one transaction, until a chunk comes back empty
 * (never on a short one: an operator may cap chunks below `count`) or the cursor stops advancing.
 * The next chunk is requested as soon as this one is written, from the highest version its
 * records held; while it is on its way the run does background work (the goods' FTS build).
 * Asking earlier, on a scan of the bytes before the write, gained nothing: the request leaves
 * only when the thread is free again (the client awaits its token first), that is after the
 * write, and the scan cost ~0.6 s of a large sync. Killed at any point, the next run resumes at the last committed cursor and, since rows are upserted by
 * key, ends with the same content.
 *
 * barcodes with `actual`: the local rows are cleared first (4.6) and the load resumes in that
 * mode until it completes.
 */
export async function syncChunkedDictionary(
  parts: SyncParts,
  source: ChunkSource,
  target: { src: number; name: Exclude<DictionaryName, 'goods_links'> },
  options: {
    count: number;
    actual?: boolean;
    signal: AbortSignal;
    onChunk?: (report: ChunkReport) => void;
    idle?: BackgroundWork;
  },
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
      state.update(src, name, scope, {
        cursor: 0n,
        loaded: false,
        mode: 'actual',
        rowCount: 0,
        expectedRows: held || null,
      });
    })();
  }
  const start = state.state(src, name);
  if (start.cursor === 0n) indexes.dropIfEmpty(name);
  const actual = start.mode === 'actual';
  state.update(src, name, scope, {
    lastStartedAt: parts.now().toISOString(),
    lastStatus: 'running',
    lastError: null,
    lastFetched: 0,
  });

  const inFlight = new Set<AbortController>();
  const fetchAfter = (after: bigint): Promise<ChunkBody> => {
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal.reason);
    options.signal.addEventListener('abort', onAbort, { once: true });
    inFlight.add(controller);
    // The source repeats a failed request itself (the background retry policy): one loop, not two.
    const body = source.chunk(name, { count, rvInt: after, actual }, controller.signal).finally(() => {
      options.signal.removeEventListener('abort', onAbort);
      inFlight.delete(controller);
    });
    body.catch(() => undefined); // awaited below; this only keeps a request abandoned by a cancel quiet
    return body;
  };

  let cursor = start.cursor;
  let fetched = 0;
  let stored = 0;
  let quarantined = 0;
  let chunks = 0;
  let belowCursor = 0;
  // Set after a chunk with nothing newer than the cursor: the next answer confirms the end (or not).
  let confirming = false;
  let body: ChunkBody | null = null;
  try {
    let current = fetchAfter(cursor);
    for (;;) {
      const waitFrom = performance.now();
      body = await whileWaiting(current, options.idle);
      if (options.signal.aborted) throw cancelled(name);
      const before = fetched;
      const writeFrom = performance.now();
      const outcome = writer.write({ src, name, scope }, body, {
        cursor,
        fields: (o) => ({ lastFetched: before + o.records }),
      });
      const stages: ChunkStages = { waitMs: writeFrom - waitFrom, writeMs: performance.now() - writeFrom };
      releaseBody(body);
      body = null;
      fetched += outcome.records;
      stored += outcome.stored;
      quarantined += outcome.quarantined;
      chunks++;
      belowCursor += outcome.belowCursor;
      const reached = laterRvInt(cursor, outcome.maxRvInt);
      options.onChunk?.({
        name,
        fetched: outcome.records,
        stored: outcome.stored,
        quarantined: outcome.quarantined,
        cursor: reached,
        belowCursor: outcome.belowCursor,
        stages,
      });
      // Only an empty chunk ends a dictionary: a short one may be the operator's own cap (1,000 say).
      if (outcome.records === 0) break;
      if (reached <= cursor) {
        // Nothing newer than the cursor: the end, or a glitch of one answer. A second request confirms it.
        if (!confirming) {
          confirming = true;
          current = fetchAfter(cursor);
          await yieldToLoop();
          continue;
        }
        // Confirmed. An operator that ignores the cursor repeats old rows: stop rather than loop. Short: done.
        if (outcome.records < count) break;
        throw new DeskError(
          'bad-response',
          `The operator returned a full chunk of ${name} with no record newer than version ${cursor}; the sync stopped so as not to loop. Report it to the operator.`,
          { dictionary: name, cursor: String(cursor) },
        );
      }
      confirming = false;
      cursor = reached;
      current = fetchAfter(cursor);
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
    return { name, fetched, stored, quarantined, chunks, rowCount, belowCursor };
  } catch (error) {
    const stopped = options.signal.aborted ? cancelled(name) : error;
    state.update(src, name, scope, {
      lastStatus: options.signal.aborted ? 'cancelled' : 'failed',
      lastError: stopped instanceof Error ? stopped.message : String(stopped),
      rowCount: countRows(db, spec.table, src),
    });
    throw stopped;
  } finally {
    releaseBody(body);
    for (const controller of inFlight) controller.abort();
  }
}

/** Rows of one operator in a table. */
export function countRows(db: Db, table: string, src: number, store?: string): number {
  const sql =
    store === undefined
      ? `SELECT count(*) AS n FROM ${table} WHERE src = ?`
      : `SELECT count(*) AS n FROM ${table} WHERE src = ? AND store = ?`;
  const row = db.prepare(sql).get(...(store === undefined ? [src] : [src, store])) as { n: number };
  return row.n;
}

/** The error of a cancelled sync; the chunks already written stay. */
export function cancelled(name: DictionaryName): DeskError {
  return new DeskError(
    'cancelled',
    `The sync was cancelled during ${name}. The chunks already loaded are kept; the next sync continues from there.`,
    {
      dictionary: name,
    },
  );
}
