import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';
import '@core-host/node-host-entry';

// The core host for `bench -- memory`: the ordinary Node host entry, plus a report of where its
// memory is, written when the bench sends SIGUSR2 (to BENCH_HOST_MEMORY_FILE, replaced whole):
// `process.memoryUsage()` (RSS, V8 heap, external, array buffers), V8's heap spaces and the
// process's anonymous/file-backed resident memory from /proc. RSS minus V8's committed heap and
// minus the external memory V8 knows of is native memory V8 does not see: SQLite's page cache,
// malloc's free lists. Bench-only: the app's entries never read this variable.
const file = process.env.BENCH_HOST_MEMORY_FILE;
const mb = (bytes: number) => Math.round(bytes / 104857.6) / 10;

function smapsKb(field: string): number {
  try {
    const text = readFileSync('/proc/self/smaps_rollup', 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Where the host's memory is, in MB. */
export function hostMemoryReport() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((s) => [
      s.space_name,
      { committedMb: mb(s.physical_space_size), usedMb: mb(s.space_used_size) },
    ]),
  );
  return {
    rssMb: mb(usage.rss),
    heapTotalMb: mb(usage.heapTotal),
    heapUsedMb: mb(usage.heapUsed),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    anonymousMb: mb(smapsKb('Anonymous') * 1024),
    fileBackedMb: mb((smapsKb('Rss') - smapsKb('Anonymous')) * 1024),
    /** Resident memory that is neither V8's heap nor external memory V8 counts (SQLite, malloc, code). */
    outsideV8Mb: mb(usage.rss - usage.heapTotal - usage.external),
    spaces,
  };
}

if (file) {
  process.on('SIGUSR2', () => {
    // Written aside and renamed, so the bench never reads half a report.
    writeFileSync(`${file}.part`, JSON.stringify(hostMemoryReport()));
    renameSync(`${file}.part`, file);
  });
}
