/**
 * Benchmark of the reference-dictionary sync against the sandbox (default `--scale large`:
 * 300,000 goods, 1,000,000 barcodes) over real HTTP on loopback. One run prints:
 *   - the ceiling: the same rows inserted by a bare prepared statement, one transaction per
 *     chunk, into the same tables with primary keys only (insert time only);
 *   - the floor: the same chunks fetched and JSON.parsed, nothing stored;
 *   - the full sync (a fresh child process, as the app would run it): time to the end with every
 *     index and the FTS index built, records/s, the ratio to floor + ceiling, peak RSS;
 *   - search latency p50/p95/p99 over 200 queries each: Cyrillic prefixes of 3–6 letters, nnt, barcodes.
 *
 * Run: `npm run bench -- dict-sync`, `npx tsx bench/dict-sync.ts [--scale small|large] [--seed N]`,
 * or call `run()`. The sandbox runs in its own process; a replay server (bench/support/replay-server.ts,
 * a third process) sits in front of its API: the ceiling pass records every chunk's bytes once,
 * and the floors and the full sync are then answered from memory, so both measure the client
 * alone and the sandbox's JSON generation cannot inflate the floor (issue #14.3).
 * Writes `.tmp/bench/dict-sync.json` and ends with `dict-sync: met N/M targets`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApiClient } from '../electron/core/api/api-client';
import type { ApiClient } from '../electron/core/api/api-types';
import { openDatabase } from '../electron/core/db/open-database';
import { apiChunkSource } from '../electron/core/dictionaries/chunk-source';
import { createStoreSession } from '../electron/core/api/store-session';
import { createDictionaryReader } from '../electron/core/dictionaries/dictionary-reader';
import { prefixColumns, tableSpecs } from '../electron/core/dictionaries/dictionary-specs';
import { registerTextFunctions } from '../electron/core/dictionaries/dictionary-pages';
import { createGoodsSearch } from '../electron/core/dictionaries/goods-search';
import { createSyncParts } from '../electron/core/dictionaries/sync-parts';
import { runSync, syncOrder } from '../electron/core/dictionaries/sync-run';
import { systemClock, type Logger } from '../electron/core/ports';
import { maxDictionaryCount } from '../shared/protocol/dictionaries';
import { reportBench } from './support/bench-report';
import { seeded } from '../shared/validation/seeded-random';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const quiet: Logger = { log: () => undefined };

/** Where the sandbox listens and which store the benchmark uses. */
interface Target {
  baseUrl: string;
  authUrl: string;
  storeId: string;
  secret: string;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export interface DictSyncFigures {
  scale: 'small' | 'large';
  records: number;
  chunks: number;
  floorMs: number;
  ceilingMs: number;
  fullSyncMs: number;
  recordsPerSecond: number;
  /** full sync / (floor + ceiling); the target is ≤ 1.0 (issue #25: two cores, fetch and parse beside the writes). */
  ratio: number;
  peakRssMb: number;
  peakPhase: string;
  phases: Record<string, number>;
  search: { text: Percentiles; nnt: Percentiles; barcode: Percentiles };
}

/** What the child process reports. */
interface ChildReport {
  ms: number;
  records: number;
  chunks: number;
  peakRssMb: number;
  /** Writer-thread time over all chunks: waiting for a body, and writing (ChunkStages). */
  stages: { waitMs: number; writeMs: number };
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
  search: DictSyncFigures['search'];
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
const round = (ms: number) => Math.round(ms * 100) / 100;

const clientDeps = {
  fetch: (input: string | URL, init?: RequestInit) => fetch(input, init),
  clock: systemClock,
  logger: quiet,
  timeoutMs: 120_000,
};
const connectionOf = (target: Target) => ({
  storeId: target.storeId,
  baseUrl: target.baseUrl,
  authUrl: target.authUrl,
  getSecret: async () => target.secret,
});

/** The API client: the floor and the ceiling read through it (parsed chunks). */
function clientOf(target: Target): ApiClient {
  return createApiClient(clientDeps, connectionOf(target));
}

/** Every chunk of every dictionary, in sync order, handed to `visit` (raw records). */
async function eachChunk(
  client: ApiClient,
  visit: (name: (typeof syncOrder)[number], records: unknown[]) => void,
): Promise<number> {
  const source = apiChunkSource(client);
  const signal = new AbortController().signal;
  let chunks = 0;
  for (const name of syncOrder) {
    if (name === 'goods_links') {
      visit(name, (await source.goodsLinks(signal)) as unknown[]);
      chunks++;
      continue;
    }
    let rvInt = 0n;
    for (;;) {
      const records = (await source.chunk(name, { count: maxDictionaryCount, rvInt }, signal)) as unknown[];
      visit(name, records);
      chunks++;
      // The sync's own stop rule (an empty chunk ends a dictionary), so floor and sync send the same requests.
      if (records.length === 0) break;
      rvInt = BigInt((records.at(-1) as { rvInt: number | bigint }).rvInt);
    }
  }
  return chunks;
}

/** The floor: fetch and JSON.parse every chunk (the client parses), store nothing. */
async function measureFloor(
  client: ApiClient,
): Promise<{ ms: number; cpuMs: number; records: number; chunks: number }> {
  let records = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const chunks = await eachChunk(client, (_name, chunk) => {
    records += chunk.length;
  });
  return { ms: performance.now() - started, cpuMs: cpuMsSince(cpu), records, chunks };
}

/** CPU time (user + system) of this process since `from`: on a shared machine, the figure the load does not inflate. */
const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** The ceiling: a bare INSERT per row, one transaction per chunk, primary-key-only tables; insert time only. */
async function measureCeiling(client: ApiClient): Promise<{ ms: number; cpuMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'dict-ceiling-'));
  const db = openDatabase(join(dir, 'ceiling.sqlite'));
  try {
    const statements = new Map<string, { run(params: unknown[]): unknown; fields: string[][]; bools: boolean[] }>();
    for (const name of syncOrder) {
      const spec = tableSpecs[name];
      const cols = [...prefixColumns(spec), ...spec.columns.map((c) => c.field)];
      const stmt = db.prepare(
        `INSERT INTO ${spec.table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      );
      statements.set(name, {
        run: (params) => stmt.run(params),
        fields: spec.columns.map((c) => [c.field, ...(c.aliases ?? [])]),
        bools: spec.columns.map((c) => c.kind === 'bool'),
      });
    }
    let insertMs = 0;
    let insertCpuMs = 0;
    await eachChunk(client, (name, records) => {
      const entry = statements.get(name)!;
      const prefix = tableSpecs[name].perStore ? [1, 'store'] : [1];
      // Rows prepared outside the timing: the ceiling is the database's part alone.
      const rows = records.map((record) => {
        const r = record as Record<string, unknown>;
        return [
          ...prefix,
          ...entry.fields.map((names, i) => {
            const value = names.map((f) => r[f]).find((v) => v !== undefined) ?? null;
            return entry.bools[i] ? (value ? 1 : 0) : value;
          }),
        ];
      });
      const started = performance.now();
      const cpu = process.cpuUsage();
      db.transaction(() => {
        for (const row of rows) entry.run(row);
      })();
      insertMs += performance.now() - started;
      insertCpuMs += cpuMsSince(cpu);
    });
    return { ms: insertMs, cpuMs: insertCpuMs };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** In the child: the full sync into a fresh database, then the search latencies. */
async function childSync(target: Target, dbFile: string, parseWorkerFile?: string): Promise<ChildReport> {
  const db = openDatabase(dbFile);
  registerTextFunctions(db);
  // The parsing worker as the app runs it: bundled beside this child (childCommand), else its source.
  const parts = createSyncParts(db, {
    now: () => new Date(),
    parseWorkerFile,
    log: { log: (level, message, fields) => process.stderr.write(`${level}: ${message} ${JSON.stringify(fields)}\n`) },
  });
  const src = parts.state.sourceId('bench');
  // Where the RSS peaks (sampled every 50 ms), for the write-up; the figure itself is maxRSS.
  let phase = 'start';
  let peak = { rssMb: 0, phase, heapMb: 0, externalMb: 0 };
  const baselineMb = mb(process.memoryUsage().rss);
  const byPhase: Record<string, number> = {};
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    byPhase[phase] = Math.max(byPhase[phase] ?? 0, mb(m.rss));
    if (mb(m.rss) > peak.rssMb) peak = { rssMb: mb(m.rss), phase, heapMb: mb(m.heapTotal), externalMb: mb(m.external) };
  }, 20);
  const phases: Record<string, number> = {};
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

/** The replay server's counters: a miss is a request it had to pass to the sandbox. */
interface ReplayStats {
  hits: number;
  misses: number;
  bytes: number;
}

/** Starts the replay server in front of `upstream` in its own process; returns its address. */
async function startReplayProcess(upstream: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/support/replay-server.ts'), upstream], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    const { baseUrl } = JSON.parse(line) as { baseUrl: string };
    return { baseUrl, child };
  }
  throw new Error('The replay server did not print its address.');
}

const replayStats = async (baseUrl: string): Promise<ReplayStats> =>
  (await (await fetch(`${baseUrl}/__replay/stats`)).json()) as ReplayStats;

/** Starts `npm run sandbox` in its own process and reads its address and first store from its output. */
async function startSandboxProcess(scale: string, seed: number): Promise<{ target: Target; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'electron/sandbox/cli.ts'), '--scale', scale, '--seed', String(seed)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const found: Partial<Target> = {};
  let inStores = false;
  for await (const line of lines) {
    const base = /base_url:\s*(\S+)/.exec(line);
    const auth = /auth_url:\s*(\S+)/.exec(line);
    const store = /^\s+([0-9a-f-]{36})\s+(\S+)\s/.exec(line);
    if (base) found.baseUrl = base[1];
    if (auth) found.authUrl = auth[1];
    if (/stores/.test(line)) inStores = true;
    if (inStores && store && !found.storeId) {
      found.storeId = store[1];
      found.secret = store[2];
    }
    if (/Press Ctrl\+C/.test(line)) break;
  }
  if (!found.baseUrl || !found.authUrl || !found.storeId || !found.secret) {
    child.kill('SIGTERM');
    throw new Error('The sandbox process did not print its addresses and stores.');
  }
  return { target: found as Target, child };
}

/** How the child runs: its command, and the parsing worker's bundle when there is one. */
interface ChildCommand {
  command: string[];
  parseWorkerFile?: string;
}

/**
 * Bundles this file and the parsing worker for the child (as the app's core host and its
 * dict-parse-worker.cjs are bundled): run through tsx, the loader's own thread and transpiled
 * sources would add some 50 MB to the RSS being measured. Falls back to tsx (and the worker's
 * TypeScript source) when esbuild (which tsx brings along) is not there.
 */
async function childCommand(): Promise<ChildCommand> {
  const me = fileURLToPath(import.meta.url);
  try {
    const esbuild = await import('esbuild');
    // Inside the project (.tmp/ is git-ignored), so the bundle finds better-sqlite3 in node_modules.
    const bundle = (entry: string, outfile: string) =>
      esbuild.build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        external: ['better-sqlite3'],
        banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
        logLevel: 'silent',
      });
    const outfile = join(root, '.tmp', 'dict-sync-child.mjs');
    const parseWorkerFile = join(root, '.tmp', 'dict-parse-worker.mjs');
    await bundle(me, outfile);
    await bundle(join(root, 'electron/core/dictionaries/worker/parse-worker.ts'), parseWorkerFile);
    return { command: [outfile], parseWorkerFile };
  } catch {
    return { command: ['--import', 'tsx', me] };
  }
}

/** Runs the full sync in a fresh child process (this file with --child) and returns its report. */
async function runChild(
  { command, parseWorkerFile }: ChildCommand,
  target: Target,
  dbFile: string,
): Promise<ChildReport> {
  const child = spawn(process.execPath, [...command, '--child', JSON.stringify({ target, dbFile, parseWorkerFile })], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) throw new Error(`The sync child process failed (exit ${code}).`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as ChildReport;
}

/** Runs the whole benchmark and prints its figures. */
export async function run(
  options: { scale?: 'small' | 'large'; seed?: number; print?: boolean } = {},
): Promise<DictSyncFigures> {
  const scale = options.scale ?? 'large';
  const print = options.print ?? true;
  const log = (line: string) => {
    if (print) process.stdout.write(`${line}\n`);
  };
  const dir = mkdtempSync(join(tmpdir(), 'dict-bench-'));
  log(`dict-sync benchmark, scale ${scale}: starting the sandbox…`);
  const { target: live, child } = await startSandboxProcess(scale, options.seed ?? 1);
  let replay: ChildProcess | undefined;
  try {
    const started = await startReplayProcess(live.baseUrl);
    replay = started.child;
    // Tokens still come from the sandbox's token server; every API read goes through the replay.
    const target = { ...live, baseUrl: started.baseUrl };
    const client = clientOf(target);
    // The ceiling pass also records every chunk (the sandbox renders each once, here).
    const ceiling = await measureCeiling(client);
    const ceilingMs = ceiling.ms;
    log(`  ceiling (bare INSERT, PK-only tables, 1 tx/chunk): ${Math.round(ceilingMs)} ms`);
    const recorded = await replayStats(target.baseUrl);
    log(`  recorded ${recorded.misses} answers, ${mb(recorded.bytes)} MB, replayed from memory from now on`);
    const before = await measureFloor(client);
    log(
      `  floor (fetch + JSON.parse, nothing stored):        ${Math.round(before.ms)} ms for ${before.records} records in ${before.chunks} chunks`,
    );
    const report = await runChild(await childCommand(), target, join(dir, 'desk.sqlite'));
    if (report.records !== before.records)
      throw new Error(`The sync received ${report.records} records, the floor ${before.records}.`);
    // The floor again after the sync: on a shared machine the load drifts, and the mean of the two
    // is a fairer yardstick for a sync measured between them.
    const after = await measureFloor(client);
    const floor = { ...before, ms: (before.ms + after.ms) / 2 };
    log(
      `  floor measured again after the sync:               ${Math.round(after.ms)} ms (mean ${Math.round(floor.ms)} ms used below)`,
    );
    // Anything the replay had to ask the sandbox for after recording was not a pure replay.
    const replayed = await replayStats(target.baseUrl);
    const liveAfterRecording = replayed.misses - recorded.misses;
    log(`  replayed ${replayed.hits} answers from memory; ${liveAfterRecording} had to go to the sandbox`);
    const ratio = Math.round((report.ms / (floor.ms + ceilingMs)) * 100) / 100;
    // The same ratio in CPU time (each side its own process's): what a busy machine cannot skew.
    const floorCpuMs = (before.cpuMs + after.cpuMs) / 2;
    const ratioCpu = Math.round((report.cpuMs / (floorCpuMs + ceiling.cpuMs)) * 100) / 100;
    log(
      `  in CPU time: sync ${report.cpuMs} ms, floor ${Math.round(floorCpuMs)} ms, ceiling ${Math.round(ceiling.cpuMs)} ms, ratio ${ratioCpu}`,
    );
    const figures: DictSyncFigures = {
      scale,
      records: report.records,
      chunks: report.chunks,
      floorMs: Math.round(floor.ms),
      ceilingMs: Math.round(ceilingMs),
      fullSyncMs: Math.round(report.ms),
      recordsPerSecond: Math.round(report.records / (report.ms / 1000)),
      ratio,
      peakRssMb: report.peakRssMb,
      peakPhase: report.peakPhase,
      phases: report.phases,
      search: report.search,
    };
    log(
      `  full sync (all 24, indexes and FTS built):         ${figures.fullSyncMs} ms, ${figures.recordsPerSecond} records/s (CPU ${report.cpuMs} ms)`,
    );
    const slowest = Object.entries(report.phases)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => `${name} ${ms} ms`);
    log(`    longest parts: ${slowest.join(', ')}`);
    log(
      `    writer thread: ${report.stages.writeMs} ms writing, ${report.stages.waitMs} ms waiting for chunks (ChunkStages); parsing ${report.parserInWorker ? 'in the worker thread' : 'ON THE WRITING THREAD (no worker)'}`,
    );
    log(
      `  ratio full / (floor + ceiling): ${ratio} (target ≤ 1.0); full / floor ${round(report.ms / floor.ms)}; full / ceiling ${round(report.ms / ceilingMs)}`,
    );
    log(
      `  peak RSS of the syncing process: ${report.peakRssMb} MB (target ≤ 250 MB), reached during ${report.peakPhase}`,
    );
    const p = (x: Percentiles) => `p50 ${x.p50} ms, p95 ${x.p95} ms, p99 ${x.p99} ms`;
    log(`  goods search, 200 Cyrillic prefixes of 3–6 letters: ${p(report.search.text)} (target p95 ≤ 10 ms)`);
    log(`  nnt lookup, 200 codes:                              ${p(report.search.nnt)} (target p95 ≤ 1 ms)`);
    log(`  barcode lookup, 200 barcodes:                       ${p(report.search.barcode)} (target p95 ≤ 1 ms)`);
    reportBench(
      'dict-sync',
      {
        records: figures.records,
        chunks: figures.chunks,
        floorMs: figures.floorMs,
        floorBeforeMs: Math.round(before.ms),
        floorAfterMs: Math.round(after.ms),
        ceilingMs: figures.ceilingMs,
        fullSyncMs: figures.fullSyncMs,
        fullSyncCpuMs: report.cpuMs,
        writerWaitMs: report.stages.waitMs,
        writerWriteMs: report.stages.writeMs,
        parserInWorker: report.parserInWorker ? 1 : 0,
        recordsPerSecond: figures.recordsPerSecond,
        ratio,
        floorCpuMs: Math.round(floorCpuMs),
        ceilingCpuMs: Math.round(ceiling.cpuMs),
        ratioCpu,
        peakRssMb: figures.peakRssMb,
        searchP50Ms: report.search.text.p50,
        searchP95Ms: report.search.text.p95,
        nntP95Ms: report.search.nnt.p95,
        barcodeP95Ms: report.search.barcode.p95,
        replayedAnswers: replayed.hits,
        liveAfterRecording,
      },
      {
        'full sync ≤ 1.0 × (floor + ceiling)': { figure: 'ratio', max: 1.0 },
        'peak RSS ≤ 250 MB': { figure: 'peakRssMb', max: 250 },
        'chunks parsed in the worker thread, as in the app': { figure: 'parserInWorker', min: 1 },
        'goods search p95 ≤ 10 ms': { figure: 'searchP95Ms', max: 10 },
        'nnt lookup p95 ≤ 1 ms': { figure: 'nntP95Ms', max: 1 },
        'barcode lookup p95 ≤ 1 ms': { figure: 'barcodeP95Ms', max: 1 },
        'floor and sync replayed, nothing asked of the sandbox': { figure: 'liveAfterRecording', max: 0 },
      },
    );
    return figures;
  } finally {
    replay?.kill('SIGTERM');
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const childArgs = value('--child');
  if (childArgs) {
    const { target, dbFile, parseWorkerFile } = JSON.parse(childArgs) as {
      target: Target;
      dbFile: string;
      parseWorkerFile?: string;
    };
    childSync(target, dbFile, parseWorkerFile)
      .then((report) => process.stdout.write(`${JSON.stringify(report)}\n`))
      .catch((error: unknown) => {
        process.stderr.write(`dict-sync child failed: ${(error as Error).stack ?? String(error)}\n`);
        process.exit(1);
      });
  } else {
    const scale = value('--scale') ?? 'large';
    if (scale !== 'small' && scale !== 'large') {
      process.stderr.write(`--scale must be small or large, got ${scale}\n`);
      process.exit(2);
    }
    run({ scale, seed: Number(value('--seed') ?? 1) }).catch((error: unknown) => {
      process.stderr.write(`dict-sync benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    });
  }
}
