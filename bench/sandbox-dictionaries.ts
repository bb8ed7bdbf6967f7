/**
 * Benchmark of the sandbox's reference dictionaries at `--scale large` (300,000 goods,
 * 1,000,000 barcodes): generation time, then every dictionary read in 10,000-record chunks over
 * real HTTP on loopback through registerReferenceRoutes in a bare Fastify app, then peak RSS.
 *
 * Run: `npx tsx bench/sandbox-dictionaries.ts [--scale small|large] [--seed N]`, or call `run()`.
 * Client and server share this process, so peak RSS covers both; the client only counts bytes
 * and reads the last rvInt of each chunk (parsing is the sync benchmark's business).
 */
import { pathToFileURL } from 'node:url';
import { dictionaryNames } from '../shared/protocol/dictionaries';
import { startBareReferenceServer } from '../electron/sandbox/dictionaries/bare-server';
import { reportBench } from './support/bench-report';
import { createDictionaryStore, type ChunkedDictionaryName } from '../electron/sandbox/dictionaries';

export interface DictionaryServeFigures {
  name: string;
  records: number;
  chunks: number;
  bytes: number;
  ms: number;
  recordsPerSecond: number;
  megabytesPerSecond: number;
}

export interface SandboxDictionariesBenchResult {
  scale: 'small' | 'large';
  generationMs: number;
  rssAfterGenerationMb: number;
  dictionaries: DictionaryServeFigures[];
  total: Omit<DictionaryServeFigures, 'name'>;
  peakRssMb: number;
}

const STORE = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const COUNT = 10_000;
const RV_INT = Buffer.from('"rvInt":');

function countOccurrences(haystack: Buffer, needle: Buffer): number {
  let n = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) n++;
  return n;
}

/** The rvInt of the last record of a chunk, read from its tail without parsing the chunk. */
function lastRvInt(chunk: Buffer): number {
  const at = chunk.lastIndexOf(RV_INT);
  let end = at + RV_INT.length;
  while (chunk[end] !== undefined && (chunk[end] as number) >= 48 && (chunk[end] as number) <= 57) end++;
  return Number(chunk.toString('latin1', at + RV_INT.length, end));
}

const mb = (bytes: number): number => Math.round((bytes / 1e6) * 10) / 10;

/** Builds the store, serves every dictionary over loopback in 10,000-record chunks, reports figures. */
export async function run(
  options: { scale?: 'small' | 'large'; seed?: number; print?: boolean } = {},
): Promise<SandboxDictionariesBenchResult> {
  const scale = options.scale ?? 'large';
  const print = options.print ?? true;
  const log = (line: string): void => {
    if (print) process.stdout.write(`${line}\n`);
  };

  const t0 = performance.now();
  const store = createDictionaryStore({ scale, seed: options.seed ?? 1, storeIds: [STORE] });
  const generationMs = Math.round(performance.now() - t0);
  const rssAfterGenerationMb = mb(process.memoryUsage().rss);
  log(`sandbox dictionaries, scale ${scale}: generated in ${generationMs} ms, RSS ${rssAfterGenerationMb} MB`);

  const server = await startBareReferenceServer(store, { storeId: STORE });
  const figures: DictionaryServeFigures[] = [];
  try {
    for (const name of dictionaryNames) {
      const started = performance.now();
      let records = 0;
      let chunks = 0;
      let bytes = 0;
      if (name === 'goods_links') {
        const body = Buffer.from(
          await (await fetch(`${server.baseUrl}/v5/references/goods_links?names=true`)).arrayBuffer(),
        );
        records = countOccurrences(body, Buffer.from('"sku":'));
        chunks = 1;
        bytes = body.length;
      } else {
        let after = 0;
        for (;;) {
          const response = await fetch(`${server.baseUrl}/v5/references/${name}?count=${COUNT}&rvInt=${after}`);
          if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${await response.text()}`);
          const body = Buffer.from(await response.arrayBuffer());
          const n = countOccurrences(body, RV_INT);
          chunks++;
          bytes += body.length;
          records += n;
          if (n < COUNT) break;
          after = lastRvInt(body);
        }
        const expected = store.counts()[name as ChunkedDictionaryName];
        if (records !== expected) throw new Error(`${name}: served ${records} records, the store holds ${expected}`);
      }
      const ms = performance.now() - started;
      figures.push({
        name,
        records,
        chunks,
        bytes,
        ms: Math.round(ms),
        recordsPerSecond: Math.round(records / (ms / 1000)),
        megabytesPerSecond: mb(bytes / (ms / 1000)),
      });
    }
  } finally {
    await server.close();
  }

  const sum = (pick: (f: DictionaryServeFigures) => number): number => figures.reduce((s, f) => s + pick(f), 0);
  const totalMs = sum((f) => f.ms);
  const total = {
    records: sum((f) => f.records),
    chunks: sum((f) => f.chunks),
    bytes: sum((f) => f.bytes),
    ms: totalMs,
    recordsPerSecond: Math.round(sum((f) => f.records) / (totalMs / 1000)),
    megabytesPerSecond: mb(sum((f) => f.bytes) / (totalMs / 1000)),
  };
  const peakRssMb = mb(process.resourceUsage().maxRSS * 1024);

  const rows = [...figures.filter((f) => f.records >= 50_000), { name: 'all 24 dictionaries', ...total }];
  for (const f of rows) {
    log(
      `  ${f.name.padEnd(40)} ${String(f.records).padStart(9)} records ${String(f.chunks).padStart(4)} chunks ` +
        `${String(mb(f.bytes)).padStart(7)} MB ${String(f.ms).padStart(7)} ms ` +
        `${String(f.recordsPerSecond).padStart(9)} rec/s ${String(f.megabytesPerSecond).padStart(6)} MB/s`,
    );
  }
  log(`  peak RSS (server and client in one process): ${peakRssMb} MB`);
  reportBench(
    'sandbox-dictionaries',
    { scale, generationMs, rssAfterGenerationMb, peakRssMb, ...total },
    // The sandbox must serve within 20 s of starting; generating the dictionaries is most of that.
    { 'dictionaries generated ≤ 20 s': { figure: 'generationMs', max: 20_000 } },
  );
  return { scale, generationMs, rssAfterGenerationMb, dictionaries: figures, total, peakRssMb };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const value = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const scale = value('--scale') ?? 'large';
  if (scale !== 'small' && scale !== 'large') {
    process.stderr.write(`--scale must be small or large, got ${scale}\n`);
    process.exit(2);
  }
  run({ scale, seed: Number(value('--seed') ?? 1) }).catch((error: unknown) => {
    process.stderr.write(`sandbox-dictionaries benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
