import { laterRvInt, type DictionaryName } from '@shared/protocol/dictionaries';
import { DeskError } from '../errors';
import type { ChunkSource } from './chunk-source';
import type { ChunkOutcome, ChunkWriter } from './chunk-writer';
import { tableSpecs } from './dictionary-specs';
import type { IndexBuilder } from './index-builder';
import type { SearchIndexBuilder } from './search-index-build';
import type { ChunkBody } from './chunk-body';
import { createChunkAhead, type ChunkAhead, type ChunkTimeline } from './chunk-ahead';
import type { SyncStateRepo } from './sync-state';
import type { Db } from '../db/open-database';
import type { ChunkParser } from './worker/chunk-parser';
import { nowMs } from './worker/parsed-chunk';

/** What the chunk loops need; one set per database. */
export interface SyncParts {
  db: Db;
  state: SyncStateRepo;
  writer: ChunkWriter;
  indexes: IndexBuilder;
  /** Decodes, splits and checks chunk bodies: in a worker thread, or on this one without it. */
  parser: ChunkParser;
  /** Builds the goods search index in a worker thread (absent: in steps on this one). */
  searchIndex?: SearchIndexBuilder;
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
  /** When each step of this chunk happened (ms since the epoch; the parse on the parser's own clock). */
  timeline: ChunkTimeline & { writeFrom: number; writeTo: number };
}

/**
 * Where a chunk's time went on the writing thread. `waitMs`: from the previous write's end until
 * this chunk was parsed and in hand and the bodies asked before it taken in (the writer idle, or
 * doing background FTS steps); `writeMs`: the transactions of its parts (the parse runs in the
 * worker while the chunk before is written; the event loop's turns between parts count in
 * neither). `waitMs` is ~0 whenever the operator and the parse keep ahead of the writes.
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

/**
 * Records written per transaction: a chunk of 10,000 goods takes ~120 ms to write, during which
 * this thread receives nothing; in parts of 2,500 the next bodies come in and reach the parsing
 * worker every ~30 ms, so it parses ahead instead of starting only once the whole chunk is written.
 */
export const PART_ROWS = 2_500;

/**
 * Records per transaction for one dictionary: PART_ROWS, or a whole chunk for
 * cluster_brand_product_links, whose rows come by product while its key starts with the cluster:
 * every commit rewrites leaves all over its tree, so four commits a chunk cost it ~40 % more than
 * one (0.2–0.5 s of a large sync), while a whole chunk of its narrow rows is written in ~20 ms, no
 * longer than a part of goods. The other tables' rows come in their key's order.
 */
export function partRowsOf(name: DictionaryName): number {
  return name === 'cluster_brand_product_links' ? Number.MAX_SAFE_INTEGER : PART_ROWS;
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
 * held, each chunk's rows written in parts of PART_ROWS (a transaction each, the event loop
 * turning between them) and the new cursor with its last part, until a chunk comes back empty
 * (never on a short one: an operator may cap chunks below `count`) or the cursor stops advancing.
 * Chunks are fetched and parsed ahead of the writes (chunk-ahead.ts): while this thread writes
 * chunk N, the parsing worker checks N + 1 and N + 2 is on its way, asked after the highest
 * version N + 1's bytes show; the writer still takes each chunk by the cursor its own write
 * reached, so a wrong guess costs a request, never a record. While the writer waits the run does
 * background work (the goods' FTS build). Killed at any point, the next run resumes at the last
 * committed cursor and, since rows are upserted by key, ends with the same content.
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
    /** The first chunk asked ahead by the run (primeDictionary); used when its mode matches, else closed. */
    primed?: PrimedDictionary;
    /**
     * Called once the last chunk is written, before this dictionary's indexes are built: the run
     * primes the next and answers when that body is in hand (awaited up to PRIMED_BODY_WAIT_MS).
     */
    onLoaded?: () => Promise<void> | void;
    /** The run builds this dictionary's indexes at its end (sync-run.ts), not this load at its own. */
    indexesLater?: boolean;
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
  // A first load (or its resumption) inserts into the primary key alone; the indexes come at its end.
  if (!start.loaded) indexes.drop(name);
  const actual = start.mode === 'actual';
  state.update(src, name, scope, {
    lastStartedAt: parts.now().toISOString(),
    lastStatus: 'running',
    lastError: null,
    lastFetched: 0,
  });

  // A pipeline the run primed while the dictionary before built its indexes, when it asked as this one reads.
  const ahead =
    options.primed?.name === name && options.primed.actual === actual
      ? options.primed.ahead
      : dictionaryAhead(parts, source, name, count, actual, options.signal);
  if (options.primed && options.primed.ahead !== ahead) options.primed.ahead.close();

  let cursor = start.cursor;
  let fetched = 0;
  let stored = 0;
  let quarantined = 0;
  let chunks = 0;
  let belowCursor = 0;
  // Set after a chunk with nothing newer than the cursor: the next answer confirms the end (or not).
  let confirming = false;
  try {
    for (;;) {
      const waitFrom = performance.now();
      const { parsed, timeline } = await whileWaiting(ahead.take(cursor), options.idle);
      if (options.signal.aborted) throw cancelled(name);
      // Bodies asked before the last write come in now, so the worker parses them during this one.
      await whileWaiting(ahead.settle(), options.idle);
      // One turn of the event loop: a request just made leaves only then (fetch sends from a later
      // tick; before a synchronous write it would wait for the write's end).
      await yieldToLoop();
      if (options.signal.aborted) throw cancelled(name);
      const before = fetched;
      const writeFrom = performance.now();
      const writeFromMs = nowMs();
      let writeMs = 0;
      let outcome: ChunkOutcome;
      try {
        const writing = writer.writeInParts(
          { src, name, scope },
          parsed,
          {
            cursor,
            fields: (o) => ({ lastFetched: before + o.records }),
          },
          partRowsOf(name),
        );
        for (;;) {
          const partFrom = performance.now();
          const step = writing.next();
          writeMs += performance.now() - partFrom;
          if (step.done) {
            outcome = step.value;
            break;
          }
          // Between parts: bodies that came in meanwhile go to the parsing worker now.
          await yieldToLoop();
          if (options.signal.aborted) throw cancelled(name);
        }
      } finally {
        parts.parser.recycle(parsed);
      }
      const stages: ChunkStages = { waitMs: writeFrom - waitFrom, writeMs };
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
        timeline: { ...timeline, writeFrom: writeFromMs, writeTo: nowMs() },
      });
      // Only an empty chunk ends a dictionary: a short one may be the operator's own cap (1,000 say).
      if (outcome.records === 0) break;
      if (reached <= cursor) {
        // Nothing newer than the cursor: the end, or a glitch of one answer. A second request confirms it.
        if (!confirming) {
          confirming = true;
          await yieldToLoop();
          continue;
        }
        // Confirmed. An operator that ignores the cursor repeats old rows: stop rather than loop. Short: done.
        if (outcome.records < count) break;
        throw new DeskError(
          'bad-response',
          `The operator returned a full chunk of ${name} with no record newer than version ${cursor}; the sync stopped so as not to loop. Report it to the operator.`,
          { fault: 'chunk-loop', dictionary: name, cursor: String(cursor) },
        );
      }
      confirming = false;
      cursor = reached;
      await yieldToLoop();
    }
    // The next dictionary's first chunk is fetched and parsed while this thread builds the indexes:
    // its body is taken in first (a synchronous CREATE INDEX would leave it in the socket), briefly.
    ahead.close();
    await atMost(options.onLoaded?.(), PRIMED_BODY_WAIT_MS);
    if (!options.indexesLater) indexes.ensure(name);
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
    // A first load that stops keeps what it loaded, and the rows are served: with their indexes.
    if (!start.loaded) buildIndexesAfterStop(indexes, name);
    state.update(src, name, scope, {
      lastStatus: options.signal.aborted ? 'cancelled' : 'failed',
      lastError: stopped instanceof Error ? stopped.message : String(stopped),
      rowCount: countRows(db, spec.table, src),
    });
    throw stopped;
  } finally {
    ahead.close();
  }
}

/**
 * How long a loaded dictionary waits for the next one's first body before building its indexes:
 * on a fast link the body is in hand within tens of milliseconds and then parsed during the build;
 * on a slow one the build does not wait for it (the socket's buffer fills meanwhile).
 */
export const PRIMED_BODY_WAIT_MS = 250;

/** Waits for `promise`, never longer than `ms` (and never rejects). */
async function atMost(promise: Promise<void> | void, ms: number): Promise<void> {
  if (!promise) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}

/** A dictionary's first chunk asked ahead, and the barcode mode it was asked in. */
export interface PrimedDictionary {
  name: Exclude<DictionaryName, 'goods_links'>;
  actual: boolean;
  ahead: ChunkAhead;
}

function dictionaryAhead(
  parts: SyncParts,
  source: ChunkSource,
  name: Exclude<DictionaryName, 'goods_links'>,
  count: number,
  actual: boolean,
  signal: AbortSignal,
): ChunkAhead {
  const fetchAfter = (after: bigint, dropped: AbortSignal): Promise<ChunkBody> => {
    // One signal for the request: the run's cancel, or the pipeline dropping a wrong guess.
    const both = AbortSignal.any([signal, dropped]);
    // The source repeats a failed request itself (the background retry policy): one loop, not two.
    return source.chunk(name, { count, rvInt: after, actual }, both);
  };
  return createChunkAhead({ fetch: fetchAfter, parse: (body) => parts.parser.parse(name, body) });
}

/**
 * Asks for a dictionary's first chunk from the cursor its sync will start at (read, not changed:
 * barcodes about to switch to `actual` start at 0), so it is on its way during the indexes of the
 * dictionary before. Politeness is unchanged: the run asks only for what it was going to ask next.
 */
export function primeDictionary(
  parts: SyncParts,
  source: ChunkSource,
  target: { src: number; name: Exclude<DictionaryName, 'goods_links'> },
  options: { count: number; actual?: boolean; signal: AbortSignal },
): PrimedDictionary {
  const held = parts.state.state(target.src, target.name);
  const clearing = target.name === 'barcodes' && options.actual === true && held.mode !== 'actual';
  const actual = clearing || held.mode === 'actual';
  const ahead = dictionaryAhead(parts, source, target.name, options.count, actual, options.signal);
  ahead.prime(clearing ? 0n : held.cursor);
  return { name: target.name, actual, ahead };
}

/** The indexes of a first load that stopped; a failure here must not hide why the load stopped. */
export function buildIndexesAfterStop(indexes: IndexBuilder, name: DictionaryName): void {
  try {
    indexes.ensure(name);
    indexes.analyze([name]);
  } catch {
    // The next start builds them (IndexBuilder.repair).
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
