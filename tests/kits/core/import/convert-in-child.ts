// Run by the memory tests in a child with a small heap (--max-old-space-size): converts one file
// and prints what came out and how much memory it took, as one JSON line. A converter that
// buffered without bound would crash this child with "heap out of memory" instead.
import { readFileSync } from 'node:fs';
import { convertStockFile } from '@core/import/import-convert';

const [file, limit] = process.argv.slice(2);
const result = await convertStockFile(readFileSync(file!), {
  now: new Date('2026-11-23T03:00:00Z'),
  rowLimit: limit === undefined ? undefined : Number(limit),
});
console.log(
  JSON.stringify({
    rows: result.pkg.stocks.length,
    dataRows: result.info.dataRows,
    findings: result.findings
      .slice(0, 5)
      .map((f) => ({ code: f.code, row: f.row, value: f.value, message: f.message })),
    errorCount: result.errorCount,
    // The heap cap is the bound (a crash otherwise); what is still held at the end is for the record.
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e6),
  }),
);
