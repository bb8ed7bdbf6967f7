import type { DictionaryName } from '@shared/protocol/dictionaries';
import { DeskError } from '../errors';
import type { ChunkSource } from './chunk-source';
import {
  buildIndexesAfterStop,
  primeDictionary,
  syncChunkedDictionary,
  type PrimedDictionary,
  type BackgroundWork,
  type ChunkReport,
  type ChunkStages,
  type DictionaryOutcome,
  type SyncParts,
} from './chunked-sync';
import type { GoodsFts } from './goods-fts';
import { syncGoodsLinks, type LinksDropRule } from './goods-links-sync';
import type { SearchIndexBuild } from './search-index-build';
import { syncScavenges } from './sync-scavenges';

/** Goods per batch of the worker's build (its batches block no one; larger ones merge less). */
const WORKER_FTS_BATCH = 10_000;

/**
 * The order of a run: the small name dictionaries first (the goods' FTS text and the product
 * card read them), then goods, the link tables, barcodes, and the store's goods links.
 */
export const syncOrder: readonly DictionaryName[] = [
  'trademarks',
  'dosages',
  'release_forms',
  'packagings',
  'countries',
  'manufacturers',
  'groups',
  'mnns',
  'application_areas',
  'marketing_manufacturers',
  'analogs',
  'categories',
  'directions',
  'megacategories',
  'spes',
  'marketing_clusters',
  'marketing_brands',
  'goods_normalized',
  'goods_denormalized',
  'cluster_brand_product_links',
  'product_marketing_manufacturer_links',
  'marketing_manufacturer_supplier_links',
  'barcodes',
  'goods_links',
];

/** Where a run stands; sent to the renderer as `dictionaries:progress`. */
export interface RunProgress {
  state: 'running' | 'indexing' | 'done' | 'failed' | 'cancelled';
  dictionary: DictionaryName | null;
  /** Dictionaries finished in this run, and how many it has. */
  completed: number;
  total: number;
  /** Records received, stored and quarantined in this run. */
  records: number;
  rows: number;
  quarantined: number;
  chunks: number;
  elapsedMs: number;
  recordsPerSecond: number;
  /** Seconds left, when the sizes are known (after a first load); null otherwise. */
  etaSeconds: number | null;
  /** `details` of a guard-rail stop (goods links: `held`, `received`, `vanishing`) for the renderer's text. */
  error: { code: string; message: string; details?: Record<string, unknown> } | null;
}

export interface RunRequest {
  src: number;
  storeId: string;
  source: ChunkSource;
  /** The dictionaries to sync (any order; run in syncOrder). */
  names: readonly DictionaryName[];
  count: number;
  barcodesActual: boolean;
  /** How far the store's goods links may shrink unconfirmed (goods-links-sync.ts). */
  linksDrop?: LinksDropRule;
  signal: AbortSignal;
  onProgress: (progress: RunProgress) => void;
  /** At most one `running` progress per this many ms (state changes always go out). Default 250. */
  progressIntervalMs?: number;
  /** Goods per FTS build step (one transaction each). Default 2,500. */
  ftsBatch?: number;
  /** Build the FTS index in steps while waiting for later chunks (default true); false: only at the end. */
  ftsWhileWaiting?: boolean;
  /** Every chunk's report as it is written (the benchmark's timeline). */
  onChunk?: (chunk: ChunkReport) => void;
}

export interface RunSummary {
  outcomes: DictionaryOutcome[];
  progress: RunProgress;
  /** Writer-thread time over all chunks: waiting for a body vs writing it (chunked-sync.ts, ChunkStages). */
  stages: ChunkStages;
}

/**
 * Runs the dictionaries one after another, then builds what the first load left to build (the
 * goods' FTS index, in batches with a pause between them). Stops at the first failure: what was
 * loaded stays, and the next run continues from each dictionary's cursor.
 */
export async function runSync(parts: SyncParts & { fts: GoodsFts }, req: RunRequest): Promise<RunSummary> {
  const names = syncOrder.filter((n) => req.names.includes(n));
  const startedAt = performance.now();
  const interval = req.progressIntervalMs ?? 250;
  const expected = new Map(names.map((n) => [n, expectedRecords(parts, req, n)]));
  const done = new Map<DictionaryName, number>();
  const progress: RunProgress = {
    state: 'running',
    dictionary: null,
    completed: 0,
    total: names.length,
    records: 0,
    rows: 0,
    quarantined: 0,
    chunks: 0,
    elapsedMs: 0,
    recordsPerSecond: 0,
    etaSeconds: null,
    error: null,
  };
  let lastSent = -Infinity;
  const send = (force: boolean) => {
    const now = performance.now();
    if (!force && now - lastSent < interval) return;
    lastSent = now;
    progress.elapsedMs = Math.round(now - startedAt);
    progress.recordsPerSecond = progress.elapsedMs > 0 ? Math.round((progress.records * 1000) / progress.elapsedMs) : 0;
    progress.etaSeconds = eta(names, expected, done, progress.recordsPerSecond);
    req.onProgress({ ...progress, error: progress.error && { ...progress.error } });
  };

  const outcomes: DictionaryOutcome[] = [];
  const stages: ChunkStages = { waitMs: 0, writeMs: 0 };
  // Checkpoint the WAL every ~32 MB rather than every 4 MB while loading: pages written again and
  // again (B-tree interiors) are copied into the database once instead of often.
  const autocheckpoint = parts.db.pragma('wal_autocheckpoint', { simple: true }) as number;
  parts.db.pragma('wal_autocheckpoint = 8000');
  // A run writes each page once and moves on: an 8 MB page cache does as well as the default 16 MB
  // and keeps the process smaller while a large dictionary loads.
  const cacheSize = parts.db.pragma('cache_size', { simple: true }) as number;
  if (cacheSize < -8000 || cacheSize > 2000) parts.db.pragma('cache_size = -8000');
  // Once goods are loaded, their FTS index is built while later dictionaries load: by a worker
  // thread in the search file (search-index-build.ts), or, without one, in small steps on this
  // thread while later chunks are on the way.
  const ftsBatch = req.ftsBatch ?? 2_500;
  let ftsInBackground = false;
  let building: SearchIndexBuild | null = null;
  const startSearchIndex = () => {
    // Once a run: a build started at the run's start (goods already loaded) is the one it waits for and stops.
    if (building !== null || req.ftsWhileWaiting === false || req.signal.aborted || parts.state.fts(req.src).built)
      return;
    building = parts.searchIndex?.start(req.src, req.ftsBatch ?? WORKER_FTS_BATCH) ?? null;
    ftsInBackground = building === null;
  };
  // Right after goods, unless goods_denormalized follows: its wide records are the heaviest parse
  // of a run, and a build beside it would share the second core with the parsing worker; the
  // link tables and barcodes after it leave that core mostly free.
  const searchIndexAfter: DictionaryName = names.includes('goods_denormalized')
    ? 'goods_denormalized'
    : 'goods_normalized';
  if (parts.state.state(req.src, 'goods_normalized').loaded) startSearchIndex();
  const idle: BackgroundWork = {
    step: () => ftsInBackground && !req.signal.aborted && parts.fts.buildBatch(req.src, ftsBatch),
  };
  // A first load of goods_normalized leaves its indexes to the run's end when goods_denormalized
  // follows: built there, on this thread beside the search index's build in its worker, rather than
  // between the two loads, where they held back goods_denormalized and so the build that starts
  // after it. A kill before the end leaves them to the next start (IndexBuilder.repair), a stop
  // builds them at once.
  const indexesLater = new Set<DictionaryName>();
  const buildIndexesLater = (stopped: boolean) => {
    for (const name of indexesLater)
      if (stopped) buildIndexesAfterStop(parts.indexes, name);
      else parts.indexes.ensure(name);
    indexesLater.clear();
  };
  // The run's end: the goods' indexes and the search index are built (the manager sees it).
  const indexing = (first: boolean) => {
    progress.state = 'indexing';
    send(first);
  };
  // Tables loaded for the first time in this run get planner statistics at the end.
  const firstLoads = names.filter((n) => !parts.state.state(req.src, n, n === 'goods_links' ? req.storeId : '').loaded);
  // The next dictionary's first chunk, asked while the one before builds its indexes.
  let primed: PrimedDictionary | undefined;
  // Young-generation collections on the thread that needs them while the run keeps both cores busy.
  const releaseScavenges = syncScavenges.hold();
  try {
    for (const [at, name] of names.entries()) {
      progress.dictionary = name;
      send(true);
      let outcome: DictionaryOutcome;
      if (name === 'goods_links') {
        outcome = await syncGoodsLinks(
          parts,
          req.source,
          { src: req.src, storeId: req.storeId },
          { signal: req.signal, drop: req.linksDrop },
        );
        progress.records += outcome.fetched;
        progress.rows += outcome.stored;
        progress.quarantined += outcome.quarantined;
        progress.chunks += 1;
      } else {
        const next = names[at + 1];
        const mine = primed;
        primed = undefined;
        const later = name === 'goods_normalized' && names.includes('goods_denormalized') && firstLoads.includes(name);
        if (later) indexesLater.add(name);
        outcome = await syncChunkedDictionary(
          parts,
          req.source,
          { src: req.src, name },
          {
            count: req.count,
            actual: name === 'barcodes' && req.barcodesActual,
            signal: req.signal,
            idle,
            primed: mine,
            indexesLater: later,
            onLoaded: () => {
              if (next === undefined || next === 'goods_links' || req.signal.aborted) return;
              const opts = { count: req.count, actual: next === 'barcodes' && req.barcodesActual, signal: req.signal };
              primed = primeDictionary(parts, req.source, { src: req.src, name: next }, opts);
              return primed.ahead.received();
            },
            onChunk: (chunk) => {
              req.onChunk?.(chunk);
              progress.records += chunk.fetched;
              progress.rows += chunk.stored;
              progress.quarantined += chunk.quarantined;
              progress.chunks += 1;
              stages.waitMs += chunk.stages.waitMs;
              stages.writeMs += chunk.stages.writeMs;
              done.set(name, (done.get(name) ?? 0) + chunk.fetched);
              send(false);
            },
          },
        );
      }
      done.set(name, Number.POSITIVE_INFINITY);
      if (name === searchIndexAfter) startSearchIndex();
      outcomes.push(outcome);
      progress.completed += 1;
    }
    progress.dictionary = null;
    if (indexesLater.size > 0) {
      // The goods' indexes, beside the search index's build.
      indexing(true);
      buildIndexesLater(false);
    }
    await buildFts(parts, req, building, indexing);
    parts.indexes.analyze(firstLoads);
    progress.state = 'done';
    send(true);
    return { outcomes, progress: { ...progress }, stages };
  } catch (error) {
    buildIndexesLater(true);
    progress.state =
      req.signal.aborted || (error instanceof DeskError && error.code === 'cancelled') ? 'cancelled' : 'failed';
    progress.error = {
      code: error instanceof DeskError ? error.code : 'internal',
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof DeskError && error.code === 'guard-rail' && isRecord(error.details)
        ? { details: { ...error.details } }
        : {}),
    };
    send(true);
    throw error;
  } finally {
    // First: nothing below may keep the process's collector serial if it throws.
    releaseScavenges();
    primed?.ahead.close();
    // A run that stops leaves no worker writing behind it: the build's progress so far is kept.
    const left = building as SearchIndexBuild | null;
    if (left) {
      left.stop();
      await left.done;
    }
    parts.db.pragma(`wal_autocheckpoint = ${autocheckpoint}`);
    parts.db.pragma(`cache_size = ${cacheSize}`);
  }
}

/**
 * Builds (or finishes) a source's goods FTS index when goods are loaded and it is not built:
 * waits for the worker's build, then finishes on this thread whatever it left (it failed).
 */
async function buildFts(
  parts: SyncParts & { fts: GoodsFts },
  req: RunRequest,
  building: SearchIndexBuild | null,
  onBatch: (first: boolean) => void,
): Promise<void> {
  const goods = parts.state.state(req.src, 'goods_normalized');
  if (!goods.loaded || parts.state.fts(req.src).built) return;
  onBatch(true);
  if (building) {
    const stop = () => building.stop();
    req.signal.addEventListener('abort', stop, { once: true });
    // Aborted already (in the 'indexing' progress just sent, say): no event will come.
    if (req.signal.aborted) stop();
    try {
      await building.done;
    } finally {
      req.signal.removeEventListener('abort', stop);
    }
    if (parts.state.fts(req.src).built) return;
    if (req.signal.aborted) throw ftsCancelled();
  }
  const batch = req.ftsBatch ?? 2_500;
  while (parts.fts.buildBatch(req.src, batch)) {
    onBatch(false);
    if (req.signal.aborted) throw ftsCancelled();
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

const ftsCancelled = () =>
  new DeskError(
    'cancelled',
    'The sync was cancelled while the search index was being built; the next sync finishes it.',
  );

/** Records a dictionary is expected to bring: none more when loaded, its old size after a reset, unknown before a first load. */
function expectedRecords(parts: SyncParts, req: RunRequest, name: DictionaryName): number | null {
  const state = parts.state.state(req.src, name, name === 'goods_links' ? req.storeId : '');
  if (name === 'barcodes' && req.barcodesActual && state.mode !== 'actual') return state.rowCount || null;
  if (state.expectedRows !== null) return Math.max(0, state.expectedRows - state.rowCount);
  return state.loaded ? 0 : null;
}

function eta(
  names: readonly DictionaryName[],
  expected: ReadonlyMap<DictionaryName, number | null>,
  done: ReadonlyMap<DictionaryName, number>,
  rate: number,
): number | null {
  let remaining = 0;
  for (const name of names) {
    const got = done.get(name) ?? 0;
    if (got === Number.POSITIVE_INFINITY) continue;
    const want = expected.get(name) ?? null;
    if (want === null) return null;
    remaining += Math.max(0, want - got);
  }
  if (remaining === 0) return 0;
  return rate > 0 ? Math.ceil(remaining / rate) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
