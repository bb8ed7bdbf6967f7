/**
 * Benchmark of preflight: a 100,000-row stock package checked against the `--scale large`
 * sandbox dictionaries (300,000 goods, 5,000 links per store) loaded into SQLite by the app's
 * own sync engine. Measured side by side in one run, median of 5 each:
 *   - JSON.parse of the package text (what reading the file costs anyway);
 *   - preflight: readiness, every row check (batched goods reads), the first page of 100
 *     findings with product names and messages.
 * Target: preflight takes at most the time JSON.parse takes. Writes `.tmp/bench/preflight.json`
 * ({ figures, targets, met }) and prints `preflight: met N/M targets` last.
 *
 * Run: `npm run bench -- preflight` or `npx tsx bench/preflight.ts [--rows N] [--scale small|large]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../electron/core/db/open-database';
import type { ChunkSource } from '../electron/core/dictionaries/chunk-source';
import { registerTextFunctions } from '../electron/core/dictionaries/dictionary-pages';
import { createSyncParts } from '../electron/core/dictionaries/sync-parts';
import { runSync, syncOrder } from '../electron/core/dictionaries/sync-run';
import { createDictionaryFacts } from '../electron/core/preflight/dictionary-facts';
import { dictionaryReadiness } from '../electron/core/preflight/dictionary-readiness';
import { findingMessage } from '../electron/core/preflight/finding-message';
import { defaultPreflightSettings } from '../electron/core/preflight/preflight-settings';
import { createProductNames } from '../electron/core/preflight/product-names';
import { runPreflight } from '../electron/core/preflight/run-preflight';
import { createDictionaryStore } from '../electron/sandbox/dictionaries';
import { reportBench } from './support/bench-report';
import { median as middle, tenths } from './support/stats';
import type { DictionaryName } from '../shared/protocol/dictionaries';

const STORE = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const args = process.argv.slice(2);
const value = (flag: string): string | undefined => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const scale = (value('--scale') ?? 'large') as 'small' | 'large';
const rowCount = Number(value('--rows') ?? 100_000);
const log = (line: string) => process.stdout.write(`${line}\n`);

// What the goods view and preflight read: the names, goods_normalized and this store's links.
const skipped: readonly DictionaryName[] = [
  'goods_denormalized',
  'barcodes',
  'marketing_manufacturers',
  'marketing_clusters',
  'marketing_brands',
];
const needed = syncOrder.filter((n) => !skipped.includes(n) && !n.endsWith('_links')).concat('goods_links');

const median = (values: number[]) => tenths(middle(values));

async function main(): Promise<void> {
  let t = performance.now();
  const store = createDictionaryStore({ scale, seed: 1, storeIds: [STORE] });
  const source: ChunkSource = {
    chunk: async (name, q) =>
      store.chunkJson(name, { afterRvInt: Number(q.rvInt), count: q.count, actualOnly: q.actual === true }),
    goodsLinks: async () => store.goodsLinksJson(STORE, true),
  };
  const dir = mkdtempSync(join(tmpdir(), 'bench-preflight-'));
  const db = openDatabase(join(dir, 'desk.sqlite'));
  registerTextFunctions(db);
  const parts = createSyncParts(db, { now: () => new Date() });
  const src = parts.state.sourceId('sandbox');
  await runSync(parts, {
    src,
    storeId: STORE,
    source,
    names: needed,
    count: 10_000,
    barcodesActual: false,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    ftsWhileWaiting: false,
  });
  log(`  dictionaries loaded (${store.counts().goods_normalized} goods) in ${Math.round(performance.now() - t)} ms`);

  // A realistic package: this store's linked products first, then products spread over the
  // dictionary; 2% unknown codes, some zero and low prices, near and past expiry, VAT slips.
  t = performance.now();
  // The products a store sells: its linked ones, and as many again spread over the dictionary.
  const linked = db
    .prepare(
      'SELECT g.nnt, g.gnvls, g.vat, l.sku FROM dict_goods_links l JOIN dict_goods_normalized g ON g.src = l.src AND g.nnt = l.nnt WHERE l.src = ?',
    )
    .all(src) as { nnt: number; gnvls: number; vat: number; sku: string | null }[];
  const spread = db
    .prepare(
      'SELECT nnt, gnvls, vat, NULL AS sku FROM dict_goods_normalized WHERE src = ? AND actual = 1 AND rowid % 20 = 0',
    )
    .all(src) as typeof linked;
  const pool = [...linked, ...spread.slice(0, linked.length)];
  const rows = Array.from({ length: rowCount }, (_, i) => {
    const g = pool[i % pool.length]!;
    const nnt = i % 50 === 7 ? 900_000_000 + i : g.nnt;
    const price = 50 + (g.nnt % 950);
    return {
      prtId: `P${i + 1}`,
      nnt,
      sku: g.sku ?? `S${i}`,
      qnt: 1 + (i % 9),
      supDate: '2025-01-10T10:00:00+03:00',
      nds: i % 97 === 3 ? 20 : g.vat,
      gnvls: g.gnvls === 1,
      man: 'Производитель',
      series: `S-${i % 1000}`,
      exp: `${2025 + (i % 4)}-${String(1 + (i % 12)).padStart(2, '0')}-01T00:00:00+03:00`,
      prcMan: price * 0.6,
      prcOpt: price * 0.7,
      prcOptNds: price * 0.77,
      prcRet: i % 211 === 9 ? 0 : i % 113 === 4 ? price * 0.3 : price,
      prcReestr: price * 0.6,
      ...(g.gnvls === 1 ? { prcGnvlsMax: price * 1.2, mrGnvls: 20 } : {}),
      tag: 0,
    };
  });
  const text = JSON.stringify({ date: '2025-03-10T06:00:00+03:00', stocks: rows });
  log(
    `  package: ${rowCount} rows, ${(text.length / 1048576).toFixed(1)} MB, built in ${Math.round(performance.now() - t)} ms`,
  );

  const facts = createDictionaryFacts(db);
  const names = createProductNames(db);
  const settings = { ...defaultPreflightSettings, staleAfterDays: null };
  const now = new Date('2025-03-10T06:00:00Z');
  const parseMs: number[] = [];
  const preflightMs: number[] = [];
  let findings = 0;
  for (let round = 0; round < 6; round++) {
    let s = performance.now();
    const parsed = JSON.parse(text) as { stocks: unknown[] };
    const parse = performance.now() - s;
    s = performance.now();
    const readiness = dictionaryReadiness(parts.state, src, STORE, settings, now);
    const run = runPreflight({ rows: parsed.stocks, src, storeId: STORE, facts, readiness, settings, now });
    const page = run.findings.slice(0, 100);
    const named = names.names(
      src,
      page.flatMap((f) => (f.nnt === null ? [] : [f.nnt])),
    );
    const messages = page.map((f) => findingMessage(f, f.nnt === null ? null : (named.get(f.nnt) ?? null)));
    const pre = performance.now() - s;
    if (round === 0) {
      findings = run.findings.length;
      log(`  findings: ${findings} (${JSON.stringify(run.counts)}); first: ${messages[0]}`);
      continue; // warm-up
    }
    parseMs.push(parse);
    preflightMs.push(pre);
  }
  const figures = {
    scale,
    rows: rowCount,
    megabytes: Math.round((text.length / 1048576) * 10) / 10,
    findings,
    jsonParseMs: median(parseMs),
    preflightMs: median(preflightMs),
  };
  log(`  JSON.parse: ${figures.jsonParseMs} ms (median of 5); preflight: ${figures.preflightMs} ms`);
  db.close();
  rmSync(dir, { recursive: true, force: true });
  reportBench(
    'preflight',
    { ...figures, 'preflight/parse': Math.round((figures.preflightMs / figures.jsonParseMs) * 100) / 100 },
    { 'preflight ≤ JSON.parse of the same file': { figure: 'preflight/parse', max: 1 } },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`preflight benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
