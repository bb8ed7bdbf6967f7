// The child process of bench/dict-sync: the app's full sync into a fresh database, as the app
// runs it, then the search latencies on the result.
import { writeFileSync } from 'node:fs';
import { createStoreSession } from '../../electron/core/api/store-session';
import { openDatabase } from '../../electron/core/db/open-database';
import { createDictionaryReader } from '../../electron/core/dictionaries/dictionary-reader';
import { registerTextFunctions } from '../../electron/core/dictionaries/dictionary-pages';
import { createGoodsSearch } from '../../electron/core/dictionaries/goods-search';
import { createSyncParts } from '../../electron/core/dictionaries/sync-parts';
import { runSync, syncOrder } from '../../electron/core/dictionaries/sync-run';
import { maxDictionaryCount } from '../../shared/protocol/dictionaries';
import { seeded } from '../../shared/validation/seeded-random';
import { mainThreadTimes, threadTimesBetween, type ThreadTimes } from '../support/thread-times';
import { clientDeps, connectionOf, mb, percentiles, type Percentiles, type Target } from './common';

/** What the child process reports. */
export interface ChildReport {
  ms: number;
  records: number;
  chunks: number;
  peakRssMb: number;
  /** Writer-thread time over all chunks: waiting for a body, and writing (ChunkStages). */
  stages: { waitMs: number; writeMs: number };
  /** The writing (main) thread during the sync: on a core, and runnable but waiting for one (Linux only). */
  writer: ThreadTimes | null;
  /** What the sync was doing when the sampled RSS peaked. */
  peakPhase: string;
  /** Milliseconds per dictionary and per phase (indexing: the FTS build). */
  phases: Record<string, number>;
  /** CPU time of the sync process (user + system, the parsing worker's included), for comparing runs on a busy machine. */
  cpuMs: number;
  /** Chunks were parsed in the worker thread, as in the app (false: the fallback on the writing thread). */
  parserInWorker: boolean;
  /** The highest sampled RSS (MB) in each phase. */
  rssByPhase: Record<string, number>;
  search: { text: Percentiles; nnt: Percentiles; barcode: Percentiles };
}

/** In the child: the full sync into a fresh database, then the search latencies. */
export async function childSync(
  target: Target,
  dbFile: string,
  workers: { parseWorkerFile?: string; searchWorkerFile?: string } = {},
): Promise<ChildReport> {
  const db = openDatabase(dbFile);
  registerTextFunctions(db);
  // The parsing worker as the app runs it: bundled beside this child (childCommand), else its source.
  const parts = createSyncParts(db, {
    now: () => new Date(),
    ...workers,
    log: { log: (level, message, fields) => process.stderr.write(`${level}: ${message} ${JSON.stringify(fields)}\n`) },
  });
  const src = parts.state.sourceId('bench');
  // Where the RSS peaks (sampled every 20 ms), for the write-up; the figure itself is maxRSS. The
  // sampler runs on the writing thread it measures: the RSS alone each time (a few µs), the heap's
  // figures only at a new peak (process.memoryUsage() walks the heap: 0.2 ms, 0.13 s of a sync).
  let phase = 'start';
  let peak = { rssMb: 0, phase, heapMb: 0, externalMb: 0 };
  const baselineMb = mb(process.memoryUsage.rss());
  const byPhase: Record<string, number> = {};
  const sampler = setInterval(() => {
    const rss = mb(process.memoryUsage.rss());
    byPhase[phase] = Math.max(byPhase[phase] ?? 0, rss);
    if (rss <= peak.rssMb) return;
    const m = process.memoryUsage();
    peak = { rssMb: rss, phase, heapMb: mb(m.heapTotal), externalMb: mb(m.external) };
  }, 20);
  const phases: Record<string, number> = {};
  const timelineFile = process.env.DICT_SYNC_TIMELINE;
  const chunkSteps: unknown[] = [];
  const writerFrom = mainThreadTimes();
  const startedAt = Date.now();
  const started = performance.now();
  let phaseStart = started;
  const summary = await runSync(parts, {
    src,
    storeId: target.storeId.toLowerCase(),
    source: createDictionaryReader(createStoreSession(clientDeps, connectionOf(target))),
    names: syncOrder,
    count: maxDictionaryCount,
    barcodesActual: false,
    signal: new AbortController().signal,
    progressIntervalMs: 0,
    // Each chunk's steps, for a timeline of the run (DICT_SYNC_TIMELINE=file.json; ms from the start).
    onChunk: timelineFile
      ? (c) => {
          const t = c.timeline;
          const at = (ms: number) => Math.round(ms - startedAt);
          const { requestedAt, receivedAt, parseFrom, parseTo, writeFrom, writeTo, heldAtTake } = t;
          chunkSteps.push({
            name: c.name,
            records: c.fetched,
            ...Object.fromEntries(
              Object.entries({ requestedAt, receivedAt, parseFrom, parseTo, writeFrom, writeTo }).map(([k, v]) => [
                k,
                at(v),
              ]),
            ),
            heldAtTake,
          });
        }
      : undefined,
    onProgress: (p) => {
      const next = p.dictionary ?? p.state;
      if (next !== phase) {
        const now = performance.now();
        phases[phase] = Math.round(now - phaseStart);
        phaseStart = now;
        phase = next;
      }
    },
  });
  const ms = performance.now() - started;
  const writer = threadTimesBetween(writerFrom, mainThreadTimes());
  if (timelineFile) writeFileSync(timelineFile, JSON.stringify({ ms: Math.round(ms), phases, chunks: chunkSteps }));
  const cpu = process.cpuUsage();
  clearInterval(sampler);
  const parserInWorker = parts.parser.inWorker;
  await parts.parser.close();
  const peakRssMb = mb(process.resourceUsage().maxRSS * 1024);

  const search = createGoodsSearch(db, parts.state);
  const random = seeded(42);
  // Random products and barcodes by key ranges (an OFFSET would walk the table each time).
  const range = db
    .prepare(
      'SELECT min(rowid) AS lo, max(rowid) AS hi, min(nnt) AS nlo, max(nnt) AS nhi FROM dict_goods_normalized WHERE src = ?',
    )
    .get(src) as {
    lo: number;
    hi: number;
    nlo: number;
    nhi: number;
  };
  const goodsAt = db.prepare('SELECT nnt, name FROM dict_goods_normalized WHERE rowid >= ? AND src = ? LIMIT 1');
  const barcodeAt = db.prepare('SELECT barcode FROM dict_barcodes WHERE src = ? AND nnt >= ? LIMIT 1').pluck();
  const textQueries: string[] = [];
  const nntQueries: string[] = [];
  const barcodeQueries: string[] = [];
  while (textQueries.length < 200) {
    const row = goodsAt.get(range.lo + Math.floor(random() * (range.hi - range.lo + 1)), src) as
      { nnt: number; name: string } | undefined;
    if (!row) continue;
    nntQueries.push(String(row.nnt));
    const words = row.name.match(/[А-Яа-яЁё]{3,}/g) ?? [];
    const word = words[Math.floor(random() * words.length)];
    if (!word) continue;
    textQueries.push(word.slice(0, Math.min(word.length, 3 + Math.floor(random() * 4))).toLowerCase());
  }
  while (barcodeQueries.length < 200) {
    const barcode = barcodeAt.get(src, range.nlo + Math.floor(random() * (range.nhi - range.nlo + 1)));
    if (barcode !== undefined) barcodeQueries.push(String(barcode));
  }
  const time = (queries: string[]) =>
    queries.map((q) => {
      const t0 = performance.now();
      search.search(src, q, 50);
      return performance.now() - t0;
    });
  // A few queries first, as a person's first keystrokes would warm the caches.
  time(textQueries.slice(0, 10));
  const report: ChildReport = {
    ms,
    records: summary.progress.records,
    chunks: summary.progress.chunks,
    peakRssMb,
    stages: { waitMs: Math.round(summary.stages.waitMs), writeMs: Math.round(summary.stages.writeMs) },
    writer,
    phases,
    rssByPhase: byPhase,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    parserInWorker,
    peakPhase: `${peak.phase} (V8 heap ${peak.heapMb} MB, external ${peak.externalMb} MB; ${baselineMb} MB before the sync)`,
    search: {
      text: percentiles(time(textQueries)),
      nnt: percentiles(time(nntQueries)),
      barcode: percentiles(time(barcodeQueries)),
    },
  };
  db.close();
  return report;
}
