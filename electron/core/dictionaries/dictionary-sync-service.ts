import type { DbTable } from '@shared/ipc/channels/app';
import { randomUUID } from 'node:crypto';
import type { SyncPlan, SyncProgress } from '@shared/ipc/channels/dictionaries';
import { maxDictionaryCount, type DictionaryName } from '@shared/protocol/dictionaries';
import type { RetryPolicy } from '../api/retry-policy';
import type { CoreContext } from '../core-context';
import { DeskError } from '../errors';
import type { ChunkSource } from './chunk-source';
import { createDictionaryReader } from './dictionary-reader';
import type { SyncParts } from './chunked-sync';
import { tableSpecs } from './dictionary-specs';
import { sourceKeyOf } from './dictionary-source';
import type { GoodsFts } from './goods-fts';
import { politeness } from './politeness';
import { resetDictionaries } from './replica-reset';
import { runSync, syncOrder, type RunSummary } from './sync-run';

/** A store resolved to its operator's local copy. */
export interface ResolvedStore {
  profileId: number;
  src: number;
  storeId: string;
}

export interface StartOptions {
  names?: readonly DictionaryName[];
  force?: boolean;
  barcodesActual?: boolean;
  /** The manager confirmed that the store's goods links may shrink by more than the allowed share. */
  confirmLinksDrop?: boolean;
  /** Re-sync from scratch: clear the started dictionaries first. */
  reset?: boolean;
}

/** Starts, follows and cancels dictionary syncs; one run per operator at a time. */
export interface DictionarySyncService {
  resolve(profileId: number): ResolvedStore;
  /** Plans (politeness), optionally resets, and starts a run in the background; `done` settles when it ends. */
  start(profileId: number, options: StartOptions): Promise<{ plan: SyncPlan; done: Promise<RunSummary | null> }>;
  cancel(profileId: number): boolean;
  /** The latest progress of the run under way for this store's operator, if any. */
  running(src: number): SyncProgress | null;
  close(): Promise<void>;
}

interface ActiveRun {
  runId: string;
  controller: AbortController;
  progress: SyncProgress | null;
  done: Promise<RunSummary | null>;
}

export interface SyncServiceOptions {
  /** Records per chunk (default and maximum 10,000, part 8). */
  count?: number;
  /** Replaces the operator API (benchmarks). */
  sourceFor?: (profileId: number) => Promise<ChunkSource>;
  /** Over the background retry policy of the chunk requests (tests shorten the waits). */
  readerPolicy?: Partial<RetryPolicy>;
  /** A goods-links sync deleting more than this share of the links held waits for a confirmation (default 0.5). */
  linksDropShare?: number;
}

export function createDictionarySyncService(
  ctx: CoreContext,
  parts: SyncParts & { fts: GoodsFts },
  options: SyncServiceOptions = {},
): DictionarySyncService {
  const count = Math.min(options.count ?? maxDictionaryCount, maxDictionaryCount);
  const runs = new Map<number, ActiveRun>();
  const log = ctx.ports.logger;

  const resolve = (profileId: number): ResolvedStore => {
    const profile = ctx.profiles.require(profileId);
    return { profileId, src: parts.state.sourceId(sourceKeyOf(profile)), storeId: profile.storeId.toLowerCase() };
  };

  const plan = (store: ResolvedStore, opts: StartOptions) => {
    const now = ctx.ports.clock.now();
    const wanted = syncOrder.filter((n) => !opts.names || opts.names.includes(n));
    const started: DictionaryName[] = [];
    const skipped: SyncPlan['skipped'] = [];
    for (const name of wanted) {
      const state = parts.state.state(store.src, name, tableSpecs[name].perStore ? store.storeId : '');
      const verdict = politeness(name, state, now);
      if (verdict.syncedToday && !opts.force) skipped.push({ name, nextAllowedAt: verdict.nextAllowedAt });
      else started.push(name);
    }
    return { started, skipped };
  };

  return {
    resolve,
    async start(profileId, opts) {
      const store = resolve(profileId);
      if (runs.has(store.src)) {
        throw new DeskError(
          'conflict',
          'The dictionaries of this operator are already being synced. Wait for it to finish or cancel it.',
          {
            fault: 'sync-running',
            profileId,
          },
        );
      }
      const { started, skipped } = plan(store, opts);
      if (started.length === 0) return { plan: { runId: null, started, skipped }, done: Promise.resolve(null) };
      const source = options.sourceFor
        ? await options.sourceFor(profileId)
        : createDictionaryReader(await ctx.sessionFor(profileId), { policy: options.readerPolicy });
      if (runs.has(store.src))
        throw new DeskError('conflict', 'The dictionaries of this operator are already being synced.', {
          fault: 'sync-running',
          profileId,
        });

      const runId = randomUUID();
      const controller = new AbortController();
      const active: ActiveRun = { runId, controller, progress: null, done: Promise.resolve(null) };
      runs.set(store.src, active);
      if (opts.reset) {
        resetDictionaries(parts, store.src, store.storeId, started);
        ctx.tablesChanged('dict_state', 'dict_quarantine', ...started.map((n) => tableSpecs[n].table));
      }
      log.log('info', 'Dictionary sync started', {
        profileId,
        runId,
        dictionaries: started.length,
        skipped: skipped.length,
        reset: opts.reset === true,
      });

      const release = () => {
        if (runs.get(store.src) === active) runs.delete(store.src);
      };
      let lastTables = 0;
      let lastDictionary: DictionaryName | null = null;
      active.done = runSync(parts, {
        src: store.src,
        storeId: store.storeId,
        source,
        names: started,
        count,
        barcodesActual: opts.barcodesActual === true,
        linksDrop: { maxShare: options.linksDropShare ?? 0.5, confirmed: opts.confirmLinksDrop === true },
        signal: controller.signal,
        onProgress: (p) => {
          active.progress = { ...p, profileId, runId };
          // Ended: free the operator before saying so, so a sync started on the news is not refused.
          if (p.state !== 'running' && p.state !== 'indexing') release();
          ctx.events.emit('dictionaries:progress', active.progress);
          // The list and the open table refetch as the run moves on, at most once a second.
          const now = Date.now();
          if (p.dictionary !== lastDictionary || now - lastTables > 1000 || p.state !== 'running') {
            const tables: DbTable[] = ['dict_state', ...(lastDictionary ? [tableSpecs[lastDictionary].table] : [])];
            if (p.state !== 'running') tables.push('dict_quarantine', ...started.map((n) => tableSpecs[n].table));
            ctx.tablesChanged(...new Set(tables));
            lastTables = now;
            lastDictionary = p.dictionary;
          }
        },
      })
        .then((summary) => {
          // Records older than the cursor asked after: the operator does not keep to 4.6 (a finding, logged).
          for (const o of summary.outcomes) {
            if (o.belowCursor)
              log.log('warn', 'The operator returned dictionary records older than the version asked after', {
                profileId,
                dictionary: o.name,
                records: o.belowCursor,
              });
          }
          log.log('info', 'Dictionary sync finished', {
            profileId,
            runId,
            records: summary.progress.records,
            quarantined: summary.progress.quarantined,
            elapsedMs: summary.progress.elapsedMs,
          });
          return summary;
        })
        .catch((error: unknown) => {
          log.log('warn', 'Dictionary sync stopped', {
            profileId,
            runId,
            error: error instanceof Error ? error.message : String(error),
          });
          throw error;
        })
        .finally(release);
      active.done.catch(() => undefined);
      return { plan: { runId, started, skipped }, done: active.done };
    },
    cancel(profileId) {
      const run = runs.get(resolve(profileId).src);
      if (!run) return false;
      run.controller.abort(new DeskError('cancelled', 'The dictionary sync was cancelled.'));
      return true;
    },
    running: (src) => runs.get(src)?.progress ?? null,
    async close() {
      const active = [...runs.values()];
      for (const run of active) run.controller.abort(new DeskError('cancelled', 'The app is closing.'));
      await Promise.allSettled(active.map((r) => r.done));
    },
  };
}
