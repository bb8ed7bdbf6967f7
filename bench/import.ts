import { loadavg } from 'node:os';
import { convertStockFile, suggestColumns } from '../electron/core/import/import-convert';
import { encodeWindows1251, sampleBatches, sampleCsvText, sampleXlsx } from '@tests/kits/core/import/import-files';
import { dbfMapping, sampleDbf, sampleXls } from '@tests/kits/core/import/binary-files';
import { reportBench } from './support/bench-report';
import { peakRssOfConvert } from './support/import-peak-rss';
import { codeResolutionFixture } from './support/code-resolution';
import { CollectedTimings } from './support/collected-timing';
import { median } from './support/stats';

// `npm run bench -- import`: a 100,000-row pharmacy CSV (Windows-1251, `;`, decimal commas,
// dd.mm.yyyy dates) → the package, side by side in one process with JSON.parse of that package's
// text: a warm-up round, then the median of 9 alternating rounds, each contender from a collected
// heap with its CPU time beside (bench/support/collected-timing.ts, as bench/validate); the wall
// ratio is the target (shared machine), the CPU ratio is recorded. Like for like:
// both turn text into the package's rows (bytes → rows for the CSV, text → rows for JSON.parse);
// writing the package's JSON text as well is recorded beside it. The same rows as XLSX (the app's streaming sheet scanner),
// binary .xls (the app's BIFF record reader; a BIFF8 sheet's 65,533 rows) and DBF (the app's record reader, CP866)
// are each converted three times (the median counted) in the same process and set against the same JSON.parse (issue #25
// item 4), and each format's peak RSS is measured as the app reads it: `pharmex convert` in a
// process of its own. Code resolution (core/codes: store links by the code as written, barcodes
// from the held in-memory hash table by number, one pass) runs on the package's rows with their
// nnt taken away, against a local copy of 300,000 barcodes and the store's links: it must add at
// most half a JSON.parse.
// BENCH_IMPORT_ROWS: a smaller smoke run (the targets are for 100,000 rows).
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const now = new Date('2026-11-23T03:00:00Z');
const batches = sampleBatches(ROWS);
const csv = encodeWindows1251(sampleCsvText(batches));
const sampleHeaders = sampleCsvText([]).split('\r\n')[0]!.split(';');

/** CSV bytes → the package (decoding, reading, converting, the findings). */
async function csvToPackage() {
  const result = await convertStockFile(csv, { now });
  if (result.errorCount > 0 || result.pkg.stocks.length !== ROWS)
    throw new Error(`conversion went wrong: ${result.errorCount} errors, ${result.pkg.stocks.length} rows`);
  return result.pkg;
}

const text = JSON.stringify(await csvToPackage());
const timings = new CollectedTimings();
// Round 0 warms every contender up (JIT, heap size) and is not counted.
for (let k = 0; k < 10; k++) {
  await timings.timeAsync('convert', csvToPackage);
  timings.time('parse', () => JSON.parse(text));
  await timings.timeAsync('convertText', async () => JSON.stringify(await csvToPackage()));
}

// The rows as an export without an nnt column gives them (converted, not parsed and edited:
// objects of the converter's shape), made again untimed before each round.
const { nnt: _nnt, ...noNntColumns } = suggestColumns(sampleHeaders);
const withoutNnt = async () =>
  (
    await convertStockFile(csv, {
      now,
      codesResolvedLater: true,
      mapping: { version: 1, columns: noNntColumns },
    })
  ).pkg.stocks;
let codeRows = await withoutNnt();
const codes = codeResolutionFixture(codeRows);
let found = 0;
codes.reset(codeRows);
// The first resolution after a dictionary update reads the barcodes and links into memory.
const coldMs = timings.time('resolveCold', () => codes.resolve(codeRows));
for (let k = 0; k < 10; k++) {
  codeRows = await withoutNnt();
  codes.reset(codeRows);
  let resolution: ReturnType<typeof codes.resolve> | undefined;
  timings.time('resolve', () => (resolution = codes.resolve(codeRows)));
  found = resolution!.nnt.filter((n) => !Number.isNaN(n)).length;
}
// Recorded beside, no target: the same resolution on rows made after the collection, as core
// resolves rows moments after making them (the codes screen converts and resolves in one call).
// With the collection's sweeping finished before the clock (collected-timing.ts) the two read
// the same; before, the sweeping cost the resolution above ~15 ms (docs/performance.md, "Twelfth round").
for (let k = 0; k < 10; k++)
  await timings.timeMadeAfter(
    'resolveFresh',
    async () => {
      const rows = await withoutNnt();
      codes.reset(rows);
      return rows;
    },
    (rows) => codes.resolve(rows),
  );
codes.close();

// The other formats (about a second apiece): bytes → package rows, as for the CSV.
const xlsx = await sampleXlsx(batches);
// A BIFF8 sheet holds at most 65,536 rows: the .xls carries the first 65,533 batches (title, blank
// and header rows above them) and is set against JSON.parse scaled to its rows.
const XLS_ROWS = Math.min(ROWS, 65_536 - 3);
const xls = sampleXls(batches.slice(0, XLS_ROWS));
const rowsOf: Record<string, number> = { xlsx: ROWS, xls: XLS_ROWS, dbf: ROWS };
const dbf = await sampleDbf(batches, 'cp866');
const others = {
  xlsx: { bytes: xlsx, mapping: { version: 1 as const, columns: {}, sheet: 'Остатки' } },
  xls: { bytes: xls, mapping: undefined },
  dbf: { bytes: dbf, mapping: dbfMapping },
};
// Each reader loaded and warmed on a small list of its format first (the .xls and DBF readers load on first use).
const few = sampleBatches(200, 2);
for (const [bytes, mapping] of [
  [await sampleXlsx(few), others.xlsx.mapping],
  [sampleXls(few), undefined],
  [await sampleDbf(few, 'cp866'), dbfMapping],
] as const)
  await convertStockFile(bytes, { now, mapping });
// Three times each, the median counted: one reading of the XLSX's ~0.6 s moved by ±15 % between
// runs of the bench (5.3–6.5 × JSON.parse at the same code). Like the CSV's round 0, a first
// reading of the full file is not counted: warmed on 200 rows only, the XLSX reader's first
// 100,000 rows took 657 ms against 569–592 ms for the next nine (docs/performance.md, "Twelfth round").
const OTHER_ROUNDS = 3;
const otherMs: Record<string, number> = {};
const otherFirstMs: Record<string, number> = {};
const otherRows: Record<string, number> = {};
for (const [name, { bytes, mapping }] of Object.entries(others)) {
  const runs: number[] = [];
  for (let k = 0; k <= OTHER_ROUNDS; k++)
    runs.push(
      await timings.timeAsync(name, async () => {
        const result = await convertStockFile(bytes, { now, mapping });
        otherRows[name] = result.errorCount > 0 ? -result.errorCount : result.pkg.stocks.length;
      }),
    );
  otherFirstMs[name] = runs[0]!;
  otherMs[name] = median(runs.slice(1));
}
const rss = peakRssOfConvert({
  'list.csv': { bytes: csv },
  'list.xlsx': others.xlsx,
  'list.xls': others.xls,
  'list.dbf': others.dbf,
});

const counted = (runs: Record<string, number[]>, name: string) => median(runs[name]!.slice(1));
const convertMs = counted(timings.wall, 'convert');
const convertTextMs = counted(timings.wall, 'convertText');
const parseMs = counted(timings.wall, 'parse');
const resolveMs = counted(timings.wall, 'resolve');
const convertCpu = counted(timings.cpu, 'convert');
const parseCpu = counted(timings.cpu, 'parse');
const figures = {
  load1: Number(loadavg()[0]!.toFixed(2)),
  rows: ROWS,
  'csv.megabytes': Number((csv.byteLength / 1e6).toFixed(1)),
  'package.megabytes': Number((Buffer.byteLength(text) / 1e6).toFixed(1)),
  'csvToPackage.ms': Math.round(convertMs),
  'parse.ms': Math.round(parseMs),
  'csvToPackage/parse': Number((convertMs / parseMs).toFixed(2)),
  'csvToPackage/parse (CPU)': Number((convertCpu / parseCpu).toFixed(2)),
  'csvToPackageText.ms': Math.round(convertTextMs),
  'csvToPackageText/parse': Number((convertTextMs / parseMs).toFixed(2)),
  'resolveFirstAfterSync.ms': Math.round(coldMs),
  'resolve.ms': Math.round(resolveMs),
  'resolve.found': found,
  'resolve/parse': Number((resolveMs / parseMs).toFixed(2)),
  'resolveFreshRows.ms': Math.round(counted(timings.wall, 'resolveFresh')),
  '(csvToPackage+resolve)/parse': Number(((convertMs + resolveMs) / parseMs).toFixed(2)),
  ...Object.fromEntries(
    Object.entries(others).flatMap(([name, { bytes }]) => [
      [`${name}.megabytes`, Number((bytes.byteLength / 1e6).toFixed(1))],
      [`${name}.rows`, otherRows[name]],
      [`${name}ToPackage.ms`, Math.round(otherMs[name]!)],
      [`${name}ToPackageFirst.ms`, Math.round(otherFirstMs[name]!)],
      [`${name}ToPackage/parse`, Number((otherMs[name]! / ((parseMs * rowsOf[name]!) / ROWS)).toFixed(2))],
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(rss).flatMap(([file, r]) => [
      [`${file.slice(5)}.convertPeakRss.mb`, r.ok ? r.mb : NaN],
      [`${file.slice(5)}.convertProcess.s`, Number(r.seconds.toFixed(1))],
    ]),
  ),
  'heapUsed.mb': Math.round(process.memoryUsage().heapUsed / 1e6),
};
for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${v}`);
reportBench('import', figures, {
  'CSV → package ≤ 2 × JSON.parse': { figure: 'csvToPackage/parse', max: 2 },
  'code resolution ≤ 0.5 × JSON.parse': { figure: 'resolve/parse', max: 0.5 },
  'CSV → package with codes resolved ≤ 2 × JSON.parse': { figure: '(csvToPackage+resolve)/parse', max: 2 },
  'XLSX → package ≤ 6 × JSON.parse': { figure: 'xlsxToPackage/parse', max: 6 },
  '.xls → package ≤ 6 × JSON.parse': { figure: 'xlsToPackage/parse', max: 6 },
  'DBF → package ≤ 3 × JSON.parse': { figure: 'dbfToPackage/parse', max: 3 },
  ...Object.fromEntries(
    ['csv', 'xlsx', 'xls', 'dbf'].map((f) => [
      `${f.toUpperCase()}: pharmex convert peak RSS ≤ 512 MB`,
      { figure: `${f}.convertPeakRss.mb`, max: 512 },
    ]),
  ),
  ...Object.fromEntries(
    ['xlsx', 'xls', 'dbf'].map((f) => [
      `${f.toUpperCase()}: every row converted`,
      { figure: `${f}.rows`, min: rowsOf[f]! },
    ]),
  ),
});
